export { ShopHeader, type ShopHeaderProps, type ShopHeaderShop } from './ShopHeader.tsx';
