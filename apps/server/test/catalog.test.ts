import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absoluteUrl } from '@mall/api';
import { product } from '../src/db/schema.ts';
import { startMall, type TestMall } from './harness.ts';

let mall: TestMall;
beforeAll(async () => {
  mall = await startMall();
});
afterAll(() => mall.close());

/** The envelope with `data` in the model (cents, arrays; image URLs absolute, as the wire has them). */
const get = (path: string) => mall.http('GET', path).then((r) => ({ ...r.body, data: r.data }));
/** `data` as it travelled, in the provider's format. */
const wire = (path: string) => mall.http('GET', path).then((r) => r.body.data);

describe('home data and hot keywords', () => {
  it('serves the seeded home data with the currency symbol', async () => {
    const { code, data } = await get('/api/pc/home/index');
    expect(code).toBe(200);
    expect(data.shopPayCurrency).toBe('￥');
    expect(data.logoUrl.startsWith(`${mall.url}/media/`)).toBe(true);
    // The provider's client starts with JSON.parse(shopPayCurrency).symbol: a bare symbol would stop it.
    const raw = await wire('/api/pc/home/index');
    expect(JSON.parse(raw.shopPayCurrency)).toMatchObject({ symbol: '￥' });
    expect(data.banner.length).toBeGreaterThanOrEqual(3);
    expect(data.banner[0]).toEqual(expect.objectContaining({ id: expect.any(Number), pic: expect.any(String), url: expect.any(String) }));
  });

  it('lists hot keywords as {id, title}', async () => {
    const { data } = await get('/api/front/search/keyword');
    expect(data.length).toBeGreaterThanOrEqual(8);
    for (const k of data) expect(Object.keys(k).sort()).toEqual(['id', 'title']);
  });
});

describe('category tree (spec §3)', () => {
  it('has two levels, at least 8 roots and 30 leaves, and no empty childList', async () => {
    const { data } = await get('/api/front/product/category');
    expect(data.length).toBeGreaterThanOrEqual(8);
    const leaves = data.flatMap((root: { childList?: unknown[] }) => root.childList ?? []);
    expect(leaves.length).toBeGreaterThanOrEqual(30);
    for (const root of data) {
      expect(root.level).toBe(1);
      if ('childList' in root) expect(root.childList.length).toBeGreaterThan(0);
      for (const leaf of root.childList ?? []) {
        expect(leaf.pid).toBe(root.id);
        expect(leaf).not.toHaveProperty('childList');
      }
    }
  });
});

describe('goods list', () => {
  it('pages with list, total, page, limit and totalPage', async () => {
    const { data } = await get('/api/front/product/list?page=2&limit=7');
    expect(data.list).toHaveLength(7);
    expect(data.page).toBe(2);
    expect(data.limit).toBe(7);
    expect(data.total).toBeGreaterThanOrEqual(300);
    expect(data.totalPage).toBe(Math.ceil(data.total / 7));
  });

  it('finds goods by keyword in the name and escapes wildcards', async () => {
    const { data } = await get(`/api/front/product/list?limit=50&keyword=${encodeURIComponent('手机')}`);
    expect(data.total).toBeGreaterThan(0);
    const { data: none } = await get(`/api/front/product/list?keyword=${encodeURIComponent('%_%')}`);
    expect(none.total).toBe(0);
  });

  it('a top-level cid includes its children; a leaf cid only itself', async () => {
    const { data: tree } = await get('/api/front/product/category');
    const root = tree[0];
    const leaf = root.childList[0];
    const all = (await get(`/api/front/product/list?cid=${root.id}&limit=100`)).data;
    const some = (await get(`/api/front/product/list?cid=${leaf.id}&limit=100`)).data;
    expect(all.total).toBeGreaterThan(some.total);
    expect(some.total).toBeGreaterThan(0);
    const unknown = (await get('/api/front/product/list?cid=999999')).data;
    expect(unknown.total).toBe(0);
  });

  it('sorts by price both ways and by sales, and filters by a price range given in yuan', async () => {
    const asc = (await get('/api/front/product/list?priceOrder=asc&limit=20')).data.list.map((p: { price: number }) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await get('/api/front/product/list?priceOrder=desc&limit=20')).data.list.map((p: { price: number }) => p.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const sales = (await get('/api/front/product/list?salesOrder=desc&limit=20')).data.list.map((p: { sales: number }) => p.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const ranged = (await get('/api/front/product/list?minPrice=100&maxPrice=200&limit=100')).data.list;
    expect(ranged.length).toBeGreaterThan(0);
    for (const p of ranged) {
      expect(p.price).toBeGreaterThanOrEqual(10000);
      expect(p.price).toBeLessThanOrEqual(20000);
    }
  });

  it('never lists goods that are off the shelves', async () => {
    const [hidden] = await mall.db.select({ id: product.id }).from(product).where(eq(product.isShow, false)).limit(1);
    expect(hidden).toBeDefined();
    const { data } = await get('/api/front/product/list?limit=100&page=1');
    const pages = Math.ceil(data.total / 100);
    const ids = new Set<number>();
    for (let page = 1; page <= pages; page++) {
      for (const p of (await get(`/api/front/product/list?limit=100&page=${page}`)).data.list) ids.add(p.id);
    }
    expect(ids.has(hidden!.id)).toBe(false);
    expect(ids.size).toBe(data.total);
  });
});

describe('goods detail', () => {
  it('returns the goods, its axes, SKUs keyed by value string, the shop and guarantees', async () => {
    const { data: list } = await get('/api/front/product/list?limit=1');
    const { code, data } = await get(`/api/front/product/detail/${list.list[0].id}`);
    expect(code).toBe(200);
    expect(data.productInfo.id).toBe(list.list[0].id);
    expect(Array.isArray(data.productInfo.sliderImage)).toBe(true);
    expect(data.productInfo.sliderImage.length).toBeGreaterThan(0);
    // On the wire: the slider as JSON text of absolute URLs, the axis values as one comma string, money in yuan.
    const raw = await wire(`/api/front/product/detail/${list.list[0].id}`);
    expect(JSON.parse(raw.productInfo.sliderImage)).toEqual(data.productInfo.sliderImage);
    for (const u of data.productInfo.sliderImage) expect(u).toMatch(/^http:\/\//);
    expect(raw.productAttr.map((a: { attrValues: string }) => a.attrValues)).toEqual(
      data.productAttr.map((a: { attrValues: string[] }) => a.attrValues.join(',')),
    );
    expect(raw.productInfo.price).toBe(data.productInfo.price / 100);
    const keys = Object.keys(data.productValue);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const sku = data.productValue[key];
      expect(sku.sku).toBe(key);
      expect(key.split(',')).toHaveLength(data.productAttr.length);
      expect(Number.isInteger(sku.price)).toBe(true);
    }
    const cheapest = Math.min(...keys.map((k) => data.productValue[k].price));
    expect(data.productInfo.price).toBe(cheapest);
    // The shop card's picks: the shop's other goods on sale by sort, then shown sales, then newest (merchant/shopPicks.ts).
    const shopGoods = (await mall.db.select().from(product).where(eq(product.merId, data.productInfo.merId)))
      .filter((g) => g.isShow && !g.isDel && g.auditStatus === 1 && g.id !== data.productInfo.id)
      .sort((a, b) => b.sort - a.sort || b.sales + b.ficti - (a.sales + a.ficti) || b.id - a.id);
    expect(data.merchantInfo.proList).toEqual(
      shopGoods
        .slice(0, 4)
        .map((g) => ({ id: g.id, storeName: g.name, image: absoluteUrl(g.image, mall.url), price: g.price, otPrice: g.otPrice, sales: g.sales + g.ficti })),
    );
    // The provider shows sales + ficti; the model's sales already hold both.
    for (const pick of raw.merchantInfo.proList) expect(pick.ficti).toBe(0);
    expect(data.guaranteeList.length).toBeGreaterThan(0);
  });

  it('answers 404 for unknown or hidden goods, 400 for ids that are not ids', async () => {
    const [hidden] = await mall.db.select({ id: product.id }).from(product).where(eq(product.isShow, false)).limit(1);
    expect((await get('/api/front/product/detail/987654')).code).toBe(404);
    expect((await get(`/api/front/product/detail/${hidden!.id}`)).code).toBe(404);
    const bad = await get('/api/front/product/detail/abc');
    expect(bad.code).toBe(400);
    expect(bad.message).toBe('id: must be an integer');
    expect((await get('/api/front/product/detail/0')).code).toBe(400);
  });
});
