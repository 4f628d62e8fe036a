export * from './FavouriteGoodsList/index.ts';
export * from './FollowedShopsList/index.ts';
