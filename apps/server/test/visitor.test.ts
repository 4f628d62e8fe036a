import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_LOOKUPS_PER_IP_PER_10_MIN } from '../src/order/routes.ts';
import { startMall, stateOf, type TestMall } from './harness.ts';
import { buyableSkus, type BuyableSku } from './shopping.ts';
import { checkout, newShopper, shipByExpress, shopOrdersOf, type Shopper } from './afterCheckout.ts';

/*
 * Guests look their orders up by order number and email, without signing in
 * (crmeb-api §4.7 `visitor/*`, §6 rule 23; the issue "Orders in full").
 * Nobody else can: a wrong pair answers as an order that does not exist.
 */

let mall: TestMall;
let sku: BuyableSku;
let guest: Shopper & { identity: string };
let master: string;
let shopOrder: string;
let clientNo = 0;
/** A client address of its own, so the per-address limit of one test does not spill into another. */
const client = () => ({ 'x-forwarded-for': `10.9.${Math.floor(++clientNo / 250)}.${clientNo % 250}` });

beforeAll(async () => {
  mall = await startMall();
  [sku] = (await buyableSkus(mall, 10)) as [BuyableSku];
  const registered = await mall.http('POST', '/api/front/login/register/visitor', { body: { email: 'Guest.One@Example.com' }, headers: client() });
  const token = registered.body.data.token as string;
  const address = await mall.http('POST', '/api/front/address/edit', {
    token,
    body: { realName: '访客', phone: '13800138000', detail: '杭州市西湖区 8 号', postCode: '310012', country: '中国', email: 'parcels@example.org', isDefault: true },
  });
  guest = { id: registered.body.data.uid, token, addressId: address.body.data.id, identity: registered.body.data.identity };
  // Guests have no balance: cash on delivery.
  master = await checkout(mall, guest, [[sku, 1]], { payType: 'cod' });
  shopOrder = (await shopOrdersOf(mall, master))[0]!.orderNo;
  await shipByExpress(mall, shopOrder);
});
afterAll(() => mall.close());

const lookUp = (path: 'master/detail' | 'detail', orderNo: string, identity: string) =>
  mall.http('GET', `/api/front/order/visitor/${path}?orderNo=${encodeURIComponent(orderNo)}&identity=${encodeURIComponent(identity)}`, { headers: client() });

describe('a guest looks an order up (GET order/visitor/master/detail, order/visitor/detail)', () => {
  it('finds the order by its number and the email it was placed with, in any case, or the guest\'s identity, with no session', async () => {
    const mine = (await mall.http('GET', `/api/front/order/master/detail/${master}`, { token: guest.token })).data;
    const mineShop = (await mall.http('GET', `/api/front/order/detail/${shopOrder}`, { token: guest.token })).data;
    for (const identity of ['parcels@example.org', 'PARCELS@example.ORG', 'guest.one@example.com', ' Guest.One@Example.com ', guest.identity]) {
      const found = await lookUp('master/detail', master, identity);
      expect(found.body.code, identity).toBe(200);
      expect(found.data).toEqual(mine);
      const shop = await lookUp('detail', shopOrder, identity);
      expect(shop.body.code, identity).toBe(200);
      expect(shop.data).toEqual(mineShop);
    }
    // The merchant order carries its logistics, as the provider's visitor detail does.
    expect(mineShop.expressInfo).toMatchObject({ expName: '顺丰速运', logisticsInfo: [expect.anything(), expect.anything()] });
  });

  it('answers a wrong pair exactly as an order that does not exist, and changes nothing', async () => {
    const before = await stateOf(mall.db);
    const registered = await newShopper(mall, '13700000401');
    const withEmail = await mall.http('POST', '/api/front/address/edit', {
      token: registered.token,
      body: { realName: '注册', phone: '13800138000', detail: '杭州市 9 号', postCode: '310012', country: '中国', email: 'member@example.org', isDefault: true },
    });
    const theirs = await checkout(mall, { ...registered, addressId: withEmail.body.data.id }, [[sku, 1]], { payType: 'cod' });
    const state = await stateOf(mall.db);
    const template = (res: { body: { message: string } }, no: string) => res.body.message.replace(no, '<no>');

    const wrongEmail = await lookUp('master/detail', master, 'someone@example.com');
    const unknown = await lookUp('master/detail', 'PT2099010100000000000000', 'parcels@example.org');
    // A registered shopper's order is not found this way, even with the email it was placed with: they sign in.
    const registeredShoppers = await lookUp('master/detail', theirs, 'member@example.org');
    for (const [res, no] of [
      [wrongEmail, master],
      [unknown, 'PT2099010100000000000000'],
      [registeredShoppers, theirs],
    ] as const) {
      expect(res.body).toMatchObject({ code: 404, data: null });
      expect(template(res, no)).toBe('Order <no> does not exist');
    }
    expect((await lookUp('detail', shopOrder, 'someone@example.com')).body.code).toBe(404);
    expect((await lookUp('detail', 'SH2099010100000000000000', 'parcels@example.org')).body.code).toBe(404);
    const theirShop = (await shopOrdersOf(mall, theirs))[0]!.orderNo;
    expect((await lookUp('detail', theirShop, 'member@example.org')).body.code).toBe(404);
    expect(await stateOf(mall.db)).toEqual(state);
    expect(before).not.toEqual(state);
  });

  it('refuses a malformed number or a missing identity by its field', async () => {
    const wrongKind = await lookUp('master/detail', shopOrder, 'parcels@example.org');
    expect(wrongKind.body.code).toBe(400);
    expect(wrongKind.body.message).toMatch(/^orderNo: /);
    const missing = await mall.http('GET', `/api/front/order/visitor/detail?orderNo=${shopOrder}`, { headers: client() });
    expect(missing.body.code).toBe(400);
    expect(missing.body.message).toMatch(/^identity: /);
  });

  it('is rate-limited per client address like the sign-in routes', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const path = `/api/front/order/visitor/master/detail?orderNo=${master}&identity=nobody@example.com`;
    const codes: number[] = [];
    for (let i = 0; i < VISITOR_LOOKUPS_PER_IP_PER_10_MIN + 1; i++) codes.push((await mall.http('GET', path, { headers })).body.code);
    expect(codes.slice(0, -1).every((c) => c === 404)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    // Another address is not held up.
    expect((await lookUp('master/detail', master, 'parcels@example.org')).body.code).toBe(200);
  });
});
