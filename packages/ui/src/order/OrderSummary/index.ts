export {
  OrderSummary,
  BUYER_NOTE_MAX,
  type OrderSummaryProps,
  type OrderSummaryMerchant,
  type OrderSummaryLine,
} from './OrderSummary.tsx';
