import { createHash } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WIRE_TIME_ZONE, endpointOf, formatWireDateTime, responseCodecs, type Codec } from '@mall/api';
import { createOperator } from '../src/admin/operators.ts';
import { OPERATOR_SESSION_HOURS } from '../src/admin/operatorSessions.ts';
import { DEFAULT_ORDER_SETTINGS } from '../src/config.ts';
import { auditLog, masterOrder, merchantOrder, operator, operatorSession, orderLogistics } from '../src/db/schema.ts';
import { startMall, stateOf, type TestMall } from './harness.ts';
import { buyableSkus, orderFromCart, type BuyableSku } from './shopping.ts';

/*
 * The operator's side (issue 13): operators sign in apart from shoppers,
 * list every shop's orders, ship them (express, courier, virtual) and
 * record their journey; every action lands in the audit log with the state
 * before and after, and every refusal leaves the database as it was.
 */

let mall: TestMall;
let shopper: string;
let addressId: number;
let skus: BuyableSku[];
/** Two operators and their tokens. */
const ops = { a: { email: 'ops.a@example.com', password: 'Ops-A-password-1', id: 0, token: '' }, b: { email: 'ops.b@example.com', password: 'Ops-B-password-2', id: 0, token: '' } };
const cli = { operatorId: null, via: 'cli' } as const;
const BUYER_EMAIL = 'buyer.admin-test@example.com';

async function login(email: string, password: string) {
  return mall.http('POST', '/api/admin/login', { body: { email, password } });
}

beforeAll(async () => {
  mall = await startMall();
  shopper = await mall.login();
  // An address with an email, so the "shipped" notice has somewhere to go.
  const address = await mall.http('POST', '/api/front/address/edit', {
    token: shopper,
    body: { realName: '王五', phone: '13800138000', email: BUYER_EMAIL, detail: '杭州市西湖区文三路 90 号', postCode: '310012', country: '中国' },
  });
  addressId = address.body.data.id;
  // Affordable SKUs of different shops: the demo balance pays for every order of this file.
  skus = (await buyableSkus(mall, 20, true)).filter((s) => s.price + s.postage < 30_000);
  for (const op of [ops.a, ops.b]) {
    op.id = (await createOperator(mall.db, cli, { email: op.email, password: op.password })).id;
    const res = await login(op.email, op.password);
    expect(res.body.code, res.body.message).toBe(200);
    op.token = res.data.token;
  }
});
afterAll(() => mall.close());

/** Merchant order numbers of a master order, oldest first. */
async function shopOrdersOf(masterNo: string): Promise<string[]> {
  const rows = await mall.db.select({ no: merchantOrder.orderNo }).from(merchantOrder).where(eq(merchantOrder.masterOrderNo, masterNo)).orderBy(asc(merchantOrder.id));
  return rows.map((r) => r.no);
}

/** An order of `lines` shops, paid from the balance; its master number and merchant order numbers. */
async function paidOrder(lines = 1): Promise<{ master: string; shops: string[] }> {
  const master = await orderFromCart(mall, shopper, addressId, skus.slice(0, lines).map((s) => [s, 1] as [BuyableSku, number]), 'yue');
  const paid = await mall.http('POST', '/api/front/pay/payment', { token: shopper, body: { orderNo: master, payType: 'yue', payChannel: 'pc' } });
  expect(paid.body.code, paid.body.message).toBe(200);
  return { master, shops: await shopOrdersOf(master) };
}

/** An order placed and left unpaid. */
async function unpaidOrder(): Promise<{ master: string; shops: string[] }> {
  const master = await orderFromCart(mall, shopper, addressId, [[skus[0]!, 1]], 'yue');
  return { master, shops: await shopOrdersOf(master) };
}

/** An order confirmed for cash on delivery (shipped unpaid). */
async function codOrder(): Promise<{ master: string; shops: string[] }> {
  const master = await orderFromCart(mall, shopper, addressId, [[skus[1]!, 1]], 'cod');
  const confirmed = await mall.http('POST', '/api/front/pay/payment', { token: shopper, body: { orderNo: master, payType: 'cod', payChannel: 'pc' } });
  expect(confirmed.body.code, confirmed.body.message).toBe(200);
  return { master, shops: await shopOrdersOf(master) };
}

const ship = (orderNo: string, body: unknown, token = ops.a.token) => mall.http('POST', `/api/admin/orders/${orderNo}/ship`, { token, body });
const track = (orderNo: string, body: unknown, token = ops.a.token) => mall.http('POST', `/api/admin/orders/${orderNo}/track`, { token, body });
const wireTime = (date: Date) => formatWireDateTime(date, DEFAULT_WIRE_TIME_ZONE);

async function rowOf(orderNo: string) {
  return (await mall.db.select().from(merchantOrder).where(eq(merchantOrder.orderNo, orderNo)))[0]!;
}

async function auditOf(target: string) {
  return mall.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(asc(auditLog.id));
}

/** Expects a refusal with `code` whose message names `field`, and the database exactly as it was. */
async function expectRefused(send: () => Promise<{ body: { code: number; message: string } }>, code: number, field?: string) {
  const before = await stateOf(mall.db);
  const res = await send();
  expect(res.body.code, res.body.message).toBe(code);
  if (field) expect(res.body.message).toMatch(new RegExp(`^${field}: `));
  expect(await stateOf(mall.db)).toEqual(before);
  return res.body.message;
}

describe('operators sign in apart from shoppers', () => {
  it('signs in with email and password: a token of 12 hours, kept only as its SHA-256, the sign-in audited', async () => {
    const started = Date.now();
    const res = await login('OPS.A@example.com', ops.a.password);
    expect(res.body.code).toBe(200);
    const { token, expiresAt } = res.data as { token: string; expiresAt: Date };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The wire writes times to the second.
    expect(expiresAt.getTime()).toBeGreaterThanOrEqual(started + OPERATOR_SESSION_HOURS * 3_600_000 - 1000);
    expect(expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + OPERATOR_SESSION_HOURS * 3_600_000);
    const hash = createHash('sha256').update(token).digest('hex');
    const stored = await mall.db.select().from(operatorSession).where(eq(operatorSession.tokenHash, hash));
    expect(stored).toEqual([expect.objectContaining({ operatorId: ops.a.id })]);
    expect(JSON.stringify(await mall.db.select().from(operatorSession))).not.toContain(token);
    const [account] = await mall.db.select().from(operator).where(eq(operator.id, ops.a.id));
    expect(account!.lastLoginAt).not.toBeNull();
    const entries = await auditOf(`operator:${ops.a.id}`);
    expect(entries.at(-1)).toMatchObject({ operatorId: ops.a.id, via: 'api', action: 'operator.login' });
  });

  it('refuses a wrong password and an unknown email alike, writing nothing', async () => {
    const wrong = await expectRefused(() => login(ops.b.email, 'not-the-password'), 400);
    const unknown = await expectRefused(() => login('nobody@example.com', ops.b.password), 400);
    expect(wrong).toBe(unknown);
    await expectRefused(() => login('not an email', ops.b.password), 400, 'email');
  });

  it('slows down guessing as for shoppers: after repeated failures even the right password waits', async () => {
    const email = 'ops.guess@example.com';
    const password = 'Guess-me-not-123';
    await createOperator(mall.db, cli, { email, password });
    for (let i = 0; i < 4; i += 1) expect((await login(email, `wrong-${i}`)).body.code).toBe(400);
    const waiting = await login(email, password);
    expect(waiting.body.code).toBe(429);
    mall.advanceClock(5_000);
    expect((await login(email, password)).body.code).toBe(200);
  });

  it('keeps tokens apart both ways: a shopper token is refused on /api/admin, an operator token on the shopper routes', async () => {
    await expectRefused(() => mall.http('GET', '/api/admin/orders', { token: shopper }), 401);
    await expectRefused(() => mall.http('GET', '/api/admin/orders'), 401);
    await expectRefused(() => ship('SH2026010100000012345678', { deliveryType: 'noNeed' }, shopper), 401);
    await expectRefused(() => mall.http('GET', '/api/admin/audit', { token: 'made-up-token' }), 401);
    for (const path of ['/api/front/user/info', '/api/front/order/list?type=1', '/api/front/cart/count', '/api/front/order/data']) {
      await expectRefused(() => mall.http('GET', path, { token: ops.a.token }), 401);
    }
    await expectRefused(() => mall.http('POST', '/api/front/cart/save', { token: ops.a.token, body: [{ productId: skus[0]!.productId, productAttrUnique: skus[0]!.skuId, cartNum: 1 }] }), 401);
    // The shopper's session check does not take it for a session either.
    expect((await mall.http('POST', '/api/front/login/token/is/exist', { token: ops.a.token })).body.data).toBe(false);
    expect((await mall.http('GET', '/api/admin/orders', { token: ops.a.token })).body.code).toBe(200);
  });

  it('signs out: the token stops working, and the sign-out is audited', async () => {
    const { token } = (await login(ops.b.email, ops.b.password)).data as { token: string };
    expect((await mall.http('POST', '/api/admin/logout', { token })).body.code).toBe(200);
    expect((await mall.http('GET', '/api/admin/orders', { token })).body.code).toBe(401);
    expect((await mall.http('POST', '/api/admin/logout', { token })).body.code).toBe(401);
    expect((await auditOf(`operator:${ops.b.id}`)).map((e) => e.action)).toContain('operator.logout');
  });
});

describe('the order list', () => {
  it('lists every shop\'s merchant orders newest first, with shop, status, payment, amounts, address and delivery', async () => {
    const { master, shops } = await paidOrder(2);
    const page = (await mall.http('GET', `/api/admin/orders?orderNo=${master}&limit=10`, { token: ops.a.token })).data;
    expect(page.total).toBe(2);
    expect(page.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([...shops].reverse());
    const [truth] = await mall.db
      .select({ order: merchantOrder, master: masterOrder })
      .from(merchantOrder)
      .innerJoin(masterOrder, eq(masterOrder.orderNo, merchantOrder.masterOrderNo))
      .where(eq(merchantOrder.orderNo, shops[0]!));
    const listed = page.list.find((o: { orderNo: string }) => o.orderNo === shops[0]);
    expect(listed).toMatchObject({
      masterOrderNo: master,
      merId: truth!.order.merId,
      uid: truth!.order.userId,
      status: 0,
      paid: true,
      payType: 'yue',
      isCancel: false,
      shippable: true,
      payPrice: truth!.order.payPrice,
      proTotalPrice: truth!.order.proTotalPrice,
      totalPostage: truth!.order.totalPostage,
      realName: truth!.master.realName,
      userAddress: truth!.master.userAddress,
      deliveryType: null,
      deliveryTime: null,
    });
    expect(listed.merName).not.toBe('');
    expect(listed.orderInfoList).toHaveLength(1);
    // Money in yuan on the wire.
    const wire = (await mall.http('GET', `/api/admin/orders?orderNo=${shops[0]}`, { token: ops.a.token })).body.data;
    expect(wire.list[0].payPrice).toBe(truth!.order.payPrice / 100);
  });

  it('filters by shop, status and the start of a number, and pages', async () => {
    const { shops } = await paidOrder(2);
    const [first] = await mall.db.select().from(merchantOrder).where(eq(merchantOrder.orderNo, shops[0]!));
    const byShop = (await mall.http('GET', `/api/admin/orders?merId=${first!.merId}&limit=100`, { token: ops.a.token })).data;
    expect(byShop.list.length).toBeGreaterThan(0);
    expect(byShop.list.every((o: { merId: number }) => o.merId === first!.merId)).toBe(true);
    expect(byShop.list.map((o: { orderNo: string }) => o.orderNo)).toContain(shops[0]);
    expect(byShop.list.map((o: { orderNo: string }) => o.orderNo)).not.toContain(shops[1]);

    expect((await ship(shops[0]!, { deliveryType: 'noNeed' })).body.code).toBe(200);
    const shipped = (await mall.http('GET', '/api/admin/orders?status=1&limit=100', { token: ops.a.token })).data;
    expect(shipped.list.every((o: { status: number }) => o.status === 1)).toBe(true);
    expect(shipped.list.map((o: { orderNo: string }) => o.orderNo)).toContain(shops[0]);
    const waiting = (await mall.http('GET', '/api/admin/orders?status=0&limit=100', { token: ops.a.token })).data;
    expect(waiting.list.map((o: { orderNo: string }) => o.orderNo)).toContain(shops[1]);
    expect(waiting.list.map((o: { orderNo: string }) => o.orderNo)).not.toContain(shops[0]);

    const prefix = shops[1]!.slice(0, 12);
    const byPrefix = (await mall.http('GET', `/api/admin/orders?orderNo=${prefix}&limit=100`, { token: ops.a.token })).data;
    expect(byPrefix.list.every((o: { orderNo: string; masterOrderNo: string }) => o.orderNo.startsWith(prefix) || o.masterOrderNo.startsWith(prefix))).toBe(true);
    expect(byPrefix.list.map((o: { orderNo: string }) => o.orderNo)).toContain(shops[1]);

    const all = (await mall.http('GET', '/api/admin/orders?limit=100', { token: ops.a.token })).data;
    const second = (await mall.http('GET', '/api/admin/orders?page=2&limit=1', { token: ops.a.token })).data;
    expect(second).toMatchObject({ page: 2, limit: 1, total: all.total });
    expect(second.list[0].orderNo).toBe(all.list[1].orderNo);

    await expectRefused(() => mall.http('GET', '/api/admin/orders?status=5', { token: ops.a.token }), 400, 'status');
    await expectRefused(() => mall.http('GET', '/api/admin/orders?orderNo=SH%25', { token: ops.a.token }), 400, 'orderNo');
  });
});

describe('shipping', () => {
  it('ships by express: status 1, delivery details, auto-receipt in ORDER_AUTO_RECEIPT_DAYS, a track picked up, the shopper told and able to follow it', async () => {
    const { shops } = await paidOrder();
    const orderNo = shops[0]!;
    const res = await ship(orderNo, { deliveryType: 'express', expressName: '顺丰速运', expressCode: 'SF', trackingNo: 'SF1234567890' });
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.data).toMatchObject({ orderNo, status: 1, deliveryType: 'express', expressName: '顺丰速运', expressCode: 'SF', trackingNo: 'SF1234567890', shippable: false });
    const row = await rowOf(orderNo);
    expect(row).toMatchObject({ status: 1, deliveryType: 'express', expressName: '顺丰速运', expressCode: 'SF', trackingNo: 'SF1234567890', deliveryName: '', deliveryPhone: '' });
    expect(Math.abs(row.deliveryTime!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(row.autoReceiptAt!.getTime() - row.deliveryTime!.getTime()).toBe(DEFAULT_ORDER_SETTINGS.autoReceiptDays * 86_400_000);

    const [logistics] = await mall.db.select().from(orderLogistics).where(eq(orderLogistics.merOrderNo, orderNo));
    expect(logistics).toMatchObject({ expName: '顺丰速运', expCode: 'SF', expNo: 'SF1234567890', state: 1 });
    expect(logistics!.traces).toEqual([{ AcceptStation: 'Picked up by 顺丰速运', AcceptTime: row.deliveryTime!.toISOString() }]);

    // The shopper: awaiting receipt, with the track.
    const receipt = (await mall.http('GET', '/api/front/order/list?type=2&limit=100', { token: shopper })).data;
    expect(receipt.list.map((o: { orderNo: string }) => o.orderNo)).toContain(orderNo);
    const express = (await mall.http('GET', `/api/front/order/express/${orderNo}`, { token: shopper })).data;
    expect(express).toMatchObject({ expName: '顺丰速运', expNo: 'SF1234567890', state: 1 });
    expect(express.logisticsInfo).toHaveLength(1);

    // Told by email (the outbox here: no SMTP in tests).
    const mail = (await mall.outbox()).filter((e) => e.purpose === 'order-shipped' && e.text.includes(orderNo));
    expect(mail).toEqual([expect.objectContaining({ to: BUYER_EMAIL })]);
    expect(mail[0]!.text).toContain('SF1234567890');

    const [entry] = await auditOf(orderNo);
    expect(entry).toMatchObject({ operatorId: ops.a.id, via: 'api', action: 'order.ship' });
    expect(entry!.before).toMatchObject({ status: 0, deliveryType: null, trackingNo: '', deliveryTime: null, autoReceiptAt: null });
    expect(entry!.after).toMatchObject({
      status: 1,
      deliveryType: 'express',
      expressName: '顺丰速运',
      trackingNo: 'SF1234567890',
      deliveryTime: row.deliveryTime!.toISOString(),
      autoReceiptAt: row.autoReceiptAt!.toISOString(),
    });
  });

  it('ships by the shop\'s courier: name and phone, no track', async () => {
    const { shops } = await paidOrder();
    const res = await ship(shops[0]!, { deliveryType: 'send', deliveryName: '李雷', deliveryPhone: '+86 138-0013-8000' });
    expect(res.body.code, res.body.message).toBe(200);
    expect(await rowOf(shops[0]!)).toMatchObject({ status: 1, deliveryType: 'send', deliveryName: '李雷', deliveryPhone: '+86 138-0013-8000', trackingNo: '' });
    expect(await mall.db.select().from(orderLogistics).where(eq(orderLogistics.merOrderNo, shops[0]!))).toEqual([]);
    expect((await auditOf(shops[0]!))[0]!.after).toMatchObject({ deliveryType: 'send', deliveryName: '李雷' });
  });

  it('ships virtual goods with nothing to send, and a cash-on-delivery order unpaid', async () => {
    const { shops } = await paidOrder();
    expect((await ship(shops[0]!, { deliveryType: 'noNeed' })).body.code).toBe(200);
    expect(await rowOf(shops[0]!)).toMatchObject({ status: 1, deliveryType: 'noNeed', expressName: '', deliveryName: '' });

    const cod = await codOrder();
    const listed = (await mall.http('GET', `/api/admin/orders?orderNo=${cod.shops[0]}`, { token: ops.a.token })).data.list[0];
    expect(listed).toMatchObject({ paid: false, payType: 'cod', shippable: true });
    expect((await ship(cod.shops[0]!, { deliveryType: 'send', deliveryName: 'Courier', deliveryPhone: '13800138000' }, ops.b.token)).body.code).toBe(200);
    expect(await rowOf(cod.shops[0]!)).toMatchObject({ status: 1, paid: false });
    expect((await auditOf(cod.shops[0]!))[0]).toMatchObject({ operatorId: ops.b.id, action: 'order.ship' });
  });

  it('refuses an unpaid order, a cancelled one, one shipped already, an unknown one and a master order number: nothing changes', async () => {
    const unpaid = await unpaidOrder();
    const listed = (await mall.http('GET', `/api/admin/orders?orderNo=${unpaid.shops[0]}`, { token: ops.a.token })).data.list[0];
    expect(listed).toMatchObject({ status: 0, paid: false, shippable: false });
    expect(await expectRefused(() => ship(unpaid.shops[0]!, { deliveryType: 'noNeed' }), 400, 'orderNo')).toMatch(/not paid/);

    const cancelled = await unpaidOrder();
    const cancel = await mall.http('POST', `/api/front/order/cancel/${cancelled.master}`, { token: shopper });
    expect(cancel.body.code, cancel.body.message).toBe(200);
    expect(await expectRefused(() => ship(cancelled.shops[0]!, { deliveryType: 'noNeed' }), 400, 'orderNo')).toMatch(/cancelled/);

    const { shops } = await paidOrder();
    expect((await ship(shops[0]!, { deliveryType: 'express', expressName: 'SF', trackingNo: 'SF0000000001' })).body.code).toBe(200);
    expect(await expectRefused(() => ship(shops[0]!, { deliveryType: 'express', expressName: 'YTO', trackingNo: 'YT0000000002' }), 400, 'orderNo')).toMatch(/already been shipped/);
    expect((await rowOf(shops[0]!)).trackingNo).toBe('SF0000000001');

    await expectRefused(() => ship('SH2000010100000000000001', { deliveryType: 'noNeed' }), 404);
    await expectRefused(() => ship(unpaid.master, { deliveryType: 'noNeed' }), 400, 'orderNo');
  });

  it('refuses bad delivery details naming the field: nothing changes', async () => {
    const { shops } = await paidOrder();
    const orderNo = shops[0]!;
    const cases: Array<[unknown, string]> = [
      [{ deliveryType: 'express', expressName: 'SF' }, 'trackingNo'],
      [{ deliveryType: 'express', trackingNo: 'SF123456' }, 'expressName'],
      [{ deliveryType: 'express', expressName: '   ', trackingNo: 'SF123456' }, 'expressName'],
      [{ deliveryType: 'express', expressName: 'SF', trackingNo: 'SF 12' }, 'trackingNo'],
      [{ deliveryType: 'express', expressName: 'SF', trackingNo: 'SF123456', deliveryName: 'Li' }, 'deliveryName'],
      [{ deliveryType: 'send', deliveryName: 'Li' }, 'deliveryPhone'],
      [{ deliveryType: 'send', deliveryName: 'Li', deliveryPhone: 'call me' }, 'deliveryPhone'],
      [{ deliveryType: 'send', deliveryName: 'Li', deliveryPhone: '13800138000', trackingNo: 'SF123456' }, 'trackingNo'],
      [{ deliveryType: 'noNeed', expressName: 'SF' }, 'expressName'],
      [{ deliveryType: 'drone' }, 'deliveryType'],
      [{}, 'deliveryType'],
      [{ deliveryType: 'express', expressName: 'S\u0000F', trackingNo: 'SF123456' }, 'expressName'],
    ];
    for (const [body, field] of cases) await expectRefused(() => ship(orderNo, body), 400, field);
    expect(await rowOf(orderNo)).toMatchObject({ status: 0, deliveryType: null });
    expect(await auditOf(orderNo)).toEqual([]);
  });

  it('ships once when two operators ship the same order at the same moment', async () => {
    // On PGlite, one connection runs the requests one after another; on PostgreSQL they race for the row lock.
    const { shops } = await paidOrder();
    const orderNo = shops[0]!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        ship(orderNo, { deliveryType: 'express', expressName: i % 2 ? 'YTO' : 'SF', trackingNo: `TRK${String(i).padStart(8, '0')}` }, i % 2 ? ops.b.token : ops.a.token),
      ),
    );
    const won = answers.filter((a) => a.body.code === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.body.code !== 200)) expect(lost.body).toMatchObject({ code: 400, message: expect.stringMatching(/^orderNo: .*already been shipped/) });
    const row = await rowOf(orderNo);
    expect(row.trackingNo).toBe(won[0]!.data.trackingNo);
    expect(await mall.db.select().from(orderLogistics).where(eq(orderLogistics.merOrderNo, orderNo))).toHaveLength(1);
    expect(await mall.db.select().from(auditLog).where(and(eq(auditLog.target, orderNo), eq(auditLog.action, 'order.ship')))).toHaveLength(1);
  });
});

describe('the track', () => {
  it('adds points oldest first: in transit by default, the state given, each audited; the shopper reads them', async () => {
    const { shops } = await paidOrder();
    const orderNo = shops[0]!;
    expect((await ship(orderNo, { deliveryType: 'express', expressName: 'SF', expressCode: 'SF', trackingNo: 'SF5550000001' })).body.code).toBe(200);
    const first = await track(orderNo, { station: 'Arrived at the Hangzhou hub' });
    expect(first.body.code, first.body.message).toBe(200);
    expect(first.data).toMatchObject({ orderNo, expName: 'SF', expNo: 'SF5550000001', state: 2 });
    expect(first.data.logisticsInfo.map((t: { AcceptStation: string }) => t.AcceptStation)).toEqual(['Picked up by SF', 'Arrived at the Hangzhou hub']);

    const at = new Date(Date.now() + 1000);
    const signed = await track(orderNo, { station: 'Signed for by the buyer', state: 3, time: wireTime(at) }, ops.b.token);
    expect(signed.body.code, signed.body.message).toBe(200);
    expect(signed.data.state).toBe(3);
    expect(signed.data.logisticsInfo.at(-1)).toEqual({ AcceptStation: 'Signed for by the buyer', AcceptTime: new Date(Math.floor(at.getTime() / 1000) * 1000) });

    const [row] = await mall.db.select().from(orderLogistics).where(eq(orderLogistics.merOrderNo, orderNo));
    expect(row!.state).toBe(3);
    expect(row!.traces).toHaveLength(3);
    const entries = (await auditOf(orderNo)).filter((e) => e.action === 'order.track');
    expect(entries.map((e) => [e.operatorId, e.before, (e.after as { state: number }).state])).toEqual([
      [ops.a.id, { state: 1, points: 1 }, 2],
      [ops.b.id, { state: 2, points: 2 }, 3],
    ]);
    const seen = (await mall.http('GET', `/api/front/order/express/${orderNo}`, { token: shopper })).data;
    expect(seen.state).toBe(3);
    expect(seen.logisticsInfo).toHaveLength(3);
  });

  it('refuses a point before the last, in the future, on an impossible date, or on an order not sent by express: nothing changes', async () => {
    const { shops } = await paidOrder(2);
    expect((await ship(shops[0]!, { deliveryType: 'express', expressName: 'SF', trackingNo: 'SF5550000002' })).body.code).toBe(200);
    expect((await ship(shops[1]!, { deliveryType: 'send', deliveryName: 'Li', deliveryPhone: '13800138000' })).body.code).toBe(200);
    const hourAgo = wireTime(new Date(Date.now() - 3_600_000));
    await expectRefused(() => track(shops[0]!, { station: 'Too early', time: hourAgo }), 400, 'time');
    await expectRefused(() => track(shops[0]!, { station: 'Tomorrow', time: wireTime(new Date(Date.now() + 86_400_000)) }), 400, 'time');
    await expectRefused(() => track(shops[0]!, { station: 'Nowhere', time: '2026-02-31 10:00:00' }), 400, 'time');
    await expectRefused(() => track(shops[0]!, { station: 'Nowhere', time: 'yesterday' }), 400, 'time');
    await expectRefused(() => track(shops[0]!, { station: 'Lost', state: 7 }), 400, 'state');
    await expectRefused(() => track(shops[0]!, { station: '  ' }), 400, 'station');
    await expectRefused(() => track(shops[1]!, { station: 'By courier' }), 400, 'orderNo');
    await expectRefused(() => track('SH2000010100000000000001', { station: 'Unknown' }), 404);
    const unpaid = await unpaidOrder();
    await expectRefused(() => track(unpaid.shops[0]!, { station: 'Not shipped' }), 400, 'orderNo');
  });
});

describe('the audit log', () => {
  it('lists entries newest first, of one target, with who, how, what and the state before and after', async () => {
    const { shops } = await paidOrder();
    const orderNo = shops[0]!;
    expect((await ship(orderNo, { deliveryType: 'express', expressName: 'SF', trackingNo: 'SF5550000003' })).body.code).toBe(200);
    expect((await track(orderNo, { station: 'Out for delivery' }, ops.b.token)).body.code).toBe(200);
    const page = (await mall.http('GET', `/api/admin/audit?target=${orderNo}`, { token: ops.a.token })).data;
    expect(page.total).toBe(2);
    expect(page.list.map((e: { action: string; operatorEmail: string; via: string }) => [e.action, e.operatorEmail, e.via])).toEqual([
      ['order.track', ops.b.email, 'api'],
      ['order.ship', ops.a.email, 'api'],
    ]);
    expect(page.list[1].before).toMatchObject({ status: 0 });
    expect(page.list[1].after).toMatchObject({ status: 1, trackingNo: 'SF5550000003' });
    expect(page.list[0].createTime).toBeInstanceOf(Date);

    const everything = (await mall.http('GET', '/api/admin/audit?limit=100', { token: ops.a.token })).data;
    const [newest] = await mall.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(everything.list[0].id).toBe(newest!.id);
    expect(everything.list.map((e: { action: string }) => e.action)).toContain('operator.create');
    const created = everything.list.find((e: { action: string; target: string }) => e.action === 'operator.create' && e.target === `operator:${ops.a.id}`);
    expect(created).toMatchObject({ operatorId: null, operatorEmail: null, via: 'cli', after: { email: ops.a.email } });
  });
});

describe('the wire', () => {
  const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

  /** Calls an operator endpoint and holds its answer to the contract's codec: what it writes, it reads back unchanged. */
  async function wire(method: 'GET' | 'POST', path: string, options: { token?: string; body?: unknown } = {}) {
    const res = await mall.http(method, path, { token: ops.a.token, ...options });
    expect(res.body.code, `${method} ${path}: ${res.body.message}`).toBe(200);
    const key = endpointOf(method, path);
    expect(key, `${method} ${path} is in the contract`).toBeDefined();
    const codec = responseCodecs[key!] as Codec<unknown, unknown>;
    const ctx = { origin: mall.url, timeZone: DEFAULT_WIRE_TIME_ZONE };
    expect(codec.encode(codec.decode(res.body.data, ctx), ctx)).toEqual(res.body.data);
    return res.body.data;
  }

  it('answers in the mall\'s dialect: money in yuan, times as text in the mall\'s zone, absolute images, pages', async () => {
    const signedIn = await wire('POST', '/api/admin/login', { token: undefined, body: { email: ops.b.email, password: ops.b.password } });
    expect(signedIn.expiresAt).toMatch(TIME);
    const { shops } = await paidOrder();
    const [truth] = await mall.db.select().from(merchantOrder).where(eq(merchantOrder.orderNo, shops[0]!));
    const listed = await wire('GET', `/api/admin/orders?orderNo=${shops[0]}&page=1&limit=5`);
    expect(listed).toMatchObject({ total: 1, pageNum: 1, pageSize: 5, pages: 1 });
    expect(listed.list[0]).toMatchObject({ payPrice: truth!.payPrice / 100, proTotalPrice: truth!.proTotalPrice / 100, totalPostage: truth!.totalPostage / 100 });
    expect(listed.list[0].createTime).toMatch(TIME);
    expect(listed.list[0].orderInfoList[0].image).toMatch(/^https?:\/\//);
    const shipped = await wire('POST', `/api/admin/orders/${shops[0]}/ship`, { body: { deliveryType: 'express', expressName: 'SF', trackingNo: 'SF5550000009' } });
    expect(shipped.deliveryTime).toMatch(TIME);
    expect(shipped.autoReceiptAt).toMatch(TIME);
    const tracked = await wire('POST', `/api/admin/orders/${shops[0]}/track`, { body: { station: 'Sorting centre', time: wireTime(new Date()) } });
    expect(JSON.parse(tracked.logisticsInfo)).toHaveLength(2);
    const audit = await wire('GET', `/api/admin/audit?target=${shops[0]}&page=1&limit=10`);
    expect(audit.list[0].createTime).toMatch(TIME);
    expect(await wire('POST', '/api/admin/logout', { token: signedIn.token })).toBeNull();
  });
});
