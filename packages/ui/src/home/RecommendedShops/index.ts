export { RecommendedShops, HOME_SHOPS_SHOWN, type RecommendedShopsProps } from './RecommendedShops.tsx';
