import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchant, product } from '../src/db/schema.ts';
import { SERVER_LOCALES, type ServerLocale } from '../src/i18n/locale.ts';
import { startMall, type TestMall } from './harness.ts';

/*
 * Issue 17: every storefront page's head is written by the server, so a
 * crawler or a link preview that runs no script reads the page's language,
 * title, canonical URL, language alternates, share tags and structured data.
 */

const ORIGIN = 'https://mall.example';
/** The storefront's index.html as Vite builds it (the parts the server rewrites). */
const TEMPLATE =
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><meta name="viewport" content="width=1200" />' +
  '<meta name="description" content="多商户商城：众多店铺，正品好物，极速发货。" /><title>多商户商城</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';

let mall: TestMall;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mall-pagehead-'));
  await writeFile(path.join(dir, 'index.html'), TEMPLATE);
  mall = await startMall({ storefrontDir: dir, publicUrl: ORIGIN });
});
afterAll(async () => {
  await mall.close();
  await rm(dir, { recursive: true, force: true });
});

/** A page as a browser without scripts gets it. */
async function page(p: string, headers: Record<string, string> = {}) {
  const res = await fetch(mall.url + p, { headers });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const prefix = (locale: ServerLocale) => (locale === 'zh-CN' ? '' : `/${locale}`);
const tagOf = (locale: ServerLocale) => (locale === 'lao' ? 'lo' : locale);
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => NAMED[name]!);

/** What a crawler reads in a page's head. */
function headOf(html: string) {
  const lang = /<html lang="([^"]+)"/.exec(html)?.[1];
  const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  const titles = html.match(/<title>/g)?.length ?? 0;
  const descriptions = [...html.matchAll(/<meta (?:data-page-head )?name="description" content="([^"]*)"\s*\/?>/g)].map((m) => decode(m[1]!));
  const canonical = /<link data-page-head rel="canonical" href="([^"]+)">/.exec(html)?.[1];
  const alternates = Object.fromEntries([...html.matchAll(/<link data-page-head rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1]!, decode(m[2]!)]));
  const meta = Object.fromEntries([...html.matchAll(/<meta data-page-head (?:property|name)="((?:og|twitter):[a-z_:]+)" content="([^"]*)">/g)].map((m) => [m[1]!, decode(m[2]!)]));
  const jsonLd = [...html.matchAll(/<script data-page-head type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>);
  const preload = /<link data-page-head rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(html)?.[1];
  const noindex = html.includes('<meta data-page-head name="robots" content="noindex">');
  return { lang, title, titles, descriptions, canonical, alternates, meta, jsonLd, noindex, preload: preload && decode(preload) };
}

/** The alternates a page of `bare` path must name: each locale's path, and x-default the unprefixed one. */
function expectedAlternates(bare: string) {
  const entries = SERVER_LOCALES.map((l) => [tagOf(l), ORIGIN + (bare === '/' ? prefix(l) || '/' : prefix(l) + bare)]);
  return Object.fromEntries([...entries, ['x-default', ORIGIN + bare]]);
}

/** Google's required properties of a BreadcrumbList: items with consecutive positions from 1, a name and a URL each. */
function expectBreadcrumbs(data: Record<string, any> | undefined, locale: ServerLocale) {
  expect(data?.['@context']).toBe('https://schema.org');
  const items = data?.itemListElement as Array<Record<string, any>>;
  expect(items.length).toBeGreaterThanOrEqual(2);
  items.forEach((item, i) => {
    expect(item['@type']).toBe('ListItem');
    expect(item.position).toBe(i + 1);
    expect(item.name).toEqual(expect.any(String));
    expect(item.name.length).toBeGreaterThan(0);
    expect(item.item).toMatch(new RegExp(`^${ORIGIN}${prefix(locale)}(/|$)`));
  });
  expect(items[0]!.item).toBe(ORIGIN + (prefix(locale) || '/'));
}

/** Goods on sale of the seed, lowest id first, with their shop. */
async function listedGoods(count: number) {
  return mall.db
    .select({ id: product.id, name: product.name, price: product.price, merId: product.merId, image: product.image })
    .from(product)
    .innerJoin(merchant, eq(merchant.id, product.merId))
    .where(and(eq(product.isShow, true), eq(product.isDel, false), eq(product.auditStatus, 1), eq(merchant.isSwitch, true)))
    .orderBy(asc(product.id))
    .limit(count);
}

describe('the head of a goods page', () => {
  it('in every locale: its language, title, canonical, five alternates plus x-default, share tags and a valid Product', async () => {
    const [goods] = await listedGoods(1);
    for (const locale of SERVER_LOCALES) {
      const res = await page(`${prefix(locale)}/goods_detail/${goods!.id}`);
      expect(res.status).toBe(200);
      const head = headOf(res.html);
      expect(head.lang).toBe(tagOf(locale));
      expect(head.titles).toBe(1);
      expect(head.descriptions).toHaveLength(1);
      expect(head.canonical).toBe(`${ORIGIN}${prefix(locale)}/goods_detail/${goods!.id}`);
      expect(head.alternates).toEqual(expectedAlternates(`/goods_detail/${goods!.id}`));
      expect(head.noindex).toBe(false);

      const [item, trail] = head.jsonLd;
      // Google's Product rich result: name, and an offer with price, currency and availability.
      expect(item).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', sku: String(goods!.id), url: head.canonical });
      expect(item!.name.length).toBeGreaterThan(0);
      expect(head.title.startsWith(item!.name)).toBe(true);
      expect(item!.image[0]).toMatch(/^https:\/\/mall\.example\//);
      const offer = item!.offers as Record<string, any>;
      expect(['Offer', 'AggregateOffer']).toContain(offer['@type']);
      expect(offer.priceCurrency).toBe('CNY');
      expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
      const price = offer['@type'] === 'Offer' ? offer.price : offer.lowPrice;
      expect(price).toMatch(/^\d+\.\d{2}$/);
      expect(Math.round(Number(price) * 100)).toBeLessThanOrEqual(goods!.price);
      expectBreadcrumbs(trail, locale);
      expect(trail!.itemListElement.at(-1).item).toBe(head.canonical);

      expect(head.meta['og:type']).toBe('product');
      expect(head.meta['og:url']).toBe(head.canonical);
      expect(head.meta['og:image']).toBe(item!.image[0]);
      expect(head.meta['og:title']).toBe(head.title);
      expect(head.meta['twitter:card']).toBe('summary_large_image');
      // The picture the gallery opens on starts loading with the HTML.
      const detail = (await mall.http('GET', `/api/front/product/detail/${goods!.id}`, { headers: { cookie: `locale=${locale}` } })).data as {
        productInfo: { sliderImage: string[]; image: string };
      };
      expect(head.preload).toBe(detail.productInfo.sliderImage[0] ?? detail.productInfo.image);
      expect(head.preload).toMatch(/^https:\/\/mall\.example\//);
    }
  });

  it('names the goods in the page language where the merchant translated it', async () => {
    const [goods] = await listedGoods(1);
    const zh = headOf((await page(`/goods_detail/${goods!.id}`)).html).jsonLd[0]!.name as string;
    const en = headOf((await page(`/en/goods_detail/${goods!.id}`)).html).jsonLd[0]!.name as string;
    expect(zh).toBe(goods!.name);
    expect(en).not.toBe(zh);
    expect(en).toMatch(/[A-Za-z]/);
  });

  it('carries the rating once the goods has reviews', async () => {
    const rated = await mall.db.execute(
      sql`select product_id, count(*)::integer as n from product_reply where not is_del group by product_id order by n desc, product_id limit 1`,
    );
    const row = (rated as unknown as { rows: Array<{ product_id: number; n: number }> }).rows[0];
    if (!row) throw new Error('the seed has no reviews');
    const head = headOf((await page(`/goods_detail/${row.product_id}`)).html);
    expect(head.jsonLd[0]!.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: row.n, bestRating: 5, worstRating: 1 });
    expect(head.jsonLd[0]!.aggregateRating.ratingValue).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 with no canonical for goods that are unknown or hidden', async () => {
    const goods = await listedGoods(3);
    const hidden = goods[2]!;
    await mall.db.update(product).set({ isShow: false }).where(eq(product.id, hidden.id));
    for (const p of ['/goods_detail/999999999', `/goods_detail/${hidden.id}`, `/en/goods_detail/${hidden.id}`]) {
      const res = await page(p);
      expect(res.status, p).toBe(404);
      const head = headOf(res.html);
      expect(head.canonical).toBeUndefined();
      expect(head.noindex).toBe(true);
      expect(head.jsonLd).toEqual([]);
      // The app still loads and shows its own not-found page.
      expect(res.html).toContain('<div id="root"></div>');
      expect(res.html).toContain('/assets/index-abc.js');
    }
  });

  it('keeps a goods name that looks like markup as text', async () => {
    const [, goods] = await listedGoods(2);
    const name = 'Mug "best" </script><script>alert(1)</script> & <b>more</b>';
    await mall.db.update(product).set({ name }).where(eq(product.id, goods!.id));
    const res = await page(`/goods_detail/${goods!.id}`);
    expect(res.html).not.toContain('<script>alert(1)</script>');
    expect(res.html).not.toContain('<b>more</b>');
    const head = headOf(res.html);
    expect(head.jsonLd[0]!.name).toBe(name);
    expect(head.title.startsWith(name)).toBe(true);
  });
});

describe('the head of the other public pages', () => {
  it('home: the site name, and a WebSite with its search action, in every locale', async () => {
    for (const locale of SERVER_LOCALES) {
      const res = await page(prefix(locale) || '/');
      expect(res.status).toBe(200);
      const head = headOf(res.html);
      expect(head.lang).toBe(tagOf(locale));
      expect(head.canonical).toBe(ORIGIN + (prefix(locale) || '/'));
      expect(head.alternates).toEqual(expectedAlternates('/'));
      const site = head.jsonLd[0]!;
      expect(site).toMatchObject({ '@type': 'WebSite', name: head.title, url: head.canonical });
      expect(site.potentialAction.target.urlTemplate).toBe(`${ORIGIN}${prefix(locale)}/goods/goods_search?title={search_term_string}`);
      expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
    }
    // The first banner, the home page's largest picture, in the page's language, starts loading with the HTML.
    for (const locale of SERVER_LOCALES) {
      const home = (await mall.http('GET', '/api/pc/home/index', { headers: { cookie: `locale=${locale}` } })).data as { banner: Array<{ pic: string }> };
      const head = headOf((await page(prefix(locale) || '/')).html);
      expect(head.preload, locale).toBe(home.banner[0]!.pic);
      expect(head.preload, locale).toMatch(/^https:\/\/mall\.example\/.*\.svg$/);
    }
    expect(headOf((await page('/')).html).title).toBe('多商户商城');
    expect(headOf((await page('/fr')).html).title).toBe('Galerie marchande');
  });

  it('search: the words or the category in the title, and a breadcrumb trail', async () => {
    const words = await page('/en/goods/goods_search?title=phone&page=2');
    const head = headOf(words.html);
    expect(head.title).toBe('Results for “phone” - Mall');
    expect(head.canonical).toBe(`${ORIGIN}/en/goods/goods_search?title=phone`);
    expectBreadcrumbs(head.jsonLd[0], 'en');

    const [top] = (await mall.http('GET', '/api/front/product/category', { headers: { 'accept-language': 'fr' } })).data as Array<{ id: number; name: string }>;
    const category = headOf((await page(`/fr/goods/goods_search?cid=${top!.id}`)).html);
    expect(category.title).toBe(`${top!.name} - Galerie marchande`);
    expect(category.jsonLd[0]!.itemListElement.at(-1)).toMatchObject({ name: top!.name, item: `${ORIGIN}/fr/goods/goods_search?cid=${top!.id}` });
  });

  it('shop: its name, a Store, and 404 for an unknown or closed shop', async () => {
    const [goods] = await listedGoods(1);
    const res = await page(`/th/merchant/merchant/category?id=${goods!.merId}`);
    expect(res.status).toBe(200);
    const head = headOf(res.html);
    expect(head.canonical).toBe(`${ORIGIN}/th/merchant/merchant/category?id=${goods!.merId}`);
    expect(head.jsonLd[0]).toMatchObject({ '@context': 'https://schema.org', '@type': 'Store', url: `${ORIGIN}/th/merchant/merchant/home?id=${goods!.merId}` });
    expect(head.title.startsWith(head.jsonLd[0]!.name)).toBe(true);

    expect((await page('/merchant/merchant/home?id=999999')).status).toBe(404);
    expect((await page('/merchant/merchant/home')).status).toBe(404);
    const [closed] = await mall.db.update(merchant).set({ isSwitch: false }).where(sql`${merchant.id} <> ${goods!.merId}`).returning({ id: merchant.id });
    expect((await page(`/merchant/merchant/home?id=${closed!.id}`)).status).toBe(404);
  });

  it('ranking, shop street, promotions: a title of their own and a canonical', async () => {
    for (const [p, title] of [
      ['/en/goods/top_one', 'Best sellers - Mall'],
      ['/en/merchant/merchant_street', 'Shop street - Mall'],
      ['/lao/goods/activity_list?id=1', 'ໂປຣໂມຊັນ - ສູນການຄ້າອອນລາຍ'],
    ] as const) {
      const head = headOf((await page(p)).html);
      expect(head.title, p).toBe(title);
      expect(head.canonical, p).toBe(ORIGIN + p);
    }
  });

  it('members-only and sign-in pages are served but not listed; an unknown page is a 404', async () => {
    for (const p of ['/users/order_list', '/order/shopping_cart', '/en/login', '/middlewares/qr_confirm']) {
      const res = await page(p);
      expect(res.status, p).toBe(200);
      const head = headOf(res.html);
      expect(head.noindex, p).toBe(true);
      expect(head.canonical, p).toBeUndefined();
    }
    const unknown = await page('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(headOf(unknown.html).title).toBe('页面不存在 - 多商户商城');
  });
});

describe('caching of pages', () => {
  it('is public for shared caches, revalidated by browsers with an ETag (304)', async () => {
    const first = await page('/goods/top_one');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const again = await page('/goods/top_one', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.html).toBe('');
    const other = await page('/en/goods/top_one', { 'if-none-match': etag! });
    expect(other.status).toBe(200);
  });

  it('keeps a page compressed: brotli and gzip answers unpack to the plain page', async () => {
    const plain = await fetch(`${mall.url}/goods/top_one`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(text).toContain('<title>');
    for (const coding of ['br', 'gzip'] as const) {
      // Read raw: undici would unpack it, and the point is what went over the wire.
      const raw = await new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
        const request = httpGet(`${mall.url}/goods/top_one`, { headers: { 'accept-encoding': coding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }));
        });
        request.on('error', reject);
      });
      expect(raw.encoding).toBe(coding);
      expect(raw.vary).toMatch(/accept-encoding/i);
      const unpacked = coding === 'br' ? brotliDecompressSync(raw.body) : gunzipSync(raw.body);
      expect(unpacked.toString('utf8')).toBe(text);
      expect(raw.body.length).toBeLessThan(Buffer.byteLength(text) / 2);
    }
  });
});
