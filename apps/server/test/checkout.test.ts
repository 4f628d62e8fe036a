import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appUser, coupon, integralRecord, masterOrder, merchantOrder, preOrder, product, productSku, userCoupon } from '../src/db/schema.ts';
import { createSession } from '../src/http/session.ts';
import { createShopper, startMall, stateOf, type TestMall } from './harness.ts';
import { addAddress, buyableSkus, buyNow, type BuyableSku } from './shopping.ts';

/*
 * Checkout with discounts (issue 13 "Checkout"; docs/adr/0010-checkout-discounts.md):
 * the coupons a pre-order may use, the price with coupons and points, and
 * order creation that recomputes it, claims coupons and points once, and
 * refuses a changed price. Every refusal checks that nothing changed.
 */

let mall: TestMall;
/** SKUs of three different shops: x and y are priced for exact figures, z's shop is never in the orders below. */
let x: BuyableSku;
let y: BuyableSku;
let z: BuyableSku;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  mall = await startMall();
  [x, y, z] = (await buyableSkus(mall, 40, true)) as [BuyableSku, BuyableSku, BuyableSku];
  // Prices that make every split below exact to check by hand: x ￥30.00 + ￥5.00 freight a unit, y ￥33.33 + ￥2.00.
  await mall.db.update(productSku).set({ price: 3000 }).where(eq(productSku.id, x.skuId));
  await mall.db.update(product).set({ postage: 500 }).where(eq(product.id, x.productId));
  await mall.db.update(productSku).set({ price: 3333 }).where(eq(productSku.id, y.skuId));
  await mall.db.update(product).set({ postage: 200 }).where(eq(product.id, y.productId));
  Object.assign(x, { price: 3000, postage: 500 });
  Object.assign(y, { price: 3333, postage: 200 });
});
afterAll(() => mall.close());

let nextPhone = 13_960_000_000;

/** A fresh shopper with `points` spendable points and an address. */
async function shopper(points = 0): Promise<{ id: number; token: string; addressId: number }> {
  const id = await createShopper(mall.db, String(nextPhone++));
  if (points > 0) await mall.db.update(appUser).set({ integral: points }).where(eq(appUser.id, id));
  const token = await createSession(mall.db, id);
  return { id, token, addressId: await addAddress(mall, token) };
}

interface Held {
  merId: number | null;
  useType: 1 | 2 | 3;
  money: number;
  minPrice?: number;
  productIds?: number[];
  start?: Date;
  end?: Date;
  status?: 0 | 1 | 2;
}

/** Gives the shopper a coupon (issued by the mall) with these terms; returns the user-coupon id. */
async function hold(userId: number, terms: Held): Promise<number> {
  const name = `checkout ${terms.useType} ${terms.money}`;
  const [offer] = await mall.db
    .insert(coupon)
    .values({ merId: terms.merId, name, money: terms.money, minPrice: terms.minPrice ?? 0, useType: terms.useType, productIds: terms.productIds ?? [], receiveStartTime: new Date(Date.now() - DAY_MS), day: 30 })
    .returning({ id: coupon.id });
  const [held] = await mall.db
    .insert(userCoupon)
    .values({
      couponId: offer!.id,
      userId,
      merId: terms.merId,
      name,
      money: terms.money,
      minPrice: terms.minPrice ?? 0,
      useType: terms.useType,
      productIds: terms.productIds ?? [],
      status: terms.status ?? 0,
      startTime: terms.start ?? new Date(Date.now() - DAY_MS),
      endTime: terms.end ?? new Date(Date.now() + 30 * DAY_MS),
      type: 'send',
    })
    .returning({ id: userCoupon.id });
  return held!.id;
}

/** Puts `lines` in the shopper's cart and makes a pre-order of them, in that order; returns its number. */
async function checkout(token: string, lines: [BuyableSku, number][]): Promise<string> {
  const saved = await mall.http('POST', '/api/front/cart/save', {
    token,
    body: lines.map(([sku, cartNum]) => ({ productId: sku.productId, productAttrUnique: sku.skuId, cartNum })),
  });
  expect(saved.body.code, saved.body.message).toBe(200);
  const pre = await mall.http('POST', '/api/front/order/pre/order', {
    token,
    body: { preOrderType: 'shoppingCart', orderDetails: saved.body.data.cartIds.map((id: number) => ({ shoppingCartId: id })) },
  });
  expect(pre.body.code, pre.body.message).toBe(200);
  return pre.body.data.preOrderNo;
}

const price = (token: string, body: object) => mall.http('POST', '/api/front/order/computed/price', { token, body });
const create = (token: string, body: object) => mall.http('POST', '/api/front/order/create', { token, body });
const integralOf = async (id: number) => (await mall.db.select({ integral: appUser.integral }).from(appUser).where(eq(appUser.id, id)))[0]!.integral;
const couponRow = async (id: number) => (await mall.db.select().from(userCoupon).where(eq(userCoupon.id, id)))[0]!;

describe('coupons for a checkout (GET /api/front/coupons/order/{preOrderNo}, crmeb-api §6 rules 5, 16)', () => {
  it('lists the usable ones as the provider does, and with all=true the unusable ones with their reason and shortfall; never other shops\' or used ones', async () => {
    const me = await shopper();
    const now = Date.now();
    const usableShop = await hold(me.id, { merId: x.merId, useType: 1, money: 500 });
    // x's goods come to ￥60.00 (2 × ￥30.00): ￥61.00 is ￥1.00 short.
    const short = await hold(me.id, { merId: x.merId, useType: 1, money: 2000, minPrice: 6100 });
    const usableGoods = await hold(me.id, { merId: y.merId, useType: 2, money: 700, productIds: [y.productId], minPrice: 9999 });
    const otherGoods = await hold(me.id, { merId: y.merId, useType: 2, money: 600, productIds: [2_000_000_000] });
    const platform = await hold(me.id, { merId: null, useType: 3, money: 300, minPrice: 15_999 });
    const later = await hold(me.id, { merId: null, useType: 3, money: 900, start: new Date(now + DAY_MS) });
    const pastEnd = await hold(me.id, { merId: x.merId, useType: 1, money: 800, end: new Date(now - 1000) });
    const overdue = await hold(me.id, { merId: x.merId, useType: 1, money: 400, status: 2 });
    await hold(me.id, { merId: z.merId, useType: 1, money: 5000 });
    await hold(me.id, { merId: x.merId, useType: 1, money: 5000, status: 1 });
    const no = await checkout(me.token, [
      [x, 2],
      [y, 3],
    ]);

    const other = await shopper();
    const before = await stateOf(mall.db);
    const plain = await mall.http('GET', `/api/front/coupons/order/${no}`, { token: me.token });
    expect(plain.body.code).toBe(200);
    // What the provider's client reads: an array of {id, useType, minPrice, money} in yuan.
    expect(plain.body.data.map((c: { id: number; useType: number; minPrice: number; money: number }) => [c.id, c.useType, c.minPrice, c.money])).toEqual([
      [usableGoods, 2, 99.99, 7],
      [usableShop, 1, 0, 5],
      [platform, 3, 159.99, 3],
    ]);
    expect(plain.data.every((c: { usable: boolean; reason: string }) => c.usable && c.reason === '')).toBe(true);

    const all = await mall.http('GET', `/api/front/coupons/order/${no}?all=true`, { token: me.token });
    expect(all.body.code).toBe(200);
    expect(all.data.map((c: { id: number; usable: boolean; reason: string; shortBy: number }) => [c.id, c.usable, c.reason, c.shortBy])).toEqual([
      [usableGoods, true, '', 0],
      [usableShop, true, '', 0],
      [platform, true, '', 0],
      [short, false, 'minimum', 100],
      [later, false, 'notStarted', 0],
      [pastEnd, false, 'expired', 0],
      [otherGoods, false, 'notApplicable', 0],
      [overdue, false, 'expired', 0],
    ]);
    const shortOne = all.body.data.find((c: { id: number }) => c.id === short);
    expect(shortOne).toMatchObject({ merId: x.merId, useType: 1, money: 20, minPrice: 61, shortBy: 1, usable: false, reason: 'minimum' });
    expect(shortOne.startTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(all.body.data.find((c: { id: number }) => c.id === platform).merId).toBeNull();
    expect(all.data[0].startTime).toBeInstanceOf(Date);

    expect((await mall.http('GET', `/api/front/coupons/order/${no}`, { token: other.token })).body.code).toBe(404);
    expect((await mall.http('GET', `/api/front/coupons/order/${no}`)).body.code).toBe(401);
    expect(await stateOf(mall.db)).toEqual(before);
  });
});

describe('the price of a checkout (POST /api/front/order/computed/price)', () => {
  it('prices two shops with a merchant coupon, a platform coupon and points, in exact cents; the shops\' parts sum to the totals', async () => {
    const me = await shopper(5000);
    const shopCoupon = await hold(me.id, { merId: x.merId, useType: 1, money: 1000, minPrice: 6000 });
    const platform = await hold(me.id, { merId: null, useType: 3, money: 1001, minPrice: 15_999 });
    const no = await checkout(me.token, [
      [x, 2],
      [y, 3],
    ]);
    const loaded = await mall.http('GET', `/api/front/order/load/pre/${no}`, { token: me.token });
    expect(loaded.data).toMatchObject({ proTotalFee: 15_999, freightFee: 1600, payFee: 17_599, integralAvailable: 5000 });
    expect(loaded.data.orderList.map((s: { merId: number; freightFee: number }) => [s.merId, s.freightFee])).toEqual([
      [x.merId, 1000],
      [y.merId, 600],
    ]);

    const before = await stateOf(mall.db);
    const res = await price(me.token, { preOrderNo: no, addressId: me.addressId, couponIds: [shopCoupon, platform], useIntegral: true });
    expect(res.body.code, res.body.message).toBe(200);
    // Goods ￥60.00 + ￥99.99. x's coupon ￥10.00 leaves 5000 + 9999; the platform ￥10.01 splits
    // 1001 × 5000 / 14999 = 333.69 and × 9999 / 14999 = 667.30: the larger remainder (x) takes the cent.
    // Goods left 4666 + 9332 = 13998, points cap 50 % = 6999 > 5000 held: all 5000 points (1 point = 1 cent),
    // split 1666.67 / 3333.33: x takes the point left.
    expect(res.data).toMatchObject({
      proTotalFee: 15_999,
      freightFee: 1600,
      merCouponFee: 1000,
      platCouponFee: 1001,
      couponFee: 2001,
      deductionPrice: 5000,
      usedIntegral: 5000,
      integralAvailable: 5000,
      surplusIntegral: 0,
      payFee: 10_598,
    });
    expect(res.data.merchantList).toEqual([
      { merId: x.merId, proTotalFee: 6000, freightFee: 1000, merCouponFee: 1000, platCouponFee: 334, deductionPrice: 1667, usedIntegral: 1667, payFee: 3999 },
      { merId: y.merId, proTotalFee: 9999, freightFee: 600, merCouponFee: 0, platCouponFee: 667, deductionPrice: 3333, usedIntegral: 3333, payFee: 6599 },
    ]);
    for (const field of ['proTotalFee', 'freightFee', 'merCouponFee', 'platCouponFee', 'deductionPrice', 'usedIntegral', 'payFee'] as const) {
      expect(res.data.merchantList.reduce((sum: number, s: Record<string, number>) => sum + s[field]!, 0), field).toBe(res.data[field]);
    }
    // Yuan on the wire; points are points.
    expect(res.body.data).toMatchObject({ payFee: 105.98, couponFee: 20.01, deductionPrice: 50, usedIntegral: 5000 });
    expect(res.body.data.merchantList[0]).toMatchObject({ platCouponFee: 3.34, payFee: 39.99, usedIntegral: 1667 });
    expect(res.data.priceKey).toMatch(/^[A-Za-z0-9_-]{22}$/);

    // The provider's single coupon, and no coupon ('' as its confirm page sends) and no points.
    const single = await price(me.token, { preOrderNo: no, couponId: shopCoupon });
    expect(single.data).toMatchObject({ couponFee: 1000, merCouponFee: 1000, platCouponFee: 0, deductionPrice: 0, usedIntegral: 0, surplusIntegral: 5000, payFee: 16_599 });
    const none = await price(me.token, { preOrderNo: no, couponId: '', addressId: me.addressId });
    expect(none.body.data).toMatchObject({ proTotalFee: 159.99, freightFee: 16, couponFee: 0, payFee: 175.99 });
    expect(none.data.priceKey).not.toBe(res.data.priceKey);
    expect(await stateOf(mall.db)).toEqual(before);
  });

  it('caps points at the configured share of the goods after coupons', async () => {
    const me = await shopper(100_000);
    const no = await checkout(me.token, [
      [x, 2],
      [y, 3],
    ]);
    const res = await price(me.token, { preOrderNo: no, useIntegral: true });
    // 50 % of ￥159.99 = 7999 cents (rounded down) = 7999 points.
    expect(res.data).toMatchObject({ usedIntegral: 7999, deductionPrice: 7999, surplusIntegral: 92_001, payFee: 15_999 + 1600 - 7999 });
    expect(res.data.merchantList.map((s: { usedIntegral: number }) => s.usedIntegral).reduce((a: number, b: number) => a + b)).toBe(7999);
  });

  it('refuses coupons that cannot be used, naming couponIds (or couponId), and changes nothing', async () => {
    const me = await shopper(1000);
    const stranger = await shopper();
    const now = Date.now();
    const shopA = await hold(me.id, { merId: x.merId, useType: 1, money: 500 });
    const shopB = await hold(me.id, { merId: x.merId, useType: 1, money: 100 });
    const platA = await hold(me.id, { merId: null, useType: 3, money: 300 });
    const platB = await hold(me.id, { merId: null, useType: 3, money: 200 });
    const used = await hold(me.id, { merId: x.merId, useType: 1, money: 500, status: 1 });
    const expired = await hold(me.id, { merId: x.merId, useType: 1, money: 500, end: new Date(now - 1000) });
    const later = await hold(me.id, { merId: null, useType: 3, money: 500, start: new Date(now + DAY_MS) });
    const short = await hold(me.id, { merId: x.merId, useType: 1, money: 500, minPrice: 6100 });
    const elsewhere = await hold(me.id, { merId: y.merId, useType: 2, money: 500, productIds: [2_000_000_000] });
    const otherShop = await hold(me.id, { merId: z.merId, useType: 1, money: 500 });
    const theirs = await hold(stranger.id, { merId: x.merId, useType: 1, money: 500 });
    const no = await checkout(me.token, [
      [x, 2],
      [y, 3],
    ]);
    const cases: Array<[object, RegExp]> = [
      [{ couponIds: [shopA, shopB] }, /^couponIds: choose at most one coupon per shop$/],
      [{ couponIds: [platA, platB] }, /^couponIds: choose at most one platform coupon$/],
      [{ couponIds: [shopA], couponId: shopB }, /^couponId: choose at most one coupon per shop$/],
      [{ couponIds: [theirs] }, new RegExp(`^couponIds: coupon ${theirs} does not exist$`)],
      [{ couponIds: [2_000_000_000] }, /^couponIds: coupon 2000000000 does not exist$/],
      [{ couponIds: [used] }, /^couponIds: this coupon has already been used$/],
      [{ couponIds: [expired] }, /^couponIds: this coupon has expired$/],
      [{ couponIds: [later] }, /^couponIds: this coupon cannot be used yet$/],
      [{ couponIds: [short] }, /^couponIds: this coupon needs ￥61\.00 of eligible goods, ￥1\.00 more$/],
      [{ couponIds: [elsewhere] }, /^couponIds: this coupon does not apply to the goods in this order$/],
      [{ couponIds: [otherShop] }, /^couponIds: this coupon does not apply/],
      [{ couponId: short }, /^couponId: this coupon needs/],
      [{ couponIds: [shopA, shopA] }, /^couponIds: /],
      [{ couponIds: ['a'] }, /^couponIds\.0: /],
    ];
    const before = await stateOf(mall.db);
    for (const [choice, message] of cases) {
      const priced = await price(me.token, { preOrderNo: no, useIntegral: true, ...choice });
      expect(priced.body.code, JSON.stringify(choice)).toBe(400);
      expect(priced.body.message, JSON.stringify(choice)).toMatch(message);
      const placed = await create(me.token, { preOrderNo: no, addressId: me.addressId, payType: 'yue', useIntegral: true, ...choice });
      expect(placed.body.code, JSON.stringify(choice)).toBe(400);
      expect(placed.body.message, JSON.stringify(choice)).toMatch(message);
    }
    expect(await stateOf(mall.db)).toEqual(before);
    expect((await couponRow(shopA)).status).toBe(0);
  });

  it('answers 404 for an expired pre-order on every checkout call, and for someone else\'s', async () => {
    const me = await shopper(1000);
    const other = await shopper();
    const no = await buyNow(mall, me.token, x);
    expect((await price(other.token, { preOrderNo: no })).body.code).toBe(404);
    await mall.db.update(preOrder).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(preOrder.preOrderNo, no));
    const before = await stateOf(mall.db);
    for (const answer of [
      await price(me.token, { preOrderNo: no, useIntegral: true }),
      await mall.http('GET', `/api/front/coupons/order/${no}?all=true`, { token: me.token }),
      await mall.http('GET', `/api/front/order/load/pre/${no}`, { token: me.token }),
      await create(me.token, { preOrderNo: no, addressId: me.addressId, payType: 'yue', useIntegral: true }),
    ]) {
      expect(answer.body.code).toBe(404);
      expect(answer.body.message).toBe('Pre-order does not exist or has expired, please order again');
    }
    expect(await stateOf(mall.db)).toEqual(before);
  });
});

describe('placing the order (POST /api/front/order/create)', () => {
  it('writes every discount on the master and shop orders, claims the coupons and spends the points, and leaves it unpaid until its deadline', async () => {
    const me = await shopper(5000);
    const shopCoupon = await hold(me.id, { merId: x.merId, useType: 1, money: 1000 });
    const platform = await hold(me.id, { merId: null, useType: 3, money: 1001 });
    const no = await checkout(me.token, [
      [x, 2],
      [y, 3],
    ]);
    const choice = { couponIds: [shopCoupon, platform], useIntegral: true };
    const priced = (await price(me.token, { preOrderNo: no, ...choice })).data;
    const stock = async (sku: BuyableSku) => (await mall.db.select({ stock: productSku.stock }).from(productSku).where(eq(productSku.id, sku.skuId)))[0]!.stock;
    const [stockX, stockY] = [await stock(x), await stock(y)];

    const started = Date.now();
    const res = await create(me.token, {
      preOrderNo: no,
      addressId: me.addressId,
      payType: 'yue',
      payChannel: 'pc',
      mark: '工作日送货',
      orderMerchantRequestList: [{ merId: y.merId, remark: '  请放门口  ' }],
      priceKey: priced.priceKey,
      ...choice,
    });
    expect(res.body.code, res.body.message).toBe(200);
    const orderNo: string = res.data.orderNo;

    const [master] = await mall.db.select().from(masterOrder).where(eq(masterOrder.orderNo, orderNo));
    expect(master).toMatchObject({
      userId: me.id,
      totalNum: 5,
      proTotalPrice: 15_999,
      totalPostage: 1600,
      couponPrice: 2001,
      platCouponPrice: 1001,
      platCouponId: platform,
      useIntegral: 5000,
      integralPrice: 5000,
      payPrice: 10_598,
      paid: false,
      payTime: null,
      isCancel: false,
      payType: 'yue',
      mark: '工作日送货',
    });
    // Unpaid until ORDER_UNPAID_TTL_S (7200 s by default) after it was placed.
    expect(master!.payDeadline!.getTime() - master!.createdAt.getTime()).toBe(7200 * 1000);
    expect(master!.createdAt.getTime()).toBeGreaterThanOrEqual(started - 1000);

    const shops = await mall.db.select().from(merchantOrder).where(eq(merchantOrder.masterOrderNo, orderNo)).orderBy(merchantOrder.id);
    expect(shops.map((s) => [s.merId, s.proTotalPrice, s.totalPostage, s.merCouponId, s.merCouponPrice, s.platCouponPrice, s.couponPrice, s.useIntegral, s.integralPrice, s.payPrice, s.paid, s.status, s.userRemark])).toEqual([
      [x.merId, 6000, 1000, shopCoupon, 1000, 334, 1334, 1667, 1667, 3999, false, 0, '工作日送货'],
      [y.merId, 9999, 600, null, 0, 667, 667, 3333, 3333, 6599, false, 0, '请放门口'],
    ]);

    for (const id of [shopCoupon, platform]) {
      const held = await couponRow(id);
      expect(held).toMatchObject({ status: 1, orderNo });
      expect(held.useTime).toBeInstanceOf(Date);
    }
    expect(await integralOf(me.id)).toBe(0);
    const ledger = await mall.db.select().from(integralRecord).where(eq(integralRecord.userId, me.id));
    expect(ledger).toEqual([expect.objectContaining({ linkId: orderNo, type: 2, title: 'integral.orderUse', integral: 5000, balance: 0 })]);
    expect(await stock(x)).toBe(stockX - 2);
    expect(await stock(y)).toBe(stockY - 3);
    expect(await mall.db.select().from(preOrder).where(eq(preOrder.preOrderNo, no))).toEqual([]);

    // The storefront's "to pay" tab has it, with the same amount.
    const toPay = await mall.http('GET', '/api/front/order/await/pay/list', { token: me.token });
    expect(toPay.data.list.map((o: { orderNo: string; payPrice: number }) => [o.orderNo, o.payPrice])).toEqual([[orderNo, 10_598]]);
  });

  it('places a cash-on-delivery order that keeps its payment deadline until the payment step confirms it, and the provider\'s body with no choices at all', async () => {
    const me = await shopper(300);
    const no = await buyNow(mall, me.token, x, 1);
    const res = await create(me.token, { realName: '王五', phone: '1380013800', addressId: me.addressId, couponId: null, payType: 'cod', preOrderNo: no, mark: '', email: '', payChannel: 'pc' });
    expect(res.body.code, res.body.message).toBe(200);
    const [master] = await mall.db.select().from(masterOrder).where(eq(masterOrder.orderNo, res.data.orderNo));
    expect(master).toMatchObject({ couponPrice: 0, useIntegral: 0, payPrice: 3500 });
    // Unconfirmed, it cannot keep its stock for ever: the job runner cancels it at the deadline like any unpaid order.
    expect(master!.payDeadline).toBeInstanceOf(Date);
    expect(await integralOf(me.id)).toBe(300);
    const confirmed = await mall.http('POST', '/api/front/pay/payment', { token: me.token, body: { orderNo: res.data.orderNo, payType: 'cod', payChannel: 'pc' } });
    expect(confirmed.body.code, confirmed.body.message).toBe(200);
    const [after] = await mall.db.select().from(masterOrder).where(eq(masterOrder.orderNo, res.data.orderNo));
    expect(after!.payDeadline).toBeNull();
  });

  it('refuses a price that changed since the shopper saw it, and changes nothing; the new price goes through', async () => {
    const me = await shopper(3000);
    const no = await checkout(me.token, [[x, 2]]);
    const seen = (await price(me.token, { preOrderNo: no, useIntegral: true })).data;
    expect(seen.usedIntegral).toBe(3000);
    // Points spent elsewhere meanwhile.
    await mall.db.update(appUser).set({ integral: 2000 }).where(eq(appUser.id, me.id));
    const before = await stateOf(mall.db);
    const refused = await create(me.token, { preOrderNo: no, addressId: me.addressId, payType: 'yue', useIntegral: true, priceKey: seen.priceKey });
    expect(refused.body.code).toBe(400);
    expect(refused.body.message).toBe('priceKey: the price has changed since you saw it, please check the order again');
    // A key of other choices (no points) is refused too.
    const otherChoice = await create(me.token, { preOrderNo: no, addressId: me.addressId, payType: 'yue', priceKey: seen.priceKey });
    expect(otherChoice.body.message).toMatch(/^priceKey: /);
    expect(await stateOf(mall.db)).toEqual(before);

    const now = (await price(me.token, { preOrderNo: no, useIntegral: true })).data;
    expect(now).toMatchObject({ usedIntegral: 2000, payFee: 6000 + 1000 - 2000 });
    const placed = await create(me.token, { preOrderNo: no, addressId: me.addressId, payType: 'yue', useIntegral: true, priceKey: now.priceKey });
    expect(placed.body.code, placed.body.message).toBe(200);
    expect(await integralOf(me.id)).toBe(0);
  });

  it('asks for a payment method and a shipping address (spec §8), for notes of shops in the order under 150 characters, and changes nothing', async () => {
    const me = await shopper(1000);
    const no = await checkout(me.token, [
      [x, 1],
      [y, 1],
    ]);
    const base = { preOrderNo: no, addressId: me.addressId, payType: 'yue' };
    const cases: Array<[object, RegExp]> = [
      [{ ...base, payType: undefined }, /^payType: please select a payment method$/],
      [{ ...base, payType: '' }, /^payType: please select a payment method$/],
      [{ ...base, addressId: undefined }, /^addressId: please select a shipping address$/],
      [{ ...base, addressId: '' }, /^addressId: please select a shipping address$/],
      [{ ...base, orderMerchantRequestList: [{ merId: x.merId, remark: '长'.repeat(150) }] }, /^orderMerchantRequestList\.0\.remark: /],
      [{ ...base, orderMerchantRequestList: [{ merId: y.merId, remark: 'ok' }, { merId: z.merId, remark: 'no' }] }, new RegExp(`^orderMerchantRequestList\\.1\\.merId: shop ${z.merId} is not in this order$`)],
      [{ ...base, mark: '长'.repeat(150) }, /^mark: /],
    ];
    const before = await stateOf(mall.db);
    for (const [body, message] of cases) {
      const res = await create(me.token, body);
      expect(res.body.code, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await stateOf(mall.db)).toEqual(before);
    const longest = await create(me.token, { ...base, orderMerchantRequestList: [{ merId: x.merId, remark: '长'.repeat(149) }] });
    expect(longest.body.code, longest.body.message).toBe(200);
  });
});

describe('claims under concurrency (ADR 0009 pattern 4)', () => {
  it('two checkouts racing for one coupon: one order gets it, the other is refused and takes nothing', async () => {
    const me = await shopper();
    const shared = await hold(me.id, { merId: x.merId, useType: 1, money: 500 });
    const first = await checkout(me.token, [[x, 1]]);
    const second = await buyNow(mall, me.token, x, 1);
    const stockBefore = (await mall.db.select({ stock: productSku.stock }).from(productSku).where(eq(productSku.id, x.skuId)))[0]!.stock;
    const answers = await Promise.all(
      [first, second].map((preOrderNo) => create(me.token, { preOrderNo, addressId: me.addressId, payType: 'yue', couponIds: [shared] })),
    );
    const won = answers.filter((a) => a.body.code === 200);
    const lost = answers.filter((a) => a.body.code !== 200);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.body.code).toBe(400);
    expect(lost[0]!.body.message).toBe('couponIds: this coupon has already been used');
    expect(await couponRow(shared)).toMatchObject({ status: 1, orderNo: won[0]!.data.orderNo });
    const withCoupon = await mall.db.select().from(merchantOrder).where(and(eq(merchantOrder.userId, me.id), eq(merchantOrder.merCouponId, shared)));
    expect(withCoupon).toHaveLength(1);
    expect(await mall.db.select().from(masterOrder).where(eq(masterOrder.userId, me.id))).toHaveLength(1);
    const stockAfter = (await mall.db.select({ stock: productSku.stock }).from(productSku).where(eq(productSku.id, x.skuId)))[0]!.stock;
    expect(stockAfter).toBe(stockBefore - 1);
  });

  it('two checkouts racing for the same points: they are spent once, and never below zero', async () => {
    const me = await shopper(3000);
    const preOrders = [await checkout(me.token, [[x, 2]]), await buyNow(mall, me.token, y, 2)];
    const answers = await Promise.all(preOrders.map((preOrderNo) => create(me.token, { preOrderNo, addressId: me.addressId, payType: 'yue', useIntegral: true })));
    // The loser either priced after the winner committed (and used no points) or was refused at the conditional spend.
    for (const a of answers) if (a.body.code !== 200) expect(a.body.message).toBe('useIntegral: you do not have that many points');
    expect(answers.some((a) => a.body.code === 200)).toBe(true);
    const masters = await mall.db.select().from(masterOrder).where(eq(masterOrder.userId, me.id));
    expect(masters.reduce((sum, m) => sum + m.useIntegral, 0)).toBe(3000);
    expect(await integralOf(me.id)).toBe(0);
    const spent = await mall.db.select().from(integralRecord).where(eq(integralRecord.userId, me.id));
    expect(spent.map((r) => r.integral)).toEqual([3000]);
  });

  // Only PostgreSQL lets the order wait on a row another transaction holds; PGlite runs one transaction at a
  // time, so this race exists only in the PostgreSQL project (registered there, not skipped here).
  const onPostgres = inject('mallDriver') === 'postgres';
  if (onPostgres) it('refuses points spent by another checkout while this one waited for them, and rolls everything back (PostgreSQL)', async () => {
    const me = await shopper(3000);
    const shopCoupon = await hold(me.id, { merId: x.merId, useType: 1, money: 500 });
    const no = await checkout(me.token, [[x, 2]]);
    const before = await stateOf(mall.db);
    let locked!: () => void;
    let release!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    // Another checkout of the shopper holds their row and spends the points while this one waits for it.
    const holder = mall.db.transaction(async (tx) => {
      await tx.select({ id: appUser.id }).from(appUser).where(eq(appUser.id, me.id)).for('update');
      locked();
      await released;
      await tx.update(appUser).set({ integral: 0 }).where(eq(appUser.id, me.id));
    });
    await isLocked;
    const placing = create(me.token, { preOrderNo: no, addressId: me.addressId, payType: 'yue', useIntegral: true, couponIds: [shopCoupon] });
    for (let i = 0; i < 100; i++) {
      const waiting = await mall.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
      if (Number((waiting as unknown as { rows: { n: number }[] }).rows[0]!.n) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    release();
    await holder;
    const refused = await placing;
    expect(refused.body.code).toBe(400);
    expect(refused.body.message).toBe('useIntegral: you do not have that many points');
    // Nothing of the refused order is left; only the other checkout's spend shows.
    const { points: _before, ...rest } = before;
    const { points: _after, ...after } = await stateOf(mall.db);
    expect(after).toEqual(rest);
    expect(await integralOf(me.id)).toBe(0);
    expect((await couponRow(shopCoupon)).status).toBe(0);
    expect(await mall.db.select().from(preOrder).where(eq(preOrder.preOrderNo, no))).toHaveLength(1);
  });
});
