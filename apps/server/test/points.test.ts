import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser, integralRecord } from '../src/db/schema.ts';
import { DEMO_SHOPPER } from '../src/db/seed/index.ts';
import { startMall, stateOf, type TestMall } from './harness.ts';
import { buyableSkus, type BuyableSku } from './shopping.ts';
import { checkout, DAY_MS, newShopper, payWithBalance, shipByExpress, shopOrdersOf, type Shopper } from './afterCheckout.ts';

/*
 * The shopper's points account (spec §3 Points account; crmeb-api §4.10, the
 * domestic edition's paths): spent at checkout, given back on cancel,
 * earned frozen on receipt, spendable once the after-sale window closes.
 */

let mall: TestMall;
let shops: BuyableSku[];
beforeAll(async () => {
  mall = await startMall();
  shops = await buyableSkus(mall, 20, true);
});
afterAll(() => mall.close());

const account = async (who: Shopper | string) =>
  (await mall.http('GET', '/api/front/user/center/my/integral', { token: typeof who === 'string' ? who : who.token })).data;
const records = async (who: Shopper, query = '') =>
  mall.http('GET', `/api/front/user/center/integral/list${query}`, { token: who.token });

/** Gives a shopper `points` as the mall does (a complete gift in the ledger). */
async function giftPoints(userId: number, points: number): Promise<void> {
  const [after] = await mall.db
    .update(appUser)
    .set({ integral: sql`${appUser.integral} + ${points}` })
    .where(eq(appUser.id, userId))
    .returning({ integral: appUser.integral });
  await mall.db
    .insert(integralRecord)
    .values({ userId, linkType: 'system', type: 1, title: 'integral.gift', integral: points, balance: after!.integral, status: 3 });
}

describe('the points account (GET user/center/my/integral, integral/list)', () => {
  it('shows the demo shopper\'s points as the seed left them: the gift, the demo orders\' and reviews\' points, one refund\'s take-back', async () => {
    const token = await mall.login();
    const [demo] = await mall.db.select({ id: appUser.id, integral: appUser.integral }).from(appUser).where(eq(appUser.phone, DEMO_SHOPPER.phone));
    const ledger = await mall.db.select().from(integralRecord).where(eq(integralRecord.userId, demo!.id));
    const added = ledger.filter((r) => r.type === 1 && r.status === 3).reduce((sum, r) => sum + r.integral, 0);
    const taken = ledger.filter((r) => r.type === 2 && r.status === 3).reduce((sum, r) => sum + r.integral, 0);
    expect(taken).toBeGreaterThan(0);
    expect(await account(token)).toEqual({ integral: demo!.integral, sumIntegral: added, deductionIntegral: taken, frozenIntegral: 0 });
    expect(added - taken).toBe(demo!.integral);
    const list = await mall.http('GET', '/api/front/user/center/integral/list?limit=100', { token });
    // Newest first: the refund's take-back, and last the mall's gift.
    expect(list.data.list[0]).toMatchObject({ type: 2, title: 'integral.refundGainBack', status: 3, balance: demo!.integral });
    expect(list.data.list.at(-1)).toMatchObject({ linkId: '', linkType: 'system', type: 1, title: 'integral.gift', status: 3, thawTime: null });
    expect(list.data.list.at(-1).createTime).toBeInstanceOf(Date);
  });

  it('follows an order: spent at checkout, given back on cancel, earned frozen on receipt, spendable after the window; the totals always add up', async () => {
    const who = await newShopper(mall, '13700000201', 100_000_000);
    await giftPoints(who.id, 10_000);
    const adds = (a: { integral: number; sumIntegral: number; deductionIntegral: number }) => expect(a.integral).toBe(a.sumIntegral - a.deductionIntegral);
    const [x, y] = shops as [BuyableSku, BuyableSku];

    const dropped = await checkout(mall, who, [[x, 1]], { useIntegral: true });
    const spent = (await mall.http('GET', `/api/front/order/master/detail/${dropped}`, { token: who.token })).data.useIntegral as number;
    expect(spent).toBeGreaterThan(0);
    let now = await account(who);
    expect(now).toEqual({ integral: 10_000 - spent, sumIntegral: 10_000, deductionIntegral: spent, frozenIntegral: 0 });
    adds(now);

    expect((await mall.http('POST', `/api/front/order/cancel/${dropped}`, { token: who.token })).body.code).toBe(200);
    now = await account(who);
    expect(now).toEqual({ integral: 10_000, sumIntegral: 10_000 + spent, deductionIntegral: spent, frozenIntegral: 0 });
    adds(now);

    const kept = await checkout(mall, who, [[y, 2]]);
    await payWithBalance(mall, who, kept);
    const [shop] = await shopOrdersOf(mall, kept);
    await shipByExpress(mall, shop!.orderNo);
    const received = Date.now();
    expect((await mall.http('POST', `/api/front/order/take/${shop!.orderNo}`, { token: who.token })).body.code).toBe(200);
    const earned = Math.floor(shop!.payPrice / 100);
    expect(earned).toBeGreaterThan(0);
    now = await account(who);
    expect(now).toEqual({ integral: 10_000, sumIntegral: 10_000 + spent, deductionIntegral: spent, frozenIntegral: earned });

    // Still frozen a minute before the 7 days are over; spendable after, once.
    expect((await mall.sweep(new Date(received + 7 * DAY_MS - 60_000))).thawed).toBe(0);
    expect((await account(who)).frozenIntegral).toBe(earned);
    expect((await mall.sweep(new Date(received + 7 * DAY_MS + 60_000))).thawed).toBe(1);
    now = await account(who);
    expect(now).toEqual({ integral: 10_000 + earned, sumIntegral: 10_000 + spent + earned, deductionIntegral: spent, frozenIntegral: 0 });
    adds(now);
    const state = await stateOf(mall.db);
    expect((await mall.sweep(new Date(received + 8 * DAY_MS))).thawed).toBe(0);
    expect(await stateOf(mall.db)).toEqual(state);

    // The detail list, newest first: each change with its reason, order, balance after and times.
    const list = await records(who);
    expect(list.data.total).toBe(4);
    expect(list.data.list.map((r: { title: string; linkId: string; type: number; integral: number; balance: number; status: number }) => [r.title, r.linkId, r.type, r.integral, r.balance, r.status])).toEqual([
      ['integral.orderGain', shop!.orderNo, 1, earned, 10_000 + earned, 3],
      ['integral.orderUseBack', dropped, 1, spent, 10_000, 3],
      ['integral.orderUse', dropped, 2, spent, 10_000 - spent, 3],
      ['integral.gift', '', 1, 10_000, 10_000, 3],
    ]);
    expect(list.data.list[0].thawTime.getTime()).toBeGreaterThan(received + 7 * DAY_MS - 5_000);
    // On the wire: times as the provider's text, null for records never frozen.
    expect(list.body.data.list[0].thawTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(list.body.data.list[1].thawTime).toBeNull();
    expect(list.body.data.list[1].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const page2 = await records(who, '?page=2&limit=3');
    expect(page2.data).toMatchObject({ total: 4, page: 2, limit: 3, totalPage: 2 });
    expect(page2.data.list.map((r: { title: string }) => r.title)).toEqual(['integral.gift']);
  });

  it('is for signed-in shoppers only, each seeing only their own; bad paging is refused', async () => {
    const who = await newShopper(mall, '13700000202');
    expect(await account(who)).toEqual({ integral: 0, sumIntegral: 0, deductionIntegral: 0, frozenIntegral: 0 });
    expect((await records(who)).data).toMatchObject({ list: [], total: 0 });
    expect((await mall.http('GET', '/api/front/user/center/my/integral')).body.code).toBe(401);
    expect((await mall.http('GET', '/api/front/user/center/integral/list')).body.code).toBe(401);
    const bad = await records(who, '?limit=0');
    expect(bad.body.code).toBe(400);
    expect(bad.body.message).toMatch(/^limit: /);
  });
});

describe('the ways to earn points (GET /api/front/user/center/integral/rules)', () => {
  it('lists shopping and reviewing with the configured amounts, and leaves out a way turned off', async () => {
    const who = await newShopper(mall, '13700000203');
    const rules = await mall.http('GET', '/api/front/user/center/integral/rules', { token: who.token });
    expect(rules.body.data).toEqual({
      perYuan: 100,
      maxDeductionPercent: 50,
      earn: [
        { way: 'shopping', points: 1, pointsWithPics: 0, frozenDays: 7 },
        { way: 'review', points: 10, pointsWithPics: 20, frozenDays: 0 },
      ],
    });
    expect((await mall.http('GET', '/api/front/user/center/integral/rules')).body.code).toBe(401);

    const other = await startMall({ points: { gainPerYuan: 3, frozenDays: 2, reviewPoints: 0, reviewPointsWithPics: 0, perYuan: 50 } });
    try {
      const token = await other.login();
      const configured = await other.http('GET', '/api/front/user/center/integral/rules', { token });
      expect(configured.body.data).toEqual({ perYuan: 50, maxDeductionPercent: 50, earn: [{ way: 'shopping', points: 3, pointsWithPics: 0, frozenDays: 2 }] });
    } finally {
      await other.close();
    }
  });
});
