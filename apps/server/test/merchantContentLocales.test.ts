import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guarantee, merchant, orderItem, product, productAttr, productDescription, productSku } from '../src/db/schema.ts';
import { createSession } from '../src/http/session.ts';
import { createShopper, startMall, type TestMall } from './harness.ts';
import { addAddress } from './shopping.ts';

/*
 * Merchants' content in the request's locale (docs/adr/0012-content-locales.md):
 * translations are written here, straight into the seeded database, for one
 * goods and its shop, so the test does not depend on what the seed translates.
 * English is asked with Accept-Language; Thai with the locale cookie, which
 * wins over an Accept-Language asking for English. Texts are markers, not
 * translations: what is checked is which one the answer picks.
 */

let mall: TestMall;
let token: string;

/** The goods under test, as stored (source text). */
let goods: { id: number; merId: number; name: string; info: string; keyword: string; unitName: string };
let shop: { name: string; intro: string };
let axes: Array<{ id: number; attrName: string; attrValues: string[] }>;
let skus: Array<{ id: number; sku: string; attrValue: Record<string, string>; stock: number }>;
let guarantees: Array<{ id: number; name: string; content: string }>;

const EN = { 'accept-language': 'en-GB,en;q=0.9' };
const TH = { 'accept-language': 'en', cookie: 'locale=th' };
const ZH = {};
type Headers = Record<string, string>;

/** The marker of a source value in a locale. */
const en = (text: string) => `${text} [en]`;
const th = (text: string) => `${text} [th]`;

beforeAll(async () => {
  mall = await startMall();
  const id = await createShopper(mall.db, '13960000001', 10_000_000);
  token = await createSession(mall.db, id);

  // Goods on sale with at least two axes and a SKU in stock: its values and SKU strings have something to translate.
  const [picked] = await mall.db
    .select({ id: product.id, merId: product.merId, name: product.name, info: product.info, keyword: product.keyword, unitName: product.unitName })
    .from(product)
    .innerJoin(merchant, eq(merchant.id, product.merId))
    .where(
      and(
        eq(product.isShow, true),
        eq(product.isDel, false),
        eq(product.auditStatus, 1),
        eq(merchant.isSwitch, true),
        gt(product.stock, 10),
        sql`(select count(*) from product_attr a where a.product_id = ${product.id}) >= 2`,
      ),
    )
    .orderBy(asc(product.id))
    .limit(1);
  goods = picked!;
  axes = await mall.db
    .select({ id: productAttr.id, attrName: productAttr.attrName, attrValues: productAttr.attrValues })
    .from(productAttr)
    .where(eq(productAttr.productId, goods.id))
    .orderBy(asc(productAttr.sort), asc(productAttr.id));
  skus = await mall.db
    .select({ id: productSku.id, sku: productSku.sku, attrValue: productSku.attrValue, stock: productSku.stock })
    .from(productSku)
    .where(eq(productSku.productId, goods.id))
    .orderBy(asc(productSku.id));
  shop = (await mall.db.select({ name: merchant.name, intro: merchant.intro }).from(merchant).where(eq(merchant.id, goods.merId)))[0]!;
  guarantees = await mall.db.select({ id: guarantee.id, name: guarantee.name, content: guarantee.content }).from(guarantee);

  // English: everything but the keywords. Thai: the name and unit only, axis names but not their values, the shop's name but not its introduction.
  await mall.db
    .update(product)
    .set({
      i18n: { en: { name: en(goods.name), info: en(goods.info), unitName: en(goods.unitName) }, th: { name: th(goods.name), unitName: th(goods.unitName) } },
      // First on the home feed and in the ranking.
      sort: 1_000_000,
      ficti: 10_000_000,
    })
    .where(eq(product.id, goods.id));
  for (const axis of axes) {
    await mall.db
      .update(productAttr)
      .set({ i18n: { en: { attrName: en(axis.attrName), attrValues: axis.attrValues.map(en) }, th: { attrName: th(axis.attrName) } } })
      .where(eq(productAttr.id, axis.id));
  }
  await mall.db
    .insert(productDescription)
    .values({ productId: goods.id, content: '<p>源描述</p>', i18n: { en: { content: '<p>English description</p>' } } })
    .onConflictDoUpdate({ target: productDescription.productId, set: { content: '<p>源描述</p>', i18n: { en: { content: '<p>English description</p>' } } } });
  await mall.db
    .update(merchant)
    .set({ i18n: { en: { name: en(shop.name), intro: en(shop.intro) }, th: { name: th(shop.name) } } })
    .where(eq(merchant.id, goods.merId));
  for (const g of guarantees) {
    await mall.db
      .update(guarantee)
      .set({ i18n: { en: { name: en(g.name), content: en(g.content) }, th: { name: th(g.name) } } })
      .where(eq(guarantee.id, g.id));
  }
});
afterAll(() => mall.close());

/** `data` of a GET as the storefront's model has it (decoded by the endpoint's codec). */
async function read(path: string, headers: Headers, withToken = false) {
  const res = await mall.http('GET', path, { headers, token: withToken ? token : undefined });
  expect(res.body.code, `${path}: ${res.body.message}`).toBe(200);
  return res.data;
}

async function post(path: string, body: unknown, headers: Headers = ZH) {
  const res = await mall.http('POST', path, { headers, token, body });
  expect(res.body.code, `${path}: ${res.body.message}`).toBe(200);
  return res.data;
}

/** Each SKU's string and attr_value as a locale shows them, given that locale's axis values by source value. */
function skuStrings(valueIn: (axisIndex: number, value: string) => string, nameIn: (name: string) => string) {
  return skus.map((s) => ({
    id: s.id,
    sku: s.sku
      .split(',')
      .map((v, i) => valueIn(i, v))
      .join(','),
    attrValue: Object.fromEntries(
      Object.entries(s.attrValue).map(([name, v]) => [nameIn(name), valueIn(axes.findIndex((a) => a.attrName === name), v)]),
    ),
  }));
}

describe('goods lists in the request locale', () => {
  it('answers a category-less list, a shop list, the home feed, the ranking and a search with translated names', async () => {
    for (const [headers, name, unit, merName] of [
      [EN, en(goods.name), en(goods.unitName), en(shop.name)],
      [TH, th(goods.name), th(goods.unitName), th(shop.name)],
      [ZH, goods.name, goods.unitName, shop.name],
    ] as const) {
      const list = await read(`/api/front/product/list?merId=${goods.merId}&limit=100`, headers);
      expect(list.list.find((c: { id: number }) => c.id === goods.id)).toMatchObject({ storeName: name, unitName: unit, merName });
      const shopList = await read(`/api/front/product/merchant/pro/list?merId=${goods.merId}&limit=100`, headers);
      expect(shopList.list.find((c: { id: number }) => c.id === goods.id)).toMatchObject({ storeName: name, merName });
      const feed = await read('/api/front/index/product?page=1&limit=5', headers);
      expect(feed.list[0]).toMatchObject({ id: goods.id, storeName: name });
      const ranking = await read('/api/front/product/leaderboard', headers);
      expect(ranking[0]).toMatchObject({ id: goods.id, storeName: name });
      const found = await read(`/api/front/product/list?limit=100&keyword=${encodeURIComponent(goods.name)}`, headers);
      expect(found.list.find((c: { id: number }) => c.id === goods.id)).toMatchObject({ storeName: name });
    }
  });

  it('answers a category list (one lateral walk per leaf) with translated names', async () => {
    const [row] = await mall.db.select({ categoryId: product.categoryId }).from(product).where(eq(product.id, goods.id));
    const list = await read(`/api/front/product/list?cid=${row!.categoryId}&limit=5`, TH);
    expect(list.list[0]).toMatchObject({ id: goods.id, storeName: th(goods.name), merName: th(shop.name) });
  });
});

describe('goods detail in the request locale', () => {
  it('in English: name, selling points, unit, description, shop, guarantees, axes and SKU strings; keywords fall back', async () => {
    const detail = await read(`/api/front/product/detail/${goods.id}`, EN);
    expect(detail.productInfo).toMatchObject({
      storeName: en(goods.name),
      storeInfo: en(goods.info),
      unitName: en(goods.unitName),
      content: '<p>English description</p>',
      keyword: goods.keyword,
    });
    expect(detail.merchantInfo.name).toBe(en(shop.name));
    expect(detail.guaranteeList).toHaveLength(guarantees.length);
    for (const g of detail.guaranteeList) {
      const source = guarantees.find((s) => s.id === g.id)!;
      expect(g).toMatchObject({ name: en(source.name), content: en(source.content) });
    }
    expect(detail.productAttr.map((a: { attrName: string; attrValues: string[] }) => [a.attrName, a.attrValues])).toEqual(
      axes.map((a) => [en(a.attrName), a.attrValues.map(en)]),
    );
    const expected = skuStrings((_, v) => en(v), en);
    expect(Object.keys(detail.productValue).sort()).toEqual(expected.map((s) => s.sku).sort());
    for (const s of expected) expect(detail.productValue[s.sku]).toMatchObject({ id: s.id, sku: s.sku, attrValue: s.attrValue });
  });

  it('in Thai (the cookie over Accept-Language): what is translated, and the source for the rest', async () => {
    const detail = await read(`/api/front/product/detail/${goods.id}`, TH);
    expect(detail.productInfo).toMatchObject({
      storeName: th(goods.name),
      storeInfo: goods.info,
      unitName: th(goods.unitName),
      content: '<p>源描述</p>',
    });
    expect(detail.merchantInfo.name).toBe(th(shop.name));
    for (const g of detail.guaranteeList) {
      const source = guarantees.find((s) => s.id === g.id)!;
      expect(g).toMatchObject({ name: th(source.name), content: source.content });
    }
    // Axis names translated, their values not: the values and the SKU keys stay as written.
    expect(detail.productAttr.map((a: { attrName: string; attrValues: string[] }) => [a.attrName, a.attrValues])).toEqual(
      axes.map((a) => [th(a.attrName), a.attrValues]),
    );
    const expected = skuStrings((_, v) => v, th);
    expect(Object.keys(detail.productValue).sort()).toEqual(skus.map((s) => s.sku).sort());
    for (const s of expected) expect(detail.productValue[s.sku]).toMatchObject({ id: s.id, attrValue: s.attrValue });
  });

  it('answers the source text to a request naming no locale the mall speaks', async () => {
    const detail = await read(`/api/front/product/detail/${goods.id}`, { 'accept-language': 'de' });
    expect(detail.productInfo.storeName).toBe(goods.name);
    expect(detail.productAttr.map((a: { attrName: string }) => a.attrName)).toEqual(axes.map((a) => a.attrName));
    expect(Object.keys(detail.productValue).sort()).toEqual(skus.map((s) => s.sku).sort());
  });

  it('the SKU picker answers the same axes and keys as the detail', async () => {
    const detail = await read(`/api/front/product/detail/${goods.id}`, EN);
    const specs = await read(`/api/front/product/sku/detail/${goods.id}`, EN);
    expect(specs.productAttr).toEqual(detail.productAttr);
    expect(specs.productValue).toEqual(detail.productValue);
  });

  it('a key joined from the shown first values finds a SKU, as the provider\'s client picks one', async () => {
    const detail = await read(`/api/front/product/detail/${goods.id}`, EN);
    const key = detail.productAttr.map((a: { attrValues: string[] }) => a.attrValues[0]).join(',');
    const source = skus.find((s) => s.sku === axes.map((a) => a.attrValues[0]).join(','));
    expect(detail.productValue[key]?.id).toBe(source?.id);
  });
});

describe('the shopper\'s lists and the shop in the request locale', () => {
  it('favourites and followed shops', async () => {
    await post('/api/front/collect/add/product', { productId: goods.id });
    await post(`/api/front/collect/add/merchant/${goods.merId}`, {});
    for (const [headers, name, merName] of [
      [EN, en(goods.name), en(shop.name)],
      [TH, th(goods.name), th(shop.name)],
      [ZH, goods.name, shop.name],
    ] as const) {
      const favourites = await read('/api/front/collect/product/list', headers, true);
      expect(favourites.list.find((f: { productId: number }) => f.productId === goods.id)?.storeName).toBe(name);
      const follows = await read('/api/front/collect/merchant/list', headers, true);
      expect(follows.list.find((f: { merId: number }) => f.merId === goods.merId)?.merName).toBe(merName);
    }
  });

  it('shop header, detail (name, introduction; Thai falls back for the introduction), street, search by the translated name', async () => {
    for (const [headers, name, intro, goodsName] of [
      [EN, en(shop.name), en(shop.intro), en(goods.name)],
      [TH, th(shop.name), shop.intro, th(goods.name)],
      [ZH, shop.name, shop.intro, goods.name],
    ] as const) {
      expect((await read(`/api/front/merchant/index/info/${goods.merId}`, headers)).name).toBe(name);
      expect(await read(`/api/front/merchant/detail/${goods.merId}`, headers)).toMatchObject({ name, intro });
      const street = await read('/api/front/merchant/street?limit=100', headers);
      const card = street.list.find((s: { id: number }) => s.id === goods.merId);
      expect(card.name).toBe(name);
      // The goods is first in its shop's merchandising order, so first among the card's picks.
      expect(card.proList[0]).toMatchObject({ id: goods.id, storeName: goodsName });
    }
    const found = await read(`/api/front/merchant/search/list?keywords=${encodeURIComponent(en(shop.name))}`, EN);
    expect(found.list.map((s: { id: number }) => s.id)).toEqual([goods.merId]);
  });
});

describe('buying with translated display text', () => {
  it('adds the SKU picked from the English detail, shows the line and the checkout in the locale, and keeps the order in the source text', async () => {
    const detail = await read(`/api/front/product/detail/${goods.id}`, EN);
    const inStock = skus.find((s) => s.stock > 1)!;
    const key = skuStrings((_, v) => en(v), en).find((s) => s.id === inStock.id)!.sku;
    const picked = detail.productValue[key];
    expect(picked.id).toBe(inStock.id);

    const saved = await post('/api/front/cart/save', [{ productId: goods.id, productAttrUnique: picked.id, cartNum: 1 }], EN);
    for (const [headers, name, sku, merName] of [
      [EN, en(goods.name), key, en(shop.name)],
      [TH, th(goods.name), inStock.sku, th(shop.name)],
      [ZH, goods.name, inStock.sku, shop.name],
    ] as const) {
      const cart = await read('/api/front/cart/list?isValid=true', headers, true);
      const group = cart.find((g: { merId: number }) => g.merId === goods.merId);
      expect(group.merName).toBe(merName);
      expect(group.cartInfoList.find((l: { id: number }) => l.id === saved.cartIds[0])).toMatchObject({ storeName: name, sku, productAttrUnique: inStock.id });
    }

    const pre = await post('/api/front/order/pre/order', { preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: saved.cartIds[0] }] }, EN);
    const confirm = await read(`/api/front/order/load/pre/${pre.preOrderNo}`, EN, true);
    expect(confirm.orderList[0].merName).toBe(en(shop.name));
    expect(confirm.orderList[0].orderInfoList[0]).toMatchObject({ productName: en(goods.name), sku: key, attrValueId: inStock.id });
    const confirmTh = await read(`/api/front/order/load/pre/${pre.preOrderNo}`, TH, true);
    expect(confirmTh.orderList[0].orderInfoList[0]).toMatchObject({ productName: th(goods.name), sku: inStock.sku });

    const addressId = await addAddress(mall, token);
    const created = await post('/api/front/order/create', { preOrderNo: pre.preOrderNo, addressId, payType: 'yue' }, EN);
    expect(created.orderNo).toBeTruthy();
    // The order is a record: its line keeps the text the goods was priced with, whatever the locale it was bought in.
    const lines = await mall.db.select().from(orderItem).where(eq(orderItem.skuId, inStock.id));
    expect(lines.map((l) => [l.productName, l.sku])).toEqual([[goods.name, inStock.sku]]);
  });

  it('buys at once a SKU picked from the English detail', async () => {
    const detail = await read(`/api/front/product/detail/${goods.id}`, EN);
    const inStock = Object.values(detail.productValue as Record<string, { id: number; stock: number }>).find((s) => s.stock > 1)!;
    const pre = await post(
      '/api/front/order/pre/order',
      { preOrderType: 'buyNow', orderDetails: [{ productId: goods.id, attrValueId: inStock.id, productNum: 1 }] },
      EN,
    );
    const confirm = await read(`/api/front/order/load/pre/${pre.preOrderNo}`, EN, true);
    expect(confirm.orderList[0].orderInfoList[0]).toMatchObject({ productName: en(goods.name), attrValueId: inStock.id });
  });
});
