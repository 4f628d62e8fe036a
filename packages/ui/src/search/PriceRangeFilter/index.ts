export { PriceRangeFilter, type PriceRangeFilterProps } from './PriceRangeFilter.tsx';
export { parseYuan, parsePriceRange, centsToYuanText, MAX_PRICE_CENTS, type PriceRange, type PriceRangeError } from './priceRange.ts';
