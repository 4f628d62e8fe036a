import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_PICS_MAX } from '@mall/api/schemas';
import { createOperator } from '../src/admin/operators.ts';
import type { Db } from '../src/db/client.ts';
import { auditLog, integralRecord, merchantOrder, orderItem, productReply, upload } from '../src/db/schema.ts';
import { startMall, stateOf, type TestMall } from './harness.ts';
import { buyableSkus, type BuyableSku } from './shopping.ts';
import { checkout, newShopper, payWithBalance, pointsOf, shipByExpress, shopOrdersOf, type Shopper } from './afterCheckout.ts';

/*
 * Reviews (crmeb-api §4.7 `comment`, `reply/list`, §6 rule 12; the issue
 * "After-sale", Reviews): a shopper reviews a received line of their own
 * order, with up to 5 of their own uploaded pictures; the goods page lists
 * and counts it at once; points are granted once; the operator answers.
 * Every refusal leaves the database as it was (stateOf).
 */

let mall: TestMall;
/** Two SKUs of two goods of one shop, in stock, cheap enough for many orders. */
let pair: [BuyableSku, BuyableSku];
let operatorToken: string;
let phones = 13_700_000_400;

beforeAll(async () => {
  mall = await startMall();
  const skus = (await buyableSkus(mall, 40)).filter((s) => s.price < 50_000);
  const byShop = new Map<number, BuyableSku[]>();
  for (const sku of skus) {
    const own = byShop.get(sku.merId) ?? [];
    if (!own.some((s) => s.productId === sku.productId)) own.push(sku);
    byShop.set(sku.merId, own);
  }
  const shop = [...byShop.values()].find((own) => own.length >= 2)!;
  pair = [shop[0]!, shop[1]!];
  const operator = { email: 'ops.reviews@example.com', password: 'Ops-reviews-password-1' };
  await createOperator(mall.db, { operatorId: null, via: 'cli' }, operator);
  operatorToken = (await mall.http('POST', '/api/admin/login', { body: operator })).data.token;
});
afterAll(() => mall.close());

/** A new shopper with money and an address, signed in. */
const shopper = () => newShopper(mall, String(phones++));

/** An image `userId` uploaded (a row as the upload endpoint writes it), as the client sends it back: an absolute URL. */
async function fakeUpload(db: Db, userId: number): Promise<string> {
  const hash = randomBytes(32).toString('hex');
  await db.insert(upload).values({ userId, hash, ext: 'jpg', size: 2048, width: 800, height: 600, originalName: 'photo.jpg' });
  return `${mall.url}/uploads/${hash}.jpg`;
}

interface Received {
  orderNo: string;
  lines: Array<typeof orderItem.$inferSelect>;
}

/** `who` buys `lines` (of one shop), pays, the shop ships; received unless `stop` says where to stop. */
async function order(who: Shopper, lines: [BuyableSku, number][], stop?: 'paid' | 'shipped'): Promise<Received> {
  const master = await checkout(mall, who, lines);
  await payWithBalance(mall, who, master);
  const [shop] = await shopOrdersOf(mall, master);
  if (stop !== 'paid') await shipByExpress(mall, shop!.orderNo);
  if (!stop) {
    const taken = await mall.http('POST', `/api/front/order/take/${shop!.orderNo}`, { token: who.token });
    expect(taken.body.code, taken.body.message).toBe(200);
  }
  const rows = await mall.db.select().from(orderItem).where(eq(orderItem.merOrderNo, shop!.orderNo)).orderBy(asc(orderItem.id));
  return { orderNo: shop!.orderNo, lines: rows };
}

const comment = (who: Shopper, body: unknown, headers?: Record<string, string>) =>
  mall.http('POST', '/api/front/order/comment', { token: who.token, body, headers });
const goodsPage = (productId: number, query = 'page=1&limit=10&type=0', headers?: Record<string, string>) =>
  mall.http('GET', `/api/front/product/reply/list/${productId}?${query}`, { headers });
const summary = async (productId: number) => (await mall.http('GET', `/api/front/product/reply/config/${productId}`)).data;
const masked = (phone: string) => `s**${phone.at(-1)}`;

/** Expects `request` to be refused with `code` (its message matching `message`) and to change nothing. */
async function refusedUnchanged(request: () => Promise<{ body: { code: number; message: string } }>, code: number, message?: RegExp): Promise<void> {
  const before = await stateOf(mall.db);
  const res = await request();
  expect(res.body.code, res.body.message).toBe(code);
  if (message) expect(res.body.message).toMatch(message);
  expect(await stateOf(mall.db)).toEqual(before);
}

// First, before the other tests add newer reviews to the goods the seed's orders may share.
describe('the seeded mall', () => {
  it('has lines for the demo shopper to review and reviews of theirs with photos, scores and a shop reply on the goods page', async () => {
    const token = await mall.login();
    const waiting = (await mall.http('GET', '/api/front/order/reply/list', { token })).data;
    expect(waiting.total).toBeGreaterThan(0);
    const reviewed = (await mall.http('GET', '/api/front/order/reply/list?isReply=true', { token })).data;
    expect(reviewed.total).toBeGreaterThan(0);
    const withPhotos = reviewed.list.find((l: { reply: { pics: string[] } }) => l.reply.pics.length > 0);
    expect(withPhotos.reply).toMatchObject({ uid: 1, nickname: '演**户', productScore: 5, serviceScore: 5 });
    expect(withPhotos.reply.merchantReplyContent).not.toBe('');
    const onPage = (await goodsPage(withPhotos.productId)).data.list[0];
    expect(onPage).toEqual(withPhotos.reply);
    for (const url of onPage.pics) expect((await fetch(url)).status).toBe(200);
  });
});

describe('writing a review (POST /api/front/order/comment)', () => {
  it('a review with two pictures is on the goods page at once, first, with the SKU and the masked name; the summary and the filter count it; 20 points', async () => {
    const who = await shopper();
    const [x] = pair;
    const { orderNo, lines } = await order(who, [[x, 1]]);
    const pics = [await fakeUpload(mall.db, who.id), await fakeUpload(mall.db, who.id)];
    const before = await summary(x.productId);
    const points = await pointsOf(mall, who.id);

    // As the provider's client sends it: the pictures as JSON text.
    const res = await comment(who, { orderNo, orderInfoId: lines[0]!.id, star: 5, comment: '很好用，推荐！', pics: JSON.stringify(pics) });
    expect(res.body.code, res.body.message).toBe(200);
    const review = res.data;
    expect(review).toMatchObject({ uid: who.id, star: 5, comment: '很好用，推荐！', sku: lines[0]!.sku, nickname: masked(String(phones - 1)), productScore: 5, serviceScore: 5, merchantReplyContent: '' });
    expect(review.pics).toEqual(pics);
    expect(review.createTime).toBeInstanceOf(Date);

    const page = (await goodsPage(x.productId)).data;
    expect(page.list[0]).toEqual(review);
    expect(page.total).toBe(before.sumCount + 1);
    expect(await summary(x.productId)).toMatchObject({ sumCount: before.sumCount + 1, goodCount: before.goodCount + 1, inCount: before.inCount, poorCount: before.poorCount });
    expect((await goodsPage(x.productId, 'type=1')).data.list[0].id).toBe(review.id);
    expect((await goodsPage(x.productId, 'type=2&limit=100')).data.list.map((r: { id: number }) => r.id)).not.toContain(review.id);

    expect(await pointsOf(mall, who.id)).toBe(points + 20);
    const records = await mall.db.select().from(integralRecord).where(eq(integralRecord.linkId, `reply:${lines[0]!.id}`));
    expect(records).toEqual([expect.objectContaining({ userId: who.id, linkType: 'reply', type: 1, title: 'integral.review', integral: 20, balance: points + 20, status: 3 })]);
    const attached = await mall.db.select().from(upload).where(eq(upload.userId, who.id));
    expect(attached.map((u) => u.attachedTo)).toEqual([`review:${lines[0]!.id}`, `review:${lines[0]!.id}`]);
    // Stored as paths: the wire makes them absolute on whatever origin serves the page.
    const [row] = await mall.db.select().from(productReply).where(eq(productReply.id, review.id));
    expect(row!.pics).toEqual(pics.map((url) => new URL(url).pathname));
  });

  it('without pictures: 10 points; its own product and service scores; 2 stars counts as general; anonymous shows a label, no avatar, no account', async () => {
    const who = await shopper();
    const [, y] = pair;
    const { orderNo, lines } = await order(who, [[y, 2]]);
    const before = await summary(y.productId);
    const points = await pointsOf(mall, who.id);
    const res = await comment(who, { orderNo, orderInfoId: lines[0]!.id, star: 2, productScore: 3, serviceScore: 1, comment: 'Smaller than it looked.', pics: '', isAnonymous: true }, { 'accept-language': 'zh-CN' });
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.data).toMatchObject({ uid: null, star: 2, productScore: 3, serviceScore: 1, nickname: '匿名买家', avatar: '', pics: [] });
    expect(await pointsOf(mall, who.id)).toBe(points + 10);
    expect(await summary(y.productId)).toMatchObject({ sumCount: before.sumCount + 1, inCount: before.inCount + 1, goodCount: before.goodCount });
    const general = (await goodsPage(y.productId, 'type=2', { 'accept-language': 'en' })).data;
    expect(general.list[0]).toMatchObject({ id: res.data.id, nickname: 'Anonymous buyer', uid: null });
    // The operator sees who wrote it.
    const listed = (await mall.http('GET', `/api/admin/reviews?productId=${y.productId}`, { token: operatorToken })).data;
    expect(listed.list[0]).toMatchObject({ id: res.data.id, uid: who.id, nickname: masked(String(phones - 1)), orderItemId: lines[0]!.id });
  });

  it('stores and answers text exactly as written: markup stays text', async () => {
    const who = await shopper();
    const { orderNo, lines } = await order(who, [[pair[0], 1]]);
    const text = '<script>alert("x")</script> & <b>bold</b> \'quoted\'\nsecond line';
    const res = await comment(who, { orderNo, orderInfoId: lines[0]!.id, star: 4, comment: text });
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data.comment).toBe(text);
    expect((await goodsPage(pair[0].productId)).body.data.list[0].comment).toBe(text);
    const [row] = await mall.db.select().from(productReply).where(eq(productReply.id, res.data.id));
    expect(row!.comment).toBe(text);
  });

  it('marks the order reviewed (isReply) once every line is, and takes it off the "to review" tab', async () => {
    const who = await shopper();
    const { orderNo, lines } = await order(who, [
      [pair[0], 1],
      [pair[1], 1],
    ]);
    const detail = async () => (await mall.http('GET', `/api/front/order/detail/${orderNo}`, { token: who.token })).data;
    const toReview = async () => (await mall.http('GET', '/api/front/order/list?type=4&limit=100', { token: who.token })).data.list.map((o: { orderNo: string }) => o.orderNo);
    expect(await toReview()).toContain(orderNo);

    expect((await comment(who, { orderNo, orderInfoId: lines[0]!.id, star: 5, comment: 'one' })).body.code).toBe(200);
    expect((await detail()).orderInfoList.map((l: { isReply: boolean }) => l.isReply)).toEqual([true, false]);
    expect(await toReview()).toContain(orderNo);

    expect((await comment(who, { orderNo, orderInfoId: lines[1]!.id, star: 5, comment: 'two' })).body.code).toBe(200);
    expect((await detail()).orderInfoList.map((l: { isReply: boolean }) => l.isReply)).toEqual([true, true]);
    expect(await toReview()).not.toContain(orderNo);
  });

  it('grants no points when REVIEW_POINTS and REVIEW_POINTS_WITH_PICS are 0', async () => {
    const off = await startMall({ points: { reviewPoints: 0, reviewPointsWithPics: 0 } });
    try {
      const who = await newShopper(off, '13700000499');
      const skus = await buyableSkus(off, 40);
      const master = await checkout(off, who, [[skus[0]!, 1]]);
      await payWithBalance(off, who, master);
      const [shop] = await shopOrdersOf(off, master);
      await shipByExpress(off, shop!.orderNo);
      expect((await off.http('POST', `/api/front/order/take/${shop!.orderNo}`, { token: who.token })).body.code).toBe(200);
      const [line] = await off.db.select().from(orderItem).where(eq(orderItem.merOrderNo, shop!.orderNo));
      const points = await pointsOf(off, who.id);
      const res = await off.http('POST', '/api/front/order/comment', { token: who.token, body: { orderNo: shop!.orderNo, orderInfoId: line!.id, star: 5, comment: 'fine' } });
      expect(res.body.code, res.body.message).toBe(200);
      expect(await pointsOf(off, who.id)).toBe(points);
      expect(await off.db.select().from(integralRecord).where(eq(integralRecord.linkId, `reply:${line!.id}`))).toEqual([]);
    } finally {
      await off.close();
    }
  });
});

describe('refused reviews change nothing', () => {
  let who: Shopper;
  let received: Received;
  let other: Received;
  beforeAll(async () => {
    who = await shopper();
    received = await order(who, [[pair[0], 1]]);
    other = await order(who, [[pair[1], 1]]);
  });
  const body = (extra: Record<string, unknown> = {}) => ({ orderNo: received.orderNo, orderInfoId: received.lines[0]!.id, star: 5, comment: 'ok', ...extra });

  it('a line awaiting shipment, or awaiting receipt', async () => {
    const paid = await order(who, [[pair[0], 1]], 'paid');
    await refusedUnchanged(() => comment(who, { ...body(), orderNo: paid.orderNo, orderInfoId: paid.lines[0]!.id }), 400, /^orderNo: only a received order can be reviewed/);
    const shipped = await order(who, [[pair[0], 1]], 'shipped');
    await refusedUnchanged(() => comment(who, { ...body(), orderNo: shipped.orderNo, orderInfoId: shipped.lines[0]!.id }), 400, /^orderNo: /);
  });

  it('a line already reviewed, someone else\'s order, a line not of the order', async () => {
    const first = await order(who, [[pair[1], 1]]);
    expect((await comment(who, { ...body(), orderNo: first.orderNo, orderInfoId: first.lines[0]!.id })).body.code).toBe(200);
    await refusedUnchanged(() => comment(who, { ...body(), orderNo: first.orderNo, orderInfoId: first.lines[0]!.id }), 400, /^orderInfoId: this item has already been reviewed/);
    const stranger = await shopper();
    await refusedUnchanged(() => comment(stranger, body()), 404);
    await refusedUnchanged(() => comment(who, body({ orderInfoId: other.lines[0]!.id })), 400, /^orderInfoId: this item is not part of order/);
    await refusedUnchanged(() => comment(who, body({ orderNo: 'SH20260101000000999999' })), 404);
  });

  it('a line refunded in full', async () => {
    const refunded = await order(who, [[pair[0], 1]]);
    await mall.db.update(orderItem).set({ refundNum: 1 }).where(eq(orderItem.id, refunded.lines[0]!.id));
    await refusedUnchanged(() => comment(who, { ...body(), orderNo: refunded.orderNo, orderInfoId: refunded.lines[0]!.id }), 400, /^orderInfoId: /);
  });

  it(`a ${REVIEW_PICS_MAX + 1}th picture, someone else's upload, a picture that is not an upload, a picture twice, pictures that are not a list`, async () => {
    const six = await Promise.all(Array.from({ length: REVIEW_PICS_MAX + 1 }, () => fakeUpload(mall.db, who.id)));
    await refusedUnchanged(() => comment(who, body({ pics: six })), 400, /^pics: /);
    await refusedUnchanged(() => comment(who, body({ pics: JSON.stringify(six) })), 400, /^pics: must have at most 5 items/);
    const theirs = await fakeUpload(mall.db, (await shopper()).id);
    await refusedUnchanged(() => comment(who, body({ pics: [six[0], theirs] })), 400, /^pics: That picture is not one of your uploads/);
    await refusedUnchanged(() => comment(who, body({ pics: JSON.stringify(['https://elsewhere.example/cat.jpg']) })), 400, /^pics: /);
    await refusedUnchanged(() => comment(who, body({ pics: ['https://elsewhere.example/cat.jpg'] })), 400, /^pics\.0: /);
    await refusedUnchanged(() => comment(who, body({ pics: `/uploads/${'0'.repeat(64)}.jpg` })), 400, /^pics: /);
    await refusedUnchanged(() => comment(who, body({ pics: JSON.stringify([six[0], six[0]]) })), 400, /^pics: must not repeat/);
    await refusedUnchanged(() => comment(who, body({ pics: '{"a":1}' })), 400, /^pics: /);
  });

  it('a blank or missing comment gets "Please fill in your experience"; star 0 or 6; no session', async () => {
    await refusedUnchanged(() => comment(who, body({ comment: '  \n ' })), 400, /^comment: Please fill in your experience$/);
    const { comment: _none, ...missing } = body();
    await refusedUnchanged(() => comment(who, missing), 400, /^comment: Please fill in your experience$/);
    await refusedUnchanged(() => comment(who, body({ comment: '' }), { 'accept-language': 'zh-CN' }), 400, /^comment: 请填写您的心得体会$/);
    await refusedUnchanged(() => comment(who, body({ star: 0 })), 400, /^star: /);
    await refusedUnchanged(() => comment(who, body({ star: 6 })), 400, /^star: /);
    await refusedUnchanged(() => comment(who, body({ productScore: 6 })), 400, /^productScore: /);
    await refusedUnchanged(() => mall.http('POST', '/api/front/order/comment', { body: body() }), 401);
  });

  it('two reviews of one line at once: exactly one review and one grant of points', async () => {
    // On PGlite transactions run one at a time, so this cannot fail there; PostgreSQL runs them together.
    const racer = await shopper();
    const { orderNo, lines } = await order(racer, [[pair[0], 1]]);
    const points = await pointsOf(mall, racer.id);
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => comment(racer, { orderNo, orderInfoId: lines[0]!.id, star: 5, comment: `race ${i}` })));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    for (const a of answers.filter((a) => a.body.code !== 200)) expect(a.body).toMatchObject({ code: 400, message: expect.stringMatching(/^orderInfoId: /) });
    expect(await mall.db.select().from(productReply).where(eq(productReply.orderItemId, lines[0]!.id))).toHaveLength(1);
    expect(await mall.db.select().from(integralRecord).where(eq(integralRecord.linkId, `reply:${lines[0]!.id}`))).toHaveLength(1);
    expect(await pointsOf(mall, racer.id)).toBe(points + 10);
  });
});

describe('the shopper\'s lines to review (GET /api/front/order/reply/list)', () => {
  it('lists received lines not reviewed, newest receipt first; with isReply the reviewed ones with their review; only their own', async () => {
    const who = await shopper();
    const older = await order(who, [[pair[0], 1]]);
    const newer = await order(who, [
      [pair[0], 2],
      [pair[1], 1],
    ]);
    await order(who, [[pair[1], 1]], 'shipped');
    // Receipts a day apart, whatever the clock did.
    await mall.db.update(merchantOrder).set({ receivingTime: sql`now() - interval '1 day'` }).where(eq(merchantOrder.orderNo, older.orderNo));
    const list = async (query = '') => (await mall.http('GET', `/api/front/order/reply/list${query}`, { token: who.token })).data;

    const waiting = await list();
    expect(waiting.total).toBe(3);
    expect(waiting.list.map((l: { id: number }) => l.id)).toEqual([newer.lines[1]!.id, newer.lines[0]!.id, older.lines[0]!.id]);
    expect(waiting.list[1]).toMatchObject({ merOrderNo: newer.orderNo, merId: pair[0].merId, productId: pair[0].productId, sku: newer.lines[0]!.sku, price: newer.lines[0]!.price, payNum: 2, reply: null });
    expect(waiting.list[1].merName).not.toBe('');
    expect(waiting.list[1].image).toMatch(/^https?:\/\//);
    expect(waiting.list[1].receivingTime).toBeInstanceOf(Date);
    expect((await list('?isReply=true')).list).toEqual([]);

    const res = await comment(who, { orderNo: newer.orderNo, orderInfoId: newer.lines[0]!.id, star: 3, comment: 'ok' });
    expect((await list()).list.map((l: { id: number }) => l.id)).toEqual([newer.lines[1]!.id, older.lines[0]!.id]);
    const reviewed = await list('?isReply=true&page=1&limit=5');
    expect(reviewed).toMatchObject({ total: 1, page: 1, limit: 5 });
    expect(reviewed.list[0]).toMatchObject({ id: newer.lines[0]!.id, reply: res.data });

    // A line refunded in full is not to be reviewed; a deleted order's lines neither.
    await mall.db.update(orderItem).set({ refundNum: 1 }).where(eq(orderItem.id, older.lines[0]!.id));
    expect((await list()).list.map((l: { id: number }) => l.id)).toEqual([newer.lines[1]!.id]);
    expect((await mall.http('POST', `/api/front/order/delete/${newer.orderNo}`, { token: who.token })).body.code).toBe(200);
    expect((await list()).total).toBe(0);
    expect((await list('?isReply=true')).total).toBe(0);
    expect((await mall.http('GET', '/api/front/order/reply/list', { token: (await shopper()).token })).data.total).toBe(0);
    expect((await mall.http('GET', '/api/front/order/reply/list')).body.code).toBe(401);
  });
});

describe('the goods page list, paged by index', () => {
  it('pages every filter newest first, deep pages included; deleted reviews never', async () => {
    const [x] = pair;
    const { merId } = x;
    // 300 more reviews of the goods, stars in turn, some deleted, dated in id order.
    await mall.db.execute(sql`
      insert into product_reply (product_id, mer_id, nickname, star, comment, is_del, created_at)
      select ${x.productId}, ${merId}, '1**' || (g % 10), 1 + (g % 5), 'bulk ' || g, g % 17 = 0, now() + (g || ' seconds')::interval
      from generate_series(1, 300) as g`);
    const all = await mall.db
      .select({ id: productReply.id, star: productReply.star })
      .from(productReply)
      .where(and(eq(productReply.productId, x.productId), eq(productReply.isDel, false)));
    const expected = (stars: number[]) => all.filter((r) => stars.includes(r.star)).map((r) => r.id).sort((a, b) => b - a);
    for (const [type, stars] of [[0, [1, 2, 3, 4, 5]], [1, [5]], [2, [2, 3, 4]], [3, [1]]] as const) {
      const ids: number[] = [];
      for (let page = 1; ; page++) {
        const res = (await goodsPage(x.productId, `page=${page}&limit=7&type=${type}`)).data;
        expect(res.total).toBe(expected([...stars]).length);
        if (res.list.length === 0) break;
        ids.push(...res.list.map((r: { id: number }) => r.id));
      }
      expect(ids, `type ${type}`).toEqual(expected([...stars]));
    }
    const config = await summary(x.productId);
    expect(config.sumCount).toBe(all.length);
    expect(config.goodCount + config.inCount + config.poorCount).toBe(all.length);
  });
});

describe('the operator\'s reviews (GET /api/admin/reviews, POST /api/admin/reviews/{id}/reply)', () => {
  it('lists reviews newest first, of one goods, unanswered; replies, shown on the goods page at once and audited; a second reply replaces it', async () => {
    const who = await shopper();
    const { orderNo, lines } = await order(who, [[pair[1], 1]]);
    const written = (await comment(who, { orderNo, orderInfoId: lines[0]!.id, star: 4, comment: 'Does the job.' })).data;
    const list = async (query: string) => (await mall.http('GET', `/api/admin/reviews?${query}`, { token: operatorToken })).data;

    const newest = await list('page=1&limit=3');
    expect(newest.list[0]).toMatchObject({ id: written.id, productId: pair[1].productId, merId: pair[1].merId, orderItemId: lines[0]!.id, merchantReplyTime: null, comment: 'Does the job.' });
    expect(newest.list[0].productName).not.toBe('');
    const ofGoods = await list(`productId=${pair[1].productId}&limit=100`);
    expect(ofGoods.list.every((r: { productId: number }) => r.productId === pair[1].productId)).toBe(true);
    const unanswered = await list('unanswered=true&limit=100');
    expect(unanswered.list.every((r: { merchantReplyContent: string }) => r.merchantReplyContent === '')).toBe(true);
    expect(unanswered.list.map((r: { id: number }) => r.id)).toContain(written.id);

    const reply = await mall.http('POST', `/api/admin/reviews/${written.id}/reply`, { token: operatorToken, body: { content: '感谢支持！<b>not markup</b>' } });
    expect(reply.body.code, reply.body.message).toBe(200);
    expect(reply.data).toMatchObject({ id: written.id, merchantReplyContent: '感谢支持！<b>not markup</b>' });
    expect(reply.data.merchantReplyTime).toBeInstanceOf(Date);
    expect((await goodsPage(pair[1].productId)).data.list.find((r: { id: number }) => r.id === written.id).merchantReplyContent).toBe('感谢支持！<b>not markup</b>');
    expect((await list('unanswered=true&limit=100')).list.map((r: { id: number }) => r.id)).not.toContain(written.id);

    expect((await mall.http('POST', `/api/admin/reviews/${written.id}/reply`, { token: operatorToken, body: { content: 'Thank you!' } })).body.code).toBe(200);
    expect((await goodsPage(pair[1].productId)).data.list.find((r: { id: number }) => r.id === written.id).merchantReplyContent).toBe('Thank you!');
    const audit = await mall.db.select().from(auditLog).where(eq(auditLog.target, `review:${written.id}`)).orderBy(asc(auditLog.id));
    expect(audit.map((e) => [e.action, e.via, (e.before as { merchantReplyContent: string }).merchantReplyContent, (e.after as { merchantReplyContent: string }).merchantReplyContent])).toEqual([
      ['review.reply', 'api', '', '感谢支持！<b>not markup</b>'],
      ['review.reply', 'api', '感谢支持！<b>not markup</b>', 'Thank you!'],
    ]);
  });

  it('refuses an unknown review, a blank reply, a shopper and a guest, changing nothing', async () => {
    const [review] = await mall.db.select({ id: productReply.id }).from(productReply).limit(1);
    const reply = (id: number, content: string, token?: string) => mall.http('POST', `/api/admin/reviews/${id}/reply`, { token, body: { content } });
    await refusedUnchanged(() => reply(999_999, 'hello', operatorToken), 404, /Review 999999 does not exist/);
    await refusedUnchanged(() => reply(review!.id, '   ', operatorToken), 400, /^content: /);
    const who = await shopper();
    await refusedUnchanged(() => reply(review!.id, 'hello', who.token), 401);
    await refusedUnchanged(() => reply(review!.id, 'hello'), 401);
    expect((await mall.http('GET', '/api/admin/reviews', { token: who.token })).body.code).toBe(401);
  });
});
