import { and, eq, gt, sql } from 'drizzle-orm';
import type { UserCoupon } from '@mall/api';
import type { Db } from '../db/client.ts';
import { coupon, merchant, userCoupon } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { pickText, SOURCE_LOCALE } from '../i18n/content.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { toUserCoupon } from './userCouponView.ts';

const DAY_MS = 86_400_000;

/**
 * Receives coupon `couponId` for the shopper (crmeb-api §4.13 `receive`, §6
 * rule 15), in one transaction: the claim row (a copy of the coupon's terms,
 * valid between its fixed dates or for `day` days from `now`), and for a
 * limited coupon one off what is left, by a conditional update that never
 * takes it below zero however many shoppers race for the last one.
 * Each shopper receives a coupon once (unique index `user_coupon_claim_key`).
 * Any refusal rolls everything back. The answer names the coupon and its
 * shop in `locale`; the claim keeps the coupon's own name.
 * @throws {HttpError} 404 `coupon.notFound` when unknown, switched off, deleted or its shop closed;
 *   400 on `couponId`: `coupon.notStarted` / `coupon.receiveEnded` outside the receive window,
 *   `coupon.alreadyReceived` the second time, `coupon.soldOut` when none is left.
 */
export async function receiveCoupon(
  db: Db,
  userId: number,
  couponId: number,
  locale: ServerLocale = SOURCE_LOCALE,
  now = new Date(),
): Promise<UserCoupon> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ coupon, shopOpen: merchant.isSwitch, shopName: merchant.name, shopI18n: merchant.i18n })
      .from(coupon)
      .leftJoin(merchant, eq(merchant.id, coupon.merId))
      .where(eq(coupon.id, couponId))
      .limit(1);
    if (!found || !found.coupon.status || found.coupon.isDel || found.shopOpen === false) {
      throw notFound('coupon.notFound', { id: couponId });
    }
    const c = found.coupon;
    if (c.receiveStartTime > now) throw badRequest('coupon.notStarted', {}, 'couponId');
    const usableUntil = c.isFixedTime ? c.useEndTime : null;
    if ((c.receiveEndTime && c.receiveEndTime <= now) || (usableUntil && usableUntil <= now)) {
      throw badRequest('coupon.receiveEnded', {}, 'couponId');
    }

    const startTime = c.isFixedTime ? (c.useStartTime ?? now) : now;
    const endTime = c.isFixedTime && c.useEndTime ? c.useEndTime : new Date(now.getTime() + c.day * DAY_MS);
    // A second claim by the same shopper meets the partial unique index and inserts nothing.
    const [claimed] = await tx
      .insert(userCoupon)
      .values({
        couponId: c.id,
        userId,
        merId: c.merId,
        name: c.name,
        money: c.money,
        minPrice: c.minPrice,
        useType: c.useType,
        productIds: c.productIds,
        status: 0,
        startTime,
        endTime,
        type: 'get',
      })
      .onConflictDoNothing()
      .returning();
    if (!claimed) throw badRequest('coupon.alreadyReceived', {}, 'couponId');

    if (c.isLimited) {
      const [left] = await tx
        .update(coupon)
        .set({ lastTotal: sql`${coupon.lastTotal} - 1` })
        .where(and(eq(coupon.id, c.id), gt(coupon.lastTotal, 0)))
        .returning({ lastTotal: coupon.lastTotal });
      if (!left) throw badRequest('coupon.soldOut', {}, 'couponId');
    }
    const shopName = found.shopName === null ? '' : pickText(found.shopI18n, 'name', locale, found.shopName);
    return toUserCoupon(claimed, now, shopName, pickText(c.i18n, 'name', locale, c.name));
  });
}
