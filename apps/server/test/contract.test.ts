import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WIRE_TIME_ZONE, endpointOf, responseCodecs, type Codec } from '@mall/api';
import { DEMO_SHOPPER } from '../src/db/seed/index.ts';
import { createShopper, startMall, type TestMall } from './harness.ts';
import { plainImage, sendUpload } from './uploadImages.ts';
import {
  any,
  arr,
  bool,
  comma,
  dt,
  int,
  jsonText,
  keyed,
  literal,
  nullable,
  num,
  obj,
  page,
  problemsOf,
  str,
  url,
  urlOrEmpty,
  yuan,
  type Shape,
} from './wireShapes.ts';

/*
 * The contract with the provider's PC client (crmeb-wire.md), endpoint by
 * endpoint: each call is sent as that client sends it (empty strings for
 * unset filters, ids as strings or numbers, bare-text emails), and its answer
 * must be HTTP 200 with the code inside, and fit the types the client reads:
 * money in yuan (checked against the database's cents), times as
 * `yyyy-MM-dd HH:mm:ss`, absolute image URLs, JSON text and comma strings
 * where the client parses or splits, PageInfo pages. Every answer must also
 * survive the contract's own codec both ways unchanged, so what the server
 * writes is exactly what the mall's client reads.
 */

let mall: TestMall;
let token = '';

interface Answer {
  status: number;
  body: { code: number; message: string; data: any };
}

/** Sends a request as the provider's client does: token in `authori-zation`, `Form-type: pc`, JSON unless `raw`. */
async function call(method: 'GET' | 'POST', path: string, options: { body?: unknown; raw?: string; auth?: boolean } = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'Form-type': 'pc' };
  if (options.auth) headers['authori-zation'] = token;
  let body: string | undefined;
  if (options.raw !== undefined) {
    body = options.raw;
    headers['content-type'] = 'application/json; charset=UTF-8';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json;charset=utf-8';
  }
  const res = await fetch(mall.url + path, { method, headers, body });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

/**
 * Calls `path` and holds the answer to the contract: HTTP 200, code 200,
 * `data` of `shape`, and an answer the contract's codec reads and writes back
 * unchanged. Returns `data` as it travelled.
 */
async function expectWire(method: 'GET' | 'POST', path: string, shape: Shape, options: { body?: unknown; raw?: string; auth?: boolean } = {}) {
  const res = await call(method, path, options);
  expect(res.status, `${method} ${path}: HTTP status`).toBe(200);
  expect(res.body.code, `${method} ${path}: ${res.body.message}`).toBe(200);
  expect(problemsOf(shape, res.body.data), `${method} ${path}`).toEqual([]);
  const key = endpointOf(method, path);
  expect(key, `${method} ${path} is an endpoint of the contract`).toBeDefined();
  const codec = responseCodecs[key!] as Codec<unknown, unknown>;
  const wire = { origin: mall.url, timeZone: DEFAULT_WIRE_TIME_ZONE };
  expect(codec.encode(codec.decode(res.body.data, wire), wire), `${method} ${path}: codec round trip`).toEqual(res.body.data);
  return res.body.data;
}

/** Expects a refusal: HTTP 200, the code in the envelope, a message. */
async function expectRefusal(method: 'GET' | 'POST', path: string, code: number, options: { body?: unknown; raw?: string; auth?: boolean } = {}) {
  const res = await call(method, path, options);
  expect(res.status, `${method} ${path}: HTTP status`).toBe(200);
  expect(res.body.code, `${method} ${path}: ${res.body.message}`).toBe(code);
  expect(res.body.message).not.toBe('');
  return res.body;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await mall.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Cents → the yuan the wire must carry. */
const y = (cents: number | string) => Number(cents) / 100;

// ——— Shapes of what the client reads (crmeb-wire §3–§14) ———

const productCard = obj({ id: int, image: url, storeName: str, price: yuan, otPrice: yuan, sales: num, ficti: num });
const activityGoods = obj({ proId: int, image: url, proImage: url, storeName: str, price: yuan, otPrice: yuan, sales: num, ficti: num });
const orderInfo = obj({ image: url, productName: str, price: yuan, payNum: int });
const coupon = obj({
  id: int,
  name: str,
  money: yuan,
  minPrice: yuan,
  useType: literal(1, 2, 3),
  isUse: bool,
  day: int,
  useStartTimeStr: nullable(dt),
  useEndTimeStr: nullable(dt),
  receiveStartTime: dt,
  receiveEndTime: nullable(dt),
  primaryKey: comma(),
});
const userCoupon = obj({
  id: int,
  name: str,
  money: yuan,
  minPrice: yuan,
  useType: literal(1, 2, 3),
  status: literal(0, 1, 2),
  startTime: dt,
  endTime: dt,
  useTime: nullable(dt),
  validStr: literal('usable', 'unusable', 'overdue', 'notStart'),
  merName: str,
});
const address = obj({ id: int, realName: str, phone: str, country: str, detail: str, email: str, postCode: str, isDefault: bool, createTime: dt });
const shopCard = obj({
  id: int,
  name: str,
  avatar: url,
  backImage: urlOrEmpty,
  starLevel: num,
  proList: arr(obj({ id: int, image: url, storeName: str, price: yuan, otPrice: yuan, sales: num, ficti: num })),
});
const merchantOrder = obj({
  orderNo: str,
  merId: int,
  merName: str,
  totalNum: int,
  payPrice: yuan,
  paid: bool,
  status: literal(0, 1, 2, 3, 9),
  refundStatus: int,
  createTime: dt,
  payTime: nullable(dt),
  orderInfoList: arr(obj({ image: url, productName: str, price: yuan, payNum: int, productId: int, attrValueId: int }), { nonEmpty: true }),
});

// ——— Facts from the seeded database the calls are made about ———

let goodsId = 0;
let leafCategoryId = 0;
let activityId = 0;
let shopId = 0;
let couponId = 0;

beforeAll(async () => {
  mall = await startMall();
  const [goods] = await rows<{ id: number; mer_id: number }>(
    sql`select p.id, p.mer_id from product p where p.is_show and not p.is_del and p.stock > 20 and p.spec_type order by p.id limit 1`,
  );
  goodsId = goods!.id;
  shopId = goods!.mer_id;
  const [leaf] = await rows<{ id: number }>(sql`select c.id from category c where c.pid <> 0 and exists (select 1 from product p where p.category_id = c.id) order by c.id limit 1`);
  leafCategoryId = leaf!.id;
  const [activity] = await rows<{ id: number }>(sql`select id from activity order by id limit 1`);
  activityId = activity!.id;
  const [offer] = await rows<{ id: number }>(sql`select id from coupon where mer_id = ${shopId} and use_type = 1 and (not is_limited or last_total > 0) order by id limit 1`);
  couponId = offer!.id;
});
afterAll(() => mall.close());

describe('public pages: what the client reads for home, search, goods, shops (crmeb-wire §3–§5, §14)', () => {
  it('home data: absolute images and shopPayCurrency as JSON text {symbol}', async () => {
    const data = await expectWire(
      'GET',
      '/api/pc/home/index',
      obj({
        banner: arr(obj({ id: int, pic: url }), { nonEmpty: true }),
        bastBanner: arr(obj({ id: int, pic: url })),
        logoUrl: url,
        shopStreetHeaderImag: url,
        shopPayCurrency: jsonText(obj({ symbol: str })),
        consumerType: literal('h5', 'hotline', 'message', 'email'),
      }),
    );
    // The client does JSON.parse(homeDataPc.shopPayCurrency).symbol at start-up.
    expect(JSON.parse(data.shopPayCurrency).symbol).toBe('￥');
  });

  it('hot keywords, the category tree, the shop street without paging, activities, ranking and the feed', async () => {
    await expectWire('GET', '/api/front/search/keyword', arr(obj({ id: int, title: str }), { nonEmpty: true }));
    const node: Shape = (v, p, problems) => obj({ id: int, name: str, 'childList?': arr(node) })(v, p, problems);
    await expectWire('GET', '/api/front/product/category', arr(node, { nonEmpty: true }));
    await expectWire('GET', '/api/front/merchant/street', page(shopCard, { nonEmpty: true }));
    await expectWire('GET', '/api/front/merchant/street?page=1&limit=10', page(shopCard, { nonEmpty: true }));
    await expectWire('GET', '/api/front/activity/index/list', arr(obj({ id: int, name: str, type: literal(1, 2, 3), productList: arr(activityGoods) }), { nonEmpty: true }));
    const board = await expectWire('GET', '/api/front/product/leaderboard', arr(productCard, { nonEmpty: true }));
    const [top] = await rows<{ price: number }>(sql`select price from product where id = ${board[0].id}`);
    expect(board[0].price).toBe(y(top!.price));
    await expectWire('GET', '/api/front/index/product?page=1&limit=13', page(productCard, { nonEmpty: true }));
  });

  it('search with "All" sends cid= and empty filters; prices are yuan', async () => {
    const data = await expectWire(
      'GET',
      '/api/front/product/list?cid=&page=1&limit=20&priceOrder=&salesOrder=&keyword=',
      page(productCard, { nonEmpty: true }),
    );
    const ids = data.list.map((g: { id: number }) => g.id);
    const truth = await rows<{ id: number; price: number; ot_price: number }>(sql`select id, price, ot_price from product where id in ${ids}`);
    for (const goods of data.list) {
      const row = truth.find((t) => t.id === goods.id)!;
      expect({ id: goods.id, price: goods.price, otPrice: goods.otPrice }).toEqual({ id: row.id, price: y(row.price), otPrice: y(row.ot_price) });
    }
    // After "clear", the price box sends empty strings; a range in yuan filters in yuan.
    await expectWire('GET', `/api/front/product/list?cid=${leafCategoryId}&page=1&limit=20&maxPrice=&minPrice=&priceOrder=asc&salesOrder=&keyword=`, page(productCard));
    const ranged = await expectWire('GET', '/api/front/product/list?cid=&page=1&limit=20&maxPrice=100&minPrice=10&priceOrder=&salesOrder=&keyword=', page(productCard, { nonEmpty: true }));
    for (const goods of ranged.list) {
      expect(goods.price).toBeGreaterThanOrEqual(10);
      expect(goods.price).toBeLessThanOrEqual(100);
    }
    await expectWire('GET', '/api/front/merchant/search/list?keywords=&page=1&limit=20', obj({ list: arr(shopCard), total: int, count: int }));
  });

  it('goods detail: sliderImage JSON text, attrValues comma strings, SKUs keyed by the first values joined, yuan', async () => {
    const data = await expectWire(
      'GET',
      `/api/front/product/detail/${goodsId}`,
      obj({
        productInfo: obj({ storeName: str, storeInfo: str, sliderImage: jsonText(arr(url, { nonEmpty: true })), price: yuan, otPrice: yuan, stock: int, merId: int, content: str }),
        productAttr: arr(obj({ attrName: str, attrValues: comma() }), { nonEmpty: true }),
        productValue: keyed(obj({ id: int, price: yuan, otPrice: yuan, stock: int, image: url }), { nonEmpty: true }),
        merchantInfo: obj({ name: str, avatar: url, isSelf: bool, typeId: int, isCollect: bool, proList: arr(obj({ id: int, image: url, storeName: str, price: yuan, otPrice: yuan, sales: num, ficti: num })) }),
        userCollect: bool,
        guaranteeList: arr(obj({ name: str, content: str })),
      }),
    );
    // The client pre-selects the first value of each axis and looks the SKU up by those values joined with ','.
    const firstChoice = (data.productAttr as { attrValues: string }[]).map((a) => a.attrValues.split(',')[0]).join(',');
    expect(data.productValue[firstChoice]).toBeDefined();
    const sku = data.productValue[firstChoice];
    const [truth] = await rows<{ price: number }>(sql`select price from product_sku where id = ${sku.id}`);
    expect(sku.price).toBe(y(truth!.price));
    await expectWire('GET', `/api/front/product/sku/detail/${goodsId}`, obj({ productAttr: arr(obj({ attrValues: comma() })), productValue: keyed(obj({ price: yuan })) }));
    await expectWire('GET', `/api/front/product/reply/config/${goodsId}`, obj({ sumCount: int, goodCount: int, replyChance: str, replyStar: num }));
    await expectWire(
      'GET',
      `/api/front/product/reply/list/${goodsId}?page=1&limit=20&type=0`,
      page(obj({ nickname: str, avatar: urlOrEmpty, star: int, createTime: dt, comment: str, pics: arr(url), merchantReplyContent: str })),
    );
    await expectWire('GET', `/api/front/merchant/customer/service/info/${shopId}`, obj({ serviceType: literal('H5', 'h5', 'message', 'phone', 'hotline', 'email') }));
    // The client sends productId as the string from the route, useType=2.
    await expectWire('GET', `/api/front/coupons?merId=${shopId}&productId=${goodsId}&useType=2&page=1&limit=20`, page(coupon));
  });

  it('activity pages: banner JSON text, goods in yuan', async () => {
    await expectWire('GET', `/api/pc/activity/detail/${activityId}?type=1&aid=${activityId}`, obj({ name: str, instruction: str, banner: jsonText(arr(url)) }));
    await expectWire('GET', `/api/front/activity/list/${activityId}?limit=10&page=1`, page(activityGoods, { nonEmpty: true }));
  });

  it('shop pages: pcBanner JSON text of {sattDir}, qualification pictures JSON text, own categories, coupons by tab name', async () => {
    const info = await expectWire(
      'GET',
      `/api/front/merchant/index/info/${shopId}`,
      obj({ name: str, avatar: url, isCollect: bool, isSelf: bool, typeId: int, starLevel: num, pcBackImage: urlOrEmpty, pcBanner: jsonText(arr(obj({ sattDir: url }))) }),
    );
    // The home tab parses pcBanner on every render: never null or ''.
    expect(info.pcBanner).not.toBe('');
    await expectWire('GET', `/api/front/product/merchant/pro/list?page=1&limit=8&merId=${shopId}`, page(productCard, { nonEmpty: true }));
    await expectWire(
      'GET',
      `/api/front/product/merchant/pro/list?cid=&page=1&limit=20&maxPrice=&minPrice=&merId=${shopId}&priceOrder=&salesOrder=`,
      page(productCard, { nonEmpty: true }),
    );
    const tree: Shape = (v, p, problems) => obj({ id: int, name: str, 'childList?': arr(tree) })(v, p, problems);
    await expectWire('GET', `/api/front/product/merchant/${shopId}/category/list`, arr(tree));
    await expectWire(
      'GET',
      `/api/front/merchant/detail/${shopId}`,
      obj({ address: str, collectNum: int, email: str, intro: str, phone: str, realName: str, qualificationPicture: jsonText(arr(url)) }),
    );
    await expectWire('GET', `/api/front/coupons?page=1&limit=10&useType=1&merId=${shopId}`, page(coupon, { nonEmpty: true }));
    // The shop-search page pages with `pages`, sends `keyword` and an empty category for "All", and reads `count`.
    await expectWire('GET', '/api/front/merchant/search/list?pages=1&keywords=&typeId=&categoryId=', obj({ list: arr(shopCard), total: int }));
    await expectWire('GET', '/api/front/merchant/search/list?page=1&limit=99&keyword=&typeId=&categoryId=', obj({ list: arr(shopCard), count: int }));
    await expectWire('GET', '/api/front/merchant/all/type/list', arr(obj({ id: int, name: str, info: str }), { nonEmpty: true }));
    await expectWire('GET', '/api/front/merchant/all/category/list', arr(obj({ id: int, name: str, handlingFee: num }), { nonEmpty: true }));
  });

  it('sign-in settings and payment switches', async () => {
    await expectWire('GET', '/api/front/login/method/info', obj({ facebookOpen: bool, facebookAppId: str, visitorOpen: bool, agreement: str }));
    await expectWire('GET', '/api/pc/login/getLoginPic', obj({ loginLeftImage: url }));
    await expectWire('GET', '/api/front/pay/method', obj({ paypalStatus: bool, stripeStatus: bool, wechatPaySwitch: bool, codSwitch: bool, upiSwitch: bool }));
  });

  it('refusals come as HTTP 200 with the code inside', async () => {
    await expectRefusal('GET', '/api/front/product/detail/999999', 404);
    await expectRefusal('GET', '/api/front/product/list?cid=abc', 400);
    await expectRefusal('GET', '/api/front/cart/count?numType=true&type=total', 401);
    await expectRefusal('GET', '/api/front/no/such/route', 404);
    const stale = await call('POST', '/api/front/login/token/is/exist', { auth: true });
    // No token yet: a stale or missing token is data false, never a 401 (crmeb-wire §1 Session check).
    expect(stale).toEqual({ status: 200, body: { code: 200, message: 'success', data: false } });
  });
});

describe('a signed-in shopper: cart, checkout with a new address, orders, coupons, favourites (crmeb-wire §2, §6–§12)', () => {
  let skuId = 0;
  let cartId = 0;
  let preOrderNo = '';
  let addressId = 0;
  let masterNo = '';
  let merOrderNo = '';

  it('signs in with the phone form (countryCode "+86") and reads the user', async () => {
    const login = await call('POST', '/api/front/login/mobile/password', {
      body: { countryCode: `+${DEMO_SHOPPER.countryCode}`, password: DEMO_SHOPPER.password, phone: DEMO_SHOPPER.phone },
    });
    expect(login.status).toBe(200);
    token = login.body.data.token;
    expect(token).toMatch(/\S{20,}/);
    const stillIn = await call('POST', '/api/front/login/token/is/exist', { auth: true });
    expect(stillIn.body.data).toBe(true);
    const user = await expectWire(
      'GET',
      '/api/front/user/info',
      obj({ nickname: str, avatar: urlOrEmpty, phone: str, email: str, userType: str, nowMoney: yuan, integral: int, couponCount: int, collectCount: int }),
      { auth: true },
    );
    const [me] = await rows<{ balance: number }>(sql`select balance from app_user where phone = ${DEMO_SHOPPER.phone}`);
    expect(user.nowMoney).toBe(y(me!.balance));
    await expectWire('GET', '/api/front/user/menu/user', obj({ routine_my_menus: arr(obj({ id: int, name: str, pc_url: str })) }), { auth: true });
  });

  it('adds to the cart (an array body), counts, lists with suk and yuan, changes the quantity', async () => {
    const [sku] = await rows<{ id: number; price: number }>(sql`select id, price from product_sku where product_id = ${goodsId} and stock > 5 order by id limit 1`);
    skuId = sku!.id;
    await expectWire('POST', '/api/front/cart/save', any, { auth: true, body: [{ productId: goodsId, cartNum: 2, productAttrUnique: skuId }] });
    const count = await expectWire('GET', '/api/front/cart/count?numType=true&type=total', obj({ count: int }), { auth: true });
    expect(count.count).toBeGreaterThan(0);
    const groups = await expectWire(
      'GET',
      '/api/front/cart/list?isValid=true',
      arr(obj({ merName: str, cartInfoList: arr(obj({ id: int, productId: int, image: url, storeName: str, suk: str, price: yuan, cartNum: int, stock: int }), { nonEmpty: true }) }), { nonEmpty: true }),
      { auth: true },
    );
    const line = groups.flatMap((g: { cartInfoList: { productAttrUnique: number }[] }) => g.cartInfoList).find((l: { productAttrUnique: number }) => l.productAttrUnique === skuId);
    expect(line.price).toBe(y(sku!.price));
    cartId = line.id;
    await expectWire('GET', '/api/front/cart/list?isValid=false', arr(obj({ merName: str, cartInfoList: arr(obj({ id: int, storeName: str })) })), { auth: true });
    await expectWire('POST', '/api/front/cart/num', any, { auth: true, body: { id: cartId, number: 3 } });
  });

  it('checks out the cart line: pre-order, confirm page data, coupons for it, the price with no coupon ticked', async () => {
    const pre = await expectWire('POST', '/api/front/order/pre/order', obj({ preOrderNo: str }), {
      auth: true,
      body: { preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: cartId }] },
    });
    preOrderNo = pre.preOrderNo;
    const loaded = await expectWire(
      'GET',
      `/api/front/order/load/pre/${preOrderNo}`,
      obj({
        proTotalFee: yuan,
        freightFee: yuan,
        payFee: yuan,
        orderList: arr(obj({ merId: int, merName: str, orderInfoList: arr(obj({ image: url, productName: str, sku: str, price: yuan, payNum: int }), { nonEmpty: true }) }), { nonEmpty: true }),
      }),
      { auth: true },
    );
    const [sku] = await rows<{ price: number }>(sql`select price from product_sku where id = ${skuId}`);
    expect(loaded.proTotalFee).toBe(y(sku!.price * 3));
    await expectWire('GET', `/api/front/coupons/order/${preOrderNo}`, arr(obj({ id: int, money: yuan, minPrice: yuan, useType: int })), { auth: true });
    const priced = await expectWire('POST', '/api/front/order/computed/price', obj({ couponFee: yuan, freightFee: yuan, proTotalFee: yuan, payFee: yuan }), {
      auth: true,
      body: { couponId: '', preOrderNo },
    });
    expect(priced).toMatchObject({ couponFee: 0, proTotalFee: loaded.proTotalFee, payFee: loaded.payFee });
  });

  it('adds an address from the dialog: ip/info, countryCode as a number, postCode as text; edits it by sending the detail back', async () => {
    const where = await expectWire('POST', '/api/front/address/ip/info', obj({ country_name: str, country_calling_code: str, region: str, city: str }), { auth: true });
    await expectWire(
      'POST',
      '/api/front/address/edit',
      address,
      {
        auth: true,
        body: { country: where.country_name, countryCode: Number(where.country_calling_code), email: 'demo@example.com', realName: '王五', phone: '1380013800', detail: '杭州市西湖区文三路 90 号', isDefault: false, postCode: '310012' },
      },
    );
    const all = await expectWire('GET', '/api/pc/address/all/list', arr(address, { nonEmpty: true }), { auth: true });
    addressId = all.find((a: { realName: string }) => a.realName === '王五').id;
    await expectWire('GET', '/api/front/address/list', page(address, { nonEmpty: true }), { auth: true });
    const detail = await expectWire('GET', `/api/front/address/detail/${addressId}`, address, { auth: true });
    // The edit form sends every field of the detail back, countryCode as a number.
    await expectWire('POST', '/api/front/address/edit', address, { auth: true, body: { ...detail, countryCode: Number(detail.countryCode), detail: '杭州市西湖区文三路 91 号' } });
    await expectWire('POST', '/api/front/address/default/set', any, { auth: true, body: { id: addressId } });
    const after = await expectWire('GET', '/api/pc/address/all/list', arr(address), { auth: true });
    expect(after[0]).toMatchObject({ id: addressId, isDefault: true, detail: '杭州市西湖区文三路 91 号' });
  });

  it('places the order (couponId null, cash on delivery) and pays it as the client does', async () => {
    const created = await expectWire('POST', '/api/front/order/create', obj({ orderNo: str }), {
      auth: true,
      body: { realName: '王五', phone: '1380013800', addressId, couponId: null, payType: 'cod', preOrderNo, mark: '', email: 'demo@example.com', payChannel: 'pc' },
    });
    masterNo = created.orderNo;
    expect(masterNo).toMatch(/^PT/);
    await expectWire('POST', '/api/front/pay/payment', obj({ orderNo: str, payType: str }), { auth: true, body: { orderNo: masterNo, payType: 'cod', payChannel: 'pc' } });
  });

  it('lists orders on every tab: unpaid master orders, merchant orders in yuan, counts', async () => {
    // An order left unpaid, for the "to pay" tab.
    const pre = await call('POST', '/api/front/order/pre/order', {
      auth: true,
      body: { preOrderType: 'buyNow', orderDetails: [{ attrValueId: skuId, productId: goodsId, productNum: 1 }] },
    });
    const unpaid = await call('POST', '/api/front/order/create', {
      auth: true,
      body: { addressId, couponId: '', payType: 'yue', preOrderNo: pre.body.data.preOrderNo, mark: 'later', payChannel: 'pc' },
    });
    expect(unpaid.body.code).toBe(200);
    await expectWire('GET', '/api/front/order/data', obj({ unPaidCount: int, unShippedCount: int, receivedCount: int, completeCount: int }), { auth: true });
    const awaiting = await expectWire(
      'GET',
      '/api/front/order/await/pay/list?page=1&limit=10',
      page(obj({ orderNo: str, totalNum: int, payPrice: yuan, paid: bool, payType: str, redirect: str, orderList: arr(obj({ merId: int, merName: str, orderInfoList: arr(orderInfo, { nonEmpty: true }) }), { nonEmpty: true }) }), { nonEmpty: true }),
      { auth: true },
    );
    const listed = awaiting.list.find((o: { orderNo: string }) => o.orderNo === unpaid.body.data.orderNo);
    const [truth] = await rows<{ pay_price: number }>(sql`select pay_price from master_order where order_no = ${unpaid.body.data.orderNo}`);
    expect(listed).toMatchObject({ paid: false, payPrice: y(truth!.pay_price) });
    const shipping = await expectWire('GET', '/api/front/order/list?page=1&limit=10&type=1', page(merchantOrder, { nonEmpty: true }), { auth: true });
    merOrderNo = shipping.list.find((o: { orderNo: string }) => o.orderNo.startsWith('SH')).orderNo;
    await expectWire('GET', '/api/front/order/list?page=1&limit=10&type=2', page(merchantOrder), { auth: true });
    await expectWire('GET', '/api/front/order/list?page=1&limit=10&type=3', page(merchantOrder), { auth: true });
  });

  it('shows order details: master and merchant, yuan and times', async () => {
    const detailShape = obj({ orderNo: str, createTime: dt, payType: str, payPrice: yuan, proTotalPrice: yuan, couponPrice: yuan, payPostage: yuan, totalNum: int, paid: bool, realName: str, userPhone: str, userAddress: str });
    await expectWire('GET', `/api/front/order/master/detail/${masterNo}`, detailShape, { auth: true });
    const detail = await expectWire('GET', `/api/front/order/detail/${merOrderNo}`, obj({ status: int, refundStatus: int, orderInfoList: arr(obj({ productId: int, attrValueId: int, payNum: int, price: yuan, image: url }), { nonEmpty: true }) }), { auth: true });
    const [truth] = await rows<{ pay_price: number }>(sql`select pay_price from merchant_order where order_no = ${merOrderNo}`);
    expect(detail.payPrice).toBe(y(truth!.pay_price));
    // The detail page asks for tracking: nothing is shipped yet, which the client reads as null.
    const express = await expectWire('GET', `/api/front/order/express/${merOrderNo}`, nullable(obj({ expName: str, expNo: str, logisticsInfo: jsonText(arr(obj({ AcceptStation: str, AcceptTime: dt }))) })), { auth: true });
    expect(express).toBeNull();
    await expectRefusal('GET', '/api/front/order/express/SH00000000000000', 404, { auth: true });
  });

  it('acts on orders as the client does: cancels an unpaid master order, confirms receipt, deletes (crmeb-wire §8)', async () => {
    const pre = await call('POST', '/api/front/order/pre/order', {
      auth: true,
      body: { preOrderType: 'buyNow', orderDetails: [{ attrValueId: skuId, productId: goodsId, productNum: 1 }] },
    });
    const unpaid = await call('POST', '/api/front/order/create', {
      auth: true,
      body: { addressId, couponId: '', payType: 'yue', preOrderNo: pre.body.data.preOrderNo, mark: '', payChannel: 'pc' },
    });
    const cancelled = await expectWire('POST', `/api/front/order/cancel/${unpaid.body.data.orderNo}`, any, { auth: true });
    expect(cancelled).toBeNull();
    await expectRefusal('POST', `/api/front/order/cancel/${unpaid.body.data.orderNo}`, 400, { auth: true });
    // Shipped as the operator ships (the operator's suite covers how), then received and deleted.
    await rows(sql`update merchant_order set status = 1, delivery_type = 'express', express_name = '顺丰速运', express_code = 'SF', tracking_no = 'SF1234567890', delivery_time = now() where order_no = ${merOrderNo}`);
    const shipped = await expectWire('GET', `/api/front/order/express/${merOrderNo}`, obj({ expName: str, expNo: str, logisticsInfo: jsonText(arr(obj({ AcceptStation: str, AcceptTime: dt }))) }), { auth: true });
    expect(shipped).toMatchObject({ expName: '顺丰速运', expNo: 'SF1234567890' });
    await expectWire('POST', `/api/front/order/take/${merOrderNo}`, any, { auth: true });
    const received = await expectWire('GET', `/api/front/order/detail/${merOrderNo}`, obj({ status: literal(3), paid: bool, receivingTime: dt }), { auth: true });
    expect(received.paid).toBe(true);
    await expectWire('POST', `/api/front/order/delete/${merOrderNo}`, any, { auth: true });
    await expectRefusal('GET', `/api/front/order/detail/${merOrderNo}`, 404, { auth: true });
    // The detail page's delete posts `delete/undefined` (crmeb-wire §17): a refusal naming the field, in an envelope.
    const undefinedNo = await expectRefusal('POST', '/api/front/order/delete/undefined', 400, { auth: true });
    expect(undefinedNo.message).toMatch(/^orderNo: /);
  });

  it('asks money back as the client does: the form data, reasons, a voucher upload, the refund, its list and detail (crmeb-wire §9)', async () => {
    await rows(sql`update app_user set balance = balance + 10000000 where phone = ${DEMO_SHOPPER.phone}`);
    const pre = await call('POST', '/api/front/order/pre/order', {
      auth: true,
      body: { preOrderType: 'buyNow', orderDetails: [{ attrValueId: skuId, productId: goodsId, productNum: 1 }] },
    });
    const placed = await call('POST', '/api/front/order/create', {
      auth: true,
      body: { addressId, couponId: '', payType: 'yue', preOrderNo: pre.body.data.preOrderNo, mark: '', payChannel: 'pc' },
    });
    await expectWire('POST', '/api/front/pay/payment', any, { auth: true, body: { orderNo: placed.body.data.orderNo, payType: 'yue', payChannel: 'pc' } });
    const [shop] = await rows<{ order_no: string }>(sql`select order_no from merchant_order where master_order_no = ${placed.body.data.orderNo}`);
    const shopNo = shop!.order_no;

    const form = await expectWire('GET', `/api/front/order/apply/refund/${shopNo}`, obj({ totalNum: int, payPrice: yuan, orderInfoList: arr(orderInfo, { nonEmpty: true }) }), { auth: true });
    expect(form.totalNum).toBe(1);
    const reasons = await expectWire('GET', '/api/front/order/refund/reason', arr(str, { nonEmpty: true }));
    const picture = await sendUpload(mall, token, [{ bytes: await plainImage('png'), name: 'voucher.png', type: 'image/png' }], { query: '?model=product&pid=1' });
    expect(picture.body.code, picture.body.message).toBe(200);
    expect(picture.body.data).toMatchObject({ url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/[0-9a-f]{64}\.png$/), extName: 'png' });
    await expectWire(
      'POST',
      '/api/front/order/refund',
      any,
      { auth: true, body: { text: reasons[0], refund_reason_wap_explain: '颜色不对', refund_reason_wap_img: picture.body.data.url, orderNo: shopNo } },
    );
    const refund = obj({ id: int, refundOrderNo: str, refundStatus: literal(0, 1, 2, 3), totalNum: int, refundPrice: yuan, orderInfoList: arr(obj({ image: url, productName: str, price: yuan, payNum: int }), { nonEmpty: true }) });
    const listed = await expectWire('GET', '/api/front/order/refund/list?page=1&limit=10', obj({ list: arr(refund, { nonEmpty: true }), total: int }), { auth: true });
    const refundNo: string = listed.list[0].refundOrderNo;
    expect(refundNo).toMatch(/^RE/);
    const detail = await expectWire(
      'GET',
      `/api/front/order/refund/detail/${refundNo}`,
      obj({ refundStatus: literal(0), refundOrderNo: str, merOrderNo: str, refundPrice: yuan, totalNum: int, createTime: dt, refundReasonWap: str, refundReasonWapExplain: str, refundReasonWapImg: str, orderInfoList: arr(obj({ image: url, productName: str, price: yuan, payNum: int })) }),
      { auth: true },
    );
    // The images as one comma string (the page reads its length), never null.
    expect(detail).toMatchObject({ merOrderNo: shopNo, refundReasonWapExplain: '颜色不对', refundReasonWapImg: picture.body.data.url, refundPrice: y(Number(form.payPrice) * 100) });
  });

  it('reviews a received line as the client does: the lines to review, then the review with its pictures as JSON text (crmeb-wire §17)', async () => {
    const pre = await call('POST', '/api/front/order/pre/order', {
      auth: true,
      body: { preOrderType: 'buyNow', orderDetails: [{ attrValueId: skuId, productId: goodsId, productNum: 1 }] },
    });
    const placed = await call('POST', '/api/front/order/create', {
      auth: true,
      body: { addressId, couponId: '', payType: 'yue', preOrderNo: pre.body.data.preOrderNo, mark: '', payChannel: 'pc' },
    });
    await call('POST', '/api/front/pay/payment', { auth: true, body: { orderNo: placed.body.data.orderNo, payType: 'yue', payChannel: 'pc' } });
    const [shop] = await rows<{ order_no: string }>(sql`select order_no from merchant_order where master_order_no = ${placed.body.data.orderNo}`);
    await rows(sql`update merchant_order set status = 1, delivery_type = 'noNeed', delivery_time = now() where order_no = ${shop!.order_no}`);
    await expectWire('POST', `/api/front/order/take/${shop!.order_no}`, any, { auth: true });
    const lines = await expectWire(
      'GET',
      '/api/front/order/reply/list?page=1&limit=10',
      obj({ list: arr(obj({ id: int, merOrderNo: str, productId: int, productName: str, image: url, sku: str, price: yuan, payNum: int }), { nonEmpty: true }), total: int }),
      { auth: true },
    );
    const line = lines.list.find((l: { merOrderNo: string }) => l.merOrderNo === shop!.order_no);
    const picture = await sendUpload(mall, token, [{ bytes: await plainImage('jpeg'), name: 'review.jpg' }], { query: '?model=product&pid=1' });
    await expectWire('POST', '/api/front/order/comment', any, {
      auth: true,
      body: { orderNo: shop!.order_no, orderInfoId: line.id, star: 5, comment: '很好', pics: JSON.stringify([picture.body.data.url]) },
    });
    const shown = await expectWire('GET', `/api/front/product/reply/list/${goodsId}?page=1&limit=20&type=0`, obj({ list: arr(obj({ comment: str, star: int, pics: arr(url) }), { nonEmpty: true }) }));
    expect(shown.list.some((r: { comment: string; pics: string[] }) => r.comment === '很好' && r.pics[0] === picture.body.data.url)).toBe(true);
  });

  it('receives a coupon and lists its coupons with dates and yuan', async () => {
    await expectWire('POST', '/api/front/coupon/receive', any, { auth: true, body: { couponId } });
    const mine = await expectWire('GET', '/api/front/coupon/list?type=usable&page=1&limit=9', page(userCoupon, { nonEmpty: true }), { auth: true });
    const [truth] = await rows<{ money: number }>(sql`select money from coupon where id = ${couponId}`);
    expect(mine.list.find((c: { couponId: number }) => c.couponId === couponId).money).toBe(y(truth!.money));
    await expectWire('GET', '/api/front/coupon/list?type=unusable&page=1&limit=9', page(userCoupon), { auth: true });
  });

  it('keeps favourites: the goods id sent as {id, category} as the client does, and followed shops', async () => {
    await expectWire('POST', '/api/front/collect/add/product', any, { auth: true, body: { id: String(goodsId), category: 'store' } });
    const goods = await expectWire('GET', '/api/front/collect/product/list?page=1&limit=12', page(obj({ productId: int, image: url, storeName: str, price: yuan }), { nonEmpty: true }), { auth: true });
    expect(goods.list.map((g: { productId: number }) => g.productId)).toContain(goodsId);
    await expectWire('POST', `/api/front/collect/cancel/${goodsId}`, any, { auth: true });
    await expectWire('POST', `/api/front/collect/add/merchant/${shopId}`, any, { auth: true });
    const shops = await expectWire('GET', '/api/front/collect/merchant/list?page=1&limit=12', page(obj({ merId: int, merName: str, merAvatar: url }), { nonEmpty: true }), { auth: true });
    expect(shops.list.map((s: { merId: number }) => s.merId)).toContain(shopId);
    await expectWire('POST', `/api/front/collect/cancel/merchant/${shopId}`, any, { auth: true });
  });

  it('sends an email code with the address as bare text, as the client\'s bare axios call does', async () => {
    const res = await call('POST', '/api/front/login/email/captcha', { raw: 'contract-test@example.com' });
    expect(res).toMatchObject({ status: 200, body: { code: 200 } });
  });

  it('edits the profile and changes the password with a code to the bound phone, as the user info page does (crmeb-wire §13)', async () => {
    const picture = await sendUpload(mall, token, [{ bytes: await plainImage('jpeg', 80, 40), name: 'me.jpg' }], { query: '?model=product&pid=1' });
    await expectWire('POST', '/api/front/user/edit', any, { auth: true, body: { avatar: picture.body.data.url, nickname: '合同测试' } });
    const user = await expectWire('GET', '/api/front/user/info', obj({ nickname: str, avatar: url }), { auth: true });
    expect(user.nickname).toBe('合同测试');
    await expectWire('POST', '/api/front/captcha/phone/password', any, { auth: true });
    const captcha = await mall.lastCode(`+${DEMO_SHOPPER.countryCode}${DEMO_SHOPPER.phone}`);
    const body = { passwordAgain: DEMO_SHOPPER.password, captcha, newPassword: DEMO_SHOPPER.password };
    await expectWire('POST', '/api/front/user/phone/update/password', any, { auth: true, body });
  });

  it('removes an address and a cart line, and signs out: the token then reads as gone', async () => {
    await expectWire('POST', '/api/front/address/del', any, { auth: true, body: { id: addressId } });
    const left = await call('GET', '/api/pc/address/all/list', { auth: true });
    expect(left.body.data.map((a: { id: number }) => a.id)).not.toContain(addressId);
    await expectWire('POST', '/api/front/cart/save', any, { auth: true, body: [{ productId: goodsId, cartNum: 1, productAttrUnique: skuId }] });
    const lines = await call('GET', '/api/front/cart/list?isValid=true', { auth: true });
    const ids = lines.body.data.flatMap((g: { cartInfoList: { id: number }[] }) => g.cartInfoList.map((l) => l.id));
    await expectWire('POST', '/api/front/cart/delete', any, { auth: true, body: { ids } });
    await expectWire('GET', '/api/front/login/logout', any, { auth: true });
    const gone = await call('POST', '/api/front/login/token/is/exist', { auth: true });
    expect(gone).toEqual({ status: 200, body: { code: 200, message: 'success', data: false } });
    await expectRefusal('GET', '/api/front/user/info', 401, { auth: true });
  });
});

describe('merchant settlement as the client does (crmeb-wire §15)', () => {
  it('reads the agreement, sends the code to the bare address, applies with the pictures as JSON text and lists the records without paging', async () => {
    await createShopper(mall.db, '13700009151');
    const signIn = await call('POST', '/api/front/login/mobile/password', { body: { phone: '13700009151', countryCode: '86', password: 'Test@1234' } });
    token = signIn.body.data.token;
    await expectWire('GET', '/api/front/merchant/settled/agreement', obj({ agreement: str }));
    const [category] = await expectWire('GET', '/api/front/merchant/all/category/list', arr(obj({ id: int, name: str, handlingFee: num }), { nonEmpty: true }));
    const [type] = await expectWire('GET', '/api/front/merchant/all/type/list', arr(obj({ id: int, name: str, info: str }), { nonEmpty: true }));
    const email = 'settled-contract@example.com';
    const sent = await call('POST', '/api/front/captcha/email/merchant/settled', { raw: email });
    expect(sent).toMatchObject({ status: 200, body: { code: 200 } });
    const pictures: string[] = [];
    for (const [name, colour] of [['licence.jpg', '#aa3300'], ['permit.jpg', '#0033aa']] as const) {
      const picture = await sendUpload(mall, token, [{ bytes: await plainImage('jpeg', 64, 48, colour), name }], { query: '?model=product&pid=1' });
      pictures.push(picture.body.data.url);
    }
    const body = {
      name: '合同测试商户',
      realName: '张三',
      phone: '13700009151',
      captcha: await mall.lastCode(email),
      address: '杭州市西湖区',
      categoryId: category.id,
      email,
      handlingFee: category.handlingFee,
      keywords: '测试',
      qualificationPicture: JSON.stringify(pictures),
      typeId: type.id,
      country: '',
    };
    await expectWire('POST', '/api/front/merchant/settled/apply', any, { auth: true, body });
    const application = obj({
      id: int,
      name: str,
      categoryId: int,
      typeId: int,
      realName: str,
      email: str,
      phone: str,
      handlingFee: num,
      keywords: str,
      address: str,
      auditStatus: literal(1, 2, 3),
      denialReason: str,
      qualificationPicture: jsonText(arr(url, { nonEmpty: true })),
      createTime: dt,
      merId: nullable(int),
    });
    const record = await expectWire('GET', '/api/front/merchant/settled/record', page(application, { nonEmpty: true }), { auth: true });
    expect(record.list[0]).toMatchObject({ name: '合同测试商户', auditStatus: 1, handlingFee: category.handlingFee, qualificationPicture: JSON.stringify(pictures) });
  });
});

describe('every endpoint of the contract is held to it here', () => {
  it('leaves out only the mall\'s own additions and calls the provider client never makes', () => {
    const covered = new Set<string>(CALLED);
    const untested = Object.keys(responseCodecs).filter((key) => !covered.has(key) && !NOT_IN_PROVIDER_CLIENT.has(key));
    expect(untested).toEqual([]);
  });
});

/** Endpoints the calls above reach. */
const CALLED = [
  'GET /api/pc/home/index',
  'GET /api/front/search/keyword',
  'GET /api/front/product/category',
  'GET /api/front/merchant/street',
  'GET /api/front/activity/index/list',
  'GET /api/front/product/leaderboard',
  'GET /api/front/index/product',
  'GET /api/front/product/list',
  'GET /api/front/merchant/search/list',
  'GET /api/front/product/detail/:id',
  'GET /api/front/product/sku/detail/:id',
  'GET /api/front/product/reply/config/:id',
  'GET /api/front/product/reply/list/:id',
  'GET /api/front/merchant/customer/service/info/:id',
  'GET /api/front/coupons',
  'GET /api/pc/activity/detail/:aid',
  'GET /api/front/activity/list/:aid',
  'GET /api/front/merchant/index/info/:id',
  'GET /api/front/product/merchant/pro/list',
  'GET /api/front/product/merchant/:merId/category/list',
  'GET /api/front/merchant/detail/:id',
  'GET /api/front/merchant/all/type/list',
  'GET /api/front/merchant/all/category/list',
  'GET /api/front/login/method/info',
  'GET /api/pc/login/getLoginPic',
  'GET /api/front/pay/method',
  'POST /api/front/login/token/is/exist',
  'POST /api/front/login/mobile/password',
  'GET /api/front/user/info',
  'GET /api/front/user/menu/user',
  'POST /api/front/cart/save',
  'GET /api/front/cart/count',
  'GET /api/front/cart/list',
  'POST /api/front/cart/num',
  'POST /api/front/order/pre/order',
  'GET /api/front/order/load/pre/:preOrderNo',
  'GET /api/front/coupons/order/:preOrderNo',
  'POST /api/front/order/computed/price',
  'POST /api/front/address/ip/info',
  'POST /api/front/address/edit',
  'GET /api/pc/address/all/list',
  'GET /api/front/address/list',
  'GET /api/front/address/detail/:id',
  'POST /api/front/address/default/set',
  'POST /api/front/order/create',
  'POST /api/front/pay/payment',
  'GET /api/front/order/data',
  'GET /api/front/order/await/pay/list',
  'GET /api/front/order/list',
  'GET /api/front/order/master/detail/:orderNo',
  'GET /api/front/order/detail/:orderNo',
  'GET /api/front/order/express/:orderNo',
  'POST /api/front/order/cancel/:orderNo',
  'POST /api/front/order/take/:orderNo',
  'POST /api/front/order/delete/:orderNo',
  'GET /api/front/order/apply/refund/:orderNo',
  'GET /api/front/order/refund/reason',
  'POST /api/front/upload/image',
  'POST /api/front/order/refund',
  'GET /api/front/order/refund/list',
  'GET /api/front/order/refund/detail/:refundOrderNo',
  'GET /api/front/order/reply/list',
  'POST /api/front/order/comment',
  'POST /api/front/coupon/receive',
  'GET /api/front/coupon/list',
  'POST /api/front/collect/add/product',
  'GET /api/front/collect/product/list',
  'POST /api/front/collect/cancel/:proId',
  'POST /api/front/collect/add/merchant/:id',
  'GET /api/front/collect/merchant/list',
  'POST /api/front/collect/cancel/merchant/:id',
  'POST /api/front/login/email/captcha',
  'POST /api/front/address/del',
  'POST /api/front/cart/delete',
  'GET /api/front/login/logout',
  'POST /api/front/user/edit',
  'POST /api/front/captcha/phone/password',
  'POST /api/front/user/phone/update/password',
  'GET /api/front/merchant/settled/agreement',
  'POST /api/front/captcha/email/merchant/settled',
  'POST /api/front/merchant/settled/apply',
  'GET /api/front/merchant/settled/record',
];

/**
 * Endpoints the provider's PC client has no page for, or that the mall added
 * (QR sign-in, leave-a-message, batch favourites), and the sign-in calls that
 * need a code, a provider or a guest switch: the sign-in and provider suites
 * (signin.test.ts, providers.test.ts) cover those.
 */
const NOT_IN_PROVIDER_CLIENT = new Set([
  'POST /api/front/login/mobile/captcha',
  'POST /api/front/login/email',
  'POST /api/front/login/register/mobile',
  'POST /api/front/login/register/email',
  'POST /api/front/login/register/visitor',
  'POST /api/front/login/sendCode',
  'POST /api/front/login/email/forget/password',
  'POST /api/front/login/email/reset/password',
  'POST /api/front/login/google',
  'POST /api/front/login/facebook',
  'GET /api/front/login/twitter/request/token',
  'POST /api/front/login/twitter',
  'POST /api/front/login/qr/ticket',
  'GET /api/front/login/qr/status',
  'POST /api/front/login/qr/scan',
  'POST /api/front/login/qr/confirm',
  'POST /api/front/service/message',
  'POST /api/front/collect/delete/product',
  // The upload limit, for the mall's forms to check a file before sending it: uploads.test.ts.
  'GET /api/front/upload/rules',
  // The operator's API: no client of the provider's calls it; admin.test.ts holds it to the contract.
  'POST /api/admin/login',
  'POST /api/admin/logout',
  'GET /api/admin/orders',
  'POST /api/admin/orders/:orderNo/ship',
  'POST /api/admin/orders/:orderNo/track',
  'GET /api/admin/audit',
  // Guests' order look-up and points: no page of the provider's PC client calls them (crmeb-wire §16); visitor.test.ts, points.test.ts.
  'GET /api/front/order/visitor/master/detail',
  'GET /api/front/order/visitor/detail',
  'GET /api/front/user/center/my/integral',
  'GET /api/front/user/center/integral/list',
  // After-sale additions of the mall (a return parcel, partial refunds by the operator) and the operator's answers: refunds.test.ts.
  'POST /api/front/order/refund/return',
  'GET /api/admin/refunds',
  'POST /api/admin/refunds/:refundOrderNo/approve',
  'POST /api/admin/refunds/:refundOrderNo/refuse',
  'POST /api/admin/refunds/:refundOrderNo/confirm-return',
  'POST /api/admin/orders/:orderNo/refund',
  // The account centre: the email twin of the password change, and the mall's additions (account.test.ts, points.test.ts).
  'POST /api/front/captcha/email/password',
  'POST /api/front/user/email/update/password',
  'POST /api/front/user/password/update',
  'POST /api/front/captcha/phone/bind',
  'POST /api/front/captcha/email/bind',
  'POST /api/front/user/phone/bind',
  'POST /api/front/user/email/bind',
  'GET /api/front/order/center/data',
  'GET /api/front/user/center/integral/rules',
  // The operator's answers to reviews: reviews.test.ts.
  'GET /api/admin/reviews',
  'POST /api/admin/reviews/:id/reply',
  // The operator's review of merchant applications: settlement.test.ts.
  'GET /api/admin/merchant-applications',
  'GET /api/admin/merchant-applications/:id',
  'POST /api/admin/merchant-applications/:id/approve',
  'POST /api/admin/merchant-applications/:id/reject',
  // The operator's goods import for a running mall: goodsImport.test.ts.
  'POST /api/admin/merchants/:id/goods/import',
]);
