import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, startMall, stateOf, type TestMall } from './harness.ts';
import { addAddress, buyableSkus, buyNow, stockShopperState } from './shopping.ts';

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
  // No type is the mall's "all" tab and 4 its "to review"; 5 is no tab.
  ['order list type 5', 'GET', '/api/front/order/list?type=5', undefined, 'type'],
  ['order list type -1', 'GET', '/api/front/order/list?type=-1', undefined, 'type'],
  ['order detail malformed', 'GET', '/api/front/order/detail/XX123', undefined, 'orderNo'],
  ['master detail malformed', 'GET', '/api/front/order/master/detail/abc', undefined, 'orderNo'],
  // payment
  ['pay empty', 'POST', '/api/front/pay/payment', {}, 'orderNo'],
  ['pay malformed order', 'POST', '/api/front/pay/payment', { orderNo: 'abc', payType: 'yue' }, 'orderNo'],
  ['pay unknown type', 'POST', '/api/front/pay/payment', { orderNo: 'PT20260101000000123456', payType: 'cash' }, 'payType'],
  // text PostgreSQL cannot store: NUL anywhere, UTF-16 surrogates without their other half
  ['address name with NUL', 'POST', '/api/front/address/edit', { realName: 'a\u0000b', phone: '13800138000', detail: 'a', postCode: '200120' }, 'realName'],
  ['address detail with a lone surrogate', 'POST', '/api/front/address/edit', { realName: 'a', phone: '13800138000', detail: 'Road \uD800 1', postCode: '200120' }, 'detail'],
  ['address name of a lone low surrogate', 'POST', '/api/front/address/edit', { realName: '\uDC00', phone: '13800138000', detail: 'a', postCode: '200120' }, 'realName'],
  ['address email with NUL', 'POST', '/api/front/address/edit', { realName: 'a', phone: '13800138000', detail: 'a', postCode: '200120', email: 'a\u0000@b.cn' }, 'email'],
  ['address country with NUL', 'POST', '/api/front/address/edit', { realName: 'a', phone: '13800138000', detail: 'a', postCode: '200120', country: '\u0000' }, 'country'],
  ['address with a NUL in a field it ignores', 'POST', '/api/front/address/edit', { realName: 'a', phone: '13800138000', detail: 'a', postCode: '200120', uid: 'x\u0000' }, 'uid'],
  ['shop search keywords with NUL', 'GET', '/api/front/merchant/search/list?keywords=a%00b', undefined, 'keywords'],
  ['shop search keyword with NUL', 'GET', '/api/front/merchant/search/list?keyword=%00', undefined, 'keyword'],
  ['goods search keyword with NUL', 'GET', '/api/front/product/list?keyword=phone%00', undefined, 'keyword'],
  ['order number with NUL', 'GET', '/api/front/order/detail/SH20260101000000123456%00', undefined, 'orderNo'],
  ['leave-a-message name with NUL', 'POST', '/api/front/service/message', { name: 'a\u0000', contact: '13800138000', content: 'hello' }, 'name'],
  ['leave-a-message text with a lone surrogate', 'POST', '/api/front/service/message', { name: 'a', contact: '13800138000', content: 'hello \uDBFF' }, 'content'],
  ['leave-a-message contact with NUL', 'POST', '/api/front/service/message', { name: 'a', contact: '13800138000\u0000', content: 'hello' }, 'contact'],
  ['cart line with NUL in a number', 'POST', '/api/front/cart/save', [{ productId: 1, productAttrUnique: 1, cartNum: 1 }, { productId: '1\u0000', productAttrUnique: 1, cartNum: 1 }], '1.productId'],
  ['pre-order with NUL deep inside', 'POST', '/api/front/order/pre/order', { preOrderType: 'buyNow', orderDetails: [{ productId: 1, attrValueId: '\u0000', productNum: 1 }] }, 'orderDetails.0.attrValueId'],
  ['sign-in password with NUL', 'POST', '/api/front/login/mobile/password', { phone: '13800138000', countryCode: '86', password: 'Demo@123456\u0000' }, 'password'],
  ['bare email with NUL', 'POST', '/api/front/login/email/forget/password', 'someone\u0000@example.com', 'body'],
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
  await stockShopperState(mall, token);
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

/** Sends `body` byte for byte with a content type, from a client address of its own (per-client limits stay out of the way). */
let clientNo = 0;
async function post(path: string, contentType: string, body: string | Uint8Array, auth?: string) {
  clientNo += 1;
  const headers: Record<string, string> = { 'content-type': contentType, 'x-forwarded-for': `10.9.0.${clientNo}` };
  if (auth) headers['authori-zation'] = auth;
  const res = await fetch(`${mall.url}${path}`, { method: 'POST', headers, body });
  return { status: res.status, body: (await res.json()) as { code: number; message: string; data: any } };
}

const multipartOf = (fields: Array<[string, string]>, closed = true) =>
  fields.map(([name, value]) => `--XyZ\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') + (closed ? '--XyZ--\r\n' : '');
const MULTIPART = 'multipart/form-data; boundary=XyZ';
const NOT_MULTIPART = 'body is not a valid multipart form';
const address = { realName: 'a', phone: '13800138000', detail: 'a', postCode: '200120' };

/** Bodies that cannot be read, each with the 400 message it must get. */
const unreadable: Array<[label: string, contentType: string, body: string | Uint8Array, message: string]> = [
  ['multipart without a boundary', 'multipart/form-data', 'phone=13800138000', NOT_MULTIPART],
  ['multipart never closed', MULTIPART, multipartOf([['phone', '13800138000']], false), NOT_MULTIPART],
  ['multipart cut inside a part header', MULTIPART, '--XyZ\r\nContent-Disposition: form-da', NOT_MULTIPART],
  ['multipart with no boundary line at all', MULTIPART, 'phone=13800138000', NOT_MULTIPART],
  ['multipart with 30 fields', MULTIPART, multipartOf(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'v'])), 'the form has too many fields (at most 20)'],
  [
    'multipart with a file',
    MULTIPART,
    '--XyZ\r\nContent-Disposition: form-data; name="phone"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n13800138000\r\n--XyZ--\r\n',
    'files are not accepted here',
  ],
  ['multipart field of 5,000 characters', MULTIPART, multipartOf([['phone', '1'.repeat(5000)]]), 'phone: must have at most 4096 characters'],
  ['multipart field with NUL', MULTIPART, multipartOf([['phone', '13800138000\u0000']]), 'phone: contains characters that cannot be saved (a NUL or an unpaired surrogate)'],
  ['multipart field named __proto__', MULTIPART, multipartOf([['__proto__', 'x']]), NOT_MULTIPART],
  ['form field with NUL', 'application/x-www-form-urlencoded', 'phone=13800138000%00', 'phone: contains characters that cannot be saved (a NUL or an unpaired surrogate)'],
  ['form over 16 KiB', 'application/x-www-form-urlencoded', `phone=${'1'.repeat(20_000)}`, 'body is too large'],
  ['JSON over 1 MiB', 'application/json', JSON.stringify({ phone: '1'.repeat(1024 * 1024) }), 'body is too large'],
  ['JSON that is not UTF-8', 'application/json', new Uint8Array([...Buffer.from('{"phone":"138'), 0xff, 0xfe, ...Buffer.from('"}')]), 'body is not valid UTF-8 text'],
  ['JSON sent as text/plain', 'text/plain', JSON.stringify({ phone: '13800138000' }), 'Content-Type must be application/json'],
];

describe('bodies that cannot be read (multipart, form, JSON): 400 saying why, on every POST, nothing written', () => {
  it.each(unreadable)('%s', async (_label, contentType, body, message) => {
    const before = await stateOf(mall.db);
    const outbox = (await mall.outbox()).length;
    for (const [path, auth] of [
      ['/api/front/login/sendCode', undefined],
      ['/api/front/address/edit', token],
      ['/api/front/service/message', undefined],
    ] as const) {
      const res = await post(path, contentType, body, auth);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toMatchObject({ code: 400, message });
    }
    expect((await mall.outbox()).length).toBe(outbox);
    expect(await stateOf(mall.db)).toEqual(before);
  });

  it('answers in the language the client asks for', async () => {
    const res = await fetch(`${mall.url}/api/front/login/sendCode`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data', 'accept-language': 'zh-CN', 'x-forwarded-for': '10.9.1.1' },
      body: 'phone=1',
    });
    expect(await res.json()).toEqual({ code: 400, message: '请求内容不是有效的 multipart 表单', data: null });
  });
});

describe('text PostgreSQL cannot store, in a request that would otherwise succeed: 400 naming the field, nothing written', () => {
  it('refuses a NUL in the note of an order, then takes the same order with a clean note', async () => {
    const [sku] = await buyableSkus(mall, 10);
    const preOrderNo = await buyNow(mall, token, sku!);
    const addressId = await addAddress(mall, token);
    const before = await stateOf(mall.db);
    const order = { preOrderNo, addressId, payType: 'yue', payChannel: 'pc' };
    const refused = await mall.http('POST', '/api/front/order/create', { token, body: { ...order, mark: 'leave at the door\u0000' } });
    expect(refused.body).toMatchObject({ code: 400, message: 'mark: contains characters that cannot be saved (a NUL or an unpaired surrogate)' });
    expect(refused.body.data.errors).toEqual([{ field: 'mark', message: 'contains characters that cannot be saved (a NUL or an unpaired surrogate)' }]);
    expect(await stateOf(mall.db)).toEqual(before);
    const taken = await mall.http('POST', '/api/front/order/create', { token, body: { ...order, mark: 'leave at the door' } });
    expect(taken.body.code).toBe(200);
  });

  it('refuses a lone surrogate in an address instead of storing U+FFFD in its place', async () => {
    const before = await stateOf(mall.db);
    for (const realName of ['Zhang \uD83D', '\uDE00 Zhang', 'Zh\uD800\uD800ang']) {
      const res = await mall.http('POST', '/api/front/address/edit', { token, body: { ...address, realName } });
      expect(res.body.code, realName).toBe(400);
      expect(res.body.message.startsWith('realName: ')).toBe(true);
    }
    expect(await stateOf(mall.db)).toEqual(before);
    // A pair is one character, and is stored as it is.
    const kept = await mall.http('POST', '/api/front/address/edit', { token, body: { ...address, realName: 'Zhang \uD83D\uDE00' } });
    expect(kept.body.code).toBe(200);
    expect(kept.body.data.realName).toBe('Zhang \uD83D\uDE00');
  });

  it('refuses a NUL in a form field of the code request, and sends no code', async () => {
    const before = (await mall.outbox()).length;
    const res = await post('/api/front/login/sendCode', 'application/x-www-form-urlencoded', 'phone=13912345678&countryCode=86%00');
    expect(res.body).toMatchObject({ code: 400 });
    expect(res.body.message.startsWith('countryCode: ')).toBe(true);
    expect((await mall.outbox()).length).toBe(before);
  });
});
