export { MyCouponList, type MyCouponListProps } from './MyCouponList.tsx';
