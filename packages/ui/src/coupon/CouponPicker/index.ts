export {
  CouponPicker,
  type CouponPickerProps,
  type CouponPickerShop,
  type CouponPickerPlatform,
  type CouponSelection,
  type CheckoutCoupon,
  type UnusableCheckoutCoupon,
  type CouponUnusableReason,
} from './CouponPicker.tsx';
