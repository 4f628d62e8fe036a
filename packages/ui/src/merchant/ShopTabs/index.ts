export { ShopTabs, type ShopTabsProps, type ShopTab, type ShopTabHrefs } from './ShopTabs.tsx';
