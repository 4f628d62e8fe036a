import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './test.ts';
import { gotoInteractive, openSignInDialog, signOut, watchProblems } from './support.ts';

/**
 * Google and Facebook sign-in by redirect, end to end (spec §2 third-party
 * sign-in callbacks, §7 login calls): the way the dialog offers when the
 * provider's script cannot run in the page (blocked here, as a blocker
 * would; the in-page sign-in is e2e/social-sdk.spec.ts). The browser really
 * leaves for the provider (a local stand-in, e2e/oauth-standin.mjs, on the
 * mall's port + 26), comes back with a token in the fragment, and the mall
 * verifies it with the stand-in's keys and Graph API. No provider script
 * runs in the page.
 */

/** Blocks Google's and Facebook's scripts, as a content blocker does. */
async function blockProviderScripts(page: Page): Promise<void> {
  await page.route('https://accounts.google.com/gsi/client', (route) => route.abort('blockedbyclient'));
  await page.route(/^https:\/\/connect\.facebook\.net\//, (route) => route.abort('blockedbyclient'));
}

/** The browser's own log line for the scripts blocked on purpose, which is not a problem. */
function withoutBlockedScripts(problems: string[]): string[] {
  return problems.filter((p) => !/Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/.test(p));
}

/** Presses the provider's icon, whose script is blocked, then the way to its own page. */
async function signInOnProviderPage(dialog: Locator, provider: 'Google' | 'Facebook'): Promise<void> {
  await dialog.getByRole('button', { name: `使用 ${provider} 登录` }).click();
  await dialog.getByRole('button', { name: `前往 ${provider} 页面登录` }).click();
}

/** The names the stand-in's people carry. */
const GOOGLE_NAME = /Gina Google/;
const FACEBOOK_NAME = /Felix Facebook/;

test.describe.configure({ mode: 'serial' });

test('a shopper signs in with Google, signs out, then signs in with Facebook and returns to the goods they were buying', async ({ page, request }) => {
  const problems = watchProblems(page);
  const left: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) left.push(new URL(r.url()).pathname);
  });

  await blockProviderScripts(page);
  await page.goto('/');
  let dialog = await openSignInDialog(page);
  await signInOnProviderPage(dialog, 'Google');
  await expect(page.getByRole('button', { name: GOOGLE_NAME })).toBeVisible();
  // Home again, and the token is not left in the address bar.
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '');
  expect(left).toEqual(expect.arrayContaining(['/google/auth', '/middlewares/callback_google']));
  await signOut(page, GOOGLE_NAME);

  const list = (await (await request.get('/api/front/product/list?page=1&limit=5')).json()).data.list as { id: number }[];
  const goods = `/goods_detail/${list[0]!.id}`;
  await gotoInteractive(page, goods);
  await page.getByRole('button', { name: '立即购买' }).click();
  dialog = page.getByRole('dialog');
  await signInOnProviderPage(dialog, 'Facebook');
  await expect(page.getByRole('button', { name: FACEBOOK_NAME })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === goods && url.hash === '');
  expect(left).toEqual(expect.arrayContaining(['/facebook/dialog', '/middlewares/callback_facebook']));
  await signOut(page, FACEBOOK_NAME);
  expect(withoutBlockedScripts(problems)).toEqual([]);
});

test('an answer whose state is not the one this tab sent is refused, and nothing is sent to the mall', async ({ page }) => {
  const problems = watchProblems(page);
  const signIns: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/front\/login\/(google|facebook)$/.test(new URL(r.url()).pathname)) signIns.push(r.url());
  });
  // The provider's genuine answer (a valid ID token for this sign-in's nonce), its state swapped on the way back.
  await page.route(
    (url) => url.pathname === '/google/auth',
    async (route) => {
      const answer = await route.fetch({ maxRedirects: 0 });
      const location = answer.headers()['location']!;
      await route.fulfill({ status: 302, headers: { location: location.replace(/([#&])state=[^&]*/, '$1state=forged') } });
    },
  );

  await blockProviderScripts(page);
  await page.goto('/');
  const dialog = await openSignInDialog(page);
  await signInOnProviderPage(dialog, 'Google');
  await expect(page.getByText(/通过 Google 登录失败: 此登录结果并非由本标签页发起/)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/middlewares/callback_google' && url.hash === '');
  await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
  await expect(page.getByRole('button', { name: '请登录' })).toBeVisible();

  // A callback nobody started in this tab is refused too.
  await page.goto('/middlewares/callback_facebook#access_token=EAAforged0000&state=anything');
  await expect(page.getByText(/通过 Facebook 登录失败: 此登录结果并非由本标签页发起/)).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: '请登录' })).toBeVisible();
  expect(signIns).toEqual([]);
  expect(withoutBlockedScripts(problems)).toEqual([]);
});
