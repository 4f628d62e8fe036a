export { CouponCard, type CouponCardProps, type CouponCardCoupon, type CouponUseType } from './CouponCard.tsx';
export { couponState, couponValidity, calendarDate, type CouponState, type CouponValidity, type CouponRules } from './couponState.ts';
