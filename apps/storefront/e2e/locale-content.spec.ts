import { expect, type Page, type Response } from '@playwright/test';
import { test } from './test.ts';
import { PAGE_DATA_ELEMENT_ID } from '@mall/api';
import { parsePageData } from '../src/ssr/pageData.ts';
import { apiOf, demoToken, signInWithToken, watchProblems } from './support.ts';

/**
 * Every locale all the way down (spec §1; issue 16): in each of the five
 * locales, the home page, a category, a goods page and the cart show no
 * words in another locale's script. The only text allowed in a foreign
 * script is content a merchant or a shopper wrote and nobody translated:
 * the strings the API itself answered in such fields during the visit (goods
 * and shop names, SKU values, descriptions, reviews, the shopper's own
 * nickname), and the language switcher, which names each language in its own
 * script by design.
 */

type Locale = 'zh-CN' | 'en' | 'fr' | 'th' | 'lao';

const HAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const THAI = /\p{Script=Thai}/u;
const LAO = /\p{Script=Lao}/u;

/**
 * Scripts a page in each locale must not show. Latin is allowed everywhere
 * (brand names, SKUs, units such as GB), so zh-CN checks Thai and Lao only,
 * and en and fr are told apart by nothing here.
 */
const FOREIGN: Record<Locale, RegExp[]> = {
  'zh-CN': [THAI, LAO],
  en: [HAN, THAI, LAO],
  fr: [HAN, THAI, LAO],
  th: [HAN, LAO],
  lao: [HAN, THAI],
};

const PREFIX: Record<Locale, string> = { 'zh-CN': '/', en: '/en/', fr: '/fr/', th: '/th/', lao: '/lao/' };

/** The language switcher's names of the languages, each in its own script. */
const LANGUAGE_NAMES = ['简体中文', 'English', 'Français', 'ไทย', 'ລາວ'];

/**
 * Wire fields whose values a merchant or a shopper wrote (crmeb-wire §3–§6):
 * shown untranslated when nobody translated them.
 */
const AUTHORED_FIELDS = new Set([
  'storeName',
  'storeInfo',
  'content',
  'attrName',
  'attrValues',
  'suk',
  'sku',
  'productName',
  'merName',
  'nickname',
  'comment',
  'merchantReplyContent',
  'intro',
]);

/** Also authored: `name` inside a shop's own objects (the goods page's `merchantInfo`, the shop street's entries). */
const AUTHORED_PARENTS = new Set(['merchantInfo', 'merchant']);

/** Collects authored strings from an API answer into `into`. */
function collectAuthored(value: unknown, into: Set<string>, key = '', parent = ''): void {
  if (typeof value === 'string') {
    if (AUTHORED_FIELDS.has(key) || (key === 'name' && AUTHORED_PARENTS.has(parent))) {
      for (const part of value.split(/[\n,]/)) if (part.trim()) into.add(part.trim());
      // Descriptions are HTML: their text runs count too.
      for (const run of value.replace(/<[^>]*>/g, '\n').split('\n')) if (run.trim()) into.add(run.trim());
    }
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collectAuthored(item, into, key, parent);
    return;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) collectAuthored(v, into, k, key);
  }
}

/** Records the authored strings of every API answer the page receives. */
function watchAuthored(page: Page): Set<string> {
  const authored = new Set<string>();
  page.on('response', (response: Response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    void response
      .json()
      .then((body: unknown) => collectAuthored(body, authored))
      .catch(() => undefined);
  });
  return authored;
}

/**
 * Records the authored strings of the answers a server-rendered page came
 * with (issue 17): the browser does not ask the API again for them.
 */
async function collectServedAuthored(page: Page, into: Set<string>): Promise<void> {
  const served = await page.evaluate((id) => document.getElementById(id)?.textContent ?? null, PAGE_DATA_ELEMENT_ID);
  if (served) for (const [, state] of parsePageData(served)) collectAuthored(state.data, into);
}

/** The text a shopper reads: visible text runs, placeholders and image descriptions. */
function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (visible(parent)) texts.push(text);
    }
    for (const element of document.querySelectorAll('[placeholder], img[alt]')) {
      if (!visible(element)) continue;
      const text = (element.getAttribute('placeholder') ?? element.getAttribute('alt') ?? '').trim();
      if (text) texts.push(text);
    }
    return texts;
  });
}

/** Texts of `page` in a script foreign to `locale` that are not untranslated authored content. */
async function foreignTexts(page: Page, locale: Locale, authored: Set<string>): Promise<string[]> {
  const allowed = (text: string) =>
    LANGUAGE_NAMES.some((name) => text.includes(name)) ||
    authored.has(text) ||
    [...authored].some((source) => source.length > 1 && (text.includes(source) || source.includes(text)));
  return (await readableTexts(page)).filter((text) => FOREIGN[locale].some((script) => script.test(text)) && !allowed(text));
}

/** Waits until the page's requests are done and its lazy parts are in (images, blocks below the fold). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  // One line in the demo shopper's cart, so the cart page shows a goods line in every locale.
  const api = apiOf(request, await demoToken(request));
  const goods = await api<{ list: Array<{ id: number }> }>('GET', '/api/front/product/list?page=1&limit=1&keyword=');
  const detail = await api<{ productValue: Record<string, { id: number; stock: number }> }>('GET', `/api/front/product/detail/${goods.list[0]!.id}`);
  const sku = Object.values(detail.productValue).find((v) => v.stock > 0)!;
  await api('POST', '/api/front/cart/save', [{ productId: goods.list[0]!.id, productAttrUnique: sku.id, cartNum: 1 }]);
});

for (const locale of ['zh-CN', 'en', 'fr', 'th', 'lao'] as const) {
  test(`${locale}: home, a category, a goods page and the cart speak ${locale} outside untranslated merchant content`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const problems = watchProblems(page);
    await page.context().addCookies([{ name: 'locale', value: locale, url: baseURL! }]);
    await signInWithToken(page, await demoToken(request), baseURL);
    const authored = watchAuthored(page);
    const categories = (await (await request.get('/api/front/product/category', { headers: { 'accept-language': locale } })).json()) as {
      data: Array<{ id: number; childList?: Array<{ id: number }> }>;
    };
    const leaf = categories.data[0]!.childList![0]!.id;
    const goods = (await (await request.get(`/api/front/product/list?cid=${leaf}&page=1&limit=1`)).json()) as { data: { list: Array<{ id: number }> } };

    const visits = [
      PREFIX[locale],
      `${PREFIX[locale]}goods/goods_search?cid=${leaf}`,
      `${PREFIX[locale]}goods_detail/${goods.data.list[0]!.id}`,
      `${PREFIX[locale]}order/shopping_cart`,
    ];
    const found: Record<string, string[]> = {};
    for (const path of visits) {
      await page.goto(path);
      await collectServedAuthored(page, authored);
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'lao' ? 'lo' : locale);
      await settle(page);
      const foreign = await foreignTexts(page, locale, authored);
      if (foreign.length > 0) found[path] = foreign;
    }
    expect(found).toEqual({});
    expect(problems).toEqual([]);
  });
}
