// The home page's blocks other than the banners, in a chunk of their own that
// loads beside their data, so the first screen needs less JavaScript
// (scripts/size-budget.mjs).
export { ActivityBlock, RankingTop3, RecommendedShops } from '@mall/ui';
export { HomeFeed } from './homeFeed.tsx';
