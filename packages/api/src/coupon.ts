import type { Static } from 'typebox';
import type { WireMap } from './endpoints.ts';
import { pageOf, type Page } from './page.ts';
import { array, commaList, dateOnly, dateTime, nullable, object, renamed, yuan, type Codec } from './wire/codec.ts';
import type { CheckoutCouponsQuery, CouponReceiveBody, CouponsQuery, UserCouponListQuery } from './schemas/coupon.ts';
import type { PreOrderParams } from './schemas/order.ts';

/**
 * Coupons: the ones on offer, receiving one, and the shopper's own.
 * Money is integer cents in the model, yuan on the wire; times are `Date`s,
 * `yyyy-MM-dd HH:mm:ss` on the wire.
 * @see spec §3 Coupon; crmeb-api §4.13, §5 coupon enums, §6 rule 15
 */

/** 1 a whole shop, 2 listed goods, 3 the whole mall (platform). */
export type CouponUseTypeValue = 1 | 2 | 3;

/** A coupon on offer (`StoreCouponFrontResponse`). */
export interface CouponOffer {
  id: number;
  /** Issuing shop; null for platform coupons. */
  merId: number | null;
  name: string;
  /** Discount, cents. */
  money: number;
  /** Limited issue: only `lastTotal` are left to receive. */
  isLimited: boolean;
  /** What is left of a limited issue; 0 means all claimed. Meaningless when not limited. */
  lastTotal: number;
  /**
   * Goods a product coupon (useType 2) applies to; empty otherwise. On the
   * wire: `primaryKey`, the ids joined by commas, as the provider sends them.
   */
  productIds: number[];
  /** Goods total an order must reach, cents; 0 for no threshold. */
  minPrice: number;
  receiveStartTime: Date;
  /** Null when it can be received for as long as it is on. */
  receiveEndTime: Date | null;
  /** Valid between `useStartTimeStr` and `useEndTimeStr`; otherwise for `day` days from receipt. */
  isFixedTime: boolean;
  /** Days of validity after receipt when not fixed. */
  day: number;
  /** Start of validity when fixed; null otherwise. The names are the provider's (its values are text). */
  useStartTimeStr: Date | null;
  useEndTimeStr: Date | null;
  /** How it is issued: always 1 (received by the shopper) for coupons on offer. */
  type: 1;
  useType: CouponUseTypeValue;
  /** The signed-in shopper holds it, unused; false for guests. */
  isUse: boolean;
  /** The signed-in shopper has received it already, used or not (each is received once); false for guests. */
  isReceived: boolean;
}

/** How a shopper's coupon stands (crmeb-api §4.13 `validStr`). */
export type CouponValidity = 'usable' | 'unusable' | 'overdue' | 'notStart';

/** A coupon the shopper holds. */
export interface UserCoupon {
  /** The shopper's coupon id (what checkout sends as `couponId`). */
  id: number;
  couponId: number;
  uid: number;
  merId: number | null;
  /**
   * Name of the issuing shop ('' for platform coupons), for the card and its
   * "use" link: a shop coupon leads to `merId`'s shop, a goods coupon to its
   * first `productIds` goods, a platform coupon to the goods list. The mall's addition.
   */
  merName: string;
  name: string;
  useType: CouponUseTypeValue;
  money: number;
  minPrice: number;
  productIds: number[];
  /** 0 unused, 1 used, 2 expired. */
  status: 0 | 1 | 2;
  /** Validity window. */
  startTime: Date;
  endTime: Date;
  /** When it was used; null when not. */
  useTime: Date | null;
  /**
   * `usable` unused and valid now; `notStart` unused, valid later; `overdue`
   * past its end; `unusable` used.
   */
  validStr: CouponValidity;
  createTime: Date;
}

/**
 * Why a coupon of the shopper cannot be used on a checkout ('' when it can):
 * `minimum` the eligible subtotal is below its threshold, `notStarted` its
 * validity has not begun, `expired` it is past its end, `notApplicable` a
 * goods coupon naming none of the order's goods.
 */
export type CheckoutCouponReason = '' | 'minimum' | 'notStarted' | 'expired' | 'notApplicable';

/**
 * A coupon of the shopper for a pre-order (`GET
 * /api/front/coupons/order/{preOrderNo}`, crmeb-api §4.13, §6 rules 5 and
 * 16): `id` is the shopper's coupon, what checkout sends as `couponId` /
 * `couponIds`. Scope: a merchant coupon (useType 1) covers its shop's goods
 * in the order, a goods coupon (2) the order's goods it lists, a platform
 * coupon (3) the whole goods total; the minimum is measured on that
 * eligible subtotal. Coupons of shops not in the order are never listed.
 */
export interface OrderCoupon {
  id: number;
  couponId: number;
  /** Issuing shop; null for platform coupons. */
  merId: number | null;
  name: string;
  useType: CouponUseTypeValue;
  /** Discount, cents. */
  money: number;
  /** Eligible subtotal the order must reach, cents. */
  minPrice: number;
  /** 0 unused, 2 expired (used ones are not listed). */
  status: 0 | 1 | 2;
  /** Validity, whole days (`yyyy-MM-dd` on the wire, as the provider sends them). */
  startTime: Date;
  endTime: Date;
  useTime: Date | null;
  /** It can be chosen for this checkout now (the mall's addition). */
  usable: boolean;
  /** Why not, '' when usable (the mall's addition). */
  reason: CheckoutCouponReason;
  /** How far the eligible subtotal is below the minimum, cents; 0 otherwise (yuan on the wire; the mall's addition). */
  shortBy: number;
}

export type CouponsInput = Static<typeof CouponsQuery>;
export type CouponReceiveInput = Static<typeof CouponReceiveBody>;
export type UserCouponListInput = Static<typeof UserCouponListQuery>;
export type CheckoutCouponsInput = Static<typeof CheckoutCouponsQuery>;

export interface CouponEndpoints {
  /**
   * Coupons on offer now, of kind `useType`. `merId`: that shop's. `productId`
   * (useType 1 or 2): every shop coupon usable on that goods, its shop's
   * coupons and the product coupons naming it. 404 for an unknown or closed
   * shop or goods.
   */
  'GET /api/front/coupons': { input: { query: CouponsInput }; data: Page<CouponOffer> };
  /** Receives a coupon once; 400 when already received, all claimed, or outside its receive window; 404 when unknown or off. */
  'POST /api/front/coupon/receive': { input: { body: CouponReceiveInput }; data: UserCoupon };
  /** `usable`: unused and not past its end (including `notStart`); `unusable`: used or overdue. Newest first. */
  'GET /api/front/coupon/list': { input: { query: UserCouponListInput }; data: Page<UserCoupon> };
  /**
   * The shopper's coupons for a live pre-order: without a query the usable
   * ones (the provider's answer), with `all=true` the unusable ones too, each
   * with its reason; usable first, then by discount, largest first. 404 for a
   * pre-order that is not the shopper's or has expired.
   */
  'GET /api/front/coupons/order/:preOrderNo': {
    input: { params: Static<typeof PreOrderParams>; query?: CheckoutCouponsInput };
    data: OrderCoupon[];
  };
}

// ——— The wire (crmeb-wire §5, §10) ———

/** Goods ids in the model, the provider's comma string `primaryKey` on the wire. */
const primaryKey = renamed('primaryKey', commaList({ encode: (id: number) => id, decode: (w: string | number) => Number(w) } as Codec<string | number, number>));
const maybeTime = nullable(dateTime);

export const couponOfferCodec = object<CouponOffer>()({
  money: yuan,
  minPrice: yuan,
  productIds: primaryKey,
  receiveStartTime: dateTime,
  receiveEndTime: maybeTime,
  useStartTimeStr: maybeTime,
  useEndTimeStr: maybeTime,
});
export const userCouponCodec = object<UserCoupon>()({
  money: yuan,
  minPrice: yuan,
  productIds: primaryKey,
  startTime: dateTime,
  endTime: dateTime,
  useTime: maybeTime,
  createTime: dateTime,
});

export const couponWire = {
  'GET /api/front/coupons': pageOf(couponOfferCodec),
  'POST /api/front/coupon/receive': userCouponCodec,
  'GET /api/front/coupon/list': pageOf(userCouponCodec),
  'GET /api/front/coupons/order/:preOrderNo': array(
    object<OrderCoupon>()({ money: yuan, minPrice: yuan, shortBy: yuan, startTime: dateOnly, endTime: dateOnly, useTime: maybeTime }),
  ),
} satisfies WireMap<CouponEndpoints>;
