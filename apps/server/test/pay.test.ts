import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser, balanceBill, bill, masterOrder, merchant, merchantOrder } from '../src/db/schema.ts';
import { createShopper, startMall, stateOf, type TestMall } from './harness.ts';
import { addAddress, buyableSkus, buyNow } from './shopping.ts';

let mall: TestMall;
let token: string;
let addressId: number;
beforeAll(async () => {
  mall = await startMall();
  token = await mall.login();
  addressId = await addAddress(mall, token);
});
afterAll(() => mall.close());

const balanceOf = async (id: number) => (await mall.db.select({ b: appUser.balance }).from(appUser).where(eq(appUser.id, id)))[0]!.b;

async function placeOrder(
  t: string,
  address: number,
  quantity = 1,
  payType: 'yue' | 'cod' = 'yue',
): Promise<{ orderNo: string; payPrice: number }> {
  // An affordable SKU (under ￥500 a unit), so the demo balance covers several orders.
  const sku = (await buyableSkus(mall, 10)).find((s) => s.price + s.postage < 50_000);
  const no = await buyNow(mall, t, sku!, quantity);
  const res = await mall.http('POST', '/api/front/order/create', { token: t, body: { preOrderNo: no, addressId: address, payType } });
  const orderNo = res.body.data.orderNo;
  const master = (await mall.http('GET', `/api/front/order/master/detail/${orderNo}`, { token: t })).data;
  return { orderNo, payPrice: master.payPrice };
}

describe('paying with the mall balance', () => {
  it('debits the balance, marks every order paid, moves it to "awaiting shipment", and charges once when paid twice', async () => {
    const { orderNo, payPrice } = await placeOrder(token, addressId, 2);
    const before = await balanceOf(1);
    const paid = await mall.http('POST', '/api/front/pay/payment', { token, body: { orderNo, payType: 'yue', payChannel: 'pc' } });
    expect(paid.body.data).toEqual({ status: true, payType: 'yue', orderNo, redirect: '', stripeClientSecret: '' });
    expect(await balanceOf(1)).toBe(before - payPrice);
    const master = (await mall.http('GET', `/api/front/order/master/detail/${orderNo}`, { token })).body.data;
    expect(master.paid).toBe(true);
    expect(master.orderList.every((o: { paid: boolean }) => o.paid)).toBe(true);
    const shipping = (await mall.http('GET', '/api/front/order/list?type=1', { token })).body.data.list;
    expect(shipping.map((o: { masterOrderNo: string }) => o.masterOrderNo)).toContain(orderNo);
    const bills = await mall.db.select().from(balanceBill).where(eq(balanceBill.linkId, orderNo));
    expect(bills).toEqual([expect.objectContaining({ amount: -payPrice, balanceAfter: before - payPrice })]);

    const state = await stateOf(mall.db);
    const twice = await mall.http('POST', '/api/front/pay/payment', { token, body: { orderNo, payType: 'yue' } });
    expect(twice.body.code).toBe(400);
    expect(twice.body.message).toMatch(/already been paid/);
    expect(await stateOf(mall.db)).toEqual(state);
  });

  it('20 parallel pays of one order charge once, credit the shop once and write each bill once', async () => {
    const { orderNo, payPrice } = await placeOrder(token, addressId);
    const before = await balanceOf(1);
    const [shopOrder] = await mall.db.select().from(merchantOrder).where(eq(merchantOrder.masterOrderNo, orderNo));
    const shopBalance = async () => (await mall.db.select({ b: merchant.balance }).from(merchant).where(eq(merchant.id, shopOrder!.merId)))[0]!.b;
    const shopBefore = await shopBalance();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => mall.http('POST', '/api/front/pay/payment', { token, body: { orderNo, payType: 'yue' } })),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.body.code !== 200)) expect(lost.body.message).toMatch(/already been paid/);
    expect(await balanceOf(1)).toBe(before - payPrice);
    expect(await mall.db.select().from(balanceBill).where(eq(balanceBill.linkId, orderNo))).toHaveLength(1);

    // Settled with the shop (crmeb-api §6 rule 10): its income credited once, the three kinds of bill once each.
    const [settled] = await mall.db.select().from(merchantOrder).where(eq(merchantOrder.orderNo, shopOrder!.orderNo));
    expect(settled!.merchantIncome + settled!.commissionCharge).toBe(settled!.payPrice);
    expect((await shopBalance()) - shopBefore).toBe(settled!.merchantIncome);
    const bills = await mall.db.select().from(bill).where(inArray(bill.linkId, [orderNo, shopOrder!.orderNo]));
    expect(bills.map((b) => [b.party, b.type, b.amount, b.payType]).sort()).toEqual(
      [
        ['merchant', 'order_income', settled!.merchantIncome, 'yue'],
        ['platform', 'commission', settled!.commissionCharge, 'yue'],
        ['user', 'pay_order', -payPrice, 'yue'],
      ].sort(),
    );
    expect((await mall.db.select().from(masterOrder).where(eq(masterOrder.orderNo, orderNo)))[0]).toMatchObject({ paid: true, payDeadline: null });
  });

  it('refuses when the balance is short and leaves the order unpaid', async () => {
    const poorId = await createShopper(mall.db, '13700000005', 1);
    const poor = await mall.login('13700000005', 'Test@1234');
    const { orderNo } = await placeOrder(poor, await addAddress(mall, poor));
    const before = await stateOf(mall.db);
    const res = await mall.http('POST', '/api/front/pay/payment', { token: poor, body: { orderNo, payType: 'yue' } });
    expect(res.body.code).toBe(400);
    expect(res.body.message).toMatch(/insufficient balance/);
    expect(await stateOf(mall.db)).toEqual(before);
    expect(await balanceOf(poorId)).toBe(1);
  });

  it('refuses someone else\'s order, unknown orders and payment types that are not switched on', async () => {
    const { orderNo } = await placeOrder(token, addressId);
    await createShopper(mall.db, '13700000006', 10_000_000);
    const rich = await mall.login('13700000006', 'Test@1234');
    const before = await stateOf(mall.db);
    expect((await mall.http('POST', '/api/front/pay/payment', { token: rich, body: { orderNo, payType: 'yue' } })).body.code).toBe(404);
    expect((await mall.http('POST', '/api/front/pay/payment', { token, body: { orderNo: 'PT2099010100000000000000', payType: 'yue' } })).body.code).toBe(404);
    const paypal = await mall.http('POST', '/api/front/pay/payment', { token, body: { orderNo, payType: 'paypal' } });
    expect(paypal.body.code).toBe(400);
    expect(paypal.body.message).toMatch(/^payType: /);
    // Card payment is off without Stripe's keys: the switch says so, and the type is refused.
    expect((await mall.http('GET', '/api/front/pay/method')).body.data).toMatchObject({ stripeStatus: false, stripePublishableKey: '' });
    const card = await mall.http('POST', '/api/front/pay/payment', { token, body: { orderNo, payType: 'stripe' } });
    expect(card.body.code).toBe(400);
    expect(card.body.message).toMatch(/^payType: stripe is not available/);
    // The balance goes by the provider's name `yue` now; the mall's old name is not one of the pay types.
    const oldName = await mall.http('POST', '/api/front/pay/payment', { token, body: { orderNo, payType: 'balance' } });
    expect(oldName.body.code).toBe(400);
    expect(oldName.body.message).toMatch(/^payType: /);
    expect(await stateOf(mall.db)).toEqual(before);
  });
});

describe('cash on delivery', () => {
  const tabCounts = async (t: string) => (await mall.http('GET', '/api/front/order/data', { token: t })).body.data;
  const tab = async (t: string, type: number) =>
    (await mall.http('GET', `/api/front/order/list?type=${type}&limit=100`, { token: t })).body.data.list as { masterOrderNo: string; paid: boolean; payType: string }[];

  it('lets a shopper without a balance buy: the order waits for shipment unpaid and nothing is debited', async () => {
    const poorId = await createShopper(mall.db, '13700000007', 0);
    const poor = await mall.login('13700000007', 'Test@1234');
    const { orderNo } = await placeOrder(poor, await addAddress(mall, poor), 1, 'cod');
    const res = await mall.http('POST', '/api/front/pay/payment', { token: poor, body: { orderNo, payType: 'cod', payChannel: 'pc' } });
    expect(res.body.data).toEqual({ status: false, payType: 'cod', orderNo, redirect: '', stripeClientSecret: '' });
    // Choosing it again is harmless.
    expect((await mall.http('POST', '/api/front/pay/payment', { token: poor, body: { orderNo, payType: 'cod' } })).body.code).toBe(200);

    expect(await balanceOf(poorId)).toBe(0);
    expect(await tabCounts(poor)).toMatchObject({ unPaidCount: 0, unShippedCount: 1 });
    const [shipping] = await tab(poor, 1);
    expect(shipping).toMatchObject({ masterOrderNo: orderNo, paid: false, payType: 'cod' });
    expect(await tab(poor, 0)).toEqual([]);
    const master = (await mall.http('GET', `/api/front/order/master/detail/${orderNo}`, { token: poor })).body.data;
    expect(master).toMatchObject({ paid: false, payType: 'cod' });
    // No deadline any more: the job runner does not cancel an order that is paid at the door.
    expect((await mall.db.select().from(masterOrder).where(eq(masterOrder.orderNo, orderNo)))[0]!.payDeadline).toBeNull();
    // Nothing is settled before the money is collected.
    expect(await mall.db.select().from(bill).where(eq(bill.linkId, orderNo))).toEqual([]);
  });

  it('turns an unpaid order into cash on delivery, and may still be paid from the balance before it ships', async () => {
    const { orderNo, payPrice } = await placeOrder(token, addressId);
    expect((await tab(token, 0)).some((o) => o.masterOrderNo === orderNo)).toBe(true);
    await mall.http('POST', '/api/front/pay/payment', { token, body: { orderNo, payType: 'cod' } });
    expect((await tab(token, 0)).some((o) => o.masterOrderNo === orderNo)).toBe(false);
    expect((await tab(token, 1)).find((o) => o.masterOrderNo === orderNo)).toMatchObject({ paid: false, payType: 'cod' });

    const before = await balanceOf(1);
    const paid = await mall.http('POST', '/api/front/pay/payment', { token, body: { orderNo, payType: 'yue' } });
    expect(paid.body.data.status).toBe(true);
    expect(await balanceOf(1)).toBe(before - payPrice);
    // Paid now: cash on delivery cannot be chosen any more.
    const again = await mall.http('POST', '/api/front/pay/payment', { token, body: { orderNo, payType: 'cod' } });
    expect(again.body.code).toBe(400);
    expect((await tab(token, 1)).find((o) => o.masterOrderNo === orderNo)).toMatchObject({ paid: true, payType: 'yue' });
  });

  it('is refused, changing nothing, when the mall switches it off', async () => {
    const off = await startMall({ cashOnDelivery: false });
    try {
      const t = await off.login();
      expect((await off.http('GET', '/api/front/pay/method')).body.data).toMatchObject({ codSwitch: false, yuePaySwitch: true });
      const sku = (await buyableSkus(off, 10))[0]!;
      const no = await buyNow(off, t, sku, 1);
      const offAddress = await addAddress(off, t);
      const before = await stateOf(off.db);
      const res = await off.http('POST', '/api/front/order/create', { token: t, body: { preOrderNo: no, addressId: offAddress, payType: 'cod' } });
      expect(res.body.code).toBe(400);
      expect(res.body.message).toMatch(/^payType: /);
      expect(await stateOf(off.db)).toEqual(before);
    } finally {
      await off.close();
    }
  });
});
