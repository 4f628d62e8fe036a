import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { CheckoutCouponReason, CouponUseTypeValue, OrderCoupon } from '@mall/api';
import type { Db, Tx } from '../db/client.ts';
import { coupon, userCoupon } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { localized, SOURCE_LOCALE } from '../i18n/content.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { eligibleSubtotal, type PricingCoupon, type PricingShop } from '../order/pricing.ts';
import type { UserCouponRow } from './userCouponView.ts';

/*
 * Which of the shopper's coupons fit a checkout, and why not (crmeb-api §6
 * rules 5 and 16; docs/adr/0010-checkout-discounts.md): the listing of
 * `coupons/order/{preOrderNo}` and the check of the coupons chosen on
 * `computed/price` and `order/create`.
 */

/** Whether a coupon can be used on a checkout now, and why not. */
export interface CouponFit {
  usable: boolean;
  reason: CheckoutCouponReason;
  /** Cents the eligible subtotal is below the minimum; 0 otherwise. */
  shortBy: number;
}

/** The coupon's terms as pricing takes them. */
export function pricingCouponOf(row: UserCouponRow): PricingCoupon {
  return { id: row.id, merId: row.merId, useType: row.useType as CouponUseTypeValue, money: row.money, minPrice: row.minPrice, productIds: row.productIds };
}

/**
 * Where an unused or expired coupon of the shopper stands for `shops` at
 * `now`, first reason first: `expired` (status 2 or past its end),
 * `notStarted`, `notApplicable` (its shop or none of its goods in the order),
 * `minimum` (the eligible subtotal, crmeb-api §6 rule 5, is below `minPrice`;
 * `shortBy` says by how much).
 */
export function fitOf(row: Pick<UserCouponRow, 'status' | 'startTime' | 'endTime' | 'merId' | 'useType' | 'productIds' | 'minPrice'>, shops: readonly PricingShop[], now: Date): CouponFit {
  const no = (reason: CheckoutCouponReason, shortBy = 0): CouponFit => ({ usable: false, reason, shortBy });
  if (row.status === 2 || row.endTime <= now) return no('expired');
  if (row.startTime > now) return no('notStarted');
  const eligible = eligibleSubtotal({ merId: row.merId, useType: row.useType as CouponUseTypeValue, productIds: row.productIds }, shops);
  if (eligible === null) return no('notApplicable');
  if (eligible < row.minPrice) return no('minimum', row.minPrice - eligible);
  return { usable: true, reason: '', shortBy: 0 };
}

/**
 * The shopper's coupons for a checkout of `shops` (`GET
 * /api/front/coupons/order/{preOrderNo}`): unused or expired coupons of the
 * platform and of the shops in the order (used ones and those of other shops
 * are not listed), each with its fit at `now`. Only the usable ones unless
 * `all`. Usable first, then by discount, largest first, then newest. Names
 * in `locale`, from the coupon's translations (the name copied at receipt otherwise).
 */
export async function checkoutCouponsOf(
  db: Db,
  userId: number,
  shops: readonly PricingShop[],
  all: boolean,
  locale: ServerLocale = SOURCE_LOCALE,
  now = new Date(),
): Promise<OrderCoupon[]> {
  const merIds = shops.map((s) => s.merId);
  const rows = await db
    .select({ row: userCoupon, name: localized(coupon.i18n, userCoupon.name, 'name', locale) })
    .from(userCoupon)
    .leftJoin(coupon, eq(coupon.id, userCoupon.couponId))
    .where(
      and(
        eq(userCoupon.userId, userId),
        inArray(userCoupon.status, [0, 2]),
        or(and(eq(userCoupon.useType, 3), isNull(userCoupon.merId)), inArray(userCoupon.merId, merIds.length > 0 ? merIds : [0])),
      ),
    )
    .orderBy(asc(userCoupon.id));
  const listed = rows
    .map(({ row, name }) => ({ row, name, fit: fitOf(row, shops, now) }))
    .filter(({ fit }) => all || fit.usable)
    .sort((a, b) => Number(b.fit.usable) - Number(a.fit.usable) || b.row.money - a.row.money || b.row.id - a.row.id);
  return listed.map(({ row, name, fit }) => ({
    id: row.id,
    couponId: row.couponId,
    merId: row.merId,
    name,
    useType: row.useType as CouponUseTypeValue,
    money: row.money,
    minPrice: row.minPrice,
    status: row.status as OrderCoupon['status'],
    startTime: row.startTime,
    endTime: row.endTime,
    useTime: row.useTime ?? null,
    usable: fit.usable,
    reason: fit.reason,
    shortBy: fit.shortBy,
  }));
}

/** Coupons chosen at checkout: the provider's single `couponId` and the mall's `couponIds`. */
export interface CouponChoice {
  couponId?: number;
  couponIds?: number[];
}

/** The chosen coupons, checked: one per shop (by shop id) and the platform's, and every id in the order chosen. */
export interface ChosenCoupons {
  shopCoupons: Map<number, PricingCoupon>;
  platformCoupon: PricingCoupon | null;
  /** The user-coupon ids, ascending (the order they are claimed in). */
  ids: number[];
  /** The request field each id came from (`couponId` or `couponIds`), for errors. */
  fieldOf: Map<number, string>;
}

/** The ids of a choice with the field each came from; `couponId` 0 is none. */
export function choiceIds(choice: CouponChoice): Map<number, string> {
  const fields = new Map<number, string>();
  for (const id of choice.couponIds ?? []) fields.set(id, 'couponIds');
  if (choice.couponId && !fields.has(choice.couponId)) fields.set(choice.couponId, 'couponId');
  return fields;
}

const refusals: Record<Exclude<CheckoutCouponReason, ''>, Parameters<typeof badRequest>[0]> = {
  expired: 'order.couponExpired',
  notStarted: 'order.couponNotStarted',
  notApplicable: 'order.couponNotApplicable',
  minimum: 'order.couponMinimum',
};

const yuanText = (cents: number) => (cents / 100).toFixed(2);

/**
 * Checks the coupons chosen for a checkout of `shops` at `now` (crmeb-api §6
 * rule 5, and the mall's one per shop + one platform coupon): each must be
 * the shopper's, unused, inside its validity, applicable to the order and
 * with its minimum reached on its eligible subtotal; at most one merchant or
 * goods coupon per shop and one platform coupon. Reads only; claiming is
 * {@link claimCoupons}.
 * @throws {HttpError} 400 naming `couponId` or `couponIds`: `order.couponMissing`
 *   (unknown or someone else's), `order.couponUsed`, `order.couponExpired`,
 *   `order.couponNotStarted`, `order.couponNotApplicable`, `order.couponMinimum`,
 *   `order.couponOnePerShop`, `order.couponOnePlatform`.
 */
export async function checkChosenCoupons(db: Db | Tx, userId: number, choice: CouponChoice, shops: readonly PricingShop[], now = new Date()): Promise<ChosenCoupons> {
  const fieldOf = choiceIds(choice);
  const ids = [...fieldOf.keys()].sort((a, b) => a - b);
  const chosen: ChosenCoupons = { shopCoupons: new Map(), platformCoupon: null, ids, fieldOf };
  if (ids.length === 0) return chosen;
  const rows = await db
    .select()
    .from(userCoupon)
    .where(and(eq(userCoupon.userId, userId), inArray(userCoupon.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const field = fieldOf.get(id)!;
    const row = byId.get(id);
    if (!row) throw badRequest('order.couponMissing', { id }, field);
    if (row.status === 1) throw badRequest('order.couponUsed', {}, field);
    const fit = fitOf(row, shops, now);
    if (!fit.usable) {
      throw badRequest(refusals[fit.reason as Exclude<CheckoutCouponReason, ''>], { min: yuanText(row.minPrice), short: yuanText(fit.shortBy) }, field);
    }
    const coupon = pricingCouponOf(row);
    if (coupon.useType === 3) {
      if (chosen.platformCoupon) throw badRequest('order.couponOnePlatform', {}, field);
      chosen.platformCoupon = coupon;
    } else {
      if (chosen.shopCoupons.has(coupon.merId!)) throw badRequest('order.couponOnePerShop', {}, field);
      chosen.shopCoupons.set(coupon.merId!, coupon);
    }
  }
  return chosen;
}

/**
 * Marks the chosen coupons used by master order `orderNo`, in the caller's
 * transaction: a claim is one conditional write (ADR 0009 pattern 4), status
 * 0 → 1 only while unused and not past its end, in id order. The coupon a
 * concurrent checkout claimed first is refused, and the caller's transaction
 * rolls back.
 * @throws {HttpError} 400 `order.couponUsed` naming the coupon's field when a claim is lost.
 */
export async function claimCoupons(tx: Tx, userId: number, chosen: ChosenCoupons, orderNo: string, now: Date): Promise<void> {
  for (const id of chosen.ids) {
    const claimed = await tx
      .update(userCoupon)
      .set({ status: 1, orderNo, useTime: now })
      .where(and(eq(userCoupon.id, id), eq(userCoupon.userId, userId), eq(userCoupon.status, 0), gt(userCoupon.endTime, now)))
      .returning({ id: userCoupon.id });
    if (claimed.length === 0) throw badRequest('order.couponUsed', {}, chosen.fieldOf.get(id));
  }
}
