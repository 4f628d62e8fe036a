import { describe, expect, it } from 'vitest';
import { eligibleSubtotal, priceCheckout, priceKeyOf, pointsStep, splitByWeight, type PricingCoupon, type PricingShop } from './pricing.ts';

const DEFAULTS = { perYuan: 100, maxDeductionPercent: 50 };

/** Shop 2: 2 × ￥30 + 1 × ￥40 (freight ￥5 a unit); shop 5: 3 × ￥33.33 (freight ￥2 a unit). */
const shops: PricingShop[] = [
  {
    merId: 2,
    items: [
      { productId: 20, price: 3000, quantity: 2, postage: 500 },
      { productId: 21, price: 4000, quantity: 1, postage: 500 },
    ],
  },
  { merId: 5, items: [{ productId: 50, price: 3333, quantity: 3, postage: 200 }] },
];

const coupon = (fields: Partial<PricingCoupon>): PricingCoupon => ({ id: 1, merId: 2, useType: 1, money: 1000, minPrice: 0, productIds: [], ...fields });

describe('splitByWeight: largest remainder in whole units', () => {
  it('gives each part the floor of its share and the units left to the largest remainders; the parts sum exactly', () => {
    // 100 over 1:1:1 → 33.33 each; one unit left goes to the lowest key among equal remainders.
    expect(splitByWeight(100, [{ key: 3, weight: 1, cap: 100 }, { key: 1, weight: 1, cap: 100 }, { key: 2, weight: 1, cap: 100 }])).toEqual([33, 34, 33]);
    // 10 over 7000:9999 → 4.118, 5.882: the larger remainder (0.882) takes the unit.
    expect(splitByWeight(10, [{ key: 2, weight: 7000, cap: 7000 }, { key: 5, weight: 9999, cap: 9999 }])).toEqual([4, 6]);
    expect(splitByWeight(0, [{ key: 1, weight: 5, cap: 5 }])).toEqual([0]);
  });

  it('never gives a part more than its cap, passing the unit on to the next remainder', () => {
    // Exact shares 1.5 and 1.5; key 1 wins the tie but is capped at 1.
    expect(splitByWeight(3, [{ key: 1, weight: 1, cap: 1 }, { key: 2, weight: 1, cap: 5 }])).toEqual([1, 2]);
  });

  it('is exact where floating point is not (totals × weights beyond 2^53)', () => {
    const parts = [
      { key: 1, weight: 3_000_000_001, cap: 3_000_000_001 },
      { key: 2, weight: 3_000_000_002, cap: 3_000_000_002 },
    ];
    const shares = splitByWeight(3_000_000_001, parts);
    expect(shares[0]! + shares[1]!).toBe(3_000_000_001);
    expect(shares).toEqual([1_500_000_000, 1_500_000_001]);
  });

  it('refuses a total the caps cannot hold', () => {
    expect(() => splitByWeight(7, [{ key: 1, weight: 1, cap: 3 }, { key: 2, weight: 1, cap: 3 }])).toThrow(RangeError);
    expect(() => splitByWeight(-1, [{ key: 1, weight: 1, cap: 3 }])).toThrow(RangeError);
  });
});

describe('pointsStep: points and cents exchanged with nothing lost', () => {
  it('is 1 point = 1 cent at the default 100 points = ￥1, and the smallest exact pair at other rates', () => {
    expect(pointsStep(100)).toEqual({ points: 1, cents: 1 });
    expect(pointsStep(150)).toEqual({ points: 3, cents: 2 });
    expect(pointsStep(1)).toEqual({ points: 1, cents: 100 });
    expect(pointsStep(1000)).toEqual({ points: 10, cents: 1 });
  });
});

describe('eligibleSubtotal (crmeb-api §6 rule 5)', () => {
  it('is the shop goods for a merchant coupon, the listed goods for a goods coupon, everything for a platform coupon; null out of scope', () => {
    expect(eligibleSubtotal(coupon({}), shops)).toBe(10_000);
    expect(eligibleSubtotal(coupon({ useType: 2, productIds: [21, 99] }), shops)).toBe(4000);
    expect(eligibleSubtotal(coupon({ useType: 2, productIds: [50] }), shops)).toBeNull();
    expect(eligibleSubtotal(coupon({ merId: 9 }), shops)).toBeNull();
    expect(eligibleSubtotal(coupon({ merId: null, useType: 3 }), shops)).toBe(19_999);
  });
});

describe('priceCheckout (docs/adr/0010-checkout-discounts.md)', () => {
  it('prices without discounts as goods + freight per shop', () => {
    const r = priceCheckout({ shops, shopCoupons: new Map(), platformCoupon: null, points: 0, settings: DEFAULTS });
    expect(r).toMatchObject({ goods: 19_999, freight: 2100, coupon: 0, points: 0, pointsMoney: 0, pay: 22_099, units: 6 });
    expect(r.shops.map((s) => s.pay)).toEqual([11_500, 10_599]);
  });

  it('takes a merchant coupon, splits the platform coupon and the points by largest remainder; every part sums to its total', () => {
    const r = priceCheckout({
      shops,
      shopCoupons: new Map([[2, coupon({ id: 7, money: 3000 })]]),
      platformCoupon: coupon({ id: 9, merId: null, useType: 3, money: 1001 }),
      points: 100_000,
      settings: DEFAULTS,
    });
    // After the merchant coupon: shop 2 has 7000, shop 5 has 9999 (16 999). The platform coupon 1001:
    // 1001 × 7000 / 16999 = 412.20…, × 9999 / 16999 = 588.79… → 412 + 589 (the larger remainder takes the cent).
    expect(r.shops.map((s) => [s.merCoupon, s.platCoupon])).toEqual([
      [3000, 412],
      [0, 589],
    ]);
    // Goods after coupons: 6588 + 9410 = 15 998; points cap 50 % = 7999 cents = 7999 points at 1:1.
    // 7999 is exactly half of 15 998, so the shares are exact halves: 3294 + 4705.
    expect(r.shops.map((s) => [s.points, s.pointsMoney])).toEqual([
      [3294, 3294],
      [4705, 4705],
    ]);
    expect(r).toMatchObject({ merCoupon: 3000, platCoupon: 1001, platCouponId: 9, coupon: 4001, points: 7999, pointsMoney: 7999 });
    expect(r.shops.map((s) => s.pay)).toEqual([10_000 + 1500 - 3412 - 3294, 9999 + 600 - 589 - 4705]);
    expect(r.pay).toBe(19_999 + 2100 - 4001 - 7999);
    expect(r.shops.reduce((sum, s) => sum + s.pay, 0)).toBe(r.pay);
    expect(r.shops[0]!.merCouponId).toBe(7);
    expect(r.shops[1]!.merCouponId).toBeNull();
  });

  it('spends no more points than the shopper has, and nothing when they have none', () => {
    const few = priceCheckout({ shops, shopCoupons: new Map(), platformCoupon: null, points: 123, settings: DEFAULTS });
    expect(few).toMatchObject({ points: 123, pointsMoney: 123 });
    expect(few.shops.map((s) => s.points).reduce((a, b) => a + b)).toBe(123);
    expect(priceCheckout({ shops, shopCoupons: new Map(), platformCoupon: null, points: 0, settings: DEFAULTS }).points).toBe(0);
  });

  it('at other rates spends whole steps worth exactly their money: no point or cent lost', () => {
    // 150 points = ￥1: a step is 3 points = 2 cents. 1000 points → 333 steps → 999 points, 666 cents.
    const r = priceCheckout({ shops, shopCoupons: new Map(), platformCoupon: null, points: 1000, settings: { perYuan: 150, maxDeductionPercent: 50 } });
    expect(r).toMatchObject({ points: 999, pointsMoney: 666 });
    expect(r.points * 100).toBe(r.pointsMoney * 150);
    for (const s of r.shops) expect(s.points * 100).toBe(s.pointsMoney * 150);
    // 1 point = ￥1: the cap (50 % of ￥199.99 = ￥99.99) allows 99 whole points.
    const coarse = priceCheckout({ shops, shopCoupons: new Map(), platformCoupon: null, points: 500, settings: { perYuan: 1, maxDeductionPercent: 50 } });
    expect(coarse).toMatchObject({ points: 99, pointsMoney: 9900 });
    for (const s of coarse.shops) expect(s.pointsMoney).toBeLessThanOrEqual(s.goods);
  });

  it('caps a coupon larger than what it covers, so no shop goes below its freight', () => {
    const r = priceCheckout({
      shops,
      shopCoupons: new Map([[5, coupon({ merId: 5, money: 50_000 })]]),
      platformCoupon: coupon({ id: 3, merId: null, useType: 3, money: 50_000 }),
      points: 10_000,
      settings: DEFAULTS,
    });
    expect(r.shops.map((s) => [s.merCoupon, s.platCoupon, s.pointsMoney, s.pay])).toEqual([
      [0, 10_000, 0, 1500],
      [9999, 0, 0, 600],
    ]);
    expect(r.pay).toBe(r.freight);
  });

  it('takes a goods coupon on the listed goods only', () => {
    const r = priceCheckout({ shops, shopCoupons: new Map([[2, coupon({ useType: 2, productIds: [21], money: 5000 })]]), platformCoupon: null, points: 0, settings: DEFAULTS });
    expect(r.shops[0]!.merCoupon).toBe(4000);
  });
});

describe('priceKeyOf', () => {
  it('is the same for the same result and choices, and differs when a figure or a choice does', () => {
    const priced = priceCheckout({ shops, shopCoupons: new Map(), platformCoupon: null, points: 100, settings: DEFAULTS });
    const key = priceKeyOf('P1', [3, 1], true, priced);
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(priceKeyOf('P1', [1, 3], true, priced)).toBe(key);
    expect(priceKeyOf('P1', [1], true, priced)).not.toBe(key);
    expect(priceKeyOf('P1', [1, 3], false, priced)).not.toBe(key);
    const fewer = priceCheckout({ shops, shopCoupons: new Map(), platformCoupon: null, points: 99, settings: DEFAULTS });
    expect(priceKeyOf('P1', [1, 3], true, fewer)).not.toBe(key);
  });
});
