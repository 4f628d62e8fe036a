export * from './BannerCarousel/index.ts';
