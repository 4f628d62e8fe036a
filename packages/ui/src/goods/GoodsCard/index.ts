export { GoodsCard, type GoodsCardProps, type GoodsCardGoods } from './GoodsCard.tsx';
