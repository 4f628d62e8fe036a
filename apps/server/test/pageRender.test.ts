import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePageData } from '../../storefront/src/ssr/pageData.ts';
import { SERVER_LOCALES, type ServerLocale } from '../src/i18n/locale.ts';
import type { PageRenderer } from '../src/storefront/pageRender.ts';
import { startMall, type TestMall } from './harness.ts';

/*
 * Issue 17: public pages come rendered from the server, so a crawler, a link
 * preview or a browser without scripts reads their content, and the browser
 * hydrates them without asking the API again for what the HTML shows.
 */

const ORIGIN = 'https://mall.example';
const TEMPLATE =
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>多商户商城</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';

/** The storefront's server render from its sources (the server's own build loads it from `dist-ssr/`). */
const RENDER_SOURCE = path.resolve(import.meta.dirname, '../../storefront/src/ssr/renderPage.tsx');

let mall: TestMall;
let dir: string;
let renderPage: PageRenderer;
/** How many pages the renderer was asked for, to tell kept pages from rendered ones. */
let renders = 0;
/** When set, the next renders report failed data, or throw. */
let failing: false | 'data' | 'render' = false;
const counted: PageRenderer = async (input) => {
  renders += 1;
  if (failing === 'render') throw new Error('a component threw');
  const page = await renderPage(input);
  return page && failing === 'data' ? { ...page, failed: true } : page;
};

beforeAll(async () => {
  ({ renderPage } = (await import(RENDER_SOURCE)) as { renderPage: PageRenderer });
  dir = await mkdtemp(path.join(tmpdir(), 'mall-render-'));
  await writeFile(path.join(dir, 'index.html'), TEMPLATE);
  mall = await startMall({ storefrontDir: dir, publicUrl: ORIGIN, pageRenderer: counted });
});
afterAll(async () => {
  await mall.close();
  await rm(dir, { recursive: true, force: true });
});

const prefix = (locale: ServerLocale) => (locale === 'zh-CN' ? '' : `/${locale}`);
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#x27': "'" };
/** The text of markup as a reader sees it (tags dropped, entities decoded, spaces collapsed). */
const textOf = (markup: string) =>
  markup
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|#x27);/g, (_, name: string) => NAMED[name]!)
    .replace(/\s+/g, ' ');

/** A page as a browser without scripts gets it: status, the root's markup and text, its data and its scripts. */
async function page(p: string, headers: Record<string, string> = {}) {
  const res = await fetch(mall.url + p, { headers, redirect: 'manual' });
  const html = await res.text();
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="mall-page-data">/.exec(html)?.[1] ?? '';
  const data = /<script type="application\/json" id="mall-page-data">([^<]*)<\/script>/.exec(html)?.[1];
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => /type="([^"]+)"/.exec(m[1]!)?.[1] ?? 'javascript');
  return { status: res.status, headers: res.headers, html, root, text: textOf(root), data: data === undefined ? undefined : parsePageData(data), inlineScripts };
}

/** An API answer in a locale, as the page's own call reads it. */
async function answer<T>(url: string, locale: ServerLocale): Promise<T> {
  return (await mall.http('GET', url, { headers: { 'accept-language': locale === 'lao' ? 'lo' : locale } })).data as T;
}

interface Named {
  storeName?: string;
  name?: string;
}

describe('public pages rendered on the server', () => {
  it('a goods page shows, in every locale, its name, shop, price and first reviews, with the answers for hydration and no script to run inline', async () => {
    for (const locale of SERVER_LOCALES) {
      const detail = await answer<{ productInfo: { storeName: string; id: number }; merchantInfo: { name: string } }>('/api/front/product/detail/1', locale);
      const reviews = await answer<{ list: Array<{ comment: string }> }>('/api/front/product/reply/list/1?type=0&page=1&limit=10', locale);
      const res = await page(`${prefix(locale)}/goods_detail/1`);
      expect(res.status).toBe(200);
      expect(res.text).toContain(detail.productInfo.storeName);
      expect(res.text).toContain(detail.merchantInfo.name);
      expect(res.text).toMatch(/\d+[.,]\d{2}/);
      expect(reviews.list.length).toBeGreaterThan(0);
      expect(res.text).toContain(reviews.list[0]!.comment);
      // Only data: the content policy runs no inline script, and the page must read without any.
      expect(res.inlineScripts.every((type) => type === 'application/json' || type === 'application/ld+json')).toBe(true);
      expect(res.html).not.toContain('$RC');
      const keys = res.data!.map(([key]) => key);
      expect(keys.some((key) => key.includes('GET /api/front/product/detail/:id') && key.includes(`"${locale}"`))).toBe(true);
      // Styles of the markup travel with it, so it is drawn before any script runs.
      expect(res.html).toMatch(/<style data-emotion="css [^"]+">/);
    }
  });

  it('home, search, ranking, activity, shop and shop street show their content in every locale', async () => {
    for (const locale of SERVER_LOCALES) {
      const ranking = await answer<Named[]>('/api/front/product/leaderboard', locale);
      const home = await page(`${prefix(locale)}/`);
      expect(home.status).toBe(200);
      expect(home.text).toContain(ranking[0]!.storeName);
      const feed = await answer<{ list: Named[] }>('/api/front/index/product?page=1&limit=13', locale);
      expect(home.text).toContain(feed.list.at(-1)!.storeName);

      const top = await page(`${prefix(locale)}/goods/top_one`);
      expect(top.text).toContain(ranking.at(-1)!.storeName);

      const found = await answer<{ list: Named[] }>('/api/front/product/list?keyword=phone&page=1&limit=20', locale);
      const search = await page(`${prefix(locale)}/goods/goods_search?title=phone`);
      expect(found.list.length).toBeGreaterThan(0);
      expect(search.text).toContain(found.list[0]!.storeName);

      const street = await answer<{ list: Named[] }>('/api/front/merchant/street?page=1&limit=12', locale);
      const streetPage = await page(`${prefix(locale)}/merchant/merchant_street`);
      expect(streetPage.text).toContain(street.list[0]!.name);

      const shop = await answer<Named>('/api/front/merchant/detail/2', locale);
      for (const tab of ['home', 'category', 'coupon', 'qualification']) {
        const shopPage = await page(`${prefix(locale)}/merchant/merchant/${tab}?id=2`);
        expect(shopPage.status).toBe(200);
        expect(shopPage.text).toContain(shop.name);
      }

      const activities = await answer<Array<{ id: number; name: string }>>('/api/front/activity/index/list', locale);
      const activity = await page(`${prefix(locale)}/goods/activity_list?id=${activities[0]!.id}`);
      expect(activity.text).toContain(activities[0]!.name);
    }
  });

  it('an unknown goods answers 404 with the not-found page drawn, in its language', async () => {
    const zh = await page('/goods_detail/99999999');
    const en = await page('/en/goods_detail/99999999');
    expect([zh.status, en.status]).toEqual([404, 404]);
    expect(zh.root.length).toBeGreaterThan(1000);
    expect(en.text).not.toBe(zh.text);
    expect(zh.data!.some(([key, state]) => key.includes('detail/:id') && state.error?.kind === 'notFound')).toBe(true);
  });

  it('members-only and sign-in pages are left to the browser', async () => {
    for (const p of ['/order/shopping_cart', '/users/order_list', '/en/login']) {
      const res = await page(p);
      expect(res.html).toContain('<div id="root"></div>');
      expect(res.data).toBeUndefined();
    }
  });

  it('keeps a rendered page: asked again, it is not rendered again', async () => {
    await page('/goods_detail/2');
    const before = renders;
    const again = await page('/goods_detail/2');
    expect(again.status).toBe(200);
    expect(renders).toBe(before);
  });

  it.each(['data', 'render'] as const)('a page whose %s failed is sent for the browser to render, and not kept', async (what) => {
    const path = what === 'data' ? '/goods_detail/3' : '/goods_detail/4';
    failing = what;
    try {
      const res = await page(path);
      expect(res.status).toBe(200);
      expect(res.html).toContain('<div id="root"></div>');
      expect(res.html).toContain('<title>');
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      failing = false;
    }
    const after = await page(path);
    expect(after.root.length).toBeGreaterThan(1000);
    expect(after.headers.get('cache-control')).toContain('s-maxage');
  });

  it('a page without a prefix goes to the language the shopper chose, uncached', async () => {
    const res = await page('/goods_detail/1?x=1', { cookie: 'locale=fr' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/fr/goods_detail/1?x=1');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const chinese = await page('/goods_detail/1', { cookie: 'locale=zh-CN' });
    expect(chinese.status).toBe(200);
  });
});
