export { ShopCard, type ShopCardProps, type ShopCardMerchant, type ShopCardGoods } from './ShopCard.tsx';
