export { AccountMenu, type AccountMenuProps, type AccountMenuItem, type AccountMenuSection } from './AccountMenu.tsx';
