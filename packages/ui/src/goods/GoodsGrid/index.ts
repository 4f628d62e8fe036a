export { GoodsGrid, type GoodsGridProps } from './GoodsGrid.tsx';
