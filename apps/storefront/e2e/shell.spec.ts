import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './test.ts';
import { gotoInteractive, signInAsDemoInDialog, watchProblems } from './support.ts';

/**
 * The storefront shell in Chromium against the mall as `pnpm start` runs it
 * (spec §1, §2, §4, §9): the fixed header, languages in the path and the
 * `locale` cookie, route guards, the session, mobile redirects, the 404 page
 * and accessibility of the shell in every locale.
 */

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';


/** Whether the element or one of its ancestors is `position: fixed`. */
function isFixed(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).position === 'fixed') return true;
    }
    return false;
  });
}

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
  // Let the scroll listener's state reach the screen.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function signInWithDialog(page: Page): Promise<void> {
  await signInAsDemoInDialog(page);
  await expect(page.getByRole('button', { name: /演示用户/ })).toBeVisible();
}

async function tokenCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === 'token')?.value;
}

test('the header becomes fixed after more than 120 px of scroll, and the home category panel hides', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: '搜索商品' });
  const pinnedCategories = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '手机数码' });
  await expect(search).toBeVisible();
  await expect(pinnedCategories).toBeVisible();
  // The blocks below the banners load after the first screen; the page must be tall enough to scroll.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(400);

  await scrollTo(page, 119);
  expect(await isFixed(search)).toBe(false);
  await expect(pinnedCategories).toBeVisible();

  await scrollTo(page, 121);
  await expect.poll(() => isFixed(search)).toBe(true);
  await expect(search).toBeInViewport();
  await expect(pinnedCategories).toBeHidden();
  // The back-to-top button of the floating window appears with it and scrolls home smoothly.
  await page.getByRole('button', { name: '回到顶部' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect.poll(() => isFixed(search)).toBe(false);
  expect(problems).toEqual([]);
});

test('the language switch changes the text and the path, and the choice survives a reload', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/goods/goods_search?title=%E7%89%99%E8%86%8F');
  await expect(page.getByRole('button', { name: '请登录' })).toBeVisible();

  await page.getByRole('button', { name: /语言/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/goods\/goods_search\?title=%E7%89%99%E8%86%8F$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await page.context().cookies()).find((c) => c.name === 'locale')?.value).toBe('en');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/goods\/goods_search/);

  // A path without a prefix opens in the saved language.
  await page.goto('/goods_detail/1');
  await expect(page).toHaveURL(/\/en\/goods_detail\/1$/);

  // Lao: prefix `lao`, language tag `lo`, Lao text.
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'ລາວ' }).click();
  await expect(page).toHaveURL(/\/lao\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'lo');

  // Back to the default language: no prefix.
  await gotoInteractive(page, '/lao/');
  await page.locator('header').getByRole('button', { name: /ລາວ/ }).click();
  await page.getByRole('menuitemradio', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('button', { name: '请登录' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: '请登录' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a guest on an auth-required page signs in and lands back on it with its query', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/users/order_list?orderStatus=2');
  await expect(page).toHaveURL(/\/login$/);
  await signInWithDialog(page);
  await expect(page).toHaveURL(/\/users\/order_list\?orderStatus=2$/);
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();

  // Signed in, `/login` is guest-only: it goes home.
  await page.goto('/login');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('dialog', { name: '账号登录' })).toBeHidden();
  expect(problems).toEqual([]);
});

test('an expired or unknown token makes the storefront a guest on the next load', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent('Bearer 0123456789abcdef0123456789abcdef'), url: baseURL! }]);
  await page.goto('/');
  await expect(page.getByRole('button', { name: '请登录' })).toBeVisible();
  await expect.poll(() => tokenCookie(page)).toBeUndefined();
});

test('logout asks first, then clears the session, the cart count and local storage and goes home', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/login');
  await signInWithDialog(page);
  await page.goto('/users/order_list?orderStatus=1');
  await page.evaluate(() => window.localStorage.setItem('evaluationInfo', JSON.stringify({ orderNo: 'PT1' })));
  expect(await tokenCookie(page)).toBeTruthy();

  await page.getByRole('button', { name: /演示用户/ }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  const confirm = page.getByRole('dialog', { name: '退出登录' });
  // Cancelling keeps the shopper signed in.
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: /演示用户/ })).toBeVisible();

  await page.getByRole('button', { name: /演示用户/ }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await confirm.getByRole('button', { name: '退出', exact: true }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('button', { name: '请登录' })).toBeVisible();
  await expect(page.getByRole('link', { name: /我的购物车/ })).not.toContainText(/[1-9]/);
  expect(await tokenCookie(page)).toBeUndefined();
  expect(await page.evaluate(() => window.localStorage.getItem('evaluationInfo'))).toBeNull();
  expect(problems).toEqual([]);
});

test('a mobile user agent is sent to the same page of the mobile mall, a desktop one is not', async ({ request }) => {
  const mobilePages: Record<string, string> = {
    '/': 'https://m.mall.example.com/',
    '/goods_detail/1': 'https://m.mall.example.com/pages/goods/goods_details/index?id=1',
    '/en/users/order_list': 'https://m.mall.example.com/pages/goods/order_list/index',
  };
  for (const [path, mobilePage] of Object.entries(mobilePages)) {
    const mobile = await request.get(path, { headers: { 'User-Agent': IPHONE }, maxRedirects: 0 });
    expect(mobile.status(), path).toBe(302);
    expect(mobile.headers()['location'], path).toBe(mobilePage);
    const desktop = await request.get(path, { headers: { 'User-Agent': DESKTOP }, maxRedirects: 0 });
    expect(desktop.status(), path).toBe(200);
    expect(desktop.headers()['content-type']).toContain('text/html');
  }
  // The API is never redirected.
  const api = await request.get('/api/front/pay/method', { headers: { 'User-Agent': IPHONE }, maxRedirects: 0 });
  expect(api.status()).toBe(200);
});

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('a page whose code cannot be fetched shows the load-failed page, not the browser\'s error text', async ({ page }) => {
  // The goods page's chunk never arrives (a deploy removed it, the network dropped it).
  await page.route(/\/assets\/goods_detail-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/');
  await page.locator('a[href^="/goods_detail/"]').first().click();
  await expect(page.getByRole('heading', { name: '加载失败' })).toBeVisible();
  await expect(page.getByText('服务器开小差了，请稍后刷新重试。')).toBeVisible();
  await expect(page.getByText(/dynamically imported module|assets\//)).toHaveCount(0);
});

test('the footer names its address and licence lines once each', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('地址：浙江省杭州市');
  await expect(footer).toContainText('营业执照：91330110MA2DEMO000');
  const text = (await footer.textContent()) ?? '';
  expect(text).not.toMatch(/地址：\s*(公司)?地址/);
  expect(text).not.toMatch(/营业执照：\s*营业执照/);
});

for (const prefix of ['', 'en', 'fr', 'th', 'lao']) {
  test(`axe finds nothing on the shell in ${prefix || 'zh-CN'}`, async ({ page }) => {
    await page.goto(`/${prefix}`);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('list', { name: /./ }).first()).toBeVisible();
    const home = await new AxeBuilder({ page }).analyze();
    expect(home.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await page.goto(`/${prefix ? `${prefix}/` : ''}no/such/page`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const notFound = await new AxeBuilder({ page }).analyze();
    expect(notFound.violations.map((v) => v.id)).toEqual([]);
  });
}
