import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absoluteUrl } from '@mall/api';
import { merchant, merchantCollect, product, productCollect } from '../src/db/schema.ts';
import { createSession } from '../src/http/session.ts';
import { createShopper, startMall, type TestMall } from './harness.ts';

let mall: TestMall;
let onSale: Array<typeof product.$inferSelect>;
beforeAll(async () => {
  mall = await startMall();
  onSale = await mall.db.select().from(product).where(eq(product.isShow, true)).orderBy(asc(product.id)).limit(20);
});
afterAll(() => mall.close());

/** A fresh shopper signed in without the password flow; returns the id and a token. */
async function shopper(phone: string): Promise<{ id: number; token: string }> {
  const id = await createShopper(mall.db, phone);
  return { id, token: await createSession(mall.db, id) };
}

const post = (path: string, token: string, body?: unknown) => mall.http('POST', path, { token, body }).then((r) => r.body);
/** The envelope with `data` in the model (cents, `Date`s; image URLs absolute, as the wire has them). */
const get = (path: string, token: string) => mall.http('GET', path, { token }).then((r) => ({ ...r.body, data: r.data }));

async function favouriteIds(userId: number): Promise<number[]> {
  const rows = await mall.db.select().from(productCollect).where(eq(productCollect.userId, userId));
  return rows.map((r) => r.productId).sort((a, b) => a - b);
}

describe('favourite goods (crmeb-api §4.12)', () => {
  it('adds a goods once however often it is added, and cancels it (twice is fine)', async () => {
    const me = await shopper('13910000001');
    const goods = onSale[0]!;
    expect((await post('/api/front/collect/add/product', me.token, { productId: goods.id, category: 'store' })).code).toBe(200);
    expect((await post('/api/front/collect/add/product', me.token, { productId: goods.id })).code).toBe(200);
    expect(await favouriteIds(me.id)).toEqual([goods.id]);

    expect((await post(`/api/front/collect/cancel/${goods.id}`, me.token)).code).toBe(200);
    expect(await favouriteIds(me.id)).toEqual([]);
    expect((await post(`/api/front/collect/cancel/${goods.id}`, me.token)).code).toBe(200);
  });

  it('takes the goods as the provider\'s goods page sends it, `{id: "<goods id>", category: "store"}`', async () => {
    const me = await shopper('13910000011');
    const goods = onSale[7]!;
    const added = await post('/api/front/collect/add/product', me.token, { id: String(goods.id), category: 'store' });
    expect(added.code).toBe(200);
    expect(await favouriteIds(me.id)).toEqual([goods.id]);
    const listed = await get('/api/front/collect/product/list', me.token);
    expect(listed.data.list.map((f: { productId: number }) => f.productId)).toEqual([goods.id]);
    const detail = await mall.http('GET', `/api/front/product/detail/${goods.id}`, { token: me.token });
    expect(detail.body.data.userCollect).toBe(true);
    // Neither name: refused, naming the field the provider's backend requires.
    const neither = await post('/api/front/collect/add/product', me.token, { category: 'store' });
    expect(neither.code).toBe(400);
    expect(neither.message).toMatch(/^productId: /);
    expect(await favouriteIds(me.id)).toEqual([goods.id]);
  });

  it('lists favourites newest first, paged, with goods gone off sale marked', async () => {
    const me = await shopper('13910000002');
    const picked = onSale.slice(1, 4);
    for (const goods of picked) await post('/api/front/collect/add/product', me.token, { productId: goods.id, category: 'store' });
    await mall.db.update(product).set({ isShow: false }).where(eq(product.id, picked[0]!.id));
    try {
      const answer = await mall.http('GET', '/api/front/collect/product/list?page=1&limit=2', { token: me.token });
      const first = { data: answer.data };
      expect(first.data).toMatchObject({ total: 3, page: 1, limit: 2, totalPage: 2 });
      expect(first.data.list.map((f: { productId: number }) => f.productId)).toEqual([picked[2]!.id, picked[1]!.id]);
      const newest = first.data.list[0];
      const image = absoluteUrl(picked[2]!.image, mall.url);
      expect(newest).toMatchObject({ id: picked[2]!.id, productId: picked[2]!.id, storeName: picked[2]!.name, image, price: picked[2]!.price, isShow: true, stock: picked[2]!.stock });
      expect(newest.createTime).toBeInstanceOf(Date);
      // The favourites page prints the price as it comes, after the currency symbol, and puts the image straight into <img src>.
      expect(answer.body.data.list[0]).toMatchObject({ price: picked[2]!.price / 100, image });
      expect(image).toMatch(/^http:\/\//);

      const second = await get('/api/front/collect/product/list?page=2&limit=2', me.token);
      expect(second.data.list).toHaveLength(1);
      expect(second.data.list[0]).toMatchObject({ productId: picked[0]!.id, isShow: false });
    } finally {
      await mall.db.update(product).set({ isShow: true }).where(eq(product.id, picked[0]!.id));
    }
  });

  it('refuses goods that are unknown or off sale with 404, adding nothing', async () => {
    const me = await shopper('13910000003');
    const [hidden] = await mall.db.select().from(product).where(eq(product.isShow, false)).limit(1);
    for (const productId of [hidden!.id, 999_999]) {
      const answer = await post('/api/front/collect/add/product', me.token, { productId, category: 'store' });
      expect(answer.code, String(productId)).toBe(404);
      expect(answer.message).toMatch(new RegExp(`Goods ${productId} does not exist`));
    }
    expect((await post('/api/front/collect/cancel/999999', me.token)).code).toBe(404);
    expect(await favouriteIds(me.id)).toEqual([]);
  });

  it('deletes several at once, only among my own favourites: all or nothing', async () => {
    const me = await shopper('13910000004');
    const other = await shopper('13910000005');
    const [a, b, c] = onSale.slice(4, 7);
    for (const goods of [a!, b!]) await post('/api/front/collect/add/product', me.token, { productId: goods.id });
    await post('/api/front/collect/add/product', other.token, { productId: c!.id });

    // The other shopper can neither see nor delete mine.
    expect((await get('/api/front/collect/product/list', other.token)).data.list.map((f: { productId: number }) => f.productId)).toEqual([c!.id]);
    const stolen = await post('/api/front/collect/delete/product', other.token, { ids: [a!.id] });
    expect(stolen.code).toBe(404);
    expect(stolen.message).toMatch(new RegExp(`goods ${a!.id} are not in your favourites`));
    const mixed = await post('/api/front/collect/delete/product', me.token, { ids: [a!.id, c!.id] });
    expect(mixed.code).toBe(404);
    expect(mixed.message).toMatch(new RegExp(`goods ${c!.id} are not`));
    expect(await favouriteIds(me.id)).toEqual([a!.id, b!.id].sort((x, y) => x - y));
    expect(await favouriteIds(other.id)).toEqual([c!.id]);

    expect((await post('/api/front/collect/delete/product', me.token, { ids: [a!.id, b!.id] })).code).toBe(200);
    expect(await favouriteIds(me.id)).toEqual([]);
    expect(await favouriteIds(other.id)).toEqual([c!.id]);
  });
});

describe('followed shops (crmeb-api §4.12)', () => {
  it('follows once however often, unfollows, and counts followers', async () => {
    const me = await shopper('13910000006');
    const followers = async () => (await mall.http('GET', '/api/front/merchant/index/info/4')).body.data.followerCount;
    const before = await followers();
    expect((await post('/api/front/collect/add/merchant/4', me.token)).code).toBe(200);
    expect((await post('/api/front/collect/add/merchant/4', me.token)).code).toBe(200);
    expect(await followers()).toBe(before + 1);
    const rows = await mall.db.select().from(merchantCollect).where(and(eq(merchantCollect.userId, me.id), eq(merchantCollect.merId, 4)));
    expect(rows).toHaveLength(1);

    expect((await post('/api/front/collect/cancel/merchant/4', me.token)).code).toBe(200);
    expect((await post('/api/front/collect/cancel/merchant/4', me.token)).code).toBe(200);
    expect(await followers()).toBe(before);
  });

  it('lists followed shops newest first with name and avatar, only my own', async () => {
    const me = await shopper('13910000007');
    const other = await shopper('13910000008');
    for (const id of [2, 8, 11]) await post(`/api/front/collect/add/merchant/${id}`, me.token);
    await post('/api/front/collect/add/merchant/3', other.token);

    const page = await get('/api/front/collect/merchant/list?limit=2', me.token);
    expect(page.data).toMatchObject({ total: 3, totalPage: 2 });
    expect(page.data.list.map((s: { merId: number }) => s.merId)).toEqual([11, 8]);
    const [shop] = await mall.db.select().from(merchant).where(eq(merchant.id, 11));
    expect(page.data.list[0]).toMatchObject({ uid: me.id, merId: 11, merName: shop!.name, merAvatar: absoluteUrl(shop!.avatar, mall.url), isSwitch: true });
    expect(page.data.list[0].merAvatar).toMatch(/^http:\/\//);
    const rest = await get('/api/front/collect/merchant/list?page=2&limit=2', me.token);
    expect(rest.data.list.map((s: { merId: number }) => s.merId)).toEqual([2]);
    expect((await get('/api/front/collect/merchant/list', other.token)).data.list.map((s: { merId: number }) => s.merId)).toEqual([3]);
  });

  it('will not follow an unknown or closed shop, but lets a closed one be unfollowed', async () => {
    const me = await shopper('13910000009');
    await post('/api/front/collect/add/merchant/10', me.token);
    await mall.db.update(merchant).set({ isSwitch: false }).where(eq(merchant.id, 10));
    try {
      expect((await post('/api/front/collect/add/merchant/9999', me.token)).code).toBe(404);
      const closed = await post('/api/front/collect/add/merchant/10', me.token);
      expect(closed.code).toBe(404);
      const listed = await get('/api/front/collect/merchant/list', me.token);
      expect(listed.data.list).toEqual([expect.objectContaining({ merId: 10, isSwitch: false })]);
      expect((await post('/api/front/collect/cancel/merchant/10', me.token)).code).toBe(200);
      expect((await get('/api/front/collect/merchant/list', me.token)).data.total).toBe(0);
      expect((await post('/api/front/collect/cancel/merchant/9999', me.token)).code).toBe(404);
    } finally {
      await mall.db.update(merchant).set({ isSwitch: true }).where(eq(merchant.id, 10));
    }
  });
});

describe('favourites need a signed-in shopper and good input', () => {
  it('answers 401 without a session', async () => {
    for (const [method, path] of [
      ['GET', '/api/front/collect/product/list'],
      ['GET', '/api/front/collect/merchant/list'],
      ['POST', '/api/front/collect/add/merchant/2'],
      ['POST', '/api/front/collect/cancel/1'],
    ] as const) {
      const res = await mall.http(method, path);
      expect(res.body.code, path).toBe(401);
    }
    const add = await mall.http('POST', '/api/front/collect/add/product', { body: { productId: onSale[0]!.id } });
    expect(add.body.code).toBe(401);
  });

  it('refuses bad ids with 400 naming the field, changing nothing', async () => {
    const me = await shopper('13910000010');
    const cases: Array<[string, unknown, string]> = [
      ['/api/front/collect/add/product', { productId: 'one' }, 'productId'],
      ['/api/front/collect/add/product', {}, 'productId'],
      ['/api/front/collect/add/product', { category: 'store' }, 'productId'],
      ['/api/front/collect/add/product', { id: 'x1', category: 'store' }, 'id'],
      ['/api/front/collect/add/product', { productId: 1, category: 'shop' }, 'category'],
      ['/api/front/collect/cancel/abc', undefined, 'proId'],
      ['/api/front/collect/delete/product', { ids: [] }, 'ids'],
      ['/api/front/collect/delete/product', { ids: [0] }, 'ids.0'],
      ['/api/front/collect/add/merchant/0', undefined, 'id'],
      ['/api/front/collect/cancel/merchant/x', undefined, 'id'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await post(path, me.token, body);
      expect(answer.code, path).toBe(400);
      expect(answer.message, path).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    }
    const listed = await mall.http('GET', '/api/front/collect/product/list?limit=0', { token: me.token });
    expect(listed.body.message).toMatch(/^limit: /);
    expect(await favouriteIds(me.id)).toEqual([]);
  });
});
