export { FollowedShopsList, type FollowedShopsListProps, type FollowedShop } from './FollowedShopsList.tsx';
