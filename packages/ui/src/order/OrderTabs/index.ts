export {
  OrderTabs,
  ORDER_TAB_KEYS,
  type OrderTabsProps,
  type OrderTabsKeyProps,
  type OrderTabsNumericProps,
  type OrderTabKey,
  type OrderTabKeyCounts,
  type OrderTabValue,
  type OrderTabCounts,
} from './OrderTabs.tsx';
