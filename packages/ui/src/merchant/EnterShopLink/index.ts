export { EnterShopLink, type EnterShopLinkProps } from './EnterShopLink.tsx';
