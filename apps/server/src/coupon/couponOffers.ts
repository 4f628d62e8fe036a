import { and, arrayContains, count, desc, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { CouponOffer, CouponsInput, CouponUseTypeValue, Page } from '@mall/api';
import { toPage } from '../catalog/productList.ts';
import { onSale } from '../catalog/visibility.ts';
import type { Db } from '../db/client.ts';
import { coupon, merchant, product, userCoupon } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { localized, SOURCE_LOCALE } from '../i18n/content.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { findOpenShop } from '../merchant/openShop.ts';

/** Coupons a shopper may receive at `now`: on, not deleted, inside the receive window, still usable, and their shop (if any) open. */
function onOffer(now: Date): SQL {
  return and(
    eq(coupon.status, true),
    eq(coupon.isDel, false),
    lte(coupon.receiveStartTime, now),
    or(isNull(coupon.receiveEndTime), gt(coupon.receiveEndTime, now)),
    or(eq(coupon.isFixedTime, false), isNull(coupon.useEndTime), gt(coupon.useEndTime, now)),
    or(isNull(coupon.merId), eq(merchant.isSwitch, true)),
  )!;
}

/** Which coupons of the request's kind to show; looks up the goods or shop it names. */
async function scopeOf(db: Db, query: CouponsInput): Promise<SQL> {
  const scope: Array<SQL | undefined> = [];
  if (query.productId !== undefined) {
    const [goods] = await db
      .select({ merId: product.merId })
      .from(product)
      .innerJoin(merchant, eq(merchant.id, product.merId))
      .where(and(eq(product.id, query.productId), onSale))
      .limit(1);
    if (!goods) throw notFound('goods.notFound', { id: query.productId });
    // Platform coupons apply to any goods; shop-issued ones are those of its shop and those naming it.
    scope.push(
      query.useType === 3
        ? eq(coupon.useType, 3)
        : or(
            and(eq(coupon.useType, 1), eq(coupon.merId, goods.merId)),
            and(eq(coupon.useType, 2), arrayContains(coupon.productIds, [query.productId])),
          ),
    );
  } else {
    scope.push(eq(coupon.useType, query.useType));
  }
  if (query.merId !== undefined) {
    await findOpenShop(db, query.merId);
    scope.push(eq(coupon.merId, query.merId));
  }
  return and(...scope)!;
}

/**
 * Coupons on offer (crmeb-api §4.13 `GET /coupons`), by the mall's order
 * (`sort`), newest first. For a signed-in shopper (`userId`) each says
 * whether they hold it unused (`isUse`) and whether they received it already
 * (`isReceived`). Limited coupons that are all claimed stay listed with
 * `lastTotal` 0 so the page can show them as gone. Names in `locale`
 * (i18n/content.ts): the platform's and the shops' coupons may carry translations.
 * @throws {HttpError} 404 for an unknown or off-sale `productId`, or an unknown or closed `merId`.
 */
export async function listCouponOffers(
  db: Db,
  query: CouponsInput,
  userId: number | null,
  locale: ServerLocale = SOURCE_LOCALE,
  now = new Date(),
): Promise<Page<CouponOffer>> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  const where = and(onOffer(now), await scopeOf(db, query));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ coupon, name: localized(coupon.i18n, coupon.name, 'name', locale) })
      .from(coupon)
      .leftJoin(merchant, eq(merchant.id, coupon.merId))
      .where(where)
      .orderBy(desc(coupon.sort), desc(coupon.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(coupon).leftJoin(merchant, eq(merchant.id, coupon.merId)).where(where),
  ]);

  const held = new Map<number, { unused: boolean; received: boolean }>();
  if (userId !== null && rows.length > 0) {
    const claims = await db
      .select({ couponId: userCoupon.couponId, status: userCoupon.status, endTime: userCoupon.endTime, type: userCoupon.type })
      .from(userCoupon)
      .where(and(eq(userCoupon.userId, userId), inArray(userCoupon.couponId, rows.map((r) => r.coupon.id))));
    for (const claim of claims) {
      const mark = held.get(claim.couponId) ?? { unused: false, received: false };
      if (claim.status === 0 && claim.endTime > now) mark.unused = true;
      if (claim.type === 'get') mark.received = true;
      held.set(claim.couponId, mark);
    }
  }

  return toPage(
    rows.map(({ coupon: c, name }) => ({
      id: c.id,
      merId: c.merId,
      name,
      money: c.money,
      isLimited: c.isLimited,
      lastTotal: c.lastTotal,
      productIds: c.productIds,
      minPrice: c.minPrice,
      receiveStartTime: c.receiveStartTime,
      receiveEndTime: c.receiveEndTime ?? null,
      isFixedTime: c.isFixedTime,
      day: c.day,
      useStartTimeStr: c.isFixedTime ? (c.useStartTime ?? null) : null,
      useEndTimeStr: c.isFixedTime ? (c.useEndTime ?? null) : null,
      type: 1 as const,
      // The table's CHECK constraint holds it to 1–3.
      useType: c.useType as CouponUseTypeValue,
      isUse: held.get(c.id)?.unused ?? false,
      isReceived: held.get(c.id)?.received ?? false,
    })),
    counted?.total ?? 0,
    page,
    limit,
  );
}
