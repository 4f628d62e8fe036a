import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './test.ts';
import { modelOf, watchProblems } from './support.ts';

/**
 * The head the server writes for each page (issue 17): what a shared link's
 * preview reads without running a script, and how the storefront drops it
 * once the shopper moves to another page inside the app.
 */

/** The first goods of the list, as the API names it in `locale`. */
async function firstGoods(request: APIRequestContext, locale: string) {
  const res = await request.get('/api/front/product/list?page=1&limit=1', { headers: { 'Form-type': 'pc', 'Accept-Language': locale } });
  const body = (await res.json()) as { data: unknown };
  return modelOf<{ list: { id: number; storeName: string }[] }>('GET', '/api/front/product/list', body.data).list[0]!;
}

test('a shared goods link previews with the goods name, picture and price, and no script', async ({ request, baseURL }) => {
  const goods = await firstGoods(request, 'fr');
  const res = await request.get(`/fr/goods_detail/${goods.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<html lang="fr"');
  const tag = (name: string) => new RegExp(`<meta data-page-head (?:property|name)="${name}" content="([^"]*)">`).exec(html)?.[1];
  expect(tag('og:type')).toBe('product');
  expect(tag('og:title')).toContain(goods.storeName.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
  expect(tag('og:url')).toBe(`${baseURL}/fr/goods_detail/${goods.id}`);
  expect(tag('og:image')).toMatch(/^https?:\/\/[^/]+\/(media|uploads)\//);
  expect(tag('twitter:card')).toBe('summary_large_image');
  const product = JSON.parse(/<script data-page-head type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!) as Record<string, any>;
  expect(product).toMatchObject({ '@type': 'Product', name: goods.storeName });
  expect(product.offers.priceCurrency).toBe('CNY');
});

test('moving to another page in the app drops the first page\'s canonical and share tags', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/goods/top_one');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/goods\/top_one$/);
  await expect(page.locator('ol > li').first()).toBeVisible();
  await page.locator('ol > li a[href^="/goods_detail/"]').first().click();
  await expect(page).toHaveURL(/\/goods_detail\/\d+$/);
  await expect(page.locator('[data-page-head]')).toHaveCount(0);
  await expect(page).not.toHaveTitle(/排行榜/);
  expect(problems).toEqual([]);
});

test('the home page downloads no Chinese web font: only the small Thai and Lao fallback, if any', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter((f) => !/\/noto-sans-(thai-thai|lao-lao)-[47]00-normal-[\w-]+\.woff2$/.test(f))).toEqual([]);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"PingFang SC"/);
});
