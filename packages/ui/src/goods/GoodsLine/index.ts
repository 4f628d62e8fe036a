export { GoodsLine, GoodsLineTag, type GoodsLineProps } from './GoodsLine.tsx';
