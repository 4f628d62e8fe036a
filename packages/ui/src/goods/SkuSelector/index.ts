export { SkuSelector, type SkuSelectorProps } from './SkuSelector.tsx';
