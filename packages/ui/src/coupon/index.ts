export * from './CouponCard/index.ts';
export * from './CouponList/index.ts';
export * from './CouponPicker/index.ts';
