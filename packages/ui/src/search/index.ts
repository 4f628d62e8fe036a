export * from './SearchResultHeader/index.ts';
export * from './ResultTabs/index.ts';
export * from './PriceRangeFilter/index.ts';
export * from './SearchEmpty/index.ts';
