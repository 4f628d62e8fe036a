export { BannerCarousel, type BannerCarouselProps, type Banner } from './BannerCarousel.tsx';
