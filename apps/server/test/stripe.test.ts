import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../src/admin/operators.ts';
import { bill, masterOrder, merchant, merchantCategory, merchantOrder, orderItem, paymentEvent } from '../src/db/schema.ts';
import { commissionOf } from '../src/pay/settlement.ts';
import { STRIPE_WEBHOOK_PATH } from '../src/pay/stripeWebhook.ts';
import { startMall, stateOf, type TestMall } from './harness.ts';
import { addAddress, buyableSkus, buyNow, orderFromCart, type BuyableSku } from './shopping.ts';
import { STANDIN_KEYS, startStripeStandin, type StripeStandin } from './stripeStandin.ts';

/*
 * Card payment through Stripe (issue "Orders in full", Payment): the mall's
 * server talks to a local stand-in of Stripe's API through the official SDK
 * (STRIPE_API_URL), and the stand-in signs its webhooks with the SDK's test
 * helper. The order is paid only by the verified webhook, once.
 */

let standin: StripeStandin;
let mall: TestMall;
let token: string;
let addressId: number;
let shops: BuyableSku[];
/** The mall's server, for its job runner (`runOrderSweep`). */
let app: FastifyInstance;
beforeAll(async () => {
  standin = await startStripeStandin();
  mall = await startMall({ stripe: { ...STANDIN_KEYS, apiUrl: standin.url }, extend: (a) => (app = a) });
  standin.webhookUrl = `${mall.url}${STRIPE_WEBHOOK_PATH}`;
  token = await mall.login();
  addressId = await addAddress(mall, token);
  shops = (await buyableSkus(mall, 10, true)).filter((s) => s.price + s.postage < 50_000);
});
afterAll(async () => {
  await mall.close();
  await standin.close();
});

const pay = (orderNo: string, payType = 'stripe', t = token) =>
  mall.http('POST', '/api/front/pay/payment', { token: t, body: { orderNo, payType, payChannel: 'pc' } });

/** An unpaid one-shop order placed for the card. */
async function cardOrder(quantity = 1): Promise<string> {
  const preOrderNo = await buyNow(mall, token, shops[0]!, quantity);
  const res = await mall.http('POST', '/api/front/order/create', { token, body: { preOrderNo, addressId, payType: 'stripe', payChannel: 'pc' } });
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data.orderNo;
}

const masterOf = async (orderNo: string) => (await mall.db.select().from(masterOrder).where(eq(masterOrder.orderNo, orderNo)))[0]!;
const merchantOrdersOf = (orderNo: string) => mall.db.select().from(merchantOrder).where(eq(merchantOrder.masterOrderNo, orderNo));

/** Pays `orderNo` by card at the mall and answers the one intent made for it at the stand-in. */
async function startCard(orderNo: string) {
  const res = await pay(orderNo);
  expect(res.body.code, res.body.message).toBe(200);
  const [intent] = standin.intentsOf(orderNo);
  expect(intent).toBeDefined();
  expect(res.body.data).toEqual({ status: false, payType: 'stripe', orderNo, redirect: '', stripeClientSecret: intent!.client_secret });
  return intent!;
}

describe('the card payment switch', () => {
  it('is on with the publishable key when Stripe is configured', async () => {
    const methods = (await mall.http('GET', '/api/front/pay/method')).body.data;
    expect(methods).toMatchObject({ stripeStatus: true, yuePaySwitch: true, stripePublishableKey: STANDIN_KEYS.publishableKey });
  });
});

describe('starting a card payment', () => {
  it('creates one PaymentIntent per order: the pay price in cents, the mall currency, the order number, an idempotency key; reused after', async () => {
    const orderNo = await cardOrder(2);
    const master = await masterOf(orderNo);
    const intent = await startCard(orderNo);
    expect(intent).toMatchObject({ amount: master.payPrice, currency: 'cny', metadata: { orderNo }, status: 'requires_payment_method' });
    expect((await masterOf(orderNo)).outTradeNo).toBe(intent.id);
    const created = standin.calls.filter((c) => c.method === 'POST' && c.path === '/v1/payment_intents');
    expect(created.at(-1)!.idempotencyKey).toBe(`mall-pay-${orderNo}`);

    // Again: the same intent, retrieved rather than made again; the order is still unpaid.
    const again = await pay(orderNo);
    expect(again.body.data.stripeClientSecret).toBe(intent.client_secret);
    expect(standin.intentsOf(orderNo)).toHaveLength(1);
    expect(standin.calls.filter((c) => c.path === '/v1/payment_intents').length).toBe(created.length);
    expect((await masterOf(orderNo)).paid).toBe(false);
  });

  it('20 parallel card pays of one order make one intent, and every answer carries it', async () => {
    const orderNo = await cardOrder();
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(orderNo)));
    expect(answers.map((a) => a.body.code)).toEqual(Array(20).fill(200));
    const intents = standin.intentsOf(orderNo);
    expect(intents).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.data.stripeClientSecret))).toEqual(new Set([intents[0]!.client_secret]));
    expect((await masterOf(orderNo)).outTradeNo).toBe(intents[0]!.id);
  });

  it('refuses a cancelled order and an expired one (for every pay type) with a 400 that says why, and changes nothing', async () => {
    const cancelled = await cardOrder();
    await mall.db.update(masterOrder).set({ isCancel: true, payDeadline: null }).where(eq(masterOrder.orderNo, cancelled));
    const expired = await cardOrder();
    await mall.db.update(masterOrder).set({ payDeadline: new Date(Date.now() - 1000) }).where(eq(masterOrder.orderNo, expired));
    const before = await stateOf(mall.db);
    const intentsBefore = standin.intents.size;

    const refusedCancel = await pay(cancelled);
    expect(refusedCancel.body.code).toBe(400);
    expect(refusedCancel.body.message).toMatch(/^orderNo: this order has been cancelled/);
    for (const payType of ['stripe', 'yue', 'cod']) {
      const refusedLate = await pay(expired, payType);
      expect(refusedLate.body.code).toBe(400);
      expect(refusedLate.body.message).toMatch(/^orderNo: the time to pay this order has run out/);
    }
    expect(await stateOf(mall.db)).toEqual(before);
    expect(standin.intents.size).toBe(intentsBefore);
  });

  it('answers 500, changing nothing, when Stripe cannot be reached', async () => {
    const closed = await startStripeStandin();
    await closed.close();
    const offline = await startMall({ stripe: { ...STANDIN_KEYS, apiUrl: closed.url } });
    try {
      const t = await offline.login();
      const sku = (await buyableSkus(offline, 10))[0]!;
      const preOrderNo = await buyNow(offline, t, sku);
      const created = await offline.http('POST', '/api/front/order/create', { token: t, body: { preOrderNo, addressId: await addAddress(offline, t), payType: 'stripe' } });
      const before = await stateOf(offline.db);
      const res = await offline.http('POST', '/api/front/pay/payment', { token: t, body: { orderNo: created.body.data.orderNo, payType: 'stripe' } });
      expect(res.body.code).toBe(500);
      expect(res.body.message).toMatch(/card payment could not be started/);
      expect(await stateOf(offline.db)).toEqual(before);
    } finally {
      await offline.close();
    }
  });
});

describe('the webhook', () => {
  /** Gives the two shops' categories known commission rates: 3.33 % and 12.5 %. */
  async function setFees(a: BuyableSku, b: BuyableSku) {
    const [low] = await mall.db.insert(merchantCategory).values({ name: 'fee 3.33%', handlingFeeBp: 333 }).returning();
    const [high] = await mall.db.insert(merchantCategory).values({ name: 'fee 12.5%', handlingFeeBp: 1250 }).returning();
    await mall.db.update(merchant).set({ categoryId: low!.id }).where(eq(merchant.id, a.merId));
    await mall.db.update(merchant).set({ categoryId: high!.id }).where(eq(merchant.id, b.merId));
    return new Map([
      [a.merId, 333],
      [b.merId, 1250],
    ]);
  }
  const balancesOf = async (ids: number[]) =>
    new Map((await mall.db.select({ id: merchant.id, balance: merchant.balance }).from(merchant).where(inArray(merchant.id, ids))).map((m) => [m.id, m.balance]));

  it('marks a two-shop order paid once, settles each shop (commission rounded up to the cent), and ignores a replay and later events', async () => {
    const [a, b] = shops as [BuyableSku, BuyableSku];
    const fees = await setFees(a, b);
    const orderNo = await orderFromCart(mall, token, addressId, [[a, 3], [b, 1]], 'stripe');
    const intent = await startCard(orderNo);
    const balancesBefore = await balancesOf([a.merId, b.merId]);

    const delivery = await standin.succeed(intent.id);
    expect(delivery.status).toBe(200);
    expect(JSON.parse(delivery.body)).toEqual({ received: true });

    const master = await masterOf(orderNo);
    expect(master).toMatchObject({ paid: true, payType: 'stripe', payDeadline: null, outTradeNo: intent.id });
    const orders = await merchantOrdersOf(orderNo);
    expect(orders).toHaveLength(2);
    const balancesAfter = await balancesOf([a.merId, b.merId]);
    let commissionTotal = 0;
    for (const order of orders) {
      const fee = fees.get(order.merId)!;
      // ceil(payPrice × fee / 10 000) in cents, computed here without the mall's helper.
      const commission = Math.ceil((order.payPrice * fee) / 10_000);
      commissionTotal += commission;
      expect(order).toMatchObject({ paid: true, commissionCharge: commission, merchantIncome: order.payPrice - commission });
      expect(balancesAfter.get(order.merId)! - balancesBefore.get(order.merId)!).toBe(order.payPrice - commission);
    }
    const bills = await mall.db.select().from(bill).where(inArray(bill.linkId, [orderNo, ...orders.map((o) => o.orderNo)]));
    expect(bills.map((x) => ({ party: x.party, type: x.type, amount: x.amount, payType: x.payType })).sort((x, y) => x.party.localeCompare(y.party) || x.amount - y.amount)).toEqual(
      [
        ...orders.map((o) => ({ party: 'merchant', type: 'order_income', amount: o.payPrice - Math.ceil((o.payPrice * fees.get(o.merId)!) / 10_000), payType: 'stripe' })),
        ...orders.map((o) => ({ party: 'platform', type: 'commission', amount: Math.ceil((o.payPrice * fees.get(o.merId)!) / 10_000), payType: 'stripe' })),
        { party: 'user', type: 'pay_order', amount: -master.payPrice, payType: 'stripe' },
      ].sort((x, y) => x.party.localeCompare(y.party) || x.amount - y.amount),
    );
    expect(bills.filter((x) => x.party === 'platform').reduce((s, x) => s + x.amount, 0)).toBe(commissionTotal);

    // The same event again (Stripe retries), a second success for the intent, and a failure arriving late: nothing changes.
    const state = await stateOf(mall.db);
    const replay = await standin.deliver('payment_intent.succeeded', standin.intents.get(intent.id), { eventId: delivery.eventId });
    expect(replay.status).toBe(200);
    expect(await stateOf(mall.db)).toEqual(state);
    const stateWithEvents = async () => ({ ...(await stateOf(mall.db)), payment_events: '' });
    const settled = await stateWithEvents();
    expect((await standin.deliver('payment_intent.succeeded', standin.intents.get(intent.id))).status).toBe(200);
    expect((await standin.deliver('payment_intent.payment_failed', { ...standin.intents.get(intent.id), status: 'requires_payment_method' })).status).toBe(200);
    expect((await standin.deliver('payment_intent.canceled', { ...standin.intents.get(intent.id), status: 'canceled' })).status).toBe(200);
    expect(await stateWithEvents()).toEqual(settled);
    expect((await masterOf(orderNo)).paid).toBe(true);

    // Paying it again is refused; no second intent is made.
    const again = await pay(orderNo);
    expect(again.body.code).toBe(400);
    expect(again.body.message).toMatch(/already been paid/);
    expect(standin.intentsOf(orderNo)).toHaveLength(1);
    expect(standin.refunds.filter((r) => r.payment_intent === intent.id)).toEqual([]);
  });

  it('refuses a forged, unsigned or stale signature with HTTP 400 and changes nothing', async () => {
    const orderNo = await cardOrder();
    const intent = await startCard(orderNo);
    const before = await stateOf(mall.db);
    const forged = await standin.deliver('payment_intent.succeeded', { ...intent, status: 'succeeded', amount_received: intent.amount }, { secret: 'whsec_not_the_mall_s' });
    expect(forged.status).toBe(400);
    const unsigned = await fetch(standin.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 'evt_x', type: 'payment_intent.succeeded', data: { object: intent } }) });
    expect(unsigned.status).toBe(400);
    // A signature over other bytes than those sent (the body re-serialised on the way).
    const payload = JSON.stringify({ id: 'evt_y', object: 'event', type: 'payment_intent.succeeded', data: { object: { ...intent, status: 'succeeded', amount_received: intent.amount } } });
    const { Stripe } = await import('../src/pay/stripeClient.ts');
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: STANDIN_KEYS.webhookSecret });
    const tampered = await fetch(standin.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload.replace(/ /g, '') + ' ' });
    expect(tampered.status).toBe(400);
    const stale = Stripe.webhooks.generateTestHeaderString({ payload, secret: STANDIN_KEYS.webhookSecret, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await fetch(standin.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': stale }, body: payload })).status).toBe(400);
    expect(await stateOf(mall.db)).toEqual(before);
    expect((await masterOf(orderNo)).paid).toBe(false);
  });

  it('leaves the order unpaid when the amount received is not its pay price', async () => {
    const orderNo = await cardOrder();
    const intent = await startCard(orderNo);
    const before = { ...(await stateOf(mall.db)), payment_events: '' };
    const delivery = await standin.succeed(intent.id, { amount: intent.amount - 1 });
    expect(delivery.status).toBe(200);
    expect({ ...(await stateOf(mall.db)), payment_events: '' }).toEqual(before);
    expect((await masterOf(orderNo)).paid).toBe(false);
  });

  it('refunds a payment for an order cancelled meanwhile, once; the order stays cancelled and nobody is credited', async () => {
    const orderNo = await cardOrder();
    const intent = await startCard(orderNo);
    // Cancelled while the shopper was still on the card form (the job runner's or the shopper's cancel).
    await mall.db.update(masterOrder).set({ isCancel: true, payDeadline: null }).where(eq(masterOrder.orderNo, orderNo));
    const before = { ...(await stateOf(mall.db)), payment_events: '' };

    const delivery = await standin.succeed(intent.id);
    expect(delivery.status).toBe(200);
    const refunds = standin.refunds.filter((r) => r.payment_intent === intent.id);
    expect(refunds).toEqual([expect.objectContaining({ amount: intent.amount, status: 'succeeded' })]);
    const recorded = await mall.db.select().from(paymentEvent).where(and(eq(paymentEvent.orderNo, orderNo), eq(paymentEvent.type, 'refund')));
    expect(recorded.map((r) => r.id)).toEqual([refunds[0]!.id]);
    expect({ ...(await stateOf(mall.db)), payment_events: '' }).toEqual(before);
    expect(await masterOf(orderNo)).toMatchObject({ isCancel: true, paid: false });

    // Stripe delivers it again: the event id is known, so Stripe is not even asked again, and there is one refund.
    const callsBefore = standin.calls.length;
    expect((await standin.deliver('payment_intent.succeeded', standin.intents.get(intent.id), { eventId: delivery.eventId })).status).toBe(200);
    expect(standin.calls.length).toBe(callsBefore);
    expect(standin.refunds.filter((r) => r.payment_intent === intent.id)).toHaveLength(1);
  });

  it('an intent no order knows is acknowledged and changes nothing', async () => {
    const before = { ...(await stateOf(mall.db)), payment_events: '' };
    const delivery = await standin.deliver('payment_intent.succeeded', { id: 'pi_unknown', object: 'payment_intent', amount: 100, amount_received: 100, currency: 'cny', status: 'succeeded', metadata: {} });
    expect(delivery.status).toBe(200);
    expect({ ...(await stateOf(mall.db)), payment_events: '' }).toEqual(before);
  });
});

describe('closing a card payment', () => {
  it('a balance payment closes the card payment begun for the order', async () => {
    const orderNo = await cardOrder();
    const intent = await startCard(orderNo);
    const paid = await pay(orderNo, 'yue');
    expect(paid.body.data.status).toBe(true);
    expect(standin.intents.get(intent.id)!.status).toBe('canceled');
    // Had the card gone through anyway, the webhook refunds it: the order was paid once, by the balance.
    const state = { ...(await stateOf(mall.db)), payment_events: '' };
    standin.intents.get(intent.id)!.status = 'requires_payment_method';
    expect((await standin.succeed(intent.id)).status).toBe(200);
    expect(standin.refunds.filter((r) => r.payment_intent === intent.id)).toHaveLength(1);
    expect({ ...(await stateOf(mall.db)), payment_events: '' }).toEqual(state);
    expect(await masterOf(orderNo)).toMatchObject({ paid: true, payType: 'yue' });
  });

  it('a canceled intent is replaced by a new one for an order still to pay', async () => {
    const orderNo = await cardOrder();
    const first = await startCard(orderNo);
    standin.intents.get(first.id)!.status = 'canceled';
    const res = await pay(orderNo);
    const intents = standin.intentsOf(orderNo);
    expect(intents).toHaveLength(2);
    const second = intents.find((i) => i.id !== first.id)!;
    expect(res.body.data.stripeClientSecret).toBe(second.client_secret);
    expect((await masterOf(orderNo)).outTradeNo).toBe(second.id);
    expect(standin.calls.at(-1)).toMatchObject({ path: '/v1/payment_intents', idempotencyKey: `mall-pay-${orderNo}-after-${first.id}` });
  });

  it("the shopper's cancel closes the order's PaymentIntent at Stripe", async () => {
    const orderNo = await cardOrder();
    const intent = await startCard(orderNo);
    const res = await mall.http('POST', `/api/front/order/cancel/${orderNo}`, { token });
    expect(res.body.code, res.body.message).toBe(200);
    expect(standin.intents.get(intent.id)!.status).toBe('canceled');
    expect(await masterOf(orderNo)).toMatchObject({ isCancel: true, paid: false });
  });

  it("the job runner's cancel of an order whose time ran out closes its PaymentIntent too", async () => {
    const orderNo = await cardOrder();
    const intent = await startCard(orderNo);
    const due = new Date(Date.now() + 1000);
    await mall.db.update(masterOrder).set({ payDeadline: due }).where(eq(masterOrder.orderNo, orderNo));
    const run = await app.runOrderSweep(new Date(due.getTime() + 1));
    expect(run.cancelled).toContain(orderNo);
    expect(await masterOf(orderNo)).toMatchObject({ isCancel: true, paid: false });
    expect(standin.intents.get(intent.id)!.status).toBe('canceled');
  });
});

describe('settlement figures', () => {
  it('rounds the commission up to the cent, in integers', () => {
    expect(commissionOf(10_001, 333)).toBe(334); // 333.0333 → 334
    expect(commissionOf(10_000, 333)).toBe(333); // exact
    expect(commissionOf(1, 1)).toBe(1); // 0.0001 cent → 1
    expect(commissionOf(12_345, 0)).toBe(0);
    expect(commissionOf(0, 1250)).toBe(0);
    expect(commissionOf(99_999, 10_000)).toBe(99_999);
    expect(commissionOf(2_999, 1250)).toBe(375); // 374.875 → 375
  });
});

describe('refunds of card payments', () => {
  it('gives part of a card payment back through a Stripe refund of that amount, keyed by the refund, and the rest with the last units', async () => {
    const orderNo = await cardOrder(2);
    const intent = await startCard(orderNo);
    expect((await standin.succeed(intent.id)).status).toBe(200);
    const [shopOrder] = await merchantOrdersOf(orderNo);
    const [line] = await mall.db.select().from(orderItem).where(eq(orderItem.merOrderNo, shopOrder!.orderNo));
    const op = { email: 'card.refunds@example.com', password: 'card-refunds-operator-1' };
    await createOperator(mall.db, { operatorId: null, via: 'cli' }, op);
    const operatorToken = (await mall.http('POST', '/api/admin/login', { body: op })).data.token as string;

    const refundCalls = () => standin.calls.filter((c) => c.method === 'POST' && c.path === '/v1/refunds');
    const given: number[] = [];
    for (let i = 0; i < 2; i++) {
      const applied = await mall.http('POST', '/api/front/order/refund', {
        token,
        body: { orderNo: shopOrder!.orderNo, text: '与描述不符', items: [{ orderInfoId: line!.id, num: 1 }] },
      });
      expect(applied.body.code, applied.body.message).toBe(200);
      const approved = await mall.http('POST', `/api/admin/refunds/${applied.data.refundOrderNo}/approve`, { token: operatorToken, body: {} });
      expect(approved.body.code, approved.body.message).toBe(200);
      expect(approved.data).toMatchObject({ refundStatus: 3, refundChannel: 'stripe' });
      given.push(approved.data.refundPrice);
      expect(refundCalls().at(-1)!.idempotencyKey).toBe(`mall-refund-${applied.data.refundOrderNo}`);
    }
    // Two refunds at Stripe, of exactly what the mall gave back, together the whole payment.
    expect(standin.refunds.filter((r) => r.payment_intent === intent.id).map((r) => r.amount)).toEqual(given);
    expect(given.reduce((a, b) => a + b, 0)).toBe(intent.amount);
    expect((await merchantOrdersOf(orderNo))[0]).toMatchObject({ refundStatus: 3, refundPrice: shopOrder!.payPrice });
  });
});
