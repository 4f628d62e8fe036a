export * from './BannerCarousel/index.ts';
export * from './ActivityBlock/index.ts';
export * from './ActivityBanner/index.ts';
export * from './RankingTop3/index.ts';
export * from './RecommendedShops/index.ts';
export * from './GoodsFeed/index.ts';
