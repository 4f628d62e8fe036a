export { GoodsGallery, type GoodsGalleryProps } from './GoodsGallery.tsx';
