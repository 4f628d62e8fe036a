import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_WIRE_TIME_ZONE, ok, responseCodecs, type Codec } from '@mall/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { getCategoryTree } from '../src/catalog/categories.ts';
import { getHomeData, getHotKeywords } from '../src/catalog/home.ts';
import { LIST_TOTALS_TTL_MS } from '../src/catalog/goodsQuery.ts';
import { category, hotKeyword, product, siteConfig } from '../src/db/schema.ts';
import { ReadCache, publishDataChange } from '../src/shared/readCache.ts';
import { MemoryStore, type SharedStore } from '../src/shared/store.ts';
import { startMall, type TestMall } from './harness.ts';

/*
 * The cached endpoints (docs/adr/0006-read-caching.md) on a mall database of
 * their own: apps are built here, beside the harness's, so two of them can
 * share one store and a clock the epoch check goes by.
 */
let mall: TestMall;
const apps: FastifyInstance[] = [];
let clock = 1_000_000;
const now = () => clock;
const CHECK_MS = 1_000;

beforeAll(async () => {
  mall = await startMall();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(() => mall.close());

async function mallApp(store: SharedStore): Promise<{ app: FastifyInstance; cache: ReadCache; totals: ReadCache }> {
  const cache = new ReadCache(store, { checkEveryMs: CHECK_MS, now });
  const totals = new ReadCache(store, { checkEveryMs: CHECK_MS, now, ttlMs: LIST_TOTALS_TTL_MS });
  const app = await buildApp({
    db: mall.db,
    logLevel: false,
    readCache: cache,
    totalsCache: totals,
    auth: { courier: { send: async () => undefined }, visitorOpen: true },
  });
  apps.push(app);
  return { app, cache, totals };
}

async function get(app: FastifyInstance, url: string, host?: string): Promise<{ status: number; type: string; text: string }> {
  const res = await app.inject({ method: 'GET', url, ...(host ? { headers: { host } } : {}) });
  return { status: res.statusCode, type: String(res.headers['content-type']), text: res.body };
}

/** Renames the first top-level category; returns a function that puts the name back. */
async function renameFirstRoot(name: string): Promise<() => Promise<void>> {
  const [root] = await getCategoryTree(mall.db);
  const old = root!.name;
  await mall.db.update(category).set({ name }).where(eq(category.id, root!.id));
  return async () => void (await mall.db.update(category).set({ name: old }).where(eq(category.id, root!.id)));
}

describe('cached answers', () => {
  it('are the answers computed without a cache, byte for byte, on every request, for each origin the mall is reached at', async () => {
    const { app } = await mallApp(new MemoryStore());
    const uncached = {
      'GET /api/front/product/category': await getCategoryTree(mall.db),
      'GET /api/pc/home/index': await getHomeData(mall.db),
      'GET /api/front/search/keyword': await getHotKeywords(mall.db),
    } as const;
    // Image URLs on the wire are absolute with the request's origin, so a copy made for one host must not reach another.
    const answers = new Map<string, string>();
    for (const host of ['one.mall.test', 'two.mall.test']) {
      for (const [key, data] of Object.entries(uncached)) {
        const url = key.slice('GET '.length);
        const codec = responseCodecs[key as keyof typeof uncached] as Codec<unknown, unknown>;
        const first = await get(app, url, host);
        const second = await get(app, url, host);
        expect(first.status).toBe(200);
        expect(first.type).toBe('application/json; charset=utf-8');
        expect(first.text).toBe(JSON.stringify(ok(codec.encode(data, { origin: `http://${host}`, timeZone: DEFAULT_WIRE_TIME_ZONE }))));
        expect(second.text).toBe(first.text);
        answers.set(`${host} ${url}`, first.text);
      }
    }
    expect(answers.get('two.mall.test /api/pc/home/index')).toContain('http://two.mall.test/media/');
    expect(answers.get('two.mall.test /api/pc/home/index')).not.toContain('one.mall.test');
  });

  it('come compressed as the client accepts, with the headers every other answer has', async () => {
    const { app } = await mallApp(new MemoryStore());
    const url = '/api/front/product/category';
    const plain = await app.inject({ method: 'GET', url });
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    for (const res of [plain, br, gzip]) expect(res.headers.vary).toContain('accept-encoding');

    // The security headers of an answer computed per request (goods list) are all there.
    const uncached = await app.inject({ method: 'GET', url: '/api/front/product/list?limit=1' });
    for (const name of ['content-security-policy', 'x-content-type-options', 'strict-transport-security', 'x-frame-options', 'referrer-policy']) {
      expect(uncached.headers[name]).toBeTruthy();
      expect(plain.headers[name]).toBe(uncached.headers[name]);
    }
  });

  it('keep serving the old answer until invalidated, then the new one', async () => {
    const { app, cache } = await mallApp(new MemoryStore());
    const before = JSON.parse((await get(app, '/api/front/product/category')).text);
    const keywordsBefore = (await get(app, '/api/front/search/keyword')).text;
    const homeBefore = (await get(app, '/api/pc/home/index')).text;

    const restore = await renameFirstRoot('缓存测试类目');
    await mall.db.insert(hotKeyword).values({ title: '缓存测试', sort: 10_000 });
    const [home] = await mall.db.select().from(siteConfig).where(eq(siteConfig.key, 'home'));
    await mall.db.update(siteConfig).set({ value: { ...(home!.value as object), consumerHotline: '400-000-0000' } }).where(eq(siteConfig.key, 'home'));
    try {
      // Proof that these answers come from the cache: the database already says otherwise.
      expect(JSON.parse((await get(app, '/api/front/product/category')).text)).toEqual(before);
      expect((await get(app, '/api/front/search/keyword')).text).toBe(keywordsBefore);
      expect((await get(app, '/api/pc/home/index')).text).toBe(homeBefore);

      await cache.invalidate();
      const after = JSON.parse((await get(app, '/api/front/product/category')).text);
      expect(after.data[0].name).toBe('缓存测试类目');
      expect(after.data.slice(1)).toEqual(before.data.slice(1));
      expect(JSON.parse((await get(app, '/api/front/search/keyword')).text).data[0].title).toBe('缓存测试');
      expect(JSON.parse((await get(app, '/api/pc/home/index')).text).data.consumerHotline).toBe('400-000-0000');
    } finally {
      await restore();
      await mall.db.delete(hotKeyword).where(eq(hotKeyword.title, '缓存测试'));
      await mall.db.update(siteConfig).set({ value: home!.value }).where(eq(siteConfig.key, 'home'));
    }
  });

  it('are dropped by every app sharing the store: at once where invalidated, within the check interval elsewhere', async () => {
    const store = new MemoryStore();
    const a = await mallApp(store);
    const b = await mallApp(store);
    const url = '/api/front/product/category';
    const original = (await get(a.app, url)).text;
    expect((await get(b.app, url)).text).toBe(original);

    const restore = await renameFirstRoot('两个进程');
    try {
      await a.cache.invalidate();
      expect(JSON.parse((await get(a.app, url)).text).data[0].name).toBe('两个进程');
      // B has not looked at the store's epoch yet: its copy may be at most CHECK_MS old.
      expect((await get(b.app, url)).text).toBe(original);
      clock += CHECK_MS;
      expect(JSON.parse((await get(b.app, url)).text).data[0].name).toBe('两个进程');
    } finally {
      await restore();
    }

    // A writer holding no cache (the seed command) reaches both.
    await publishDataChange(store);
    clock += CHECK_MS;
    expect((await get(a.app, url)).text).toBe(original);
    expect((await get(b.app, url)).text).toBe(original);
  });

  it('does not keep a failed computation, nor one under way when invalidated', async () => {
    const cache = new ReadCache(new MemoryStore(), { checkEveryMs: CHECK_MS, now });
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');

    await cache.invalidate();
    let finish: (value: string) => void = () => undefined;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    await cache.invalidate();
    finish('read before the change');
    expect(await slow).toBe('read before the change');
    expect(await cache.get('k', async () => 'read after the change')).toBe('read after the change');
  });

  it('answers from the database when the store cannot be read, rather than vouch for old copies', async () => {
    const store = new MemoryStore();
    let broken = false;
    const flaky: SharedStore = {
      get: (key) => (broken ? Promise.reject(new Error('store down')) : store.get(key)),
      set: (key, value, ttl) => store.set(key, value, ttl),
      setIfAbsent: (key, value, ttl) => store.setIfAbsent(key, value, ttl),
      delete: (key) => store.delete(key),
      increment: (key, ttl) => store.increment(key, ttl),
    };
    const cache = new ReadCache(flaky, { checkEveryMs: CHECK_MS, now });
    expect(await cache.get('k', async () => 'old')).toBe('old');
    broken = true;
    clock += CHECK_MS;
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('keep at most maxEntries answers, dropping the least recently used', async () => {
    const cache = new ReadCache(new MemoryStore(), { checkEveryMs: CHECK_MS, now, maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a is now the most recently used
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('drop an answer after ttlMs even when no change was announced', async () => {
    const cache = new ReadCache(new MemoryStore(), { checkEveryMs: CHECK_MS, now, ttlMs: 5_000 });
    expect(await cache.get('k', async () => 'old')).toBe('old');
    clock += 4_000;
    expect(await cache.get('k', async () => 'new')).toBe('old');
    clock += 1_001;
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });
});

describe('goods list totals', () => {
  type ListPage = { total: number; list: Array<{ id: number }> };
  const list = async (app: FastifyInstance, query: string): Promise<ListPage> =>
    (JSON.parse((await get(app, `/api/front/product/list?${query}`)).text) as { data: ListPage }).data;

  it('are shared by the sorts and pages of one filter, lag a change by at most their lifetime, and drop with the data epoch', async () => {
    const store = new MemoryStore();
    const { app } = await mallApp(store);
    const before = await list(app, 'cid=1&limit=100');
    const hidden = before.list[0]!.id;
    await mall.db.update(product).set({ isShow: false }).where(eq(product.id, hidden));
    try {
      // The goods themselves are read afresh; the count of the same filter is the one kept.
      const sorted = await list(app, 'cid=1&limit=100&priceOrder=asc');
      expect(sorted.list.map((g) => g.id)).not.toContain(hidden);
      expect(sorted.total).toBe(before.total);

      clock += LIST_TOTALS_TTL_MS + 1;
      expect((await list(app, 'cid=1&limit=100')).total).toBe(before.total - 1);

      // A kept total that is now too low does not hide the last goods: that page is counted again.
      await mall.db.update(product).set({ isShow: true }).where(eq(product.id, hidden));
      const last = await list(app, `cid=1&limit=1&page=${before.total}`);
      expect(last.list).toHaveLength(1);
      expect(last.total).toBe(before.total);
      await mall.db.update(product).set({ isShow: false }).where(eq(product.id, hidden));

      // A change announced through the store (as the seed command does) drops totals everywhere.
      await mall.db.update(product).set({ isShow: true }).where(eq(product.id, hidden));
      await publishDataChange(store);
      clock += CHECK_MS;
      expect((await list(app, 'cid=1&limit=100')).total).toBe(before.total);
    } finally {
      await mall.db.update(product).set({ isShow: true }).where(eq(product.id, hidden));
    }
  });
});
