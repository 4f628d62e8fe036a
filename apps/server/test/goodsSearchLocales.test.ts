import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillMissingSearchText } from '../src/catalog/searchIndex.ts';
import { goodsSearchTextOf } from '../src/catalog/searchText.ts';
import { category, product } from '../src/db/schema.ts';
import { startMall, type TestMall } from './harness.ts';

/*
 * The goods search finds goods by their translated names and keywords, in
 * every language and whatever the language of the interface
 * (docs/adr/0005-goods-search.md, 0012-content-locales.md), on the seeded
 * demo mall whose goods carry English and French names and keywords, and
 * Thai and Lao keywords for common goods.
 */

let mall: TestMall;
beforeAll(async () => {
  mall = await startMall();
});
afterAll(() => mall.close());

/** Ids of the goods a search lists (first 100). */
async function search(keyword: string, headers: Record<string, string> = {}): Promise<number[]> {
  const answer = await mall.http('GET', `/api/front/product/list?limit=100&keyword=${encodeURIComponent(keyword)}`, { headers });
  expect(answer.body.code).toBe(200);
  return answer.data.list.map((goods: { id: number }) => goods.id);
}

/** Ids of the goods on sale in the leaf category of that (Chinese) name. */
async function leafGoods(name: string): Promise<number[]> {
  const [leaf] = await mall.db.select({ id: category.id }).from(category).where(eq(category.name, name));
  const answer = await mall.http('GET', `/api/front/product/list?limit=100&cid=${leaf!.id}`);
  return answer.data.list.map((goods: { id: number }) => goods.id);
}

/** The names and keywords of goods `ids` in every language, lower-cased, as one text per goods. */
async function textsOf(ids: number[]): Promise<string[]> {
  const rows = await mall.db.select({ name: product.name, keyword: product.keyword, i18n: product.i18n }).from(product).where(inArray(product.id, ids));
  return rows.map((r) => [r.name, r.keyword, ...Object.values(r.i18n).flatMap((t) => [t.name, t.keyword])].join(' ').toLowerCase());
}

describe('goods search in every language', () => {
  it('finds every phone by "phone", and only goods named or keyed with it in some language', async () => {
    const found = await search('phone');
    const phones = await leafGoods('手机');
    expect(phones.length).toBeGreaterThan(0);
    expect(found).toEqual(expect.arrayContaining(phones));
    for (const text of await textsOf(found)) expect(text).toMatch(/\bphone/);
  });

  it('finds the air fryers by "air fryer", every goods found holding both words', async () => {
    const found = await search('air fryer');
    const fryers = await mall.db
      .select({ id: product.id })
      .from(product)
      .where(and(like(product.name, '%空气炸锅%'), eq(product.isShow, true)));
    expect(fryers.length).toBeGreaterThan(0);
    expect(found).toEqual(expect.arrayContaining(fryers.map((f) => f.id)));
    for (const text of await textsOf(found)) expect(text).toMatch(/(?=.*\bair\b)(?=.*\bfryer)/);
  });

  it('finds phones by a French word with or without its accents', async () => {
    const phones = await leafGoods('手机');
    expect(await search('téléphone')).toEqual(expect.arrayContaining(phones));
    expect(await search('telephone')).toEqual(expect.arrayContaining(phones));
  });

  it('finds fridges by their Thai and Lao names, which are written without spaces', async () => {
    const fridges = await leafGoods('冰箱冷柜');
    expect(fridges.length).toBeGreaterThan(0);
    expect((await search('ตู้เย็น')).sort()).toEqual([...fridges].sort());
    expect((await search('ຕູ້ເຢັນ')).sort()).toEqual([...fridges].sort());
  });

  it('gives the same goods whatever the language of the interface', async () => {
    const plain = await search('phone');
    expect(await search('phone', { 'accept-language': 'fr' })).toEqual(plain);
    expect(await search('phone', { cookie: 'locale=th' })).toEqual(plain);
    expect(await search('手机', { 'accept-language': 'en' })).toEqual(await search('手机'));
  });

  it('fills missing search terms at start-up from the translations too', async () => {
    const [phone] = await leafGoods('手机');
    await mall.db.update(product).set({ searchText: '' }).where(eq(product.id, phone!));
    expect(await search('phone')).not.toContain(phone);
    expect(await fillMissingSearchText(mall.db)).toBe(1);
    const [row] = await mall.db.select().from(product).where(eq(product.id, phone!));
    expect(row!.searchText).toBe(goodsSearchTextOf(row!));
    expect(await search('phone')).toContain(phone);
  });
});
