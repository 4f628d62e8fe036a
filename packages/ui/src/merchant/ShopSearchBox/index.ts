export { ShopSearchBox, SHOP_SEARCH_MAX_LENGTH, type ShopSearchBoxProps } from './ShopSearchBox.tsx';
