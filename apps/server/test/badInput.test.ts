import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, startMall, stateOf, type TestMall } from './harness.ts';
import { addAddress, buyableSkus, buyNow } from './shopping.ts';

/**
 * Every endpoint refuses bad input with a 400 envelope whose message starts
 * with the field at fault, and writes nothing. Each case is one request.
 */
type Case = [label: string, method: 'GET' | 'POST', path: string, body: unknown, field: string];

const long = (n: number) => 'x'.repeat(n);

const cases: Case[] = [
  // catalogue
  ['page 0', 'GET', '/api/front/product/list?page=0', undefined, 'page'],
  ['page not a number', 'GET', '/api/front/product/list?page=abc', undefined, 'page'],
  ['limit too large', 'GET', '/api/front/product/list?limit=1000', undefined, 'limit'],
  ['limit 0', 'GET', '/api/front/product/list?limit=0', undefined, 'limit'],
  ['cid not a number', 'GET', '/api/front/product/list?cid=phones', undefined, 'cid'],
  ['cid negative', 'GET', '/api/front/product/list?cid=-1', undefined, 'cid'],
  ['priceOrder unknown', 'GET', '/api/front/product/list?priceOrder=up', undefined, 'priceOrder'],
  ['salesOrder unknown', 'GET', '/api/front/product/list?salesOrder=1', undefined, 'salesOrder'],
  ['minPrice negative', 'GET', '/api/front/product/list?minPrice=-5', undefined, 'minPrice'],
  ['maxPrice not a number', 'GET', '/api/front/product/list?maxPrice=cheap', undefined, 'maxPrice'],
  ['maxPrice beyond the ceiling', 'GET', '/api/front/product/list?maxPrice=100000001', undefined, 'maxPrice'],
  ['keyword too long', 'GET', `/api/front/product/list?keyword=${long(65)}`, undefined, 'keyword'],
  ['detail id not a number', 'GET', '/api/front/product/detail/abc', undefined, 'id'],
  ['detail id 0', 'GET', '/api/front/product/detail/0', undefined, 'id'],
  ['detail id fractional', 'GET', '/api/front/product/detail/1.5', undefined, 'id'],
  ['detail id out of range', 'GET', '/api/front/product/detail/99999999999', undefined, 'id'],
  // sign-in
  ['login without body fields', 'POST', '/api/front/login/mobile/password', {}, 'phone'],
  ['login phone not text', 'POST', '/api/front/login/mobile/password', { phone: true, password: 'x' }, 'phone'],
  ['login phone with letters', 'POST', '/api/front/login/mobile/password', { phone: 'abc', password: 'x' }, 'phone'],
  ['login without password', 'POST', '/api/front/login/mobile/password', { phone: '13800138000' }, 'password'],
  ['login empty password', 'POST', '/api/front/login/mobile/password', { phone: '13800138000', password: '' }, 'password'],
  ['login password too long', 'POST', '/api/front/login/mobile/password', { phone: '13800138000', password: long(65) }, 'password'],
  ['login bad dial code', 'POST', '/api/front/login/mobile/password', { phone: '13800138000', password: 'x', countryCode: '++86' }, 'countryCode'],
  // cart
  ['cart count numType', 'GET', '/api/front/cart/count?numType=maybe', undefined, 'numType'],
  ['cart count type', 'GET', '/api/front/cart/count?type=all', undefined, 'type'],
  ['cart list isValid', 'GET', '/api/front/cart/list?isValid=yes', undefined, 'isValid'],
  ['cart save object', 'POST', '/api/front/cart/save', { productId: 1 }, 'body'],
  ['cart save empty', 'POST', '/api/front/cart/save', [], 'body'],
  ['cart save id not a number', 'POST', '/api/front/cart/save', [{ productId: 'one', productAttrUnique: 1, cartNum: 1 }], '0.productId'],
  ['cart save missing SKU', 'POST', '/api/front/cart/save', [{ productId: 1, cartNum: 1 }], '0.productAttrUnique'],
  ['cart save quantity 0', 'POST', '/api/front/cart/save', [{ productId: 1, productAttrUnique: 1, cartNum: 0 }], '0.cartNum'],
  ['cart save quantity 100', 'POST', '/api/front/cart/save', [{ productId: 1, productAttrUnique: 1, cartNum: 100 }], '0.cartNum'],
  ['cart save fractional', 'POST', '/api/front/cart/save', [{ productId: 1, productAttrUnique: 1, cartNum: 1.5 }], '0.cartNum'],
  ['cart save 51 lines', 'POST', '/api/front/cart/save', Array.from({ length: 51 }, () => ({ productId: 1, productAttrUnique: 1, cartNum: 1 })), 'body'],
  ['cart save unknown SKU', 'POST', '/api/front/cart/save', [{ productId: 1, productAttrUnique: 999999, cartNum: 1 }], '0.productAttrUnique'],
  ['cart num without number', 'POST', '/api/front/cart/num', { id: 1 }, 'number'],
  ['cart num 0', 'POST', '/api/front/cart/num', { id: 1, number: 0 }, 'number'],
  ['cart num 100', 'POST', '/api/front/cart/num', { id: 1, number: 100 }, 'number'],
  ['cart num id not a number', 'POST', '/api/front/cart/num', { id: 'one', number: 2 }, 'id'],
  ['cart delete empty', 'POST', '/api/front/cart/delete', { ids: [] }, 'ids'],
  ['cart delete not a list', 'POST', '/api/front/cart/delete', { ids: '1' }, 'ids'],
  ['cart delete repeated', 'POST', '/api/front/cart/delete', { ids: [1, 1] }, 'ids'],
  ['cart delete without ids', 'POST', '/api/front/cart/delete', {}, 'ids'],
  // addresses
  ['address list page', 'GET', '/api/front/address/list?page=-1', undefined, 'page'],
  ['address list limit', 'GET', '/api/front/address/list?limit=101', undefined, 'limit'],
  ['address without name', 'POST', '/api/front/address/edit', { phone: '13800138000', detail: 'a', postCode: '200120' }, 'realName'],
  ['address blank name', 'POST', '/api/front/address/edit', { realName: '   ', phone: '13800138000', detail: 'a', postCode: '200120' }, 'realName'],
  ['address name too long', 'POST', '/api/front/address/edit', { realName: long(65), phone: '13800138000', detail: 'a', postCode: '200120' }, 'realName'],
  ['address without detail', 'POST', '/api/front/address/edit', { realName: 'a', phone: '13800138000', postCode: '200120' }, 'detail'],
  ['address without post code', 'POST', '/api/front/address/edit', { realName: 'a', phone: '13800138000', detail: 'a' }, 'postCode'],
  ['address bad post code', 'POST', '/api/front/address/edit', { realName: 'a', phone: '13800138000', detail: 'a', postCode: '!!' }, 'postCode'],
  ['address bad phone', 'POST', '/api/front/address/edit', { realName: 'a', phone: 'call me', detail: 'a', postCode: '200120' }, 'phone'],
  ['address bad email', 'POST', '/api/front/address/edit', { realName: 'a', phone: '13800138000', detail: 'a', postCode: '200120', email: 'nope' }, 'email'],
  ['address default not boolean', 'POST', '/api/front/address/edit', { realName: 'a', phone: '13800138000', detail: 'a', postCode: '200120', isDefault: 'yes' }, 'isDefault'],
  // checkout and orders
  ['pre-order empty', 'POST', '/api/front/order/pre/order', {}, 'preOrderType'],
  ['pre-order unknown type', 'POST', '/api/front/order/pre/order', { preOrderType: 'x', orderDetails: [{ shoppingCartId: 1 }] }, 'preOrderType'],
  ['pre-order no lines', 'POST', '/api/front/order/pre/order', { preOrderType: 'buyNow', orderDetails: [] }, 'orderDetails'],
  ['buy-now without SKU', 'POST', '/api/front/order/pre/order', { preOrderType: 'buyNow', orderDetails: [{ productId: 1, productNum: 1 }] }, 'orderDetails.0.attrValueId'],
  ['buy-now quantity 0', 'POST', '/api/front/order/pre/order', { preOrderType: 'buyNow', orderDetails: [{ productId: 1, attrValueId: 1, productNum: 0 }] }, 'orderDetails.0.productNum'],
  ['buy-now two lines', 'POST', '/api/front/order/pre/order', { preOrderType: 'buyNow', orderDetails: [{ productId: 1, attrValueId: 1, productNum: 1 }, { productId: 1, attrValueId: 1, productNum: 1 }] }, 'orderDetails'],
  ['cart checkout without cart id', 'POST', '/api/front/order/pre/order', { preOrderType: 'shoppingCart', orderDetails: [{ productId: 1 }] }, 'orderDetails.0.shoppingCartId'],
  ['load pre-order malformed', 'GET', '/api/front/order/load/pre/short', undefined, 'preOrderNo'],
  ['create empty', 'POST', '/api/front/order/create', {}, 'preOrderNo'],
  ['create address 0', 'POST', '/api/front/order/create', { preOrderNo: 'a'.repeat(32), addressId: 0, payType: 'yue' }, 'addressId'],
  ['create unknown pay type', 'POST', '/api/front/order/create', { preOrderNo: 'a'.repeat(32), addressId: 1, payType: 'cash' }, 'payType'],
  ['create unknown channel', 'POST', '/api/front/order/create', { preOrderNo: 'a'.repeat(32), addressId: 1, payType: 'yue', payChannel: 'tv' }, 'payChannel'],
  ['create note of 150', 'POST', '/api/front/order/create', { preOrderNo: 'a'.repeat(32), addressId: 1, payType: 'yue', mark: long(150) }, 'mark'],
  ['create with paypal', 'POST', '/api/front/order/create', { preOrderNo: 'a'.repeat(32), addressId: 1, payType: 'paypal' }, 'payType'],
  ['order list without type', 'GET', '/api/front/order/list', undefined, 'type'],
  ['order list type 4', 'GET', '/api/front/order/list?type=4', undefined, 'type'],
  ['order detail malformed', 'GET', '/api/front/order/detail/XX123', undefined, 'orderNo'],
  ['master detail malformed', 'GET', '/api/front/order/master/detail/abc', undefined, 'orderNo'],
  // payment
  ['pay empty', 'POST', '/api/front/pay/payment', {}, 'orderNo'],
  ['pay malformed order', 'POST', '/api/front/pay/payment', { orderNo: 'abc', payType: 'yue' }, 'orderNo'],
  ['pay unknown type', 'POST', '/api/front/pay/payment', { orderNo: 'PT20260101000000123456', payType: 'cash' }, 'payType'],
];

/** Endpoints that need a session, called without one. */
const guarded: Array<[method: 'GET' | 'POST', path: string, body?: unknown]> = [
  ['GET', '/api/front/user/info'],
  ['GET', '/api/front/cart/count'],
  ['GET', '/api/front/cart/list'],
  ['POST', '/api/front/cart/save', [{ productId: 1, productAttrUnique: 1, cartNum: 1 }]],
  ['POST', '/api/front/cart/num', { id: 1, number: 1 }],
  ['POST', '/api/front/cart/delete', { ids: [1] }],
  ['GET', '/api/front/address/list'],
  ['POST', '/api/front/address/edit', { realName: 'a', phone: '13800138000', detail: 'a', postCode: '200120' }],
  ['POST', '/api/front/order/pre/order', { preOrderType: 'buyNow', orderDetails: [{ productId: 1, attrValueId: 1, productNum: 1 }] }],
  ['GET', `/api/front/order/load/pre/${'a'.repeat(32)}`],
  ['POST', '/api/front/order/create', { preOrderNo: 'a'.repeat(32), addressId: 1, payType: 'yue' }],
  ['GET', '/api/front/order/list?type=1'],
  ['GET', '/api/front/order/detail/SH20260101000000123456'],
  ['GET', '/api/front/order/master/detail/PT20260101000000123456'],
  ['GET', '/api/front/order/data'],
  ['POST', '/api/front/pay/payment', { orderNo: 'PT20260101000000123456', payType: 'yue' }],
];

let mall: TestMall;
let token: string;
beforeAll(async () => {
  mall = await startMall();
  token = await mall.login();
  // A shopper with a cart line, an address and a pending pre-order, so "nothing changed" has something to guard.
  const [sku] = await buyableSkus(mall, 10);
  await mall.http('POST', '/api/front/cart/save', { token, body: [{ productId: sku!.productId, productAttrUnique: sku!.skuId, cartNum: 1 }] });
  await addAddress(mall, token);
  await buyNow(mall, token, sku!);
  await createShopper(mall.db, '13700000009');
});
afterAll(() => mall.close());

describe('bad input: 400 naming the field, nothing written', () => {
  it.each(cases)('%s', async (_label, method, path, body, field) => {
    const before = await stateOf(mall.db);
    const res = await mall.http(method, path, { token, body });
    expect(res.body.code).toBe(400);
    expect(res.body.message.startsWith(`${field}: `), `"${res.body.message}" should start with "${field}: "`).toBe(true);
    expect(res.body.data?.errors?.[0]?.field ?? field).toBe(field);
    expect(await stateOf(mall.db)).toEqual(before);
  });
});

describe('no session: 401 and nothing written', () => {
  it.each(guarded)('%s %s', async (method, path, body) => {
    const before = await stateOf(mall.db);
    const res = await mall.http(method, path, { body });
    expect(res.body.code).toBe(401);
    expect(await stateOf(mall.db)).toEqual(before);
  });
});
