/**
 * @mall/ui: the presentational components of the mall. Props in, callbacks
 * out; no fetching, routing or global state. Wrap the tree in {@link MallProvider}.
 */
export * from './theme/index.ts';
export * from './i18n/index.ts';
export * from './provider/index.ts';
export * from './base/index.ts';
export * from './feedback/index.ts';
export * from './money/index.ts';
export * from './cart/index.ts';
export * from './address/index.ts';
export * from './order/index.ts';
export * from './points/index.ts';
export * from './profile/index.ts';
export * from './refund/index.ts';
export * from './upload/index.ts';
export * from './settlement/index.ts';
export * from './goods/index.ts';
export * from './review/index.ts';
export * from './coupon/index.ts';
export * from './category/index.ts';
export * from './merchant/index.ts';
export * from './header/index.ts';
export * from './auth/index.ts';
export * from './layout/index.ts';
export * from './content/index.ts';
export * from './home/index.ts';
export * from './ranking/index.ts';
export * from './search/index.ts';
export * from './collect/index.ts';
export * from './footer/index.ts';
export * from './floating/index.ts';
export * from './error/index.ts';
export * from './account/index.ts';
