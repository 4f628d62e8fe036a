/**
 * @mall/api: the wire contract of the mall.
 *
 * Types of every endpoint ({@link Endpoints}), the envelope rules (spec §8),
 * the header rules (spec §7), the session rules (spec §4) and one client
 * ({@link createApiClient}). Request schemas for validation live in the
 * `@mall/api/schemas` entry; the browser's session store in `@mall/api/browser`.
 */
export * from './limits.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './headers.ts';
export * from './session.ts';
export * from './client.ts';
export * from './endpoints.ts';
export * from './page.ts';
export * from './wire/codec.ts';
export * from './wire/time.ts';
export * from './responses.ts';
export * from './requests.ts';
export * from './home.ts';
export * from './catalog.ts';
export * from './review.ts';
export * from './activity.ts';
export * from './auth.ts';
export * from './oauthRedirect.ts';
export * from './user.ts';
export * from './cart.ts';
export * from './address.ts';
export * from './order.ts';
export * from './pay.ts';
export * from './points.ts';
export * from './merchant.ts';
export * from './coupon.ts';
export * from './collect.ts';
export * from './service.ts';
export * from './admin.ts';
export * from './refund.ts';
export * from './settlement.ts';
export * from './goodsImport.ts';
export * from './upload.ts';
export * from './pageHead.ts';
