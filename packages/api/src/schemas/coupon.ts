import { Type } from 'typebox';
import { Id, PageQueryProps } from './common.ts';

/** Coupon kinds (`useType`, crmeb-api §5): 1 a whole shop, 2 listed goods, 3 the whole mall. */
export const CouponUseType = Type.Integer({ minimum: 1, maximum: 3 });

/**
 * Query of `GET /api/front/coupons` (crmeb-api §4.13): the coupons on offer of
 * one kind, optionally of one shop (`merId`) or usable on one goods (`productId`).
 */
export const CouponsQuery = Type.Object({
  ...PageQueryProps,
  useType: CouponUseType,
  merId: Type.Optional(Id),
  productId: Type.Optional(Id),
});

/** Body of `POST /api/front/coupon/receive`. */
export const CouponReceiveBody = Type.Object({ couponId: Id });

/** Query of `GET /api/front/coupon/list`: the shopper's coupons, `usable` or `unusable` (crmeb-api §4.13). */
export const UserCouponListQuery = Type.Object({
  ...PageQueryProps,
  type: Type.Enum(['usable', 'unusable']),
});

/**
 * Query of `GET /api/front/coupons/order/{preOrderNo}`: none for the
 * provider's answer (the usable coupons only); `all=true` (the mall's
 * storefront) lists the unusable ones too, each with its reason.
 */
export const CheckoutCouponsQuery = Type.Object({
  all: Type.Optional(Type.Boolean()),
});
