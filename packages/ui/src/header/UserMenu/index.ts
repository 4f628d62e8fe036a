export { UserMenu, type UserMenuProps, type HeaderUser } from './UserMenu.tsx';
