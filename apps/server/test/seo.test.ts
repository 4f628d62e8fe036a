import { request as httpRequest } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { category, merchant, product } from '../src/db/schema.ts';
import { ReadCache } from '../src/shared/readCache.ts';
import { MemoryStore } from '../src/shared/store.ts';
import { startMall, type TestMall } from './harness.ts';

/** Small files, so the seeded catalogue spans several: 8 pages (40 URLs) a file. */
const URLS_PER_FILE = 40;
const PAGES_PER_FILE = URLS_PER_FILE / 5;

/** Each locale's hreflang and path prefix (zh-CN none), in sitemap order. */
const LOCALES: ReadonlyArray<[tag: string, prefix: string]> = [
  ['zh-CN', ''],
  ['en', '/en'],
  ['fr', '/fr'],
  ['th', '/th'],
  ['lo', '/lao'],
];

let mall: TestMall;
/** The mall's read cache, which the tests drop after changing the data, as the mall's writers do. */
let cache: ReadCache;
beforeAll(async () => {
  cache = new ReadCache(new MemoryStore());
  mall = await startMall({ sitemap: { urlsPerFile: URLS_PER_FILE }, readCache: cache });
});
afterAll(() => mall.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as it travelled (compressed when `content-encoding` says so). */
  bytes: Buffer;
}

/** A GET through node:http, which leaves the body as sent (fetch would unpack it). */
function rawGet(base: string, target: string, acceptEncoding = 'identity'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(base + target, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ['sitemap', 'url', 'xhtml:link'].includes(name),
});

/** Fetches an XML document, checks it is well-formed and served as a sitemap, and parses it. */
async function getXml(base: string, target: string): Promise<any> {
  const res = await rawGet(base, target);
  expect(res.status, target).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.headers['cache-control']).toBe('public, max-age=3600');
  const text = res.bytes.toString('utf8');
  expect(XMLValidator.validate(text), target).toBe(true);
  return parser.parse(text);
}

/** The file names the index at `base` lists (`goods-1.xml`…), checking each is under `{base}/sitemap/`. */
async function indexFiles(base: string): Promise<string[]> {
  const doc = await getXml(base, '/sitemap.xml');
  expect(doc.sitemapindex.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return (doc.sitemapindex.sitemap as Array<{ loc: string }>).map(({ loc }) => {
    expect(loc.startsWith(`${base}/sitemap/`), loc).toBe(true);
    return loc.slice(`${base}/sitemap/`.length);
  });
}

interface UrlEntry {
  loc: string;
  /** hreflang → href, in document order. */
  alternates: Array<[string, string]>;
}

/** The `<url>`s of one sitemap file. */
async function urlsOf(base: string, name: string): Promise<UrlEntry[]> {
  const doc = await getXml(base, `/sitemap/${name}`);
  expect(doc.urlset.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(doc.urlset['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  return ((doc.urlset.url ?? []) as Array<{ loc: string; 'xhtml:link': Array<{ rel: string; hreflang: string; href: string }> }>).map((u) => ({
    loc: u.loc,
    alternates: u['xhtml:link'].map((l) => {
      expect(l.rel).toBe('alternate');
      return [l.hreflang, l.href] as [string, string];
    }),
  }));
}

/** Every file the index lists, with its URLs. */
async function allFiles(base: string): Promise<Map<string, UrlEntry[]>> {
  const files = new Map<string, UrlEntry[]>();
  for (const name of await indexFiles(base)) files.set(name, await urlsOf(base, name));
  return files;
}

/** Every URL of the files of one kind, in file order. */
const urlsOfKind = (files: Map<string, UrlEntry[]>, kind: string) =>
  [...files].filter(([name]) => name.startsWith(`${kind}-`)).flatMap(([, urls]) => urls.map((u) => u.loc));

/** `path` on `base` in every locale, zh-CN first: what the sitemaps must hold for one page. */
const inEveryLocale = (base: string, page: string) => LOCALES.map(([, prefix]) => base + (prefix && page === '/' ? prefix : prefix + page));

/** Goods a shopper may buy, by id: shown, not deleted, approved, of an open shop (written here, not taken from the server). */
async function listedGoodsIds(): Promise<number[]> {
  const rows = await mall.db
    .select({ id: product.id })
    .from(product)
    .innerJoin(merchant, eq(merchant.id, product.merId))
    .where(and(eq(product.isShow, true), eq(product.isDel, false), eq(product.auditStatus, 1), eq(merchant.isSwitch, true)))
    .orderBy(asc(product.id));
  return rows.map((r) => r.id);
}

async function openShopIds(): Promise<number[]> {
  const rows = await mall.db.select({ id: merchant.id }).from(merchant).where(eq(merchant.isSwitch, true)).orderBy(asc(merchant.id));
  return rows.map((r) => r.id);
}

/** Every goods URL the sitemaps must hold, once each, in id then locale order. */
const expectedGoodsUrls = (base: string, ids: readonly number[]) => ids.flatMap((id) => inEveryLocale(base, `/goods_detail/${id}`));

/** The goods ids in a list of URLs (every locale). */
const goodsIdsIn = (urls: readonly string[]) => urls.map((u) => Number(/\/goods_detail\/(\d+)$/.exec(u)![1]));

describe('the sitemap index', () => {
  it('lists the pages, shops and goods files, numbered from 1 without gaps, enough for every page at 8 a file', async () => {
    const files = await indexFiles(mall.url);
    const goods = await listedGoodsIds();
    const shops = await openShopIds();
    const numbers = (kind: string) => files.filter((f) => f.startsWith(`${kind}-`)).map((f) => Number(/-(\d+)\.xml$/.exec(f)![1]));
    const count = (kind: string) => numbers(kind).length;
    expect(count('goods')).toBe(Math.ceil(goods.length / PAGES_PER_FILE));
    expect(count('shops')).toBe(Math.ceil(shops.length / PAGES_PER_FILE));
    expect(count('pages')).toBeGreaterThan(1);
    for (const kind of ['pages', 'shops', 'goods']) expect(numbers(kind)).toEqual(Array.from({ length: count(kind) }, (_, i) => i + 1));
    expect(files).toHaveLength(count('pages') + count('shops') + count('goods'));
    // Pages first, then shops, then goods.
    expect(files[0]).toBe('pages-1.xml');
    expect(files.at(-1)).toBe(`goods-${count('goods')}.xml`);
  });
});

describe('the sitemap files', () => {
  let files: Map<string, UrlEntry[]>;
  beforeAll(async () => {
    files = await allFiles(mall.url);
  });

  it('hold every goods on sale exactly once in each locale, and nothing hidden, deleted or of a closed shop', async () => {
    const listed = await listedGoodsIds();
    const everyGoods = await mall.db.select({ id: product.id }).from(product);
    // The seeded mall has goods off the shelves, so leaving them out is a real choice.
    expect(everyGoods.length).toBeGreaterThan(listed.length);
    expect(urlsOfKind(files, 'goods')).toEqual(expectedGoodsUrls(mall.url, listed));
  });

  it('hold every open shop once in each locale, linked as the storefront links a shop', async () => {
    const shops = await openShopIds();
    expect(urlsOfKind(files, 'shops')).toEqual(shops.flatMap((id) => inEveryLocale(mall.url, `/merchant/merchant/home?id=${id}`)));
  });

  it('hold the home, search, ranking and shop street pages and every shown category’s search page in each locale', async () => {
    const rows = await mall.db.select({ id: category.id, pid: category.pid, isShow: category.isShow }).from(category);
    const shown = new Set(rows.filter((r) => r.isShow).map((r) => r.id));
    // A category under a hidden parent is hidden too (spec §3 Category tree).
    const categories = rows.filter((r) => shown.has(r.id) && (r.pid === 0 || shown.has(r.pid))).map((r) => r.id);
    expect(categories.length).toBeGreaterThan(0);
    const pages = ['/', '/goods/goods_search', '/goods/top_one', '/merchant/merchant_street', ...categories.map((id) => `/goods/goods_search?cid=${id}`)];
    expect(urlsOfKind(files, 'pages').sort()).toEqual(pages.flatMap((p) => inEveryLocale(mall.url, p)).sort());
    expect(urlsOfKind(files, 'pages')).toContain(`${mall.url}/`);
    expect(urlsOfKind(files, 'pages')).toContain(`${mall.url}/lao`);
  });

  it('give every URL the five locales and x-default as alternates, the same for each language version of a page', () => {
    for (const urls of files.values()) {
      for (let i = 0; i < urls.length; i += LOCALES.length) {
        const versions = urls.slice(i, i + LOCALES.length);
        const alternates = versions[0]!.alternates;
        expect(alternates.map(([tag]) => tag)).toEqual([...LOCALES.map(([tag]) => tag), 'x-default']);
        // Each alternate is that language's version of the page; x-default is the zh-CN one.
        expect(alternates.slice(0, LOCALES.length).map(([, href]) => href)).toEqual(versions.map((v) => v.loc));
        expect(alternates.at(-1)![1]).toBe(versions[0]!.loc);
        for (const version of versions) expect(version.alternates).toEqual(alternates);
      }
    }
  });

  it('are split at the per-file limit, goods and shops in ascending id ranges', () => {
    for (const [name, urls] of files) {
      expect(urls.length, name).toBeLessThanOrEqual(URLS_PER_FILE);
      expect(urls.length % LOCALES.length, name).toBe(0);
    }
    const goodsFiles = [...files].filter(([name]) => name.startsWith('goods-'));
    // Every file but the last is full.
    for (const [name, urls] of goodsFiles.slice(0, -1)) expect(urls.length, name).toBe(URLS_PER_FILE);
    const ids = goodsFiles.map(([, urls]) => goodsIdsIn(urls.map((u) => u.loc)));
    for (let k = 1; k < ids.length; k++) expect(Math.min(...ids[k]!)).toBeGreaterThan(Math.max(...ids[k - 1]!));
  });

  it('answer 404 for a file the index does not list or a name that is not a file', async () => {
    const count = (kind: string) => [...files.keys()].filter((f) => f.startsWith(`${kind}-`)).length;
    const missing = [
      `goods-${count('goods') + 1}.xml`,
      `shops-${count('shops') + 1}.xml`,
      `pages-${count('pages') + 1}.xml`,
      'goods-999.xml',
      'goods-0.xml',
      'goods-01.xml',
      'goods-1.txt',
      'goods-.xml',
      'other-1.xml',
      'goods-99999999999999999999.xml',
    ];
    for (const name of missing) expect((await rawGet(mall.url, `/sitemap/${name}`)).status, name).toBe(404);
    expect((await rawGet(mall.url, '/sitemap/goods-1.xml')).status).toBe(200);
  });

  it('are sent compressed as the client accepts', async () => {
    const plain = await rawGet(mall.url, '/sitemap/goods-1.xml');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await rawGet(mall.url, '/sitemap/goods-1.xml', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    const gzip = await rawGet(mall.url, '/sitemap.xml', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).equals((await rawGet(mall.url, '/sitemap.xml')).bytes)).toBe(true);
  });
});

describe('after the catalogue changes', () => {
  it('leave out goods taken off the shelves or deleted and a closed shop with its goods, once the read cache is dropped', async () => {
    const listed = await listedGoodsIds();
    const [offShelf, deleted] = [listed[3]!, listed[listed.length - 2]!];
    const [shop] = await mall.db
      .select({ id: merchant.id })
      .from(merchant)
      .where(and(eq(merchant.isSwitch, true), inArray(merchant.id, mall.db.select({ id: product.merId }).from(product).where(inArray(product.id, listed)))))
      .orderBy(asc(merchant.id))
      .limit(1);
    const shopGoods = (await mall.db.select({ id: product.id }).from(product).where(eq(product.merId, shop!.id))).map((r) => r.id);
    expect(listed.filter((id) => shopGoods.includes(id)).length).toBeGreaterThan(0);
    const shopUrl = `${mall.url}/merchant/merchant/home?id=${shop!.id}`;

    const before = await allFiles(mall.url);
    expect(goodsIdsIn(urlsOfKind(before, 'goods'))).toContain(offShelf);
    await mall.db.update(product).set({ isShow: false }).where(eq(product.id, offShelf));
    await mall.db.update(product).set({ isDel: true }).where(eq(product.id, deleted));
    await mall.db.update(merchant).set({ isSwitch: false }).where(eq(merchant.id, shop!.id));
    try {
      // Kept until the data epoch changes, as every cached read.
      expect(goodsIdsIn(urlsOfKind(await allFiles(mall.url), 'goods'))).toContain(offShelf);
      await cache.invalidate();

      const after = await allFiles(mall.url);
      const goodsIds = goodsIdsIn(urlsOfKind(after, 'goods'));
      expect(goodsIds).not.toContain(offShelf);
      expect(goodsIds).not.toContain(deleted);
      expect(goodsIds.filter((id) => shopGoods.includes(id))).toEqual([]);
      expect(urlsOfKind(after, 'shops')).not.toContain(shopUrl);
      expect(urlsOfKind(after, 'goods')).toEqual(expectedGoodsUrls(mall.url, await listedGoodsIds()));
    } finally {
      await mall.db.update(product).set({ isShow: true }).where(eq(product.id, offShelf));
      await mall.db.update(product).set({ isDel: false }).where(eq(product.id, deleted));
      await mall.db.update(merchant).set({ isSwitch: true }).where(eq(merchant.id, shop!.id));
      await cache.invalidate();
    }
    expect(urlsOfKind(await allFiles(mall.url), 'goods')).toEqual(expectedGoodsUrls(mall.url, listed));
  });
});

describe('robots.txt', () => {
  it('allows the storefront, keeps crawlers out of members-only and utility pages in every locale and the API, and names the sitemap', async () => {
    const res = await rawGet(mall.url, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const disallowed = LOCALES.flatMap(([, prefix]) => ['/order/', '/users/', '/login', '/middlewares/'].map((p) => `Disallow: ${prefix}${p}`));
    expect(res.bytes.toString('utf8')).toBe(
      ['User-agent: *', 'Allow: /', ...disallowed, 'Disallow: /api/', '', `Sitemap: ${mall.url}/sitemap.xml`, ''].join('\n'),
    );
  });
});

describe('on a mall with a public address and a built storefront', () => {
  const ORIGIN = 'https://shop.example';
  let shop: TestMall;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mall-seo-'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    shop = await startMall({ storefrontDir: dir, publicUrl: `${ORIGIN}/` });
  });
  afterAll(async () => {
    await shop.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('win over the storefront’s pages, name that address, and fit the seeded mall in one file of each kind', async () => {
    const robots = await rawGet(shop.url, '/robots.txt');
    expect(robots.bytes.toString('utf8')).toMatch(new RegExp(`\\nSitemap: ${ORIGIN}/sitemap\\.xml\\n$`));

    const index = await getXml(shop.url, '/sitemap.xml');
    const locs = (index.sitemapindex.sitemap as Array<{ loc: string }>).map((s) => s.loc);
    expect(locs).toEqual([`${ORIGIN}/sitemap/pages-1.xml`, `${ORIGIN}/sitemap/shops-1.xml`, `${ORIGIN}/sitemap/goods-1.xml`]);

    const goods = await urlsOf(shop.url, 'goods-1.xml');
    const listed = await shop.db
      .select({ id: product.id })
      .from(product)
      .innerJoin(merchant, eq(merchant.id, product.merId))
      .where(and(eq(product.isShow, true), eq(product.isDel, false), eq(product.auditStatus, 1), eq(merchant.isSwitch, true)))
      .orderBy(asc(product.id));
    expect(goods.map((u) => u.loc)).toEqual(expectedGoodsUrls(ORIGIN, listed.map((r) => r.id)));
    for (const url of goods) for (const [, href] of url.alternates) expect(href.startsWith(`${ORIGIN}/`)).toBe(true);
    expect((await rawGet(shop.url, '/sitemap/goods-2.xml')).status).toBe(404);
  });
});
