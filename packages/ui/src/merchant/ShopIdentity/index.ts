export { ShopIdentity, type ShopIdentityProps, type ShopIdentityShop, type ShopIdentityVariant } from './ShopIdentity.tsx';
