export { GoodsDetailSkeleton } from './GoodsDetailSkeleton.tsx';
