import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../src/admin/operators.ts';
import { appUser, integralRecord, merchant, merchantOrder, orderItem, refundOrder, upload } from '../src/db/schema.ts';
import { startMall, stateOf, type TestMall } from './harness.ts';
import { buyableSkus, type BuyableSku } from './shopping.ts';
import { checkout, DAY_MS, newShopper, payWithBalance, pointsOf, shipByExpress, shopOrdersOf, stockOf, type Shopper } from './afterCheckout.ts';

/*
 * Refunds through HTTP (crmeb-api §4.9, §6 rule 14; the issue "After-sale",
 * Refunds): partial refunds per line priced from what was paid, one open
 * refund per line, the operator's answers, money, stock and points back in
 * the same transaction, automatic approval by the job runner. Every refusal
 * leaves the database as it was (stateOf).
 */

let mall: TestMall;
let skus: BuyableSku[];
let buyer: Shopper;
let stranger: Shopper;
let operatorToken: string;

beforeAll(async () => {
  mall = await startMall();
  skus = (await buyableSkus(mall, 40, true)).filter((s) => s.price < 50_000);
  buyer = await newShopper(mall, '13700000301', 100_000_000, 5_000);
  stranger = await newShopper(mall, '13700000302');
  const op = { email: 'refunds.op@example.com', password: 'refunds-operator-1' };
  await createOperator(mall.db, { operatorId: null, via: 'cli' }, op);
  const res = await mall.http('POST', '/api/admin/login', { body: op });
  operatorToken = res.data.token;
});
afterAll(() => mall.close());

/** A paid order of `lines` (one shop), using points when `useIntegral` (as many as allowed); its merchant order number. */
async function paidShopOrder(lines: [BuyableSku, number][], useIntegral = false): Promise<string> {
  const master = await checkout(mall, buyer, lines, { useIntegral });
  await payWithBalance(mall, buyer, master);
  const [shop] = await shopOrdersOf(mall, master);
  return shop!.orderNo;
}

/** The `i`-th buyable SKU of a shop of its own, wrapping round when the seed has fewer shops. */
function sku(i: number): BuyableSku {
  return skus[i % skus.length]!;
}

async function linesOf(orderNo: string) {
  return mall.db.select().from(orderItem).where(eq(orderItem.merOrderNo, orderNo)).orderBy(orderItem.id);
}

async function balanceOf(userId: number): Promise<number> {
  const [row] = await mall.db.select({ balance: appUser.balance }).from(appUser).where(eq(appUser.id, userId));
  return row!.balance;
}

async function merchantBalance(merId: number): Promise<number> {
  const [row] = await mall.db.select({ balance: merchant.balance }).from(merchant).where(eq(merchant.id, merId));
  return row!.balance;
}

/** An upload row of the shopper, as the upload endpoint leaves it; its URL. */
async function uploaded(userId: number): Promise<string> {
  const hash = randomBytes(32).toString('hex');
  await mall.db.insert(upload).values({ userId, hash, ext: 'jpg', size: 1000, width: 10, height: 10 });
  return `/uploads/${hash}.jpg`;
}

function apply(who: Shopper, body: Record<string, unknown>) {
  return mall.http('POST', '/api/front/order/refund', { token: who.token, body: { text: '与描述不符', ...body } });
}

function admin(path: string, body: Record<string, unknown> = {}) {
  return mall.http('POST', path, { token: operatorToken, body });
}

async function expectRefused(send: () => Promise<{ body: { code: number; message: string } }>, code: number, message?: RegExp) {
  const before = await stateOf(mall.db);
  const res = await send();
  expect(res.body.code, res.body.message).toBe(code);
  if (message) expect(res.body.message).toMatch(message);
  expect(await stateOf(mall.db)).toEqual(before);
  return res;
}

describe('asking money back before shipment (refund only)', () => {
  it('prices part of a line from what was paid, and the approval gives the balance, stock and points back at once', async () => {
    const item = sku(0);
    const orderNo = await paidShopOrder([[item, 3]], true);
    const [order] = await mall.db.select().from(merchantOrder).where(eq(merchantOrder.orderNo, orderNo));
    const [line] = await linesOf(orderNo);

    const info = await mall.http('GET', `/api/front/order/apply/refund/${orderNo}`, { token: buyer.token });
    expect(info.body.code).toBe(200);
    expect(info.data).toMatchObject({ orderNo, refundType: 1, maxImages: 3, paid: true });
    expect(info.data.orderInfoList).toEqual([expect.objectContaining({ id: line!.id, payNum: 3, refundableNum: 3, openRefundNo: '' })]);
    const reasons = await mall.http('GET', '/api/front/order/refund/reason');
    expect(reasons.data).toContain('与描述不符');
    // The provider's reasons in the shopper's language; the locale cookie names it.
    const english = await mall.http('GET', '/api/front/order/refund/reason', { headers: { 'accept-language': 'en' } });
    expect(english.data).toContain('Not as described');
    const thai = await mall.http('GET', '/api/front/order/refund/reason', { headers: { 'accept-language': 'en', cookie: 'locale=th' } });
    expect(thai.data).toContain('สินค้าไม่ตรงตามคำอธิบาย');

    const picture = await uploaded(buyer.id);
    const res = await apply(buyer, {
      orderNo,
      refund_reason_wap_explain: '颜色不对',
      refund_reason_wap_img: `${mall.url}${picture}`,
      items: [{ orderInfoId: line!.id, num: 1 }],
    });
    expect(res.body.code, res.body.message).toBe(200);
    const refundNo: string = res.data.refundOrderNo;
    expect(refundNo).toMatch(/^RE\d+$/);

    // One of three units: a third of the goods paid (floored), no freight.
    const goodsPaid = order!.payPrice - order!.totalPostage;
    const detail = await mall.http('GET', `/api/front/order/refund/detail/${refundNo}`, { token: buyer.token });
    expect(detail.data).toMatchObject({
      refundStatus: 0,
      stage: 'review',
      refundType: 1,
      totalNum: 1,
      refundPrice: Math.floor(goodsPaid / 3),
      postagePrice: 0,
      refundReasonWap: '与描述不符',
      refundReasonWapExplain: '颜色不对',
      refundReasonWapImg: [`${mall.url}${picture}`],
    });
    // On the wire as the provider's page reads it: yuan, and the images as one comma string.
    expect(detail.body.data).toMatchObject({ refundPrice: Math.floor(goodsPaid / 3) / 100, refundReasonWapImg: `${mall.url}${picture}` });
    expect(detail.data.timeline).toEqual([expect.objectContaining({ event: 'apply', status: 0, actor: 'shopper' })]);
    const [picRow] = await mall.db.select().from(upload).where(eq(upload.hash, picture.slice(9, 73)));
    expect(picRow!.attachedTo).toBe(`refund:${refundNo}`);
    const [held] = await mall.db.select().from(merchantOrder).where(eq(merchantOrder.orderNo, orderNo));
    expect(held!.refundStatus).toBe(1);

    const listed = await mall.http('GET', '/api/front/order/refund/list', { token: buyer.token });
    expect(listed.data.list[0]).toMatchObject({ refundOrderNo: refundNo, stage: 'review', totalNum: 1 });

    const balance = await balanceOf(buyer.id);
    const points = await pointsOf(mall, buyer.id);
    const stock = await stockOf(mall, item);
    const shop = await merchantBalance(order!.merId);
    const approved = await admin(`/api/admin/refunds/${refundNo}/approve`);
    expect(approved.body.code, approved.body.message).toBe(200);
    expect(approved.data).toMatchObject({ refundStatus: 3, stage: 'refunded', refundChannel: 'yue' });
    const amount = Math.floor(goodsPaid / 3);
    expect(await balanceOf(buyer.id)).toBe(balance + amount);
    // The points spent on the order come back in proportion to the goods money given back.
    expect(order!.useIntegral).toBeGreaterThan(0);
    expect(await pointsOf(mall, buyer.id)).toBe(points + Math.floor((order!.useIntegral * amount) / goodsPaid));
    expect((await stockOf(mall, item)).stock).toBe(stock.stock + 1);
    expect(await merchantBalance(order!.merId)).toBeLessThan(shop);
    expect(approved.data.timeline.map((e: { event: string }) => e.event)).toEqual(['apply', 'approve', 'refund']);
    const [after] = await mall.db.select().from(merchantOrder).where(eq(merchantOrder.orderNo, orderNo));
    expect(after).toMatchObject({ refundStatus: 0, refundPrice: amount });
    const [lineAfter] = await linesOf(orderNo);
    expect(lineAfter).toMatchObject({ refundNum: 1, openRefundNo: null });

    // Approving again changes nothing.
    await expectRefused(() => admin(`/api/admin/refunds/${refundNo}/approve`), 400, /review/);
  });

  it('gives back exactly what was paid, freight included, over several partial refunds', async () => {
    const orderNo = await paidShopOrder([[sku(1), 2]]);
    const [order] = await mall.db.select().from(merchantOrder).where(eq(merchantOrder.orderNo, orderNo));
    const [line] = await linesOf(orderNo);
    const balance = await balanceOf(buyer.id);
    for (let i = 0; i < 2; i++) {
      const res = await apply(buyer, { orderNo, items: [{ orderInfoId: line!.id, num: 1 }] });
      expect(res.body.code, res.body.message).toBe(200);
      expect((await admin(`/api/admin/refunds/${res.data.refundOrderNo}/approve`)).body.code).toBe(200);
    }
    expect(await balanceOf(buyer.id)).toBe(balance + order!.payPrice);
    const [after] = await mall.db.select().from(merchantOrder).where(eq(merchantOrder.orderNo, orderNo));
    expect(after).toMatchObject({ refundStatus: 3, refundPrice: order!.payPrice });
    // Nothing is left to ask back.
    await expectRefused(() => apply(buyer, { orderNo }), 400, /nothing|没有/);
  });

  it('refuses with a reason, frees the units, and the shopper may ask again', async () => {
    const orderNo = await paidShopOrder([[sku(2), 2]]);
    const [line] = await linesOf(orderNo);
    const first = await apply(buyer, { orderNo, items: [{ orderInfoId: line!.id, num: 2 }] });
    // One open refund per line.
    await expectRefused(() => apply(buyer, { orderNo, items: [{ orderInfoId: line!.id, num: 1 }] }), 400, /items/);
    const refused = await admin(`/api/admin/refunds/${first.data.refundOrderNo}/refuse`, { reason: '商品已拆封' });
    expect(refused.data).toMatchObject({ refundStatus: 1, stage: 'refused', refundReason: '商品已拆封' });
    const detail = await mall.http('GET', `/api/front/order/refund/detail/${first.data.refundOrderNo}`, { token: buyer.token });
    expect(detail.data.timeline.at(-1)).toMatchObject({ event: 'refuse', note: '商品已拆封', actor: 'merchant' });
    const [freed] = await linesOf(orderNo);
    expect(freed).toMatchObject({ refundNum: 0, openRefundNo: null });
    const again = await apply(buyer, { orderNo, items: [{ orderInfoId: line!.id, num: 1 }] });
    expect(again.body.code, again.body.message).toBe(200);
  });
});

describe('refusals change nothing', () => {
  it('refuses a refund while awaiting receipt, for someone else, over the units left, and bad images', async () => {
    const orderNo = await paidShopOrder([[sku(3), 2]]);
    const [line] = await linesOf(orderNo);
    await expectRefused(() => apply(stranger, { orderNo }), 404);
    await expectRefused(() => apply(buyer, { orderNo, items: [{ orderInfoId: line!.id, num: 3 }] }), 400, /items/);
    await expectRefused(() => apply(buyer, { orderNo, items: [{ orderInfoId: line!.id + 100_000, num: 1 }] }), 400, /items/);
    const others = await uploaded(stranger.id);
    await expectRefused(() => apply(buyer, { orderNo, refund_reason_wap_img: others }), 400, /refund_reason_wap_img/);
    await expectRefused(() => apply(buyer, { orderNo, reasonImage: ['https://evil.example/x.jpg'] }), 400, /reasonImage/);
    const four = [await uploaded(buyer.id), await uploaded(buyer.id), await uploaded(buyer.id), await uploaded(buyer.id)];
    await expectRefused(() => apply(buyer, { orderNo, refund_reason_wap_img: four.join(',') }), 400, /3/);
    await expectRefused(() => apply(buyer, { orderNo, text: '   ' }), 400, /text/);
    await expectRefused(() => apply(buyer, { orderNo, explain: 'x'.repeat(101) }), 400, /explain/);
    // Shipped: awaiting receipt, no refund (crmeb-api §6 rule 14).
    await shipByExpress(mall, orderNo);
    await expectRefused(() => apply(buyer, { orderNo }), 400, /receipt|收货/);
    // The operator's routes are the operator's.
    await expectRefused(() => mall.http('GET', '/api/admin/refunds', { token: buyer.token }), 401);
  });
});

describe('return and refund after receipt', () => {
  it('is approved, the shopper sends the parcel back, the merchant confirms and the money, stock and points settle', async () => {
    const item = sku(4);
    const orderNo = await paidShopOrder([[item, 1]]);
    await shipByExpress(mall, orderNo);
    expect((await mall.http('POST', `/api/front/order/take/${orderNo}`, { token: buyer.token })).body.code).toBe(200);
    const [order] = await mall.db.select().from(merchantOrder).where(eq(merchantOrder.orderNo, orderNo));
    const [earned] = await mall.db
      .select()
      .from(integralRecord)
      .where(and(eq(integralRecord.linkId, orderNo), eq(integralRecord.title, 'integral.orderGain')));
    expect(earned?.status).toBe(2);

    const res = await apply(buyer, { orderNo });
    expect(res.body.code, res.body.message).toBe(200);
    const no: string = res.data.refundOrderNo;
    // Only an approved return takes a parcel.
    await expectRefused(
      () => mall.http('POST', '/api/front/order/refund/return', { token: buyer.token, body: { refundOrderNo: no, expressName: '顺丰速运', trackingNo: 'SF123456789' } }),
      400,
    );
    const approved = await admin(`/api/admin/refunds/${no}/approve`, { note: '请寄回' });
    expect(approved.data).toMatchObject({ refundStatus: 2, stage: 'awaitingReturn', refundType: 2 });
    await expectRefused(() => admin(`/api/admin/refunds/${no}/approve`), 400);
    await expectRefused(
      () => mall.http('POST', '/api/front/order/refund/return', { token: stranger.token, body: { refundOrderNo: no, expressName: '顺丰速运', trackingNo: 'SF123456789' } }),
      404,
    );
    const sent = await mall.http('POST', '/api/front/order/refund/return', {
      token: buyer.token,
      body: { refundOrderNo: no, expressName: '顺丰速运', trackingNo: 'SF123456789' },
    });
    expect(sent.data).toMatchObject({ stage: 'returning', returnTrackingNo: 'SF123456789', returnExpressName: '顺丰速运' });

    const balance = await balanceOf(buyer.id);
    const stock = await stockOf(mall, item);
    const done = await admin(`/api/admin/refunds/${no}/confirm-return`, {});
    expect(done.body.code, done.body.message).toBe(200);
    expect(done.data).toMatchObject({ refundStatus: 3, stage: 'refunded', postagePrice: order!.totalPostage });
    expect(done.data.timeline.map((e: { event: string }) => e.event)).toEqual(['apply', 'approve', 'return', 'receive', 'refund']);
    expect(await balanceOf(buyer.id)).toBe(balance + order!.payPrice);
    expect((await stockOf(mall, item)).stock).toBe(stock.stock + 1);
    // The points the order earned, still frozen, are voided.
    const [voided] = await mall.db.select().from(integralRecord).where(eq(integralRecord.id, earned!.id));
    expect(voided?.status).toBe(4);
    await expectRefused(() => admin(`/api/admin/refunds/${no}/confirm-return`, {}), 400);
  });
});

describe('the merchant and the job runner', () => {
  it('a refund left under review is approved by the job runner once its time has come', async () => {
    const orderNo = await paidShopOrder([[sku(5), 1]]);
    const res = await apply(buyer, { orderNo });
    const no: string = res.data.refundOrderNo;
    const [row] = await mall.db.select().from(refundOrder).where(eq(refundOrder.refundOrderNo, no));
    expect(row!.autoApproveAt!.getTime() - row!.createdAt.getTime()).toBe(48 * 60 * 60 * 1000);
    // Earlier refunds of this file still under review may be due by then; this one is not.
    expect((await mall.sweep(new Date(row!.autoApproveAt!.getTime() - 1000))).refundsApproved).not.toContain(no);
    const balance = await balanceOf(buyer.id);
    // Refunds of earlier tests asked a moment before may fall due in the same run; this one is among them.
    expect((await mall.sweep(new Date(row!.autoApproveAt!.getTime() + 1000))).refundsApproved).toContain(no);
    const detail = await mall.http('GET', `/api/front/order/refund/detail/${no}`, { token: buyer.token });
    expect(detail.data).toMatchObject({ refundStatus: 3, stage: 'refunded' });
    expect(detail.data.timeline.map((e: { event: string; actor: string }) => `${e.event}:${e.actor}`)).toEqual([
      'apply:shopper',
      'autoApprove:system',
      'refund:system',
    ]);
    expect(await balanceOf(buyer.id)).toBeGreaterThan(balance);
    expect((await mall.sweep(new Date(row!.autoApproveAt!.getTime() + DAY_MS))).refundsApproved).not.toContain(no);
  });

  it('the merchant refunds on its own initiative: refunded by merchant at once', async () => {
    const orderNo = await paidShopOrder([[sku(6), 2]]);
    const [line] = await linesOf(orderNo);
    const balance = await balanceOf(buyer.id);
    const res = await admin(`/api/admin/orders/${orderNo}/refund`, { reason: '缺货', items: [{ orderInfoId: line!.id, num: 1 }] });
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.data).toMatchObject({ refundStatus: 3, stage: 'refundedByMerchant', byMerchant: true, totalNum: 1 });
    expect(await balanceOf(buyer.id)).toBe(balance + res.data.refundPrice);
    const listed = await mall.http('GET', '/api/front/order/refund/list', { token: buyer.token });
    expect(listed.data.list[0]).toMatchObject({ refundOrderNo: res.data.refundOrderNo, stage: 'refundedByMerchant' });
  });
});

describe('racing answers', () => {
  it('two approvals of one refund at once give the money back once', async () => {
    const orderNo = await paidShopOrder([[sku(7), 1]]);
    const res = await apply(buyer, { orderNo });
    const balance = await balanceOf(buyer.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => admin(`/api/admin/refunds/${res.data.refundOrderNo}/approve`)));
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    const [order] = await mall.db.select().from(merchantOrder).where(eq(merchantOrder.orderNo, orderNo));
    expect(await balanceOf(buyer.id)).toBe(balance + order!.payPrice);
    expect(order!.refundPrice).toBe(order!.payPrice);
  });

  it('partial refunds racing each other never give back more than was paid', async () => {
    const orderNo = await paidShopOrder([[sku(8), 4]]);
    const [line] = await linesOf(orderNo);
    const applied = await Promise.all(Array.from({ length: 6 }, () => apply(buyer, { orderNo, items: [{ orderInfoId: line!.id, num: 2 }] })));
    const ok = applied.filter((a) => a.body.code === 200);
    // One open refund per line: the first holds the line, the others are refused.
    expect(ok).toHaveLength(1);
    await admin(`/api/admin/refunds/${ok[0]!.data.refundOrderNo}/approve`);
    const second = await Promise.all(Array.from({ length: 6 }, () => apply(buyer, { orderNo, items: [{ orderInfoId: line!.id, num: 2 }] })));
    const again = second.filter((a) => a.body.code === 200);
    expect(again).toHaveLength(1);
    await Promise.all([admin(`/api/admin/refunds/${again[0]!.data.refundOrderNo}/approve`), admin(`/api/admin/refunds/${again[0]!.data.refundOrderNo}/approve`)]);
    const [order] = await mall.db.select().from(merchantOrder).where(eq(merchantOrder.orderNo, orderNo));
    expect(order).toMatchObject({ refundPrice: order!.payPrice, refundStatus: 3 });
  });

});
