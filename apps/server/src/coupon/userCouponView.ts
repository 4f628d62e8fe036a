import type { CouponUseTypeValue, CouponValidity, UserCoupon } from '@mall/api';
import type { userCoupon } from '../db/schema.ts';

/** A shopper's coupon as stored. */
export type UserCouponRow = typeof userCoupon.$inferSelect;

/**
 * Where a shopper's coupon stands at `now` (crmeb-api §4.13 `validStr`):
 * used → `unusable`; expired by the overdue task (status 2) or past its end →
 * `overdue`; before its start → `notStart`; otherwise `usable`.
 */
export function validityOf(row: Pick<UserCouponRow, 'status' | 'startTime' | 'endTime'>, now: Date): CouponValidity {
  if (row.status === 1) return 'unusable';
  if (row.status === 2 || row.endTime <= now) return 'overdue';
  if (row.startTime > now) return 'notStart';
  return 'usable';
}

/**
 * The wire shape of a shopper's coupon at `now`; `merName` is its shop's
 * name ('' for platform coupons), `name` the coupon's in the answer's locale
 * (the name copied at receipt when omitted).
 */
export function toUserCoupon(row: UserCouponRow, now: Date, merName: string, name = row.name): UserCoupon {
  return {
    id: row.id,
    couponId: row.couponId,
    uid: row.userId,
    merId: row.merId,
    merName,
    name,
    // CHECK constraints on coupon hold these to their enums; user coupons copy them.
    useType: row.useType as CouponUseTypeValue,
    money: row.money,
    minPrice: row.minPrice,
    productIds: row.productIds,
    status: row.status as UserCoupon['status'],
    startTime: row.startTime,
    endTime: row.endTime,
    useTime: row.useTime ?? null,
    validStr: validityOf(row, now),
    createTime: row.createdAt,
  };
}
