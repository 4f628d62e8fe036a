export { MallProvider, type MallProviderProps } from './MallProvider.tsx';
export { useCurrencySymbol, CurrencyContext, DEFAULT_CURRENCY } from './currency.ts';
export { LinkContext, useLinkComponent, type LinkProps } from './link.tsx';
