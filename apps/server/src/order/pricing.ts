import { createHash } from 'node:crypto';
import type { CouponUseTypeValue } from '@mall/api';
import type { PointsSettings } from '../config.ts';

/*
 * Checkout pricing, pure: the lines of a pre-order, the coupons chosen and
 * the points the shopper may spend in, every figure per shop and in total
 * out, in integer cents and whole points. No database, no clock: the same
 * input always gives the same result, so `computed/price` and `order/create`
 * (which recomputes inside its transaction) cannot disagree.
 * @see docs/adr/0010-checkout-discounts.md; crmeb-api §6 rules 4, 5
 */

/** One line of a shop in a pre-order. Cents. */
export interface PricingLine {
  productId: number;
  /** Unit price, cents. */
  price: number;
  quantity: number;
  /** Freight per unit, cents. */
  postage: number;
}

/** One shop's lines. */
export interface PricingShop {
  merId: number;
  items: readonly PricingLine[];
}

/** The terms of a shopper's coupon that pricing needs (a copy taken when it was received). */
export interface PricingCoupon {
  /** The shopper's coupon (`user_coupon.id`). */
  id: number;
  /** Issuing shop; null for a platform coupon. */
  merId: number | null;
  useType: CouponUseTypeValue;
  /** Discount, cents. */
  money: number;
  /** Eligible subtotal the order must reach, cents. */
  minPrice: number;
  /** Goods a goods coupon (useType 2) covers. */
  productIds: readonly number[];
}

/** What to price: lines, at most one coupon per shop (keyed by shop), one platform coupon, the points on offer. */
export interface PriceInput {
  shops: readonly PricingShop[];
  /** The shop's own coupon (merchant or goods), by shop id. */
  shopCoupons: ReadonlyMap<number, PricingCoupon>;
  platformCoupon: PricingCoupon | null;
  /** Points the shopper chooses to spend from: their spendable points, or 0 when they do not use points. */
  points: number;
  settings: Pick<PointsSettings, 'perYuan' | 'maxDeductionPercent'>;
}

/** One shop's figures. Cents, points. */
export interface ShopPrice {
  merId: number;
  units: number;
  goods: number;
  freight: number;
  /** The shop's own coupon and its deduction. */
  merCouponId: number | null;
  merCoupon: number;
  /** This shop's share of the platform coupon. */
  platCoupon: number;
  /** `merCoupon + platCoupon`. */
  coupon: number;
  /** This shop's share of the points spent, and of their money. */
  points: number;
  pointsMoney: number;
  /** goods + freight − coupon − pointsMoney; at least `freight`. */
  pay: number;
}

/** The whole checkout: totals are the exact sums of the shops' figures. */
export interface PriceResult {
  units: number;
  goods: number;
  freight: number;
  merCoupon: number;
  platCouponId: number | null;
  platCoupon: number;
  coupon: number;
  points: number;
  pointsMoney: number;
  pay: number;
  shops: ShopPrice[];
}

/** Goods total of one shop's lines, cents. */
export function goodsOf(shop: PricingShop): number {
  return shop.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

/**
 * The subtotal a coupon applies to in an order (crmeb-api §6 rule 5): a
 * merchant coupon its shop's goods, a goods coupon the order's lines of the
 * goods it lists, a platform coupon every goods. Null when it applies to
 * nothing in the order: its shop is not in it, or none of its goods are.
 */
export function eligibleSubtotal(coupon: Pick<PricingCoupon, 'merId' | 'useType' | 'productIds'>, shops: readonly PricingShop[]): number | null {
  if (coupon.useType === 3) return shops.reduce((sum, shop) => sum + goodsOf(shop), 0);
  const shop = shops.find((s) => s.merId === coupon.merId);
  if (!shop) return null;
  if (coupon.useType === 1) return goodsOf(shop);
  const listed = new Set(coupon.productIds);
  const lines = shop.items.filter((item) => listed.has(item.productId));
  if (lines.length === 0) return null;
  return lines.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

/** One part of a split: its key (a shop id), its weight and the most it may take. */
export interface SplitPart {
  key: number;
  weight: number;
  cap: number;
}

/**
 * Splits `total` whole units (cents, or steps of points) across `parts` in
 * proportion to their weights, by the largest-remainder method: each part
 * gets the floor of its exact share, and the units left go one by one to the
 * largest remainders, ties to the lower key, never beyond a part's cap (a
 * part at its cap is passed over; a second round gives what is still left in
 * the same order). The parts sum to `total` exactly.
 * @throws {RangeError} when `total` is negative or more than the caps allow.
 */
export function splitByWeight(total: number, parts: readonly SplitPart[]): number[] {
  const room = parts.reduce((sum, p) => sum + p.cap, 0);
  if (!Number.isInteger(total) || total < 0 || total > room) throw new RangeError(`cannot split ${total} over caps totalling ${room}`);
  const shares = parts.map(() => 0);
  if (total === 0) return shares;
  const weight = BigInt(parts.reduce((sum, p) => sum + p.weight, 0));
  let left = total;
  // Exact integer arithmetic (BigInt: total × weight can pass 2^53): the share is total × weight / Σweight,
  // its floor and remainder exact; remainders share the denominator Σweight, so they compare as they are.
  const remainders = parts.map((p, i) => {
    const numerator = weight > 0n ? BigInt(total) * BigInt(p.weight) : 0n;
    const floor = weight > 0n ? Math.min(Number(numerator / weight), p.cap) : 0;
    shares[i] = floor;
    left -= floor;
    return { i, key: p.key, remainder: weight > 0n ? numerator - BigInt(floor) * weight : 0n };
  });
  const order = [...remainders].sort((a, b) => (a.remainder === b.remainder ? a.key - b.key : a.remainder > b.remainder ? -1 : 1));
  while (left > 0) {
    let gave = false;
    for (const { i } of order) {
      if (left === 0) break;
      if (shares[i]! < parts[i]!.cap) {
        shares[i]! += 1;
        left -= 1;
        gave = true;
      }
    }
    if (!gave) break;
  }
  return shares;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The smallest exchange of points for money with nothing lost on either
 * side: `points` whole points are worth exactly `cents` whole cents at
 * `perYuan` points per ￥1. At the default 100 points = ￥1 that is 1 point =
 * 1 cent; at 150 points = ￥1 it is 3 points = 2 cents; at 1 point = ￥1, 1 point = 100 cents.
 */
export function pointsStep(perYuan: number): { points: number; cents: number } {
  const g = gcd(100, perYuan);
  return { points: perYuan / g, cents: 100 / g };
}

/**
 * Prices a checkout (docs/adr/0010-checkout-discounts.md):
 * 1. per shop: goods = Σ price × quantity, freight = Σ postage × quantity;
 * 2. the shop's own coupon: min(money, eligible subtotal) (crmeb-api §6 rule 5);
 * 3. the platform coupon: min(money, Σ goods after the shops' coupons),
 *    split across shops in proportion to each one's goods after its own
 *    coupon, largest remainder in cents;
 * 4. points after coupons: money at most `maxDeductionPercent` % of the goods
 *    left after coupons, in whole steps of {@link pointsStep} (so the points
 *    spent are worth exactly the money taken off), no more than the shopper's
 *    points; split across shops in proportion to each one's goods after
 *    coupons, largest remainder in steps;
 * 5. pay = goods + freight − coupons − points money per shop (never below its freight).
 * Coupons are taken as chosen; whether they may be used (owner, validity,
 * minimum, one per shop) is the caller's check (coupon/checkoutCoupons.ts).
 * @throws {RangeError} for a shop coupon keyed by a shop that is not in the order.
 */
export function priceCheckout(input: PriceInput): PriceResult {
  const { shops, settings } = input;
  const known = new Set(shops.map((s) => s.merId));
  for (const merId of input.shopCoupons.keys()) if (!known.has(merId)) throw new RangeError(`coupon for shop ${merId}, not in the order`);

  const base = shops.map((shop) => {
    const goods = goodsOf(shop);
    const coupon = input.shopCoupons.get(shop.merId) ?? null;
    const merCoupon = coupon ? Math.min(coupon.money, eligibleSubtotal(coupon, shops) ?? 0, goods) : 0;
    return {
      merId: shop.merId,
      units: shop.items.reduce((n, i) => n + i.quantity, 0),
      goods,
      freight: shop.items.reduce((sum, i) => sum + i.postage * i.quantity, 0),
      merCouponId: coupon?.id ?? null,
      merCoupon,
    };
  });

  // The platform coupon: capped so the goods after every coupon stay ≥ 0 (the mall's rule; the provider refuses instead).
  const afterShopCoupons = base.map((s) => s.goods - s.merCoupon);
  const platTotal = input.platformCoupon
    ? Math.min(input.platformCoupon.money, afterShopCoupons.reduce((a, b) => a + b, 0))
    : 0;
  const platShares = splitByWeight(
    platTotal,
    base.map((s, i) => ({ key: s.merId, weight: afterShopCoupons[i]!, cap: afterShopCoupons[i]! })),
  );

  // Points: whole steps worth exactly their money, within the cap, the shopper's points and each shop's goods left.
  const afterCoupons = afterShopCoupons.map((g, i) => g - platShares[i]!);
  const goodsLeft = afterCoupons.reduce((a, b) => a + b, 0);
  const step = pointsStep(settings.perYuan);
  const capCents = Math.floor((goodsLeft * settings.maxDeductionPercent) / 100);
  const shopRoom = afterCoupons.map((g) => Math.floor(g / step.cents));
  const steps = Math.max(
    0,
    Math.min(
      Math.floor(Math.max(0, input.points) / step.points),
      Math.floor(capCents / step.cents),
      shopRoom.reduce((a, b) => a + b, 0),
    ),
  );
  const pointSteps = splitByWeight(
    steps,
    base.map((s, i) => ({ key: s.merId, weight: afterCoupons[i]!, cap: shopRoom[i]! })),
  );

  const priced: ShopPrice[] = base.map((s, i) => {
    const platCoupon = platShares[i]!;
    const coupon = s.merCoupon + platCoupon;
    const pointsMoney = pointSteps[i]! * step.cents;
    return {
      ...s,
      platCoupon,
      coupon,
      points: pointSteps[i]! * step.points,
      pointsMoney,
      pay: s.goods + s.freight - coupon - pointsMoney,
    };
  });
  const sum = (pick: (s: ShopPrice) => number) => priced.reduce((total, s) => total + pick(s), 0);
  return {
    units: sum((s) => s.units),
    goods: sum((s) => s.goods),
    freight: sum((s) => s.freight),
    merCoupon: sum((s) => s.merCoupon),
    platCouponId: input.platformCoupon?.id ?? null,
    platCoupon: platTotal,
    coupon: sum((s) => s.coupon),
    points: sum((s) => s.points),
    pointsMoney: sum((s) => s.pointsMoney),
    pay: sum((s) => s.pay),
    shops: priced,
  };
}

/**
 * The fingerprint of a priced checkout and the choices that made it
 * (`priceKey`): the pre-order, the coupons chosen, whether points are used,
 * and every figure of every shop. Equal results give equal keys; any cent or
 * point that differs gives another. Opaque: 22 characters of base64url of a SHA-256.
 */
export function priceKeyOf(preOrderNo: string, couponIds: readonly number[], useIntegral: boolean, result: PriceResult): string {
  const figures = result.shops.map((s) => [s.merId, s.goods, s.freight, s.merCouponId ?? 0, s.merCoupon, s.platCoupon, s.points, s.pointsMoney, s.pay]);
  const text = JSON.stringify(['v1', preOrderNo, [...couponIds].sort((a, b) => a - b), useIntegral, result.platCouponId ?? 0, figures]);
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}
