import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupon, merchant, preOrder, product, userCoupon } from '../src/db/schema.ts';
import { createSession } from '../src/http/session.ts';
import { createShopper, startMall, stateOf, type TestMall } from './harness.ts';
import { addAddress, buyableSkus, buyNow } from './shopping.ts';

let mall: TestMall;
beforeAll(async () => {
  mall = await startMall();
});
afterAll(() => mall.close());

const DAY_MS = 86_400_000;

/** A fresh shopper signed in without the password flow; returns the id and a token. */
async function shopper(phone: string): Promise<{ id: number; token: string }> {
  const id = await createShopper(mall.db, phone);
  return { id, token: await createSession(mall.db, id) };
}

/** The envelope with `data` in the model (cents, goods ids as a list, `Date`s). */
const get = (path: string, token?: string) => mall.http('GET', path, { token }).then((r) => ({ ...r.body, data: r.data }));
const receive = (token: string, couponId: unknown) =>
  mall.http('POST', '/api/front/coupon/receive', { token, body: { couponId } }).then((r) => ({ ...r.body, data: r.data }));

/** Adds a coupon of shop 4 on offer now, with `fields` changed; returns its id. */
async function addCoupon(fields: Partial<typeof coupon.$inferInsert> = {}): Promise<number> {
  const [row] = await mall.db
    .insert(coupon)
    .values({
      merId: 4,
      name: 'test coupon',
      money: 500,
      minPrice: 0,
      useType: 1,
      receiveStartTime: new Date(Date.now() - DAY_MS),
      receiveEndTime: new Date(Date.now() + 30 * DAY_MS),
      day: 10,
      ...fields,
    })
    .returning({ id: coupon.id });
  return row!.id;
}

async function couponRow(id: number) {
  const [row] = await mall.db.select().from(coupon).where(eq(coupon.id, id));
  return row!;
}

async function claims(couponId: number): Promise<number> {
  const [row] = await mall.db.select({ n: sql<number>`count(*)::int` }).from(userCoupon).where(eq(userCoupon.couponId, couponId));
  return Number(row!.n);
}

async function couponHeld(id: number) {
  const [row] = await mall.db.select().from(userCoupon).where(eq(userCoupon.id, id));
  return row!;
}

describe('coupons on offer (crmeb-api §4.13 GET /coupons)', () => {
  it("lists one shop's shop coupons, the nearly gone and gone ones included", async () => {
    const { code, data } = await get('/api/front/coupons?useType=1&merId=2&limit=50');
    expect(code).toBe(200);
    const seeded = await mall.db.select().from(coupon).where(and(eq(coupon.merId, 2), eq(coupon.useType, 1)));
    expect(data.total).toBe(seeded.length);
    for (const offer of data.list) {
      expect(offer).toMatchObject({ merId: 2, useType: 1, type: 1, isUse: false, isReceived: false });
      expect(offer.receiveStartTime.getTime()).toBeLessThan(Date.now());
    }
    const last = data.list.find((c: { isLimited: boolean; lastTotal: number }) => c.isLimited && c.lastTotal === 1);
    expect(last).toBeDefined();
    const gone = await get('/api/front/coupons?useType=1&merId=3&limit=50');
    expect(gone.data.list.some((c: { isLimited: boolean; lastTotal: number }) => c.isLimited && c.lastTotal === 0)).toBe(true);
    const fixed = data.list.find((c: { isFixedTime: boolean }) => c.isFixedTime);
    if (fixed) expect(fixed.useEndTimeStr.getTime()).toBeGreaterThan(Date.now());
  });

  it('lists the two platform coupons for useType 3', async () => {
    const { data } = await get('/api/front/coupons?useType=3');
    expect(data.total).toBe(2);
    expect(data.list.every((c: { merId: number | null; useType: number }) => c.merId === null && c.useType === 3)).toBe(true);
  });

  it("for a goods: its shop's coupons and the product coupons naming it, nobody else's", async () => {
    const [productCoupon] = await mall.db.select().from(coupon).where(eq(coupon.useType, 2)).orderBy(asc(coupon.id)).limit(1);
    const goodsId = productCoupon!.productIds[0]!;
    const [goods] = await mall.db.select().from(product).where(eq(product.id, goodsId));
    const [sibling] = await mall.db
      .select()
      .from(product)
      .where(and(eq(product.merId, goods!.merId), eq(product.isShow, true), sql`${product.id} <> ${goodsId}`))
      .limit(1);
    const forSibling = await addCoupon({ merId: goods!.merId, useType: 2, productIds: [sibling!.id] });

    const answer = await mall.http('GET', `/api/front/coupons?useType=2&productId=${goodsId}&limit=50`);
    const data = answer.data;
    const ids = data.list.map((c: { id: number }) => c.id);
    expect(ids).toContain(productCoupon!.id);
    // On the wire the goods a product coupon names are the provider's comma string `primaryKey`, and money is yuan.
    const wire = answer.body.data.list.find((c: { id: number }) => c.id === productCoupon!.id);
    expect(wire).toMatchObject({ primaryKey: productCoupon!.productIds.join(','), money: productCoupon!.money / 100 });
    expect(wire).not.toHaveProperty('productIds');
    expect(ids).not.toContain(forSibling);
    for (const offer of data.list) {
      if (offer.useType === 1) expect(offer.merId).toBe(goods!.merId);
      else expect(offer).toMatchObject({ useType: 2, productIds: expect.arrayContaining([goodsId]) });
    }
    const shopCoupons = await mall.db
      .select()
      .from(coupon)
      .where(and(eq(coupon.merId, goods!.merId), eq(coupon.useType, 1), eq(coupon.status, true), eq(coupon.isDel, false)));
    expect(shopCoupons.length).toBeGreaterThan(0);
    for (const c of shopCoupons) expect(ids).toContain(c.id);
    await mall.db.update(coupon).set({ isDel: true }).where(eq(coupon.id, forSibling));
  });

  it('leaves out coupons switched off, deleted, outside their receive window or of a closed shop', async () => {
    const hidden = [
      await addCoupon({ status: false }),
      await addCoupon({ isDel: true }),
      await addCoupon({ receiveStartTime: new Date(Date.now() + DAY_MS) }),
      await addCoupon({ receiveEndTime: new Date(Date.now() - 1000) }),
      await addCoupon({ isFixedTime: true, useStartTime: new Date(Date.now() - 9 * DAY_MS), useEndTime: new Date(Date.now() - DAY_MS) }),
    ];
    const shown = await addCoupon({ name: 'shown' });
    const ids = (await get('/api/front/coupons?useType=1&merId=4&limit=100')).data.list.map((c: { id: number }) => c.id);
    expect(ids).toContain(shown);
    for (const id of hidden) expect(ids).not.toContain(id);

    await mall.db.update(merchant).set({ isSwitch: false }).where(eq(merchant.id, 4));
    try {
      const closed = await get('/api/front/coupons?useType=1&merId=4');
      expect(closed.code).toBe(404);
      const all = (await get('/api/front/coupons?useType=1&limit=100')).data.list.map((c: { merId: number }) => c.merId);
      expect(all).not.toContain(4);
    } finally {
      await mall.db.update(merchant).set({ isSwitch: true }).where(eq(merchant.id, 4));
    }
    await mall.db.update(coupon).set({ isDel: true }).where(eq(coupon.id, shown));
  });

  it('refuses bad queries with 400 naming the field, and unknown goods or shops with 404', async () => {
    for (const [query, field] of [
      ['', 'useType'],
      ['useType=4', 'useType'],
      ['useType=x', 'useType'],
      ['useType=1&merId=0', 'merId'],
      ['useType=1&productId=-1', 'productId'],
      ['useType=1&limit=500', 'limit'],
    ]) {
      const answer = await get(`/api/front/coupons?${query}`);
      expect(answer.code, query).toBe(400);
      expect(answer.message, query).toMatch(new RegExp(`^${field}: `));
    }
    expect((await get('/api/front/coupons?useType=2&productId=999999')).code).toBe(404);
    expect((await get('/api/front/coupons?useType=1&merId=9999')).code).toBe(404);
  });
});

describe('receiving a coupon (crmeb-api §4.13 receive, §6 rule 15)', () => {
  it('receives once: the second time is refused and changes nothing; isUse then shows it held', async () => {
    const me = await shopper('13920000001');
    const id = await addCoupon({ isLimited: true, total: 5, lastTotal: 5, day: 10 });
    const first = await receive(me.token, id);
    expect(first.code).toBe(200);
    expect(first.message).toBe('Received');
    expect(first.data).toMatchObject({ couponId: id, uid: me.id, merId: 4, money: 500, status: 0, validStr: 'usable' });
    const span = first.data.endTime.getTime() - first.data.startTime.getTime();
    expect(span).toBe(10 * DAY_MS);
    expect((await couponRow(id)).lastTotal).toBe(4);

    const second = await receive(me.token, id);
    expect(second.code).toBe(400);
    expect(second.message).toBe('couponId: you have already received this coupon');
    expect((await couponRow(id)).lastTotal).toBe(4);
    expect(await claims(id)).toBe(1);

    const listed = (await get('/api/front/coupons?useType=1&merId=4&limit=100', me.token)).data.list;
    expect(listed.find((c: { id: number }) => c.id === id)).toMatchObject({ isUse: true, isReceived: true, lastTotal: 4 });
    expect((await get('/api/front/coupons?useType=1&merId=4&limit=100')).data.list.find((c: { id: number }) => c.id === id).isUse).toBe(false);
  });

  it('gives a fixed-date coupon its fixed validity', async () => {
    const me = await shopper('13920000002');
    const useStartTime = new Date(Date.UTC(2025, 0, 1));
    const useEndTime = new Date(Date.UTC(2031, 0, 1));
    const id = await addCoupon({ isFixedTime: true, useStartTime, useEndTime });
    const answer = await mall.http('POST', '/api/front/coupon/receive', { token: me.token, body: { couponId: id } });
    // Times travel as the provider writes them, in the mall's zone (Asia/Shanghai, UTC+8).
    expect(answer.body.data).toMatchObject({ startTime: '2025-01-01 08:00:00', endTime: '2031-01-01 08:00:00' });
    const data = answer.data;
    expect(data.startTime).toEqual(useStartTime);
    expect(data.endTime).toEqual(useEndTime);
  });

  it('refuses a coupon all claimed, outside its window, unknown or switched off', async () => {
    const me = await shopper('13920000003');
    const [gone] = await mall.db.select().from(coupon).where(and(eq(coupon.isLimited, true), eq(coupon.lastTotal, 0))).limit(1);
    const soldOut = await receive(me.token, gone!.id);
    expect(soldOut).toMatchObject({ code: 400, message: 'couponId: this coupon has all been claimed' });
    expect(await claims(gone!.id)).toBe(0);
    expect((await couponRow(gone!.id)).lastTotal).toBe(0);

    const early = await addCoupon({ receiveStartTime: new Date(Date.now() + DAY_MS) });
    expect(await receive(me.token, early)).toMatchObject({ code: 400, message: 'couponId: this coupon cannot be received yet' });
    const late = await addCoupon({ receiveEndTime: new Date(Date.now() - 1000) });
    expect(await receive(me.token, late)).toMatchObject({ code: 400, message: 'couponId: this coupon can no longer be received' });
    const off = await addCoupon({ status: false });
    expect((await receive(me.token, off)).code).toBe(404);
    expect((await receive(me.token, 999_999)).code).toBe(404);
    for (const id of [early, late, off]) expect(await claims(id)).toBe(0);
  });

  it('refuses bad bodies with 400 naming couponId, and guests with 401', async () => {
    const me = await shopper('13920000004');
    for (const bad of ['one', '', 0, 1.5, null]) {
      const answer = await receive(me.token, bad);
      expect(answer.code, String(bad)).toBe(400);
      expect(answer.message).toMatch(/^couponId: /);
    }
    // The provider's clients may send the id as text: it is read as the number.
    const id = await addCoupon();
    expect((await receive(me.token, String(id))).data).toMatchObject({ couponId: id, uid: me.id });
    const guest = await mall.http('POST', '/api/front/coupon/receive', { body: { couponId: 1 } });
    expect(guest.body.code).toBe(401);
  });

  it('never hands out more than the stock: 12 shoppers racing for 3 coupons, exactly 3 win', async () => {
    const id = await addCoupon({ isLimited: true, total: 3, lastTotal: 3 });
    const racers = await Promise.all(Array.from({ length: 12 }, (_, i) => shopper(`1393000${String(i).padStart(4, '0')}`)));
    const answers = await Promise.all(racers.map((r) => receive(r.token, id)));
    const won = answers.filter((a) => a.code === 200);
    const lost = answers.filter((a) => a.code !== 200);
    expect(won).toHaveLength(3);
    expect(lost).toHaveLength(9);
    for (const a of lost) expect(a).toMatchObject({ code: 400, message: 'couponId: this coupon has all been claimed' });
    expect((await couponRow(id)).lastTotal).toBe(0);
    expect(await claims(id)).toBe(3);
  });

  it('one shopper pressing receive 6 times at once gets exactly one coupon', async () => {
    const me = await shopper('13920000005');
    const id = await addCoupon({ isLimited: true, total: 10, lastTotal: 10 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => receive(me.token, id)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.message === 'couponId: you have already received this coupon')).toHaveLength(5);
    expect(await claims(id)).toBe(1);
    expect((await couponRow(id)).lastTotal).toBe(9);
  });
});

describe("the shopper's coupons (crmeb-api §4.13 coupon/list)", () => {
  it('splits usable from unusable and says why with validStr', async () => {
    const me = await shopper('13920000006');
    const other = await shopper('13920000007');
    const couponId = await addCoupon();
    const now = Date.now();
    const hold = (userId: number, name: string, status: number, start: number, end: number) =>
      mall.db.insert(userCoupon).values({
        couponId,
        userId,
        merId: 4,
        name,
        money: 500,
        minPrice: 0,
        useType: 1,
        status,
        startTime: new Date(start),
        endTime: new Date(end),
        // 'send' rows (issued by the mall) are not bound by the once-per-shopper rule.
        type: 'send',
      });
    await hold(me.id, 'valid', 0, now - DAY_MS, now + DAY_MS);
    await hold(me.id, 'later', 0, now + DAY_MS, now + 5 * DAY_MS);
    await hold(me.id, 'lapsed', 0, now - 5 * DAY_MS, now - DAY_MS);
    await hold(me.id, 'expired', 2, now - 5 * DAY_MS, now - DAY_MS);
    await hold(me.id, 'used', 1, now - 5 * DAY_MS, now + DAY_MS);
    await hold(other.id, 'theirs', 0, now - DAY_MS, now + DAY_MS);

    const usable = (await get('/api/front/coupon/list?type=usable&limit=50', me.token)).data;
    expect(Object.fromEntries(usable.list.map((c: { name: string; validStr: string }) => [c.name, c.validStr]))).toEqual({
      valid: 'usable',
      later: 'notStart',
    });
    const unusable = (await get('/api/front/coupon/list?type=unusable&limit=50', me.token)).data;
    expect(Object.fromEntries(unusable.list.map((c: { name: string; validStr: string }) => [c.name, c.validStr]))).toEqual({
      lapsed: 'overdue',
      expired: 'overdue',
      used: 'unusable',
    });
    expect(unusable.total).toBe(3);

    const paged = (await get('/api/front/coupon/list?type=unusable&limit=2&page=2', me.token)).data;
    expect(paged).toMatchObject({ total: 3, totalPage: 2 });
    expect(paged.list).toHaveLength(1);
    expect((await get('/api/front/coupon/list?type=usable', other.token)).data.list.map((c: { name: string }) => c.name)).toEqual(['theirs']);
  });

  it('needs a session and a known type', async () => {
    expect((await get('/api/front/coupon/list?type=usable')).code).toBe(401);
    const me = await shopper('13920000008');
    for (const query of ['', 'type=all']) {
      const answer = await get(`/api/front/coupon/list?${query}`, me.token);
      expect(answer.code, query).toBe(400);
      expect(answer.message).toMatch(/^type: /);
    }
  });
});

describe('coupons at checkout (crmeb-wire §7 coupons/order, computed/price)', () => {
  it('offers a received shop coupon for a pre-order of its shop and applies it once; 404 for someone else\'s, unknown or expired pre-orders', async () => {
    const me = await shopper('13920000009');
    const other = await shopper('13920000010');
    const sku = (await buyableSkus(mall, 5)).find((s) => s.merId === 4)!;
    const held = await receive(me.token, await addCoupon({ minPrice: 0 }));
    expect(held.code).toBe(200);
    const no = await buyNow(mall, me.token, sku);

    const offered = await mall.http('GET', `/api/front/coupons/order/${no}`, { token: me.token });
    expect(offered.body.code).toBe(200);
    expect(offered.data.map((c: { id: number; usable: boolean }) => [c.id, c.usable])).toEqual([[held.data.id, true]]);
    expect((await mall.http('GET', `/api/front/coupons/order/${no}`, { token: other.token })).body.code).toBe(404);
    expect((await mall.http('GET', '/api/front/coupons/order/ZZ00000000000000', { token: me.token })).body.code).toBe(404);
    expect((await mall.http('GET', `/api/front/coupons/order/${no}`)).body.code).toBe(401);

    // The confirm page applies it (￥5.00, or the goods total when less), and the order claims it.
    const addressId = await addAddress(mall, me.token);
    const off = Math.min(500, sku.price);
    const priced = await mall.http('POST', '/api/front/order/computed/price', { token: me.token, body: { preOrderNo: no, couponId: held.data.id } });
    expect(priced.body.code).toBe(200);
    expect(priced.data).toMatchObject({ couponFee: off, payFee: sku.price + sku.postage - off });
    // Someone else cannot use it, and their refused order writes nothing.
    const otherNo = await buyNow(mall, other.token, sku);
    const otherAddress = await addAddress(mall, other.token);
    const before = await stateOf(mall.db);
    const theirs = await mall.http('POST', '/api/front/order/create', {
      token: other.token,
      body: { preOrderNo: otherNo, addressId: otherAddress, payType: 'yue', couponId: held.data.id },
    });
    expect(theirs.body.code).toBe(400);
    expect(theirs.body.message).toBe(`couponId: coupon ${held.data.id} does not exist`);
    expect(await stateOf(mall.db)).toEqual(before);
    const placed = await mall.http('POST', '/api/front/order/create', {
      token: me.token,
      body: { preOrderNo: no, addressId, payType: 'yue', couponId: held.data.id },
    });
    expect(placed.body.code).toBe(200);
    expect(await couponHeld(held.data.id)).toMatchObject({ status: 1, orderNo: placed.data.orderNo });
    expect((await mall.http('GET', `/api/front/coupon/list?type=unusable`, { token: me.token })).data.list.map((c: { id: number }) => c.id)).toContain(held.data.id);

    const again = await buyNow(mall, me.token, sku);
    expect((await mall.http('GET', `/api/front/coupons/order/${again}`, { token: me.token })).data).toEqual([]);
    await mall.db.update(preOrder).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(preOrder.preOrderNo, again));
    expect((await mall.http('GET', `/api/front/coupons/order/${again}`, { token: me.token })).body.code).toBe(404);
  });
});

describe('the shopper\'s coupon cards (GET /api/front/coupon/list)', () => {
  it('name the issuing shop (\'\' for the platform) and what a coupon applies to, for the card\'s "use" link', async () => {
    const { token } = await shopper('13700000491');
    const [shop] = await mall.db.select({ name: merchant.name }).from(merchant).where(eq(merchant.id, 4));
    const shopCoupon = await addCoupon({ name: 'shop card' });
    const platform = await addCoupon({ merId: null, useType: 3, name: 'platform card' });
    expect((await receive(token, shopCoupon)).code).toBe(200);
    expect((await receive(token, platform)).code).toBe(200);
    const list = await get('/api/front/coupon/list?type=usable&page=1&limit=9', token);
    expect(list.data).toMatchObject({ total: 2, totalPage: 1 });
    const byName = new Map(list.data.list.map((c: { name: string }) => [c.name, c]));
    expect(byName.get('shop card')).toMatchObject({ merId: 4, merName: shop!.name, useType: 1, validStr: 'usable' });
    expect(byName.get('platform card')).toMatchObject({ merId: null, merName: '', useType: 3, validStr: 'usable' });
    const wire = await mall.http('GET', '/api/front/coupon/list?type=usable&page=1&limit=9', { token });
    expect(wire.body.data.pages).toBe(1);
  });
});
