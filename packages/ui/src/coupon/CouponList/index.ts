export { CouponList, type CouponListProps } from './CouponList.tsx';
export { shortMoney } from './shortMoney.ts';
