export { ShopStreetCard, STREET_CARD_GOODS, type ShopStreetCardProps, type StreetShop, type StreetShopGoods } from './ShopStreetCard.tsx';
