import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './test.ts';
import { gotoInteractive, resetDemoFavourites, signInAsDemoInDialog } from './support.ts';

/*
 * The home page's blocks and endless feed, the search page's URL-held state
 * (category, sort, price range, tabs), and "my favourites" (spec §2 /,
 * /goods/goods_search, /users/collection_list), against the seeded mall.
 */


interface GoodsPage {
  list: { id: number; storeName: string; price: number }[];
  total: number;
}

/** Calls the API as the signed-in shopper (the token from the browser's cookie, spec §7 headers). */
async function apiPost(request: APIRequestContext, page: Page, path: string, body: unknown = {}): Promise<void> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  const headers: Record<string, string> = { 'Form-type': 'pc' };
  if (cookie) headers['authori-zation'] = decodeURIComponent(cookie.value).slice('Bearer '.length);
  const res = await request.post(path, { headers, data: body });
  const envelope = (await res.json()) as { code: number; message: string };
  expect(envelope.code, `${path}: ${envelope.message}`).toBe(200);
}

async function signIn(page: Page) {
  await page.getByRole('button', { name: '请登录' }).click();
  await signInAsDemoInDialog(page);
}

test('the home page shows activities, the top three, shops, and a feed that grows as the shopper scrolls', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '排行榜' })).toBeVisible();
  await expect(page.getByRole('link', { name: '查看榜单' })).toHaveAttribute('href', '/goods/top_one');
  await expect(page.getByRole('link', { name: '更多店铺' })).toHaveAttribute('href', '/merchant/merchant_street');
  await expect(page.getByRole('link', { name: /^查看更多/ }).first()).toHaveAttribute('href', /^\/goods\/activity_list\?id=\d+$/);

  const feed = page.getByRole('list', { name: '推荐商品' });
  await expect(feed.getByRole('listitem')).toHaveCount(13);
  await page.getByRole('button', { name: '加载更多' }).scrollIntoViewIfNeeded();
  await expect(feed.getByRole('listitem')).toHaveCount(26);
});

test('search keeps category, price sort, price range and tab in the URL, and back restores them', async ({ page }) => {
  await page.goto('/');
  // The home page pins the category panel open: pick a sub-category there.
  await page.getByRole('link', { name: '手机数码' }).first().hover();
  const sub = page.locator('a[href^="/goods/goods_search?cid="]').filter({ hasText: /^手机$/ }).first();
  await sub.click();
  await expect(page).toHaveURL(/\/goods\/goods_search\?cid=\d+$/);
  await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('手机数码');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('手机');

  const sorted = page.waitForResponse((res) => res.url().includes('/api/front/product/list') && res.url().includes('priceOrder=asc'));
  await page.getByRole('button', { name: /价格/ }).click();
  const { data } = (await (await sorted).json()) as { data: GoodsPage };
  await expect(page).toHaveURL(/priceOrder=asc/);
  const prices = data.list.map((g) => g.price);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await expect(page.getByRole('list', { name: '商品列表' }).getByRole('listitem').first()).toContainText(data.list[0]!.storeName);

  await page.getByLabel('最低价').fill('100');
  await page.getByLabel('最高价').fill('3000.5');
  const filtered = page.waitForResponse((res) => res.url().includes('/api/front/product/list') && /[?&]minPrice=/.test(res.url()));
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/minPrice=10000&maxPrice=300050/);
  // Back only once the page has drawn the applied range (its list asks for it), as a shopper would: a back pressed
  // before that render lands leaves the range as typed, never applied, and so never cleared.
  await filtered;

  await page.goBack();
  await expect(page).not.toHaveURL(/minPrice/);
  await expect(page.getByLabel('最低价')).toHaveValue('');
  await expect(page.getByRole('button', { name: /价格/ })).toHaveAttribute('aria-pressed', 'true');

  await gotoInteractive(page, '/goods/goods_search?title=%E6%89%8B%E6%9C%BA');
  await page.getByRole('tab', { name: /店铺/ }).click();
  await expect(page).toHaveURL(/tab=shops/);
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();

  await page.goto('/goods/goods_search?title=zzqqxxnothing');
  await expect(page.getByRole('heading', { name: '大家都在搜' })).toBeVisible();
  await expect(page.getByRole('list', { name: '大家都在搜' }).getByRole('link').first()).toHaveAttribute('href', /^\/goods\/goods_search\?title=/);
});

test('my favourites lists goods and followed shops, and removing or unfollowing updates the counts', async ({ page, request }) => {
  await resetDemoFavourites(request);
  await page.goto('/');
  await signIn(page);
  for (const productId of [1, 2]) await apiPost(request, page, '/api/front/collect/add/product', { productId, category: 'store' });
  await apiPost(request, page, '/api/front/collect/add/merchant/1');

  await page.goto('/users/collection_list');
  // The tabs are named for the favourites, not as search results.
  const tabs = page.getByRole('tablist', { name: '收藏类型' });
  const goodsTab = tabs.getByRole('tab', { name: /商品/ });
  const shopsTab = tabs.getByRole('tab', { name: /店铺/ });
  await expect(goodsTab).toHaveText('商品 (2)');
  await expect(shopsTab).toHaveText('店铺 (1)');

  await page.getByRole('button', { name: /^取消收藏/ }).filter({ hasNotText: '选中' }).first().click();
  await expect(goodsTab).toHaveText('商品 (1)');
  await expect(page.getByRole('article')).toHaveCount(1);

  await shopsTab.click();
  await expect(page).toHaveURL(/tab=shops/);
  await page.getByRole('button', { name: /取消关注/ }).click();
  await expect(shopsTab).toHaveText('店铺 (0)');
  await expect(page.getByText('还没有关注店铺')).toBeVisible();

  await page.goBack();
  await expect(goodsTab).toHaveAttribute('aria-selected', 'true');
});
