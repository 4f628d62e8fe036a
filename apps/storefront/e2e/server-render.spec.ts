import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './test.ts';
import { apiOf, demoToken, modelOf, resetDemoFavourites, signInWithToken, watchProblems } from './support.ts';

/**
 * Public pages come rendered from the server and are hydrated in the
 * browser (issue 17): no hydration error, no second fetch of what the HTML
 * shows, and with scripts off the content and its links are all there.
 */

/** An API answer in `locale` as the storefront's model reads it. */
async function model<T>(request: APIRequestContext, path: string, locale = 'zh-CN'): Promise<T> {
  const res = await request.get(path, { headers: { 'Form-type': 'pc', 'Accept-Language': locale } });
  const body = (await res.json()) as { data: unknown };
  return modelOf<T>('GET', path.split('?')[0]!, body.data);
}

/** The calls a page makes to the API, from now on. */
function watchApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
  });
  return calls;
}

const PUBLIC_PAGES = [
  '/',
  '/en/',
  '/goods/goods_search?title=phone',
  '/goods_detail/1',
  '/th/goods_detail/1',
  '/goods/top_one',
  '/merchant/merchant_street',
  '/merchant/merchant/home?id=2',
  '/lao/merchant/merchant/category?id=2',
];

for (const path of PUBLIC_PAGES) {
  test(`${path} hydrates what the server drew, without an error or a second fetch`, async ({ page }) => {
    const problems = watchProblems(page);
    const calls = watchApiCalls(page);
    // The server's markup: the page's own content is there before any script runs.
    const served = await page.request.get(path);
    expect(served.status()).toBe(200);
    expect(await served.text()).toMatch(/<div id="root"><!--\$-->/);
    await page.goto(path, { waitUntil: 'networkidle' });
    // Hydrated: the header's language menu answers a click.
    await page.getByRole('button', { name: /简体中文|English|ไทย|ລາວ/ }).first().click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(problems).toEqual([]);
    expect(calls).toEqual([]);
  });
}

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('a goods page shows its name, price, pictures, shop and first reviews, and its links lead on', async ({ page, request }) => {
    const detail = await model<{ productInfo: { storeName: string }; merchantInfo: { name: string } }>(request, '/api/front/product/detail/1');
    await page.goto('/goods_detail/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.productInfo.storeName);
    await expect(page.getByText(/￥\s?[\d,]+\.\d{2}/).first()).toBeVisible();
    const gallery = page.locator('img[fetchpriority="high"]');
    await expect(gallery).toHaveCount(1);
    expect(await gallery.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByText(detail.merchantInfo.name).first()).toBeVisible();
    const reviews = await model<{ list: Array<{ comment: string }> }>(request, '/api/front/product/reply/list/1?type=0&page=1&limit=10');
    await expect(page.getByText(reviews.list[0]!.comment).first()).toBeAttached();

    await page.getByRole('link', { name: /进店逛逛/ }).click();
    await expect(page).toHaveURL(/\/merchant\/merchant\/home\?id=\d+$/);
    await expect(page.getByText(detail.merchantInfo.name).first()).toBeVisible();
  });
});

test('a signed-in shopper sees their own favourite on a page the server drew for guests', async ({ page, request, baseURL }) => {
  await resetDemoFavourites(request);
  const token = await demoToken(request);
  await apiOf(request, token)('POST', '/api/front/collect/add/product', { productId: 1 });
  try {
    await signInWithToken(page, token, baseURL);
    await page.goto('/en/goods_detail/1');
    // The HTML is a guest's; once the session is known, the shopper's own flag is read.
    await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  } finally {
    await resetDemoFavourites(request);
  }
});
