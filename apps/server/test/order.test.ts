import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItem, preOrder, productSku } from '../src/db/schema.ts';
import { createShopper, startMall, stateOf, type TestMall } from './harness.ts';
import { addAddress, buyableSkus, buyNow, type BuyableSku } from './shopping.ts';

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

    const loaded = (await mall.http('GET', `/api/front/order/load/pre/${preOrderNo}`, { token })).body.data;
    const goods = x.price * 2 + y.price;
    const freight = x.postage * 2 + y.postage;
    expect(loaded).toMatchObject({ proTotalFee: goods, freightFee: freight, payFee: goods + freight, orderProNum: 3, addressId, couponFee: 0 });
    expect(loaded.orderList).toHaveLength(2);
    expect(loaded.cartIdList.sort()).toEqual([...cartIds].sort());
    expect((await mall.http('GET', `/api/front/order/load/pre/${preOrderNo}`, { token: other })).body.code).toBe(404);

    const [stockX, stockY] = [await stockOf(x.skuId), await stockOf(y.skuId)];
    const created = await mall.http('POST', '/api/front/order/create', {
      token,
      body: { preOrderNo, addressId, payType: 'balance', payChannel: 'pc', mark: '请尽快发货' },
    });
    expect(created.body.code).toBe(200);
    const orderNo: string = created.body.data.orderNo;
    expect(orderNo).toMatch(/^PT\d{22}$/);
    expect(await stockOf(x.skuId)).toBe(stockX - 2);
    expect(await stockOf(y.skuId)).toBe(stockY - 1);
    expect(await mall.db.select().from(cartItem).where(eq(cartItem.userId, 1))).toHaveLength(0);

    const master = (await mall.http('GET', `/api/front/order/master/detail/${orderNo}`, { token })).body.data;
    expect(master).toMatchObject({ paid: false, payPrice: goods + freight, totalNum: 3, mark: '请尽快发货', realName: '王五' });
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
    const body = { preOrderNo: no, addressId, payType: 'balance' };
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
      body: { preOrderNo: no, addressId, payType: 'balance' },
    });
    expect(theirAddress.body.code).toBe(404);
    const otherAddress = await addAddress(mall, other);
    const wrongAddress = await mall.http('POST', '/api/front/order/create', {
      token,
      body: { preOrderNo: no, addressId: otherAddress, payType: 'balance' },
    });
    expect(wrongAddress.body.code).toBe(400);
    expect(wrongAddress.body.message).toMatch(/^addressId: /);
    await mall.db.update(preOrder).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(preOrder.preOrderNo, no));
    const expired = await mall.http('POST', '/api/front/order/create', { token, body: { preOrderNo: no, addressId, payType: 'balance' } });
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
    const res = await mall.http('POST', '/api/front/order/create', { token, body: { preOrderNo: no, addressId, payType: 'balance' } });
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
    expect((await mall.http('GET', '/api/front/order/data', { token: other })).body.data).toEqual({
      unPaidCount: 0,
      unShippedCount: 0,
      receivedCount: 0,
      completeCount: 0,
    });
  });
});
