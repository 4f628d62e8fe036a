export {
  OrderTabs,
  ORDER_TAB_KEYS,
  type OrderTabsProps,
  type OrderTabsKeyProps,
  type OrderTabKey,
  type OrderTabKeyCounts,
} from './OrderTabs.tsx';
