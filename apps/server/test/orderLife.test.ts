import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bill, integralRecord, masterOrder, merchant, merchantOrder, orderItem, userCoupon } from '../src/db/schema.ts';
import { notifyOrderPaid, notifyOrderShipped } from '../src/order/notify.ts';
import { startMall, stateOf, type TestMall } from './harness.ts';
import { buyableSkus, type BuyableSku } from './shopping.ts';
import {
  checkout,
  DAY_MS,
  giveShopCoupon,
  newShopper,
  payWithBalance,
  pointsOf,
  shipByCourier,
  shipByExpress,
  shopOrdersOf,
  stockOf,
  TEST_TRACES,
  type Shopper,
} from './afterCheckout.ts';

/*
 * An order's life after checkout, through HTTP (crmeb-api §4.7, §6 rules 8,
 * 11, 13; the issue "Orders in full", Orders): cancel, confirm receipt,
 * delete, the tabs and their counts, the detail and the logistics, and the
 * notices. Every refusal leaves the database as it was (stateOf).
 */

let mall: TestMall;
let shops: BuyableSku[];
let stranger: Shopper;
beforeAll(async () => {
  mall = await startMall();
  // One SKU per shop; picked by index, wrapping round when the seed has fewer shops.
  const distinct = await buyableSkus(mall, 30, true);
  shops = Array.from({ length: 16 }, (_, i) => distinct[i % distinct.length]!);
  stranger = await newShopper(mall, '13700000199');
});
afterAll(() => mall.close());

const post = (path: string, who: Shopper) => mall.http('POST', path, { token: who.token });
const get = (path: string, who: Shopper) => mall.http('GET', path, { token: who.token });
const masterRow = async (no: string) => (await mall.db.select().from(masterOrder).where(eq(masterOrder.orderNo, no)))[0]!;
const couponRow = async (id: number) => (await mall.db.select().from(userCoupon).where(eq(userCoupon.id, id)))[0]!;
/** A time as the wire carries it: whole seconds. */
const sec = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);
const pointsRecords = (linkId: string) => mall.db.select().from(integralRecord).where(eq(integralRecord.linkId, linkId));

/** Expects `request` to be refused with `code` (and a message matching `message`) and to change nothing. */
async function refusedUnchanged(request: () => Promise<{ body: { code: number; message: string } }>, code: number, message?: RegExp): Promise<void> {
  const before = await stateOf(mall.db);
  const res = await request();
  expect(res.body.code).toBe(code);
  if (message) expect(res.body.message).toMatch(message);
  expect(await stateOf(mall.db)).toEqual(before);
}

describe('cancel an unpaid order (crmeb-api §6 rule 8)', () => {
  it('gives back the stock and sales of every line, the coupon and the points, once; the order shows cancelled; paying it is refused', async () => {
    const who = await newShopper(mall, '13700000101', 100_000_000, 20_000);
    const [x, y] = shops as [BuyableSku, BuyableSku];
    const couponId = await giveShopCoupon(mall, who.id, x.merId, 100);
    const before = [await stockOf(mall, x), await stockOf(mall, y)];

    const no = await checkout(mall, who, [[x, 2], [y, 1]], { couponIds: [couponId], useIntegral: true });
    const placed = await masterRow(no);
    expect(placed.useIntegral).toBeGreaterThan(0);
    expect(placed.couponPrice).toBe(100);
    expect(placed.payDeadline).toBeInstanceOf(Date);
    expect(await stockOf(mall, x)).toEqual({ ...before[0], stock: before[0]!.stock - 2, sales: before[0]!.sales + 2, productStock: before[0]!.productStock - 2, productSales: before[0]!.productSales + 2 });
    expect(await couponRow(couponId)).toMatchObject({ status: 1, orderNo: no });
    expect(await pointsOf(mall, who.id)).toBe(20_000 - placed.useIntegral);

    const res = await post(`/api/front/order/cancel/${no}`, who);
    expect(res.body).toMatchObject({ code: 200, data: null });

    expect([await stockOf(mall, x), await stockOf(mall, y)]).toEqual(before);
    expect(await couponRow(couponId)).toMatchObject({ status: 0, orderNo: null, useTime: null });
    expect(await pointsOf(mall, who.id)).toBe(20_000);
    expect((await pointsRecords(no)).map((r) => [r.type, r.title, r.integral]).sort()).toEqual(
      [
        [1, 'integral.orderUseBack', placed.useIntegral],
        [2, 'integral.orderUse', placed.useIntegral],
      ].sort(),
    );
    const cancelled = await masterRow(no);
    expect(cancelled).toMatchObject({ isCancel: true, paid: false, payDeadline: null });
    expect(cancelled.cancelTime).toBeInstanceOf(Date);
    for (const order of await shopOrdersOf(mall, no)) {
      expect(order.status).toBe(9);
      expect(order.cancelTime).toEqual(cancelled.cancelTime);
    }

    // The pages see it cancelled: off the unpaid tab and the "to pay" list, on "all" as status 9.
    const [first] = await shopOrdersOf(mall, no);
    const detail = (await get(`/api/front/order/detail/${first!.orderNo}`, who)).data;
    expect(detail).toMatchObject({ status: 9, payDeadline: null, cancelTime: sec(cancelled.cancelTime!) });
    expect((await get(`/api/front/order/master/detail/${no}`, who)).data).toMatchObject({ isCancel: true, payDeadline: null, cancelTime: sec(cancelled.cancelTime!) });
    expect((await get('/api/front/order/list?type=0', who)).data.list).toEqual([]);
    expect((await get('/api/front/order/await/pay/list', who)).data.list).toEqual([]);
    expect((await get('/api/front/order/list', who)).data.list.map((o: { status: number }) => o.status)).toEqual([9, 9]);
    expect((await get('/api/front/order/data', who)).data).toMatchObject({ unPaidCount: 0, allCount: 2 });

    // Once: a second cancel is refused and gives nothing back again; paying it is refused too.
    await refusedUnchanged(() => post(`/api/front/order/cancel/${no}`, who), 400, /^orderNo: this order has already been cancelled/);
    await refusedUnchanged(
      () => mall.http('POST', '/api/front/pay/payment', { token: who.token, body: { orderNo: no, payType: 'yue' } }),
      400,
      /cancelled/,
    );
  });

  it('gives back a coupon whose time ran out meanwhile as expired', async () => {
    const who = await newShopper(mall, '13700000102', 100_000_000);
    const x = shops[2]!;
    const couponId = await giveShopCoupon(mall, who.id, x.merId, 50);
    const no = await checkout(mall, who, [[x, 1]], { couponIds: [couponId] });
    await mall.db.update(userCoupon).set({ endTime: new Date(Date.now() - 1000) }).where(eq(userCoupon.id, couponId));
    expect((await post(`/api/front/order/cancel/${no}`, who)).body.code).toBe(200);
    expect(await couponRow(couponId)).toMatchObject({ status: 2, orderNo: null });
  });

  it('refuses a paid order, someone else\'s, an unknown one and a shop order number, changing nothing', async () => {
    const who = await newShopper(mall, '13700000103', 100_000_000);
    const paid = await checkout(mall, who, [[shops[3]!, 1]]);
    await payWithBalance(mall, who, paid);
    await refusedUnchanged(() => post(`/api/front/order/cancel/${paid}`, who), 400, /^orderNo: only an order that is neither paid nor shipped/);

    const unpaid = await checkout(mall, who, [[shops[3]!, 1]]);
    await refusedUnchanged(() => post(`/api/front/order/cancel/${unpaid}`, stranger), 404);
    await refusedUnchanged(() => post('/api/front/order/cancel/PT2099010100000000000000', who), 404);
    const [shopOrder] = await shopOrdersOf(mall, unpaid);
    await refusedUnchanged(() => post(`/api/front/order/cancel/${shopOrder!.orderNo}`, who), 400, /^orderNo: /);
    await refusedUnchanged(() => mall.http('POST', `/api/front/order/cancel/${unpaid}`), 401);
  });

  it('cancels cash on delivery while nothing has shipped, and refuses once a shop has shipped', async () => {
    const who = await newShopper(mall, '13700000104', 0);
    const [x, y] = [shops[4]!, shops[5]!];
    const before = await stockOf(mall, x);
    const cod = await checkout(mall, who, [[x, 1]], { payType: 'cod' });
    expect((await masterRow(cod)).payDeadline).toBeNull();
    expect((await post(`/api/front/order/cancel/${cod}`, who)).body.code).toBe(200);
    expect(await stockOf(mall, x)).toEqual(before);
    expect((await shopOrdersOf(mall, cod))[0]!.status).toBe(9);

    const twoShops = await checkout(mall, who, [[x, 1], [y, 1]], { payType: 'cod' });
    const [first] = await shopOrdersOf(mall, twoShops);
    await shipByExpress(mall, first!.orderNo);
    await refusedUnchanged(() => post(`/api/front/order/cancel/${twoShops}`, who), 400, /^orderNo: only an order that is neither paid nor shipped/);
  });
});

describe('confirm receipt (crmeb-api §6 rule 11)', () => {
  it('completes a shipped order and earns its points frozen for the after-sale window; only status 1, only once, only the shopper', async () => {
    const who = await newShopper(mall, '13700000111', 100_000_000);
    const no = await checkout(mall, who, [[shops[6]!, 2], [shops[7]!, 1]]);
    await payWithBalance(mall, who, no);
    const [shipped, waiting] = await shopOrdersOf(mall, no);
    await shipByExpress(mall, shipped!.orderNo);

    await refusedUnchanged(() => post(`/api/front/order/take/${waiting!.orderNo}`, who), 400, /^orderNo: this order is not waiting for receipt/);
    await refusedUnchanged(() => post(`/api/front/order/take/${shipped!.orderNo}`, stranger), 404);
    await refusedUnchanged(() => post(`/api/front/order/take/${no}`, who), 400, /^orderNo: /);

    const res = await post(`/api/front/order/take/${shipped!.orderNo}`, who);
    expect(res.body).toMatchObject({ code: 200, data: null });
    const [row] = await mall.db.select().from(merchantOrder).where(eq(merchantOrder.orderNo, shipped!.orderNo));
    expect(row).toMatchObject({ status: 3, autoReceiptAt: null });
    expect(row!.receivingTime).toBeInstanceOf(Date);
    const points = Math.floor(shipped!.payPrice / 100);
    expect(row!.gainIntegral).toBe(points);
    const [earned] = await pointsRecords(shipped!.orderNo);
    expect(earned).toMatchObject({ userId: who.id, type: 1, title: 'integral.orderGain', integral: points, status: 2 });
    expect(earned!.thawTime!.getTime() - row!.receivingTime!.getTime()).toBe(7 * DAY_MS);
    // Frozen: not spendable yet.
    expect(await pointsOf(mall, who.id)).toBe(0);
    expect((await get('/api/front/user/center/my/integral', who)).data).toEqual({ integral: 0, sumIntegral: 0, deductionIntegral: 0, frozenIntegral: points });

    const detail = (await get(`/api/front/order/detail/${shipped!.orderNo}`, who)).data;
    expect(detail).toMatchObject({ status: 3 });
    expect(detail.receivingTime).toEqual(sec(row!.receivingTime!));
    await refusedUnchanged(() => post(`/api/front/order/take/${shipped!.orderNo}`, who), 400, /^orderNo: this order is not waiting for receipt/);
  });

  it('marks cash on delivery paid at the door, and credits the shops once the last parcel of the order is received', async () => {
    const who = await newShopper(mall, '13700000112', 0);
    const no = await checkout(mall, who, [[shops[8]!, 1], [shops[9]!, 1]], { payType: 'cod' });
    const [a, b] = await shopOrdersOf(mall, no);
    const balanceOf = async (merId: number) => (await mall.db.select({ b: merchant.balance }).from(merchant).where(eq(merchant.id, merId)))[0]!.b;
    const before = [await balanceOf(a!.merId), await balanceOf(b!.merId)];
    await shipByExpress(mall, a!.orderNo);
    await shipByCourier(mall, b!.orderNo);

    expect((await post(`/api/front/order/take/${a!.orderNo}`, who)).body.code).toBe(200);
    expect((await shopOrdersOf(mall, no))[0]).toMatchObject({ paid: true, status: 3 });
    expect(await masterRow(no)).toMatchObject({ paid: false });
    expect(await mall.db.select().from(bill).where(eq(bill.linkId, no))).toEqual([]);

    expect((await post(`/api/front/order/take/${b!.orderNo}`, who)).body.code).toBe(200);
    const master = await masterRow(no);
    expect(master.paid).toBe(true);
    expect(master.payTime).toBeInstanceOf(Date);
    const settled = await shopOrdersOf(mall, no);
    expect(settled.every((o) => o.paid && o.payTime)).toBe(true);
    for (const [i, order] of settled.entries()) {
      expect(order.merchantIncome + order.commissionCharge).toBe(order.payPrice);
      expect(await balanceOf(order.merId)).toBe(before[i]! + order.merchantIncome);
    }
    const bills = await mall.db.select().from(bill).where(and(eq(bill.party, 'user'), eq(bill.linkId, no)));
    expect(bills).toEqual([expect.objectContaining({ type: 'pay_order', amount: -master.payPrice, payType: 'cod' })]);
    // On the completed tab, paid.
    expect((await get('/api/front/order/list?type=3', who)).data.list.map((o: { orderNo: string; paid: boolean }) => [o.orderNo, o.paid]).sort()).toEqual(
      [
        [a!.orderNo, true],
        [b!.orderNo, true],
      ].sort(),
    );
  });
});

describe('delete an order (crmeb-api §6 rule 13)', () => {
  it('hides a completed or cancelled order from the shopper; refuses other statuses and someone else\'s', async () => {
    const who = await newShopper(mall, '13700000121', 100_000_000);
    const done = await checkout(mall, who, [[shops[10]!, 1]]);
    await payWithBalance(mall, who, done);
    const [completed] = await shopOrdersOf(mall, done);
    await refusedUnchanged(() => post(`/api/front/order/delete/${completed!.orderNo}`, who), 400, /^orderNo: only a completed or cancelled order can be deleted/);
    await shipByExpress(mall, completed!.orderNo);
    await refusedUnchanged(() => post(`/api/front/order/delete/${completed!.orderNo}`, who), 400, /^orderNo: only a completed or cancelled order/);
    expect((await post(`/api/front/order/take/${completed!.orderNo}`, who)).body.code).toBe(200);
    await refusedUnchanged(() => post(`/api/front/order/delete/${completed!.orderNo}`, stranger), 404);

    const countsBefore = (await get('/api/front/order/data', who)).data;
    expect((await post(`/api/front/order/delete/${completed!.orderNo}`, who)).body).toMatchObject({ code: 200, data: null });
    expect((await mall.db.select().from(merchantOrder).where(eq(merchantOrder.orderNo, completed!.orderNo)))[0]).toMatchObject({ isUserDel: true, status: 3 });
    expect((await get(`/api/front/order/detail/${completed!.orderNo}`, who)).body.code).toBe(404);
    expect((await get('/api/front/order/list', who)).data.list).toEqual([]);
    expect((await get('/api/front/order/data', who)).data).toEqual({ ...countsBefore, completeCount: countsBefore.completeCount - 1, awaitReplyCount: countsBefore.awaitReplyCount - 1, allCount: countsBefore.allCount - 1 });
    await refusedUnchanged(() => post(`/api/front/order/delete/${completed!.orderNo}`, who), 404);

    const dropped = await checkout(mall, who, [[shops[10]!, 1]]);
    expect((await post(`/api/front/order/cancel/${dropped}`, who)).body.code).toBe(200);
    const [cancelled] = await shopOrdersOf(mall, dropped);
    expect((await post(`/api/front/order/delete/${cancelled!.orderNo}`, who)).body.code).toBe(200);
    // The provider's detail page posts `delete/undefined` (crmeb-wire §17): refused by its form.
    await refusedUnchanged(() => post('/api/front/order/delete/undefined', who), 400, /^orderNo: /);
  });
});

describe('the order tabs and their counts (crmeb-wire §8; "all" and "to review" are the mall\'s)', () => {
  it('puts an order of every state on its tab, newest first, counts each, and pages "all"', async () => {
    const who = await newShopper(mall, '13700000131', 100_000_000);
    const sku = shops[11]!;
    const one = async (payType: 'yue' | 'cod' = 'yue') => {
      const no = await checkout(mall, who, [[sku, 1]], { payType });
      return { master: no, shop: (await shopOrdersOf(mall, no))[0]!.orderNo };
    };
    const cancelled = await one();
    expect((await post(`/api/front/order/cancel/${cancelled.master}`, who)).body.code).toBe(200);
    const reviewed = await one();
    await payWithBalance(mall, who, reviewed.master);
    await shipByExpress(mall, reviewed.shop);
    await post(`/api/front/order/take/${reviewed.shop}`, who);
    await mall.db.update(orderItem).set({ isReply: true }).where(eq(orderItem.merOrderNo, reviewed.shop));
    const toReview = await one();
    await payWithBalance(mall, who, toReview.master);
    await shipByExpress(mall, toReview.shop);
    await post(`/api/front/order/take/${toReview.shop}`, who);
    const shipped = await one();
    await payWithBalance(mall, who, shipped.master);
    await shipByExpress(mall, shipped.shop);
    const paid = await one();
    await payWithBalance(mall, who, paid.master);
    const cod = await one('cod');
    const unpaid = await one();

    const tab = async (type?: number) => {
      const res = await get(`/api/front/order/list${type === undefined ? '' : `?type=${type}`}`, who);
      expect(res.body.code).toBe(200);
      return res.data.list.map((o: { orderNo: string }) => o.orderNo);
    };
    expect(await tab(0)).toEqual([unpaid.shop]);
    expect(await tab(1)).toEqual([cod.shop, paid.shop]);
    expect(await tab(2)).toEqual([shipped.shop]);
    expect(await tab(3)).toEqual([toReview.shop, reviewed.shop]);
    expect(await tab(4)).toEqual([toReview.shop]);
    const all = [unpaid, cod, paid, shipped, toReview, reviewed, cancelled].map((o) => o.shop);
    expect(await tab()).toEqual(all);
    expect((await get('/api/front/order/data', who)).data).toEqual({
      unPaidCount: 1,
      unShippedCount: 2,
      receivedCount: 1,
      completeCount: 2,
      awaitReplyCount: 1,
      allCount: 7,
    });
    const page3 = await get('/api/front/order/list?page=3&limit=3', who);
    expect(page3.data).toMatchObject({ total: 7, page: 3, limit: 3, totalPage: 3 });
    expect(page3.data.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([cancelled.shop]);
    await refusedUnchanged(() => get('/api/front/order/list?type=5', who), 400, /^type: /);

    // What each card needs: the deadline of the unpaid one, the delivery of the shipped one, the discounts, the lines.
    const list = (await get('/api/front/order/list?limit=10', who)).data.list as Record<string, any>[];
    const card = (no: string) => list.find((o) => o.orderNo === no)!;
    const master = await masterRow(unpaid.master);
    expect(card(unpaid.shop)).toMatchObject({ payType: 'yue', payDeadline: sec(master.payDeadline!), couponPrice: 0, integralPrice: 0, deliveryType: null, status: 0, paid: false });
    expect(card(unpaid.shop).payDeadline.getTime() - card(unpaid.shop).createTime.getTime()).toBeGreaterThan(7_100_000);
    expect(card(paid.shop)).toMatchObject({ payDeadline: null, paid: true, status: 0 });
    expect(card(cod.shop)).toMatchObject({ payDeadline: null, paid: false, payType: 'cod' });
    expect(card(shipped.shop)).toMatchObject({ status: 1, deliveryType: 'express', expressName: '顺丰速运', trackingNo: expect.stringMatching(/^SF/) });
    expect(card(toReview.shop).orderInfoList).toEqual([expect.objectContaining({ isReply: false, payNum: 1, attrValueId: sku.skuId })]);
    expect(card(reviewed.shop).orderInfoList).toEqual([expect.objectContaining({ isReply: true })]);
    // On the wire: the provider's `deliveryId` (tracking number), times as text.
    const wire = (await get('/api/front/order/list?limit=10', who)).body.data.list as Record<string, any>[];
    const wireCard = (no: string) => wire.find((o) => o.orderNo === no)!;
    expect(wireCard(shipped.shop).deliveryId).toBe(card(shipped.shop).trackingNo);
    expect(wireCard(unpaid.shop).payDeadline).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(wireCard(paid.shop).payDeadline).toBeNull();

    // Nobody else sees any of it.
    expect((await get('/api/front/order/data', stranger)).data).toMatchObject({ allCount: 0 });
  });
});

describe('order detail and logistics (spec §3 Order; crmeb-api §4.7, §4.16)', () => {
  it('answers every field of the order: prices and discounts, delivery by express with its track, by courier, and the progress times', async () => {
    const who = await newShopper(mall, '13700000141', 100_000_000, 50_000);
    const [x, y] = [shops[12]!, shops[13]!];
    const couponId = await giveShopCoupon(mall, who.id, x.merId, 200);
    const no = await checkout(mall, who, [[x, 2], [y, 1]], { couponIds: [couponId], useIntegral: true });

    const unpaidMaster = (await get(`/api/front/order/master/detail/${no}`, who)).data;
    const row = await masterRow(no);
    expect(unpaidMaster.payDeadline).toEqual(sec(row.payDeadline!));
    await payWithBalance(mall, who, no);
    const [byExpress, byCourier] = await shopOrdersOf(mall, no);
    const shippedAt = new Date(Date.now() - 60_000);
    await shipByExpress(mall, byExpress!.orderNo, { now: shippedAt });
    await shipByCourier(mall, byCourier!.orderNo, shippedAt);

    const master = (await get(`/api/front/order/master/detail/${no}`, who)).data;
    expect(master).toMatchObject({
      orderNo: no,
      paid: true,
      isCancel: false,
      payType: 'yue',
      proTotalPrice: row.proTotalPrice,
      totalPostage: row.totalPostage,
      totalPrice: row.proTotalPrice + row.totalPostage,
      couponPrice: 200,
      merCouponPrice: 200,
      platCouponPrice: 0,
      useIntegral: row.useIntegral,
      integralPrice: row.integralPrice,
      payPrice: row.proTotalPrice + row.totalPostage - 200 - row.integralPrice,
      payDeadline: null,
      cancelTime: null,
    });
    expect(master.useIntegral).toBeGreaterThan(0);
    expect(master.payTime).toBeInstanceOf(Date);

    const detail = (await get(`/api/front/order/detail/${byExpress!.orderNo}`, who)).data;
    const shop = (await mall.db.select().from(merchantOrder).where(eq(merchantOrder.orderNo, byExpress!.orderNo)))[0]!;
    expect(detail).toMatchObject({
      orderNo: byExpress!.orderNo,
      masterOrderNo: no,
      paid: true,
      payType: 'yue',
      status: 1,
      refundStatus: 0,
      proTotalPrice: shop.proTotalPrice,
      totalPostage: shop.totalPostage,
      payPostage: shop.totalPostage,
      totalPrice: shop.proTotalPrice + shop.totalPostage,
      couponId,
      couponPrice: shop.couponPrice,
      merCouponPrice: 200,
      platCouponPrice: 0,
      useIntegral: shop.useIntegral,
      integralPrice: shop.integralPrice,
      payPrice: shop.proTotalPrice + shop.totalPostage - shop.couponPrice - shop.integralPrice,
      realName: '王五',
      deliveryType: 'express',
      expressName: '顺丰速运',
      trackingNo: shop.trackingNo,
      deliveryName: '',
      deliveryTime: sec(shippedAt),
      receivingTime: null,
      cancelTime: null,
      payDeadline: null,
    });
    expect(detail.createTime).toBeInstanceOf(Date);
    expect(detail.payTime).toBeInstanceOf(Date);
    const track = TEST_TRACES.map((t) => ({ AcceptStation: t.AcceptStation, AcceptTime: new Date(t.AcceptTime) }));
    expect(detail.expressInfo).toMatchObject({ orderNo: byExpress!.orderNo, expName: '顺丰速运', expCode: 'SF', expNo: shop.trackingNo, state: 2, logisticsInfo: track });

    const express = await get(`/api/front/order/express/${byExpress!.orderNo}`, who);
    expect(express.data).toEqual(detail.expressInfo);
    // The provider sends the track as JSON text (crmeb-wire §8), times in its format.
    const wireTrack = JSON.parse(express.body.data.logisticsInfo);
    expect(wireTrack).toEqual([
      { AcceptStation: TEST_TRACES[0]!.AcceptStation, AcceptTime: expect.stringMatching(/^2026-03-01 \d{2}:00:00$/) },
      { AcceptStation: TEST_TRACES[1]!.AcceptStation, AcceptTime: expect.stringMatching(/^2026-03-01 \d{2}:30:00$/) },
    ]);
    expect(typeof (await get(`/api/front/order/detail/${byExpress!.orderNo}`, who)).body.data.expressInfo.logisticsInfo).toBe('string');

    const courier = (await get(`/api/front/order/detail/${byCourier!.orderNo}`, who)).data;
    expect(courier).toMatchObject({ deliveryType: 'send', deliveryName: '张师傅', deliveryPhone: '13911112222', expressName: '', trackingNo: '', expressInfo: null });
    expect((await get(`/api/front/order/express/${byCourier!.orderNo}`, who)).body).toMatchObject({ code: 200, data: null });
    expect((await get(`/api/front/order/express/${byExpress!.orderNo}`, stranger)).body.code).toBe(404);
    expect((await get(`/api/front/order/detail/${byExpress!.orderNo}`, stranger)).body.code).toBe(404);

    // Received: the progress gains its receiving time.
    await post(`/api/front/order/take/${byExpress!.orderNo}`, who);
    const received = (await get(`/api/front/order/detail/${byExpress!.orderNo}`, who)).data;
    expect(received.status).toBe(3);
    expect(received.receivingTime.getTime()).toBeGreaterThanOrEqual(shippedAt.getTime());
  });
});

describe('order notices by email (through the courier: the outbox in tests)', () => {
  async function shopperWithEmail(phone: string, email: string): Promise<Shopper> {
    const who = await newShopper(mall, phone, 100_000_000);
    const res = await mall.http('POST', '/api/front/address/edit', {
      token: who.token,
      body: { realName: '赵六', phone: '13800138000', detail: '上海市浦东新区 1 号', postCode: '200120', country: '中国', email, isDefault: true },
    });
    return { ...who, addressId: res.body.data.id };
  }

  it('mails the shopper when an order is paid and when it ships, in their language when known, else Chinese', async () => {
    const who = await shopperWithEmail('13700000151', 'buyer151@example.com');
    const no = await checkout(mall, who, [[shops[14]!, 1]]);
    await payWithBalance(mall, who, no);
    const master = await masterRow(no);
    const yuan = (master.payPrice / 100).toFixed(2);

    // Paying sends the notice itself (pay/payOrder.ts, after the commit, not awaited): one, in Chinese as nobody said otherwise.
    const mailsTo = async (n: number) => {
      await vi.waitFor(async () => expect((await mall.outbox()).filter((e) => e.to === 'buyer151@example.com')).toHaveLength(n));
      return (await mall.outbox()).filter((e) => e.to === 'buyer151@example.com');
    };
    const [paid] = await mailsTo(1);
    expect(paid).toMatchObject({ channel: 'email', purpose: 'order-paid', code: '', subject: `订单 ${no} 支付成功` });
    expect(paid!.text).toContain(`￥${yuan}`);
    await notifyOrderPaid(mall.mailer, mall.db, no, { locale: 'en' });
    expect((await mailsTo(2))[1]).toMatchObject({ subject: `Order ${no}: payment received`, text: expect.stringContaining(`￥${yuan}`) });

    const [shop] = await shopOrdersOf(mall, no);
    await shipByExpress(mall, shop!.orderNo);
    await notifyOrderShipped(mall.mailer, mall.db, shop!.orderNo);
    const shipped = (await mailsTo(3))[2]!;
    expect(shipped).toMatchObject({ to: 'buyer151@example.com', purpose: 'order-shipped', subject: `订单 ${shop!.orderNo} 已发货` });
    expect(shipped.text).toContain('顺丰速运');
    expect(shipped.text).toContain(`SF${shop!.orderNo.slice(-10)}`);
  });

  it('sends nothing to a shopper without an email, and never fails its caller when delivery fails', async () => {
    const who = await newShopper(mall, '13700000152', 100_000_000);
    const no = await checkout(mall, who, [[shops[14]!, 1]]);
    const count = (await mall.outbox()).length;
    await notifyOrderPaid(mall.mailer, mall.db, no);
    await notifyOrderPaid(mall.mailer, mall.db, 'PT2099010100000000000000');
    expect(await mall.outbox()).toHaveLength(count);

    const mailed = await shopperWithEmail('13700000153', 'buyer153@example.com');
    const theirs = await checkout(mall, mailed, [[shops[14]!, 1]]);
    const warn = vi.fn();
    const broken = { sendEmail: async () => Promise.reject(new Error('SMTP down')) };
    await expect(notifyOrderPaid(broken, mall.db, theirs, { log: { warn } })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ notice: { purpose: 'order-paid', orderNo: theirs } }), expect.stringContaining(theirs));
    // A courier that sends no notices (a bare stand-in) is fine too.
    await expect(notifyOrderShipped({}, mall.db, 'SH2099010100000000000000')).resolves.toBeUndefined();
  });
});
