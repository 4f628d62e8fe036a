export {
  GoodsPurchasePanel,
  MAX_PURCHASE_QUANTITY,
  type GoodsPurchasePanelProps,
  type PurchaseProduct,
  type PurchaseSku,
} from './GoodsPurchasePanel.tsx';
