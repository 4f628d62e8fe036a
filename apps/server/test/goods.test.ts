import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalSales } from '../src/catalog/goodsQuery.ts';
import { searchTextOf } from '../src/catalog/searchText.ts';
import { onSale } from '../src/catalog/visibility.ts';
import { activity, activityProduct, merchant, merchantProductCategory, product, productReply, productSku } from '../src/db/schema.ts';
import { startMall, type TestMall } from './harness.ts';

/*
 * The goods side of the catalogue through HTTP: search, lists and their
 * paging, a shop's goods and categories, the SKU picker, reviews, the
 * ranking, activities and the home feed (crmeb-api §4.3–4.5).
 */

let mall: TestMall;

interface Card {
  id: number;
  merId: number;
  storeName: string;
  price: number;
  sales: number;
  stock: number;
}

/** The envelope with `data` in the model (cents, arrays, `Date`s). */
const get = (path: string) => mall.http('GET', path).then((r) => ({ ...r.body, data: r.data }));
/** `data` as it travelled, in the provider's format. */
const wire = (path: string) => mall.http('GET', path).then((r) => r.body.data);
const list = async (query: string) => (await get(`/api/front/product/list?${query}`)).data;
const q = encodeURIComponent;

/** Every page of a goods list, in order. */
async function all(path: string): Promise<Card[]> {
  const rows: Card[] = [];
  for (let page = 1; ; page++) {
    const { data } = await get(`${path}${path.includes('?') ? '&' : '?'}limit=100&page=${page}`);
    rows.push(...data.list);
    if (page >= data.totalPage) return rows;
  }
}

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await mall.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Ids of goods on sale whose name or keywords contain `text`. */
async function containing(text: string): Promise<number[]> {
  const found = await rows<{ id: number }>(sql`
    select p.id from product p join merchant m on m.id = p.mer_id
    where p.is_show and not p.is_del and p.audit_status = 1 and m.is_switch
      and strpos(p.name || ',' || p.keyword, ${text}) > 0`);
  return found.map((r) => Number(r.id)).sort((a, b) => a - b);
}

const ids = (cards: Array<{ id: number }>) => cards.map((c) => c.id).sort((a, b) => a - b);

/** Rows of goods the tests add: one on sale and four that must never be shown. */
const added = { visible: 0, unlisted: 0, unapproved: 0, deleted: 0, closedShop: 0, closedMerchant: 0 };
/** A word only the added goods carry, Latin and Chinese. */
const MARK = 'Zephyrine';
const MARK_ZH = '测试隐形款';

async function addGoods(fields: Partial<typeof product.$inferInsert> & { merId: number; name: string }): Promise<number> {
  const keyword = fields.keyword ?? MARK_ZH;
  const [row] = await mall.db
    .insert(product)
    .values({
      categoryId: 11,
      image: '/media/art/goods/phone-1.svg',
      price: 1000,
      stock: 5,
      ficti: 900_000,
      sort: 1000,
      ...fields,
      keyword,
      searchText: searchTextOf(fields.name, keyword),
    })
    .returning({ id: product.id });
  await mall.db.insert(productSku).values({ productId: row!.id, sku: '默认', attrValue: { 规格: '默认' }, price: 1000, stock: 5, image: '/media/art/goods/phone-1.svg' });
  return row!.id;
}

beforeAll(async () => {
  mall = await startMall();
  const [shop] = await mall.db.select().from(merchant).where(eq(merchant.id, 2));
  const [closed] = await mall.db
    .insert(merchant)
    .values({ name: '已关闭测试店', avatar: shop!.avatar, typeId: shop!.typeId, categoryId: shop!.categoryId, isSwitch: false })
    .returning({ id: merchant.id });
  added.closedMerchant = closed!.id;
  added.visible = await addGoods({ merId: 2, name: `${MARK} 可见 手机`, ficti: 0, sort: 0 });
  added.unlisted = await addGoods({ merId: 2, name: `${MARK} 下架`, isShow: false });
  added.unapproved = await addGoods({ merId: 2, name: `${MARK} 待审核`, auditStatus: 0 });
  added.deleted = await addGoods({ merId: 2, name: `${MARK} 已删除`, isDel: true });
  added.closedShop = await addGoods({ merId: closed!.id, name: `${MARK} 关店` });
});
afterAll(() => mall.close());

const hiddenIds = () => [added.unlisted, added.unapproved, added.deleted, added.closedShop];

describe('keyword search (docs/adr/0005-goods-search.md)', () => {
  it('one Chinese character finds exactly the goods whose name or keywords hold it', async () => {
    const found = await all(`/api/front/product/list?keyword=${q('耳')}`);
    expect(found.length).toBeGreaterThan(0);
    expect(ids(found)).toEqual(await containing('耳'));
  });

  it('two Chinese characters find exactly the goods holding them side by side', async () => {
    const found = await all(`/api/front/product/list?keyword=${q('手机')}`);
    expect(found.length).toBeGreaterThan(5);
    expect(ids(found)).toEqual(await containing('手机'));
  });

  it('three or more characters find every goods holding the phrase, and only goods holding each of its pairs', async () => {
    const found = await all(`/api/front/product/list?keyword=${q('降噪耳机')}`);
    const exact = await containing('降噪耳机');
    expect(exact.length).toBeGreaterThan(0);
    expect(ids(found)).toEqual(expect.arrayContaining(exact));
    const [pairs] = await Promise.all([Promise.all(['降噪', '噪耳', '耳机'].map(containing))]);
    for (const card of found) for (const holders of pairs) expect(holders).toContain(card.id);
  });

  it('finds Latin words case-insensitively, by prefix, full-width too, and combines words with Chinese', async () => {
    for (const keyword of [MARK, MARK.toUpperCase(), 'zephyr', 'Ｚｅｐｈｙｒｉｎｅ', `${MARK.toLowerCase()} 手机`]) {
      const { data } = await get(`/api/front/product/list?keyword=${q(keyword)}`);
      expect(ids(data.list), keyword).toEqual([added.visible]);
    }
    expect((await list(`keyword=${q('zephyrinex')}`)).total).toBe(0);
    expect((await list(`keyword=${q(`${MARK} 平板`)}`)).total).toBe(0);
  });

  it('treats a blank keyword as none, finds nothing for punctuation, and refuses more than 64 characters', async () => {
    const everything = await list('limit=1');
    expect((await list(`keyword=${q('   ')}&limit=1`)).total).toBe(everything.total);
    expect((await list(`keyword=${q('%_%')}`)).total).toBe(0);
    const long = await get(`/api/front/product/list?keyword=${'a'.repeat(65)}`);
    expect(long.code).toBe(400);
    expect(long.message).toMatch(/^keyword: /);
  });

  it('searches within a category and within a shop', async () => {
    const inShop = await all(`/api/front/product/list?keyword=${q('手机')}&merId=1`);
    expect(inShop.length).toBeGreaterThan(0);
    expect(inShop.every((c) => c.merId === 1)).toBe(true);
    const inLeaf = await all(`/api/front/product/list?keyword=${q('手机')}&cid=11`);
    const leafIds = (await rows<{ id: number }>(sql`select id from product where category_id = 11`)).map((r) => Number(r.id));
    expect(inLeaf.length).toBeGreaterThan(0);
    for (const card of inLeaf) expect(leafIds).toContain(card.id);
  });
});

describe('goods list', () => {
  it('a top-level cid covers exactly its children', async () => {
    const tree = (await get('/api/front/product/category')).data;
    const root = tree[1];
    const scope = [root.id, ...root.childList.map((c: { id: number }) => c.id)];
    const found = await all(`/api/front/product/list?cid=${root.id}`);
    const expected = await rows<{ id: number }>(sql`
      select p.id from product p join merchant m on m.id = p.mer_id
      where p.is_show and not p.is_del and p.audit_status = 1 and m.is_switch
        and p.category_id in (${sql.join(scope.map((id) => sql`${id}`), sql`, `)})`);
    expect(ids(found)).toEqual(ids(expected.map((r) => ({ id: Number(r.id) }))));
  });

  it('sorts by price and by sales both ways, ties by sort then newest, with no overlap between pages', async () => {
    const meta = new Map(
      (await rows<{ id: number; sort: number }>(sql`select id, sort from product`)).map((r) => [Number(r.id), Number(r.sort)]),
    );
    const tie = (a: Card, b: Card) => (meta.get(b.id) ?? 0) - (meta.get(a.id) ?? 0) || b.id - a.id;
    const cases: Array<[string, (a: Card, b: Card) => number]> = [
      ['priceOrder=asc', (a, b) => a.price - b.price || tie(a, b)],
      ['priceOrder=desc', (a, b) => b.price - a.price || tie(a, b)],
      ['salesOrder=asc', (a, b) => a.sales - b.sales || tie(a, b)],
      ['salesOrder=desc', (a, b) => b.sales - a.sales || tie(a, b)],
      ['salesOrder=desc&priceOrder=asc', (a, b) => b.sales - a.sales || tie(a, b)],
      ['', tie],
    ];
    for (const [order, compare] of cases) {
      const got = await all(`/api/front/product/list?${order}`);
      expect(got.map((c) => c.id), order).toEqual([...got].sort(compare).map((c) => c.id));
      expect(new Set(got.map((c) => c.id)).size).toBe(got.length);
    }
  });

  it('pages a department (read per leaf category) exactly as one sort over all its goods, whatever the page size', async () => {
    const tree = (await get('/api/front/product/category')).data;
    const root = tree[0];
    const scope = [root.id, ...root.childList.map((c: { id: number }) => c.id)];
    expect(scope.length).toBeGreaterThan(2);
    const meta = new Map(
      (await rows<{ id: number; sort: number }>(sql`select id, sort from product`)).map((r) => [Number(r.id), Number(r.sort)]),
    );
    const tie = (a: Card, b: Card) => (meta.get(b.id) ?? 0) - (meta.get(a.id) ?? 0) || b.id - a.id;
    const everything = await all(`/api/front/product/list?cid=${root.id}`);
    for (const [order, compare] of [
      ['', tie],
      ['&priceOrder=asc', (a: Card, b: Card) => a.price - b.price || tie(a, b)],
      ['&priceOrder=desc', (a: Card, b: Card) => b.price - a.price || tie(a, b)],
      ['&salesOrder=asc', (a: Card, b: Card) => a.sales - b.sales || tie(a, b)],
      ['&salesOrder=desc', (a: Card, b: Card) => b.sales - a.sales || tie(a, b)],
    ] as const) {
      const expected = [...everything].sort(compare).map((c) => c.id);
      for (const limit of [7, 20]) {
        const got: number[] = [];
        for (let page = 1; got.length < expected.length; page++) {
          const data = await list(`cid=${root.id}${order}&limit=${limit}&page=${page}`);
          expect(data.total).toBe(expected.length);
          expect(data.list.length, `${order} page ${page}`).toBeGreaterThan(0);
          got.push(...(data.list as Card[]).map((c) => c.id));
        }
        expect(got, `${order} by ${limit}`).toEqual(expected);
      }
    }
  });

  it('walks the per-category list indexes in list order: onSale proves their predicate, and they hold the ties', async () => {
    const [leaf] = await rows<{ id: number }>(sql`select id from category where pid <> 0 order by id limit 1`);
    const cases = [
      ['product_listed_sort_idx', [desc(product.sort), desc(product.id)]],
      ['product_listed_price_idx', [asc(product.price), desc(product.sort), desc(product.id)]],
      ['product_listed_sales_idx', [desc(totalSales), desc(product.sort), desc(product.id)]],
    ] as const;
    for (const [index, order] of cases) {
      const query = mall.db
        .select({ id: product.id })
        .from(product)
        .innerJoin(merchant, eq(merchant.id, product.merId))
        .where(and(eq(product.categoryId, Number(leaf!.id)), onSale))
        .orderBy(...order)
        .limit(5);
      const plan = await mall.db.transaction(async (tx) => {
        // With sorting priced out, only an index that is usable and already in list order (ties included) avoids a sort.
        await tx.execute(sql`set local enable_sort = off`);
        await tx.execute(sql`set local enable_seqscan = off`);
        return ((await tx.execute(sql`explain ${query}`)) as unknown as { rows: Array<Record<string, string>> }).rows
          .map((row) => Object.values(row)[0])
          .join('\n');
      });
      expect(plan, index).toContain(index);
      expect(plan, index).not.toMatch(/\bSort\b/);
    }
  });

  it('filters by a price range given in yuan, both ends included, and refuses maxPrice below minPrice', async () => {
    const [sample] = (await list('priceOrder=asc&limit=1&page=40')).list as Card[];
    // The provider's clients send the range in yuan, as they show prices; cards come back in cents here.
    const ranged = await all(`/api/front/product/list?minPrice=${sample!.price / 100}&maxPrice=${(sample!.price + 5000) / 100}`);
    expect(ranged.some((c) => c.price === sample!.price)).toBe(true);
    for (const c of ranged) expect(c.price >= sample!.price && c.price <= sample!.price + 5000).toBe(true);
    const bad = await get('/api/front/product/list?minPrice=500&maxPrice=100');
    expect(bad.code).toBe(400);
    expect(bad.message).toBe('maxPrice: must be >= 500');
  });

  it('refuses page 0 or below and limit above 100 (no clamping), naming the field', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=-3', 'page'],
      ['page=abc', 'page'],
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
    ] as const) {
      const res = await mall.http('GET', `/api/front/product/list?${query}`);
      expect(res.body.code, query).toBe(400);
      expect(res.body.message, query).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('answers a page past the end with an empty list and the full total', async () => {
    const first = await list('limit=100');
    const far = await list('limit=100&page=100000');
    expect(far.list).toEqual([]);
    expect(far.total).toBe(first.total);
    expect(far.totalPage).toBe(first.totalPage);
    expect((await get('/api/front/product/list?page=100001')).code).toBe(400);
  });

  it('never shows unlisted, unapproved, deleted goods or goods of a closed shop', async () => {
    const listed = ids(await all('/api/front/product/list'));
    expect(listed).toContain(added.visible);
    for (const id of hiddenIds()) expect(listed).not.toContain(id);
    expect(ids((await list(`keyword=${MARK}&limit=100`)).list)).toEqual([added.visible]);
    expect((await list(`merId=${added.closedMerchant}`)).total).toBe(0);
    for (const id of hiddenIds()) expect((await get(`/api/front/product/sku/detail/${id}`)).code).toBe(404);
  });
});

describe('a shop’s goods and categories', () => {
  it('lists the shop’s two-level tree of shown categories, and nothing for unknown or closed shops', async () => {
    const { code, data } = await get('/api/front/product/merchant/1/category/list');
    expect(code).toBe(200);
    expect(data.length).toBeGreaterThan(1);
    for (const top of data) {
      expect(top.pid).toBe(0);
      for (const child of top.childList ?? []) {
        expect(child.pid).toBe(top.id);
        expect(child).not.toHaveProperty('childList');
      }
    }
    expect((await get('/api/front/product/merchant/99999/category/list')).data).toEqual([]);
    expect((await get(`/api/front/product/merchant/${added.closedMerchant}/category/list`)).data).toEqual([]);
  });

  it('hides hidden categories and the children of a hidden top', async () => {
    const before = (await get('/api/front/product/merchant/3/category/list')).data;
    const top = before.find((t: { childList?: unknown[] }) => (t.childList ?? []).length > 0);
    await mall.db.update(merchantProductCategory).set({ isShow: false }).where(eq(merchantProductCategory.id, top.id));
    try {
      const after = (await get('/api/front/product/merchant/3/category/list')).data;
      const shown = JSON.stringify(after);
      expect(after.map((t: { id: number }) => t.id)).not.toContain(top.id);
      for (const child of top.childList) expect(shown).not.toContain(`"id":${child.id},`);
    } finally {
      await mall.db.update(merchantProductCategory).set({ isShow: true }).where(eq(merchantProductCategory.id, top.id));
    }
  });

  it('requires merId and lists only that shop’s goods on sale', async () => {
    const missing = await get('/api/front/product/merchant/pro/list');
    expect(missing.code).toBe(400);
    expect(missing.message).toMatch(/^merId: /);
    const goods = await all('/api/front/product/merchant/pro/list?merId=2');
    expect(goods.length).toBeGreaterThan(10);
    expect(goods.every((c) => c.merId === 2)).toBe(true);
    expect(ids(goods)).toContain(added.visible);
    for (const id of hiddenIds()) expect(ids(goods)).not.toContain(id);
    expect((await get(`/api/front/product/merchant/pro/list?merId=${added.closedMerchant}`)).data.total).toBe(0);
  });

  it('filters by the shop’s own category: a top includes its children; another shop’s category finds nothing', async () => {
    const tree = (await get('/api/front/product/merchant/1/category/list')).data;
    const top = tree.find((t: { childList?: unknown[] }) => (t.childList ?? []).length > 0);
    const scope: number[] = [top.id, ...top.childList.map((c: { id: number }) => c.id)];
    const inTop = await all(`/api/front/product/merchant/pro/list?merId=1&cid=${top.id}`);
    const expected = await rows<{ id: number }>(sql`
      select id from product where mer_id = 1 and is_show and not is_del and audit_status = 1
        and mer_category_ids && ${sql.raw(`array[${scope.join(',')}]::integer[]`)}`);
    expect(inTop.length).toBeGreaterThan(0);
    expect(ids(inTop)).toEqual(ids(expected.map((r) => ({ id: Number(r.id) }))));
    const child = top.childList[0];
    const inChild = await all(`/api/front/product/merchant/pro/list?merId=1&cid=${child.id}`);
    expect(inChild.length).toBeGreaterThan(0);
    expect(inChild.length).toBeLessThanOrEqual(inTop.length);
    for (const c of inChild) expect(ids(inTop)).toContain(c.id);
    const [foreign] = await mall.db.select().from(merchantProductCategory).where(eq(merchantProductCategory.merId, 2)).limit(1);
    const other = await get(`/api/front/product/merchant/pro/list?merId=1&cid=${foreign!.id}`);
    expect(other, JSON.stringify(other)).toMatchObject({ code: 200, data: { total: 0, list: [] } });
  });

  it('searches, sorts and pages like the goods list', async () => {
    const sorted = await all(`/api/front/product/merchant/pro/list?merId=1&priceOrder=desc&keyword=${q('商城')}`);
    expect(sorted.length).toBeGreaterThan(20);
    expect(sorted.map((c) => c.price)).toEqual([...sorted.map((c) => c.price)].sort((a, b) => b - a));
    expect((await get('/api/front/product/merchant/pro/list?merId=1&page=0')).code).toBe(400);
    const far = (await get('/api/front/product/merchant/pro/list?merId=1&page=5000&limit=100')).data;
    expect(far.list).toEqual([]);
    expect(far.total).toBeGreaterThan(0);
  });
});

describe('SKU picker', () => {
  it('gives only productAttr and productValue, the same as the detail page', async () => {
    const [goods] = (await list('cid=12&limit=1')).list as Card[];
    const detail = (await get(`/api/front/product/detail/${goods!.id}`)).data;
    const { code, data } = await get(`/api/front/product/sku/detail/${goods!.id}`);
    expect(code).toBe(200);
    expect(Object.keys(data).sort()).toEqual(['productAttr', 'productValue']);
    expect(data.productAttr).toEqual(detail.productAttr);
    expect(data.productValue).toEqual(detail.productValue);
    expect((await get('/api/front/product/sku/detail/987654')).code).toBe(404);
  });
});

describe('reviews', () => {
  /** The seeded goods with the most reviews. */
  let busy: number;
  beforeAll(async () => {
    const [row] = await rows<{ id: number }>(sql`
      select product_id as id from product_reply where not is_del group by product_id
      having count(*) filter (where star = 1) > 0 and count(*) filter (where star between 2 and 4) > 0
      order by count(*) desc, product_id limit 1`);
    busy = Number(row!.id);
  });

  it('counts by filter consistently with the lists, with the good rate in percent and the average star', async () => {
    const config = (await get(`/api/front/product/reply/config/${busy}`)).data;
    const totals = await Promise.all([0, 1, 2, 3].map(async (type) => (await get(`/api/front/product/reply/list/${busy}?type=${type}&limit=1`)).data.total));
    expect(totals).toEqual([config.sumCount, config.goodCount, config.inCount, config.poorCount]);
    expect(config.goodCount + config.inCount + config.poorCount).toBe(config.sumCount);
    expect(config.replyChance).toBe(Math.round((config.goodCount / config.sumCount) * 10_000) / 100);
    // The provider sends the good rate as the fraction in text; its clients multiply by 100.
    expect((await wire(`/api/front/product/reply/config/${busy}`)).replyChance).toBe((config.replyChance / 100).toFixed(4));
    const stars = (await get(`/api/front/product/reply/list/${busy}?limit=100`)).data.list.map((r: { star: number }) => r.star);
    expect(stars).toHaveLength(config.sumCount);
    expect(config.replyStar).toBe(Math.round((stars.reduce((s: number, x: number) => s + x, 0) / stars.length) * 10) / 10);
  });

  it('filters good (5), general (2–4) and bad (1) stars, newest first, with the review fields', async () => {
    const ranges: Record<number, [number, number]> = { 1: [5, 5], 2: [2, 4], 3: [1, 1] };
    for (const [type, [low, high]] of Object.entries(ranges)) {
      const { list: reviews } = (await get(`/api/front/product/reply/list/${busy}?type=${type}&limit=100`)).data;
      expect(reviews.length).toBeGreaterThan(0);
      for (const r of reviews) expect(r.star >= low && r.star <= high).toBe(true);
    }
    const { list: reviews } = (await get(`/api/front/product/reply/list/${busy}?limit=100`)).data;
    const times = reviews.map((r: { createTime: Date }) => r.createTime.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Object.keys(reviews[0]).sort()).toEqual(
      ['avatar', 'comment', 'createTime', 'id', 'merchantReplyContent', 'nickname', 'pics', 'productScore', 'serviceScore', 'sku', 'star', 'uid'].sort(),
    );
    expect(reviews[0].uid).toBeNull();
    const [raw] = (await wire(`/api/front/product/reply/list/${busy}?limit=1`)).list;
    expect(raw.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('never shows or counts deleted reviews', async () => {
    const before = (await get(`/api/front/product/reply/config/${busy}`)).data;
    await mall.db.insert(productReply).values({ productId: busy, merId: 1, nickname: '删', star: 1, comment: '已删除的评价', isDel: true });
    const after = (await get(`/api/front/product/reply/config/${busy}`)).data;
    expect(after).toEqual(before);
    const { list: reviews } = (await get(`/api/front/product/reply/list/${busy}?type=3&limit=100`)).data;
    expect(reviews.map((r: { comment: string }) => r.comment)).not.toContain('已删除的评价');
  });

  it('answers zeros for goods without reviews, 404 for goods not on sale, 400 for a bad type or page', async () => {
    expect((await get(`/api/front/product/reply/config/${added.visible}`)).data).toEqual({
      sumCount: 0,
      goodCount: 0,
      inCount: 0,
      poorCount: 0,
      replyChance: 0,
      replyStar: 0,
    });
    expect((await get(`/api/front/product/reply/list/${added.visible}`)).data.list).toEqual([]);
    expect((await get(`/api/front/product/reply/list/${added.unlisted}`)).code).toBe(404);
    expect((await get(`/api/front/product/reply/config/${added.closedShop}`)).code).toBe(404);
    const badType = await get(`/api/front/product/reply/list/${busy}?type=4`);
    expect(badType.code).toBe(400);
    expect(badType.message).toMatch(/^type: /);
    expect((await get(`/api/front/product/reply/list/${busy}?page=0`)).code).toBe(400);
  });
});

describe('ranking', () => {
  it('holds at most 20 goods on sale by units sold, the same as the goods list sorted by sales', async () => {
    const { data } = await get('/api/front/product/leaderboard');
    expect(data.length).toBe(20);
    expect(Object.keys(data[0]).sort()).toEqual(['id', 'image', 'otPrice', 'price', 'sales', 'storeName']);
    // The provider's cards show sales + ficti; the mall's sales already hold both.
    for (const row of await wire('/api/front/product/leaderboard')) expect(row.ficti).toBe(0);
    const bySales = (await list('salesOrder=desc&limit=20')).list;
    expect(data.map((r: { id: number }) => r.id)).toEqual(bySales.map((c: Card) => c.id));
    for (const id of hiddenIds()) expect(data.map((r: { id: number }) => r.id)).not.toContain(id);
  });
});

describe('home feed', () => {
  it('pages goods on sale with stock, 13 at a time, without overlap', async () => {
    const first = (await get('/api/front/index/product?page=1&limit=13')).data;
    const second = (await get('/api/front/index/product?page=2&limit=13')).data;
    expect(first.list).toHaveLength(13);
    expect(first.limit).toBe(13);
    const seen = [...first.list, ...second.list].map((c: Card) => c.id);
    expect(new Set(seen).size).toBe(26);
    const everything = await all('/api/front/index/product');
    expect(everything.length).toBe(first.total);
    expect(everything.every((c) => c.stock > 0)).toBe(true);
    for (const id of hiddenIds()) expect(ids(everything)).not.toContain(id);
    expect((await get('/api/front/index/product?limit=101')).code).toBe(400);
  });
});

describe('activities', () => {
  it('shows the seeded activities, one of each layout, with their goods on sale', async () => {
    const { data } = await get('/api/front/activity/index/list');
    expect(data.map((a: { type: number }) => a.type).sort()).toEqual([1, 2, 3]);
    for (const block of await wire('/api/front/activity/index/list')) {
      for (const goods of block.productList) expect(goods).toMatchObject({ ficti: 0, image: expect.stringMatching(/^http:\/\//) });
    }
    for (const block of data) {
      expect(block.productList.length).toBeGreaterThanOrEqual(6);
      expect(block.productList.length).toBeLessThanOrEqual(12);
      expect(Object.keys(block.productList[0]).sort()).toEqual(['image', 'otPrice', 'price', 'proId', 'proImage', 'sales', 'stock', 'storeName']);
      const page = (await get(`/api/front/activity/list/${block.id}?limit=100`)).data;
      expect(page.total).toBe(block.productList.length);
      expect(page.list.map((g: { proId: number }) => g.proId)).toEqual(block.productList.map((g: { proId: number }) => g.proId));
      const detail = (await get(`/api/pc/activity/detail/${block.id}`)).data;
      expect(detail).toMatchObject({ id: block.id, name: block.name, type: block.type });
      expect(Array.isArray(detail.banner)).toBe(true);
      expect(detail.banner.length).toBeGreaterThan(0);
      // On the wire the banner is JSON text of absolute URLs.
      const rawBanner = (await wire(`/api/pc/activity/detail/${block.id}`)).banner;
      expect(JSON.parse(rawBanner)).toEqual(detail.banner);
      for (const u of detail.banner) expect(u).toMatch(/^http:\/\//);
      expect(detail.instruction).toBeTruthy();
    }
  });

  it('pages an activity’s goods in its order and leaves out goods not on sale', async () => {
    const [first] = (await get('/api/front/activity/index/list')).data;
    await mall.db.insert(activityProduct).values([
      { activityId: first.id, productId: added.unlisted, sort: 100_000 },
      { activityId: first.id, productId: added.closedShop, sort: 100_000 },
    ]);
    const all3 = (await get(`/api/front/activity/list/${first.id}?limit=3`)).data;
    const next3 = (await get(`/api/front/activity/list/${first.id}?limit=3&page=2`)).data;
    const whole = (await get(`/api/front/activity/list/${first.id}?limit=100`)).data.list.map((g: { proId: number }) => g.proId);
    expect([...all3.list, ...next3.list].map((g: { proId: number }) => g.proId)).toEqual(whole.slice(0, 6));
    expect(whole).not.toContain(added.unlisted);
    expect(whole).not.toContain(added.closedShop);
    const sorts = await mall.db
      .select({ productId: activityProduct.productId, sort: activityProduct.sort })
      .from(activityProduct)
      .where(eq(activityProduct.activityId, first.id));
    const sortOf = new Map(sorts.map((s) => [s.productId, s.sort]));
    const order = whole.map((id: number) => sortOf.get(id) ?? 0);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    const far = (await get(`/api/front/activity/list/${first.id}?page=99`)).data;
    expect(far.list).toEqual([]);
    expect(far.total).toBe(whole.length);
  });

  it('leaves hidden, ended and future activities out of the home list and answers 404 for their pages', async () => {
    const hour = 3_600_000;
    const made = await mall.db
      .insert(activity)
      .values([
        { name: '隐藏活动', type: 1, isShow: false },
        { name: '已结束活动', type: 2, endTime: new Date(Date.now() - hour) },
        { name: '未开始活动', type: 3, startTime: new Date(Date.now() + 24 * hour) },
      ])
      .returning({ id: activity.id });
    const [visibleGoods] = await mall.db.select({ id: product.id }).from(product).where(and(eq(product.isShow, true), eq(product.merId, 1))).limit(1);
    await mall.db.insert(activityProduct).values(made.map((a) => ({ activityId: a.id, productId: visibleGoods!.id })));
    const home = (await get('/api/front/activity/index/list')).data.map((a: { id: number }) => a.id);
    for (const { id } of made) {
      expect(home).not.toContain(id);
      expect((await get(`/api/pc/activity/detail/${id}`)).code).toBe(404);
      expect((await get(`/api/front/activity/list/${id}`)).code).toBe(404);
    }
    expect((await get('/api/pc/activity/detail/987654')).code).toBe(404);
    expect((await get('/api/pc/activity/detail/abc')).code).toBe(400);
  });
});
