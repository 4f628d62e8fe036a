export { OrderTabs, type OrderTabsProps, type OrderTabValue, type OrderTabCounts } from './OrderTabs.tsx';
