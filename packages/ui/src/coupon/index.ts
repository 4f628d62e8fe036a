export * from './CouponCard/index.ts';
export * from './CouponList/index.ts';
