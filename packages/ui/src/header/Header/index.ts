export { Header, HEADER_FIXED_THRESHOLD, HEADER_NAV_HEIGHT, type HeaderProps } from './Header.tsx';
