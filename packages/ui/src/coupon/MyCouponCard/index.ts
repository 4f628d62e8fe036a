export { MyCouponCard, type MyCouponCardProps, type MyCoupon, type MyCouponState } from './MyCouponCard.tsx';
