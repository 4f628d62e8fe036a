export * from './GoodsCard/index.ts';
export * from './GoodsGrid/index.ts';
export * from './GoodsGallery/index.ts';
export * from './SkuSelector/index.ts';
export * from './GoodsPurchasePanel/index.ts';
export * from './SortBar/index.ts';
export * from './GoodsLine/index.ts';
export * from './GuaranteeList/index.ts';
export * from './ShopCard/index.ts';
export * from './FavouriteButton/index.ts';
export * from './MerchantServiceButton/index.ts';
export * from './GoodsDetailSkeleton/index.ts';
export {
  skuKey,
  selectedSku,
  isValueAvailable,
  firstAvailableSelection,
  isSingleSpec,
  missingAttrs,
  type SkuAttr,
  type SkuStock,
  type SkuSelection,
} from './skuSelection.ts';
