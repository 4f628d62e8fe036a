export { PlainHeader, cartBadgeText, type PlainHeaderProps } from './PlainHeader.tsx';
