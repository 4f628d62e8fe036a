import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItem, masterOrder, preOrder, productSku } from '../src/db/schema.ts';
import { createShopper, startMall, stateOf, type TestMall } from './harness.ts';
import { addAddress, buyableSkus, buyNow, orderFromCart, type BuyableSku } from './shopping.ts';

let mall: TestMall;
let token: string;
let other: string;
let addressId: number;
let shops: BuyableSku[];
beforeAll(async () => {
  mall = await startMall();
  token = await mall.login();
  await createShopper(mall.db, '13700000004');
  other = await mall.login('13700000004', 'Test@1234');
  addressId = await addAddress(mall, token);
  shops = await buyableSkus(mall, 10, true);
});
afterAll(() => mall.close());

const stockOf = async (skuId: number) =>
  (await mall.db.select({ stock: productSku.stock }).from(productSku).where(eq(productSku.id, skuId)))[0]!.stock;

describe('checkout from the cart', () => {
  it('takes only the units bought out of a cart line: units added after the pre-order stay in the cart', async () => {
    const [x] = shops;
    const add = (cartNum: number) =>
      mall.http('POST', '/api/front/cart/save', { token, body: [{ productId: x!.productId, productAttrUnique: x!.skuId, cartNum }] });
    const saved = await add(2);
    const [lineId] = saved.body.data.cartIds as number[];
    const pre = await mall.http('POST', '/api/front/order/pre/order', {
      token,
      body: { preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: lineId }] },
    });
    // Another tab adds three more of the same SKU while this checkout is open.
    expect((await add(3)).body.code).toBe(200);
    const created = await mall.http('POST', '/api/front/order/create', {
      token,
      body: { preOrderNo: pre.body.data.preOrderNo, addressId, payType: 'yue', payChannel: 'pc' },
    });
    expect(created.body.code).toBe(200);
    const [left] = await mall.db.select({ quantity: cartItem.quantity }).from(cartItem).where(eq(cartItem.id, lineId!));
    expect(left?.quantity).toBe(3);
    await mall.http('POST', '/api/front/cart/delete', { token, body: { ids: [lineId] } });
  });

  it('prices a two-shop cart, then places one master order and one order per shop, taking stock and emptying those lines', async () => {
    const [x, y] = shops as [BuyableSku, BuyableSku];
    const saved = await mall.http('POST', '/api/front/cart/save', {
      token,
      body: [
        { productId: x.productId, productAttrUnique: x.skuId, cartNum: 2 },
        { productId: y.productId, productAttrUnique: y.skuId, cartNum: 1 },
      ],
    });
    const cartIds: number[] = saved.body.data.cartIds;
    const pre = await mall.http('POST', '/api/front/order/pre/order', {
      token,
      body: { preOrderType: 'shoppingCart', orderDetails: cartIds.map((id) => ({ shoppingCartId: id })) },
    });
    expect(pre.body.code).toBe(200);
    const preOrderNo = pre.body.data.preOrderNo;

    const loadedAnswer = await mall.http('GET', `/api/front/order/load/pre/${preOrderNo}`, { token });
    const loaded = loadedAnswer.data;
    const goods = x.price * 2 + y.price;
    const freight = x.postage * 2 + y.postage;
    expect(loaded).toMatchObject({ proTotalFee: goods, freightFee: freight, payFee: goods + freight, orderProNum: 3, addressId, couponFee: 0 });
    // The confirm page prints these after the currency symbol as they are: yuan.
    expect(loadedAnswer.body.data).toMatchObject({ proTotalFee: goods / 100, payFee: (goods + freight) / 100 });
    expect(loadedAnswer.body.data.orderList[0].orderInfoList[0].image).toMatch(/^https?:\/\//);
    expect(loaded.orderList).toHaveLength(2);
    expect(loaded.cartIdList.sort()).toEqual([...cartIds].sort());
    expect((await mall.http('GET', `/api/front/order/load/pre/${preOrderNo}`, { token: other })).body.code).toBe(404);

    const [stockX, stockY] = [await stockOf(x.skuId), await stockOf(y.skuId)];
    const created = await mall.http('POST', '/api/front/order/create', {
      token,
      body: { preOrderNo, addressId, payType: 'yue', payChannel: 'pc', mark: '请尽快发货' },
    });
    expect(created.body.code).toBe(200);
    const orderNo: string = created.body.data.orderNo;
    expect(orderNo).toMatch(/^PT\d{22}$/);
    expect(await stockOf(x.skuId)).toBe(stockX - 2);
    expect(await stockOf(y.skuId)).toBe(stockY - 1);
    expect(await mall.db.select().from(cartItem).where(eq(cartItem.userId, 1))).toHaveLength(0);

    const masterAnswer = await mall.http('GET', `/api/front/order/master/detail/${orderNo}`, { token });
    const master = masterAnswer.data;
    expect(master).toMatchObject({ paid: false, payPrice: goods + freight, totalNum: 3, mark: '请尽快发货', realName: '王五' });
    expect(master.createTime).toBeInstanceOf(Date);
    expect(masterAnswer.body.data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(master.orderList).toHaveLength(2);
    expect(master.orderList.map((o: { payPrice: number }) => o.payPrice).reduce((s: number, n: number) => s + n, 0)).toBe(goods + freight);
    for (const o of master.orderList) expect(o.orderNo).toMatch(/^SH\d{22}$/);

    const unpaid = (await mall.http('GET', '/api/front/order/list?type=0', { token })).body.data;
    expect(unpaid.list.map((o: { masterOrderNo: string }) => o.masterOrderNo)).toContain(orderNo);
    const detail = (await mall.http('GET', `/api/front/order/detail/${master.orderList[0].orderNo}`, { token })).body.data;
    expect(detail).toMatchObject({ masterOrderNo: orderNo, paid: false, status: 0, realName: '王五' });
    expect(detail.orderInfoList.length).toBeGreaterThan(0);
    expect((await mall.http('GET', `/api/front/order/detail/${master.orderList[0].orderNo}`, { token: other })).body.code).toBe(404);
    expect((await mall.http('GET', `/api/front/order/master/detail/${orderNo}`, { token: other })).body.code).toBe(404);
  });

  it('creates one order per pre-order: a second submit finds it gone and writes nothing', async () => {
    const no = await buyNow(mall, token, shops[2]!);
    const body = { preOrderNo: no, addressId, payType: 'yue' };
    expect((await mall.http('POST', '/api/front/order/create', { token, body })).body.code).toBe(200);
    const before = await stateOf(mall.db);
    const again = await mall.http('POST', '/api/front/order/create', { token, body });
    expect(again.body.code).toBe(404);
    expect(await stateOf(mall.db)).toEqual(before);
  });

  it('refuses an expired pre-order, someone else\'s address, and a pre-order of someone else', async () => {
    const no = await buyNow(mall, token, shops[2]!);
    const before = await stateOf(mall.db);
    const theirAddress = await mall.http('POST', '/api/front/order/create', {
      token: other,
      body: { preOrderNo: no, addressId, payType: 'yue' },
    });
    expect(theirAddress.body.code).toBe(404);
    const otherAddress = await addAddress(mall, other);
    const wrongAddress = await mall.http('POST', '/api/front/order/create', {
      token,
      body: { preOrderNo: no, addressId: otherAddress, payType: 'yue' },
    });
    expect(wrongAddress.body.code).toBe(400);
    expect(wrongAddress.body.message).toMatch(/^addressId: /);
    await mall.db.update(preOrder).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(preOrder.preOrderNo, no));
    const expired = await mall.http('POST', '/api/front/order/create', { token, body: { preOrderNo: no, addressId, payType: 'yue' } });
    expect(expired.body.code).toBe(404);
    expect((await mall.http('GET', `/api/front/order/load/pre/${no}`, { token })).body.code).toBe(404);
    const { addresses: _a, ...rest } = before;
    const { addresses: _b, ...after } = await stateOf(mall.db);
    expect(after).toEqual(rest);
  });

  it('refuses a pre-order beyond the stock, and an order whose stock ran out meanwhile', async () => {
    const sku = shops[3]!;
    const stock = await stockOf(sku.skuId);
    const tooMany = await mall.http('POST', '/api/front/order/pre/order', {
      token,
      body: { preOrderType: 'buyNow', orderDetails: [{ productId: sku.productId, attrValueId: sku.skuId, productNum: Math.min(99, stock + 1) }] },
    });
    if (stock < 99) {
      expect(tooMany.body.code).toBe(400);
      expect(tooMany.body.message).toMatch(/insufficient stock/);
    }
    const no = await buyNow(mall, token, sku, 2);
    await mall.db.update(productSku).set({ stock: 1 }).where(eq(productSku.id, sku.skuId));
    const before = await stateOf(mall.db);
    const res = await mall.http('POST', '/api/front/order/create', { token, body: { preOrderNo: no, addressId, payType: 'yue' } });
    expect(res.body.code).toBe(400);
    expect(res.body.message).toMatch(/insufficient stock.*1 left/);
    expect(await stateOf(mall.db)).toEqual(before);
    await mall.db.update(productSku).set({ stock }).where(eq(productSku.id, sku.skuId));
  });

  it('counts orders per tab', async () => {
    const counts = (await mall.http('GET', '/api/front/order/data', { token })).body.data;
    const unpaid = (await mall.http('GET', '/api/front/order/list?type=0&limit=100', { token })).body.data;
    expect(counts.unPaidCount).toBe(unpaid.total);
    expect(counts.unPaidCount).toBeGreaterThan(0);
    // The mall's "all" tab: no `type`, every order of the shopper.
    const all = (await mall.http('GET', '/api/front/order/list?limit=100', { token })).body.data;
    expect(counts.allCount).toBe(all.total);
    expect(counts.allCount).toBeGreaterThanOrEqual(counts.unPaidCount);
    expect((await mall.http('GET', '/api/front/order/data', { token: other })).body.data).toEqual({
      unPaidCount: 0,
      unShippedCount: 0,
      receivedCount: 0,
      completeCount: 0,
      awaitReplyCount: 0,
      allCount: 0,
    });
  });
});

describe('pricing on the confirm page (crmeb-wire §7 computed/price)', () => {
  it('gives the pre-order\'s totals in yuan; couponId \'\' means none', async () => {
    const sku = shops[4]!;
    const no = await buyNow(mall, token, sku, 2);
    const loaded = (await mall.http('GET', `/api/front/order/load/pre/${no}`, { token })).data;
    const expected = { proTotalFee: sku.price * 2, freightFee: sku.postage * 2, couponFee: 0, payFee: (sku.price + sku.postage) * 2 };
    expect(loaded).toMatchObject(expected);

    const before = await stateOf(mall.db);
    // The confirm page sends '' when no coupon is ticked, and the address it shows.
    for (const body of [{ preOrderNo: no, addressId, couponId: '' }, { preOrderNo: no }, { preOrderNo: no, addressId: String(addressId), couponId: null }]) {
      const res = await mall.http('POST', '/api/front/order/computed/price', { token, body });
      expect(res.body.code, JSON.stringify(body)).toBe(200);
      expect(res.data).toMatchObject({ ...expected, merCouponFee: 0, platCouponFee: 0, deductionPrice: 0, usedIntegral: 0 });
      // What the provider's confirm page reads, in yuan.
      expect(res.body.data).toMatchObject({
        proTotalFee: expected.proTotalFee / 100,
        freightFee: expected.freightFee / 100,
        couponFee: 0,
        payFee: expected.payFee / 100,
      });
    }
    expect(await stateOf(mall.db)).toEqual(before);
  });

  it('refuses a coupon that is not the shopper\'s, naming couponId; someone else\'s or an expired pre-order is 404', async () => {
    const no = await buyNow(mall, token, shops[4]!);
    const before = await stateOf(mall.db);
    for (const couponId of [2_000_000_000, '2000000001']) {
      const res = await mall.http('POST', '/api/front/order/computed/price', { token, body: { preOrderNo: no, addressId, couponId } });
      expect(res.body.code, String(couponId)).toBe(400);
      expect(res.body.message).toMatch(/^couponId: /);
    }
    expect((await mall.http('POST', '/api/front/order/computed/price', { token: other, body: { preOrderNo: no } })).body.code).toBe(404);
    const unknown = await mall.http('POST', '/api/front/order/computed/price', { token, body: { preOrderNo: 'ZZ00000000000000' } });
    expect(unknown.body.code).toBe(404);
    expect(await stateOf(mall.db)).toEqual(before);

    await mall.db.update(preOrder).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(preOrder.preOrderNo, no));
    expect((await mall.http('POST', '/api/front/order/computed/price', { token, body: { preOrderNo: no } })).body.code).toBe(404);
  });
});

describe('the "to pay" tab (crmeb-wire §8 await/pay/list)', () => {
  it('lists an unpaid master order with its shops and lines and the yuan to pay; not cash on delivery, paid or cancelled ones, nor anyone else\'s', async () => {
    await createShopper(mall.db, '13700000041', 100_000_000);
    const buyer = await mall.login('13700000041', 'Test@1234');
    const buyerAddress = await addAddress(mall, buyer);
    const [x, y] = shops as [BuyableSku, BuyableSku];

    const unpaid = await orderFromCart(mall, buyer, buyerAddress, [
      [x, 2],
      [y, 1],
    ]);
    const cod = await orderFromCart(mall, buyer, buyerAddress, [[x, 1]], 'cod');
    const paid = await orderFromCart(mall, buyer, buyerAddress, [[y, 1]]);
    expect((await mall.http('POST', '/api/front/pay/payment', { token: buyer, body: { orderNo: paid, payType: 'yue' } })).body.code).toBe(200);
    const cancelled = await orderFromCart(mall, buyer, buyerAddress, [[x, 1]]);
    await mall.db.update(masterOrder).set({ isCancel: true }).where(eq(masterOrder.orderNo, cancelled));
    // Chosen at the confirm page or later: either way cash on delivery waits for shipment, not for payment.
    const codLater = await orderFromCart(mall, buyer, buyerAddress, [[y, 1]]);
    expect((await mall.http('POST', '/api/front/pay/payment', { token: buyer, body: { orderNo: codLater, payType: 'cod' } })).body.code).toBe(200);

    const res = await mall.http('GET', '/api/front/order/await/pay/list?page=1&limit=10', { token: buyer });
    expect(res.body.code).toBe(200);
    expect(res.data.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([unpaid]);
    expect(res.data.total).toBe(1);
    expect(res.body.data).toMatchObject({ pageNum: 1, pageSize: 10, pages: 1, total: 1 });
    for (const no of [cod, paid, cancelled, codLater]) expect(res.data.list.map((o: { orderNo: string }) => o.orderNo)).not.toContain(no);

    const payPrice = (x.price + x.postage) * 2 + y.price + y.postage;
    const [card] = res.data.list;
    expect(card).toMatchObject({ orderNo: unpaid, paid: false, payType: 'yue', totalNum: 3, payPrice, redirect: '' });
    expect(card.createTime).toBeInstanceOf(Date);
    expect(res.body.data.list[0].payPrice).toBe(payPrice / 100);
    const byShop = Object.fromEntries(
      card.orderList.map((shop: { merId: number; merName: string; orderInfoList: { productId: number; attrValueId: number; payNum: number; price: number }[] }) => [
        shop.merId,
        shop.orderInfoList.map((l) => [l.productId, l.attrValueId, l.payNum, l.price]),
      ]),
    );
    expect(byShop).toEqual({ [x.merId]: [[x.productId, x.skuId, 2, x.price]], [y.merId]: [[y.productId, y.skuId, 1, y.price]] });
    for (const shop of card.orderList) expect(shop.merName).not.toBe('');
    expect(res.body.data.list[0].orderList[0].orderInfoList[0].image).toMatch(/^https?:\/\//);

    const theirs = await mall.http('GET', '/api/front/order/await/pay/list', { token: other });
    expect(theirs.data.list.map((o: { orderNo: string }) => o.orderNo)).not.toContain(unpaid);
    expect(theirs.data.total).toBe(0);
    expect((await mall.http('GET', '/api/front/order/await/pay/list')).body.code).toBe(401);

    // Paying it takes it off the tab.
    expect((await mall.http('POST', '/api/front/pay/payment', { token: buyer, body: { orderNo: unpaid, payType: 'yue' } })).body.code).toBe(200);
    expect((await mall.http('GET', '/api/front/order/await/pay/list', { token: buyer })).data.list).toEqual([]);
  });
});
