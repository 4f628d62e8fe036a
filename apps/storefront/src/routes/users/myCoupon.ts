import type { UserCoupon } from '@mall/api';
import type { MyCoupon, MyCouponState, MyCouponTab } from '@mall/ui';
import { goodsPath, searchPath, shopPath } from '../../app/paths.ts';

/*
 * How `/users/coupon_list` shows a coupon of the shopper's: its state and
 * where 去使用 leads (spec §2, §3 Coupon; crmeb-wire §10; crmeb-api §4.13).
 */

/** The tab of `?type=`: `unusable` when asked, else `usable` (the original client's `type=1` included). */
export function couponTabOf(type: string | null): MyCouponTab {
  return type === 'unusable' ? 'unusable' : 'usable';
}

/**
 * The state of a coupon: used (`status` 1, or `validStr` unusable), expired
 * (`status` 2 as the job runner marks it, or `validStr` overdue), not
 * started, else usable. The server's words win over the clock here: they are
 * worked out when the list is read.
 */
export function myCouponState(coupon: Pick<UserCoupon, 'status' | 'validStr'>): MyCouponState {
  if (coupon.status === 1 || coupon.validStr === 'unusable') return 'used';
  if (coupon.status === 2 || coupon.validStr === 'overdue') return 'expired';
  if (coupon.validStr === 'notStart') return 'notStarted';
  return 'usable';
}

/**
 * Where 去使用 leads: a shop coupon to its shop's home, a goods coupon to
 * its first goods (to its shop when it names none), a platform coupon to the
 * search page (every goods). Undefined when it names nowhere to go.
 */
export function couponUsePath(coupon: Pick<UserCoupon, 'useType' | 'merId' | 'productIds'>): string | undefined {
  if (coupon.useType === 3) return searchPath({});
  const first = coupon.productIds[0];
  if (coupon.useType === 2 && first !== undefined) return goodsPath(first);
  return coupon.merId ? shopPath(coupon.merId) : undefined;
}

/** The card of a coupon (money stays in cents). */
export function myCouponCard(coupon: UserCoupon): MyCoupon {
  return {
    id: coupon.id,
    name: coupon.name,
    money: coupon.money,
    minPrice: coupon.minPrice,
    useType: coupon.useType,
    merName: coupon.merName,
    startTime: coupon.startTime,
    endTime: coupon.endTime,
    state: myCouponState(coupon),
  };
}
