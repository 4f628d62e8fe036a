export { ShopStars, starCount, type ShopStarsProps } from './ShopStars.tsx';
