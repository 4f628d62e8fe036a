import { eq, inArray, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openPostgres, type Db } from '../src/db/client.ts';
import { integralRecord, masterOrder, merchantOrder, userCoupon } from '../src/db/schema.ts';
import { registerOrderSweeper, runSweep, type SweepResult } from '../src/order/sweeper.ts';
import { withDatabase } from './globalSetup.ts';
import { startMall, stateOf, type TestMall } from './harness.ts';
import { buyableSkus, type BuyableSku } from './shopping.ts';
import { checkout, DAY_MS, giveShopCoupon, newShopper, payWithBalance, pointsOf, shipByExpress, shopOrdersOf, stockOf } from './afterCheckout.ts';

/*
 * The order job runner (order/sweeper.ts): unpaid orders cancelled when their
 * time runs out, shipped orders received after the configured days, points
 * thawed, each exactly once even with several runners at once, with what is
 * due kept only in the database. The mall runs with its own settings here,
 * so the test also shows they are the ones applied.
 */

const SETTINGS = { orders: { unpaidTtlS: 600, autoReceiptDays: 3 }, points: { gainPerYuan: 2, frozenDays: 1 } };
const POINTS = SETTINGS.points;

let mall: TestMall;
let shops: BuyableSku[];
beforeAll(async () => {
  mall = await startMall(SETTINGS);
  shops = await buyableSkus(mall, 40, true);
});
afterAll(() => mall.close());

const masterRow = async (no: string) => (await mall.db.select().from(masterOrder).where(eq(masterOrder.orderNo, no)))[0]!;

describe('unpaid orders run out of time (ORDER_UNPAID_TTL_S)', () => {
  it('are cancelled at their deadline with stock, coupon and points given back, once; cash on delivery and paid orders stay; paying afterwards is refused', async () => {
    const who = await newShopper(mall, '13700000301', 100_000_000, 10_000);
    const [x, y] = shops as [BuyableSku, BuyableSku];
    const couponId = await giveShopCoupon(mall, who.id, x.merId, 100);
    const before = await stockOf(mall, x);
    const placedAt = Date.now();
    const unpaid = await checkout(mall, who, [[x, 3]], { couponIds: [couponId], useIntegral: true });
    const cod = await checkout(mall, who, [[y, 1]], { payType: 'cod' });
    const paid = await checkout(mall, who, [[y, 1]]);
    await payWithBalance(mall, who, paid);
    const deadline = (await masterRow(unpaid)).payDeadline!;
    // The configured lifetime, from when it was placed.
    expect(deadline.getTime() - placedAt).toBeGreaterThanOrEqual(600_000 - 1000);
    expect(deadline.getTime() - Date.now()).toBeLessThanOrEqual(600_000);

    const none: SweepResult = { cancelled: [], received: [], thawed: 0, uploadsRemoved: 0, refundsApproved: [], couponsExpired: 0 };
    expect(await mall.sweep(new Date(deadline.getTime() - 1000))).toEqual(none);
    expect(await pointsOf(mall, who.id)).toBeLessThan(10_000);

    const result = await mall.sweep(new Date(deadline.getTime() + 1000));
    expect(result.cancelled).toEqual([unpaid]);
    expect(await stockOf(mall, x)).toEqual(before);
    expect((await mall.db.select().from(userCoupon).where(eq(userCoupon.id, couponId)))[0]).toMatchObject({ status: 0, orderNo: null });
    expect(await pointsOf(mall, who.id)).toBe(10_000);
    expect(await masterRow(unpaid)).toMatchObject({ isCancel: true, payDeadline: null, cancelTime: new Date(deadline.getTime() + 1000) });
    expect((await shopOrdersOf(mall, unpaid)).map((o) => o.status)).toEqual([9]);
    expect(await masterRow(cod)).toMatchObject({ isCancel: false });
    expect(await masterRow(paid)).toMatchObject({ isCancel: false, paid: true });
    // The list shows it cancelled.
    const [shop] = await shopOrdersOf(mall, unpaid);
    expect((await mall.http('GET', `/api/front/order/detail/${shop!.orderNo}`, { token: who.token })).data.status).toBe(9);

    // Once: later runs find nothing, whatever the time.
    const state = await stateOf(mall.db);
    expect(await mall.sweep(new Date(deadline.getTime() + DAY_MS))).toEqual(none);
    expect(await stateOf(mall.db)).toEqual(state);
    const pay = await mall.http('POST', '/api/front/pay/payment', { token: who.token, body: { orderNo: unpaid, payType: 'yue' } });
    expect(pay.body.code).toBe(400);
    expect(pay.body.message).toMatch(/cancelled/);
    expect(await stateOf(mall.db)).toEqual(state);
  });
});

describe('shipped orders nobody confirmed (ORDER_AUTO_RECEIPT_DAYS) and frozen points (POINTS_FROZEN_DAYS)', () => {
  it('are received when their time comes, earning points frozen for the window, which thaw a window later', async () => {
    const who = await newShopper(mall, '13700000311', 100_000_000);
    const no = await checkout(mall, who, [[shops[2]!, 2]]);
    await payWithBalance(mall, who, no);
    const [shop] = await shopOrdersOf(mall, no);
    const shippedAt = new Date();
    await shipByExpress(mall, shop!.orderNo, { now: shippedAt, autoReceiptDays: SETTINGS.orders.autoReceiptDays });
    const due = shippedAt.getTime() + 3 * DAY_MS;

    expect((await mall.sweep(new Date(due - 1000))).received).toEqual([]);
    const at = new Date(due + 1000);
    expect((await mall.sweep(at)).received).toEqual([shop!.orderNo]);
    const [row] = await mall.db.select().from(merchantOrder).where(eq(merchantOrder.orderNo, shop!.orderNo));
    expect(row).toMatchObject({ status: 3, receivingTime: at, autoReceiptAt: null });
    // POINTS_GAIN_PER_YUAN = 2: two points per whole yuan paid.
    const earned = Math.floor((shop!.payPrice * 2) / 100);
    const [record] = await mall.db.select().from(integralRecord).where(eq(integralRecord.linkId, shop!.orderNo));
    expect(record).toMatchObject({ integral: earned, status: 2, thawTime: new Date(at.getTime() + POINTS.frozenDays * DAY_MS) });
    // Received already: the shopper's own confirm is refused, nothing changes.
    const state = await stateOf(mall.db);
    expect((await mall.http('POST', `/api/front/order/take/${shop!.orderNo}`, { token: who.token })).body.code).toBe(400);
    expect(await stateOf(mall.db)).toEqual(state);

    expect(await pointsOf(mall, who.id)).toBe(0);
    expect((await mall.sweep(new Date(at.getTime() + DAY_MS + 1000))).thawed).toBe(1);
    expect(await pointsOf(mall, who.id)).toBe(earned);
  });
});

describe('several job runners at once', () => {
  it('cancel each due order once and give its stock back once, racing each other and the shoppers\' own cancels', async () => {
    const sku = shops[3]!;
    const before = await stockOf(mall, sku);
    const buyers = await Promise.all(Array.from({ length: 4 }, (_, i) => newShopper(mall, `1370000032${i}`, 0, 1_000)));
    const orders: { no: string; who: (typeof buyers)[number] }[] = [];
    for (let i = 0; i < 16; i++) {
      const who = buyers[i % buyers.length]!;
      orders.push({ no: await checkout(mall, who, [[sku, 1]], { useIntegral: i % 2 === 0 }), who });
    }
    expect((await stockOf(mall, sku)).stock).toBe(before.stock - 16);
    const late = new Date(Date.now() + 601_000 + 5_000);

    // On PostgreSQL a second pool on the same database stands for a second process; PGlite has one connection and runs them in turn.
    let second: { db: Db; close(): Promise<void> } | undefined;
    if (mall.driver === 'postgres') {
      const current = (await mall.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
      second = await openPostgres(withDatabase(inject('postgresUrl'), current.rows[0]!.name), 10);
    }
    const runners: Promise<SweepResult>[] = [
      mall.sweep(late),
      mall.sweep(late),
      second ? runSweep(second.db, { points: POINTS }, late) : mall.sweep(late),
      second ? runSweep(second.db, { points: POINTS }, late) : mall.sweep(late),
    ];
    const shoppers = orders.slice(0, 4).map(({ no, who }) => mall.http('POST', `/api/front/order/cancel/${no}`, { token: who.token }));
    const [results, answers] = await Promise.all([Promise.all(runners), Promise.all(shoppers)]);
    await second?.close();

    const bySweep = results.flatMap((r) => r.cancelled);
    const byShopper = orders.slice(0, 4).filter((_, i) => answers[i]!.body.code === 200).map((o) => o.no);
    for (const answer of answers) expect([200, 400]).toContain(answer.body.code);
    // Every order cancelled exactly once, by one of them.
    expect([...bySweep, ...byShopper].sort()).toEqual(orders.map((o) => o.no).sort());
    expect((await stockOf(mall, sku)).stock).toBe(before.stock);
    expect((await stockOf(mall, sku)).sales).toBe(before.sales);
    const masters = await mall.db.select().from(masterOrder).where(inArray(masterOrder.orderNo, orders.map((o) => o.no)));
    expect(masters.every((m) => m.isCancel && m.payDeadline === null)).toBe(true);
    for (const who of buyers) expect(await pointsOf(mall, who.id)).toBe(1_000);
    // Points spent on an order came back once: one give-back record per spending record.
    const ledger = await mall.db.select().from(integralRecord).where(inArray(integralRecord.linkId, orders.map((o) => o.no)));
    const spentOn = ledger.filter((r) => r.title === 'integral.orderUse').map((r) => r.linkId).sort();
    expect(spentOn.length).toBeGreaterThan(0);
    expect(ledger.filter((r) => r.title === 'integral.orderUseBack').map((r) => r.linkId).sort()).toEqual(spentOn);
  });
});

describe('coupons past their end (crmeb-api §6 rule 15)', () => {
  it('marks only unused coupons past their end as expired, once, even with several runners at once', async () => {
    const who = await newShopper(mall, '13700000341');
    const at = new Date(Date.now() + 400 * DAY_MS);
    const base = { couponId: 0, userId: who.id, merId: null, name: 'expiry test', money: 100, minPrice: 0, useType: 3, type: 'send' };
    const [offer] = await mall.db.execute(sql`select id from coupon order by id limit 1`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const rows = (end: Date, status: number, n: number) =>
      Array.from({ length: n }, () => ({ ...base, couponId: offer!.id, status, startTime: new Date(Date.now() - DAY_MS), endTime: end }));
    const ended = new Date(at.getTime() - 1000);
    const inserted = await mall.db
      .insert(userCoupon)
      .values([...rows(ended, 0, 30), ...rows(ended, 1, 2), ...rows(new Date(at.getTime() + 1000), 0, 2)])
      .returning({ id: userCoupon.id, status: userCoupon.status, endTime: userCoupon.endTime });
    const due = await mall.db.execute(sql`select count(*)::int as n from user_coupon where status = 0 and end_time <= ${at}`);
    const dueCount = Number((due as unknown as { rows: { n: number }[] }).rows[0]!.n);
    expect(dueCount).toBeGreaterThanOrEqual(30);

    let second: { db: Db; close(): Promise<void> } | undefined;
    if (mall.driver === 'postgres') {
      const current = (await mall.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
      second = await openPostgres(withDatabase(inject('postgresUrl'), current.rows[0]!.name), 10);
    }
    // Small batches, so the runners take turns claiming and must skip each other's locked rows.
    const results = await Promise.all([
      runSweep(mall.db, { points: POINTS, batch: 4 }, at),
      runSweep(mall.db, { points: POINTS, batch: 4 }, at),
      runSweep(second?.db ?? mall.db, { points: POINTS, batch: 4 }, at),
      runSweep(second?.db ?? mall.db, { points: POINTS, batch: 4 }, at),
    ]);
    await second?.close();
    expect(results.reduce((sum, r) => sum + r.couponsExpired, 0)).toBe(dueCount);

    const after = await mall.db.select({ id: userCoupon.id, status: userCoupon.status }).from(userCoupon).where(inArray(userCoupon.id, inserted.map((r) => r.id)));
    const statusOf = new Map(after.map((r) => [r.id, r.status]));
    expect(inserted.map((r) => statusOf.get(r.id))).toEqual([...Array(30).fill(2), 1, 1, 0, 0]);
    expect((await mall.sweep(at)).couponsExpired).toBe(0);

    // The shopper sees them under "unusable" as overdue.
    const list = await mall.http('GET', '/api/front/coupon/list?type=unusable&page=1&limit=50', { token: who.token });
    expect(list.data.list.filter((c: { validStr: string }) => c.validStr === 'overdue')).toHaveLength(30);
  });
});

describe('the job runner in the server (registerOrderSweeper)', () => {
  it('runs by itself every interval, from the rows alone, and stops when the app closes', async () => {
    const who = await newShopper(mall, '13700000331', 0);
    const sku = shops[4]!;
    const before = await stockOf(mall, sku);
    const app = Fastify({ logger: false });
    registerOrderSweeper(app, mall.db, { sweepIntervalMs: 25 }, { points: POINTS });
    await app.ready();

    const first = await checkout(mall, who, [[sku, 1]]);
    // As if the order had been placed long ago and the server restarted since: only the row says it is due.
    await mall.db.update(masterOrder).set({ payDeadline: new Date(Date.now() - 1000) }).where(eq(masterOrder.orderNo, first));
    await vi.waitFor(async () => expect((await masterRow(first)).isCancel).toBe(true), { timeout: 5000, interval: 25 });

    await app.close();
    const second = await checkout(mall, who, [[sku, 1]]);
    await mall.db.update(masterOrder).set({ payDeadline: new Date(Date.now() - 1000) }).where(eq(masterOrder.orderNo, second));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await masterRow(second)).isCancel).toBe(false);
    expect((await mall.sweep()).cancelled).toEqual([second]);
    expect(await stockOf(mall, sku)).toEqual(before);
  });
});
