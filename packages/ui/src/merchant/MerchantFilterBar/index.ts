export {
  MerchantFilterBar,
  MERCHANT_KEYWORD_MAX_LENGTH,
  type MerchantFilterBarProps,
  type MerchantFilter,
  type MerchantFilterOption,
} from './MerchantFilterBar.tsx';
