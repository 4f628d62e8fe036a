export { MyCouponTabs, MY_COUPON_TABS, type MyCouponTab, type MyCouponTabsProps } from './MyCouponTabs.tsx';
