import { and, count, desc, eq, gt, inArray, lte, or } from 'drizzle-orm';
import type { Page, UserCoupon, UserCouponListInput } from '@mall/api';
import { toPage } from '../catalog/productList.ts';
import type { Db } from '../db/client.ts';
import { coupon, merchant, userCoupon } from '../db/schema.ts';
import { localized, SOURCE_LOCALE } from '../i18n/content.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { toUserCoupon } from './userCouponView.ts';

/**
 * The shopper's own coupons (crmeb-api §4.13 `coupon/list`), newest first.
 * `usable`: unused and not past their end, those not yet started included
 * (`validStr` tells them apart); `unusable`: used, or overdue. Each with
 * its shop's name for the card and its "use" link. Coupon and shop names in
 * `locale`, from the coupon's translations (the name copied at receipt otherwise).
 */
export async function listUserCoupons(
  db: Db,
  userId: number,
  query: UserCouponListInput,
  locale: ServerLocale = SOURCE_LOCALE,
  now = new Date(),
): Promise<Page<UserCoupon>> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  const tab =
    query.type === 'usable'
      ? and(eq(userCoupon.status, 0), gt(userCoupon.endTime, now))
      : or(inArray(userCoupon.status, [1, 2]), lte(userCoupon.endTime, now));
  const where = and(eq(userCoupon.userId, userId), tab);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        row: userCoupon,
        merName: localized(merchant.i18n, merchant.name, 'name', locale),
        name: localized(coupon.i18n, userCoupon.name, 'name', locale),
      })
      .from(userCoupon)
      .leftJoin(merchant, eq(merchant.id, userCoupon.merId))
      .leftJoin(coupon, eq(coupon.id, userCoupon.couponId))
      .where(where)
      .orderBy(desc(userCoupon.createdAt), desc(userCoupon.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(userCoupon).where(where),
  ]);
  return toPage(
    rows.map(({ row, merName, name }) => toUserCoupon(row, now, merName ?? '', name)),
    counted?.total ?? 0,
    page,
    limit,
  );
}
