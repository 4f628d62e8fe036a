export * from './CouponCard/index.ts';
export * from './CouponList/index.ts';
export * from './CouponPicker/index.ts';
export * from './MyCouponCard/index.ts';
export * from './MyCouponTabs/index.ts';
export * from './MyCouponList/index.ts';
