export { CategoryDrawer, CATEGORY_DRAWER_WIDTH, type CategoryDrawerProps, type DrawerCategory } from './CategoryDrawer.tsx';
