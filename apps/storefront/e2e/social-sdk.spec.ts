import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import { test } from './test.ts';
import { openSignInDialog, waitOutRepeatGuard, watchProblems } from './support.ts';

/**
 * Google and Facebook sign-in in the dialog through the providers' own
 * scripts (issue "Every locale all the way down", sign-in left unfinished),
 * end to end against the mall as `pnpm start` runs it, configured for both
 * (playwright.config.ts). Nothing leaves the machine: Google Identity
 * Services and the Facebook SDK are local stand-ins served through
 * Playwright's request routing (e2e/google-gsi-standin.js,
 * e2e/facebook-sdk-standin.js), and so are the providers' popup pages,
 * whose tokens the OAuth stand-in (e2e/oauth-standin.mjs) mints: the mall
 * verifies them with that stand-in's keys and Graph API, as it does
 * Google's and Facebook's. The stand-in scripts load under the mall's real
 * content policy, and their popups answer under its real opener policy.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const GSI_STANDIN = readFileSync(path.join(here, 'google-gsi-standin.js'), 'utf8');
const FB_STANDIN = readFileSync(path.join(here, 'facebook-sdk-standin.js'), 'utf8');
/** The OAuth stand-in, on the mall's port + 26 (playwright.config.ts). */
const OAUTH = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 26}`;

const GSI_CLIENT = 'https://accounts.google.com/gsi/client';
const FB_SDK = /^https:\/\/connect\.facebook\.net\/[A-Za-z_]+\/sdk\.js/;
/** Every origin either provider's script or window would reach. */
const PROVIDER_ORIGINS = /^https:\/\/(accounts\.google\.com|connect\.facebook\.net|[a-z]+\.facebook\.com)\//;

/** The names the OAuth stand-in's people carry. */
const GOOGLE_NAME = /Gina Google/;
const FACEBOOK_NAME = /Felix Facebook/;

/** A provider's popup page: one button that posts `message` to the page that opened it, then closes. */
function popupPage(title: string, button: string, message: Record<string, string>, opener: string): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>${title}</title><h1>${title}</h1>
<button type="button" id="go">${button}</button>
<script>document.getElementById('go').addEventListener('click', function () {
  window.opener.postMessage(${JSON.stringify(message)}, ${JSON.stringify(opener)});
  window.close();
});</script></html>`;
}

/** The token the OAuth stand-in puts in the fragment of its redirect back (`param` of it). */
async function mintedToken(url: URL, param: 'id_token' | 'access_token'): Promise<string> {
  const answer = await fetch(url, { redirect: 'manual' });
  const location = answer.headers.get('location');
  if (!location) throw new Error(`the OAuth stand-in refused ${url.pathname}: ${await answer.text()}`);
  const token = new URLSearchParams(new URL(location).hash.slice(1)).get(param);
  if (!token) throw new Error(`no ${param} in ${location}`);
  return token;
}

/**
 * Serves the stand-ins for the scripts (or `abort`s them, as a blocker
 * would), and the providers' popup pages: Google's account chooser with an
 * ID token for the client and nonce the page asked for, Facebook's login
 * dialog with an access token for the app. The context's routes cover the
 * popups too.
 */
async function routeProviders(context: BrowserContext, scripts: { google: 'standin' | 'abort'; facebook: 'standin' | 'abort' }): Promise<void> {
  await context.route(GSI_CLIENT, (route) =>
    scripts.google === 'abort' ? route.abort('blockedbyclient') : route.fulfill({ contentType: 'application/javascript; charset=utf-8', body: GSI_STANDIN }),
  );
  await context.route(FB_SDK, (route) =>
    scripts.facebook === 'abort' ? route.abort('blockedbyclient') : route.fulfill({ contentType: 'application/javascript; charset=utf-8', body: FB_STANDIN }),
  );
  await context.route('https://accounts.google.com/gsi/standin/select?*', async (route) => {
    const asked = new URL(route.request().url()).searchParams;
    const origin = asked.get('origin') ?? '';
    const auth = new URL(`${OAUTH}/google/auth`);
    auth.search = String(
      new URLSearchParams({
        client_id: asked.get('client_id') ?? '',
        redirect_uri: `${origin}/middlewares/callback_google`,
        response_type: 'id_token',
        scope: 'openid email profile',
        nonce: asked.get('nonce') ?? '',
        state: 'in-page',
      }),
    );
    const credential = await mintedToken(auth, 'id_token');
    await route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: popupPage('Sign in with Google', 'Continue as Gina Google', { type: 'gsi-standin-credential', credential }, origin),
    });
  });
  await context.route(/^https:\/\/www\.facebook\.com\/v[\d.]+\/dialog\/oauth\?/, async (route) => {
    const asked = new URL(route.request().url()).searchParams;
    const origin = asked.get('origin') ?? '';
    const dialog = new URL(`${OAUTH}/facebook/dialog`);
    dialog.search = String(
      new URLSearchParams({
        client_id: asked.get('client_id') ?? '',
        redirect_uri: `${origin}/middlewares/callback_facebook`,
        response_type: 'token',
        state: 'in-page',
      }),
    );
    const accessToken = await mintedToken(dialog, 'access_token');
    await route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: popupPage('Log in to Facebook', 'Continue as Felix Facebook', { type: 'fb-standin-login', accessToken, userID: '880001' }, origin),
    });
  });
}

/** Requests to the providers' origins, from the page or any popup. */
function providerRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request: Request) => {
    if (PROVIDER_ORIGINS.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** The browser's own log line for a script the routing blocked, which is the point of that check, not a problem. */
function withoutBlockedScripts(problems: string[]): string[] {
  return problems.filter((p) => !/Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/.test(p));
}

/** When each page last pressed a provider's icon (`Date.now()`). */
const lastPress = new WeakMap<Page, number>();

/**
 * Presses a provider's icon in the open dialog as a shopper would: the icons
 * share one repeat guard (spec §5: presses within 500 ms of the last are
 * swallowed), so a press soon after another waits that out first.
 */
async function pressProvider(page: Page, name: string): Promise<void> {
  const last = lastPress.get(page);
  if (last !== undefined) await waitOutRepeatGuard(page, last);
  await page.getByRole('dialog').getByRole('button', { name }).click();
  // Stamped once the click is done: the press happened before, never after, so the wait is long enough.
  lastPress.set(page, Date.now());
}

/** Presses a provider's icon in the open dialog ({@link pressProvider}) and returns the popup it opens. */
async function pressForPopup(page: Page, name: string): Promise<Page> {
  const popup = page.waitForEvent('popup');
  await pressProvider(page, name);
  return popup;
}

/** A goods page of the seeded mall. */
async function goodsPath(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/front/product/list?page=1&limit=5')).json()) as { data: { list: { id: number }[] } };
  return `/goods_detail/${list.data.list[0]!.id}`;
}

test('pages that never open the sign-in dialog ask neither provider for anything, nor does the dialog until a provider is pressed', async ({ page, context }) => {
  const problems = watchProblems(page);
  const requests = providerRequests(context);
  const goods = await goodsPath(page);
  for (const path of ['/', goods, '/goods/goods_search?title=%E6%89%8B%E6%9C%BA', '/merchant/merchant_street', '/en/']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    // Everything the page asks for has been asked for.
    await page.waitForLoadState('networkidle');
  }
  await page.goto(goods);
  const dialog = await openSignInDialog(page);
  await expect(dialog.getByRole('button', { name: '使用 Google 登录' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: '使用 Facebook 登录' })).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();
  expect(requests).toEqual([]);
  expect(problems).toEqual([]);
});

test('a shopper signs in with Google in the dialog and stays on the goods they were looking at', async ({ page, context }) => {
  const problems = watchProblems(page);
  const requests = providerRequests(context);
  await routeProviders(context, { google: 'standin', facebook: 'standin' });
  const goods = await goodsPath(page);
  await page.goto(goods);
  await openSignInDialog(page);
  const chooser = await pressForPopup(page, '使用 Google 登录');
  // The dialog says a Google sign-in is under way while its window is open.
  await expect(page.getByRole('dialog').getByRole('group', { name: '其他登录方式' }).getByRole('status')).toHaveText('正在通过 Google 登录…');
  await chooser.getByRole('button', { name: 'Continue as Gina Google' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: GOOGLE_NAME })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(goods);
  // Only Google's library was asked for: the Facebook SDK loads when its icon is pressed.
  expect(requests.some((url) => url.startsWith(GSI_CLIENT))).toBe(true);
  expect(requests.some((url) => FB_SDK.test(url))).toBe(false);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'token')?.value).toMatch(/^Bearer(%20| )\w+/);
  expect(problems).toEqual([]);
});

test('a shopper sent to sign in signs in with Facebook in the dialog and lands on the page they asked for', async ({ page, context }) => {
  const problems = watchProblems(page);
  const requests = providerRequests(context);
  await routeProviders(context, { google: 'standin', facebook: 'standin' });
  // A page that needs a session: the guard sends the guest to /login, remembering it.
  await page.goto('/en/users/order_list');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Sign in with Facebook' }).click();
  const login = await popup;
  await login.getByRole('button', { name: 'Continue as Felix Facebook' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: FACEBOOK_NAME })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/en/users/order_list');
  // The SDK in the shopper's language; Google's library was never loaded.
  expect(requests.some((url) => url.startsWith('https://connect.facebook.net/en_US/sdk.js'))).toBe(true);
  expect(requests.some((url) => url.startsWith('https://accounts.google.com/'))).toBe(false);
  expect(problems).toEqual([]);
});

test('a provider window closed before the shopper finished says so in the dialog, and another press starts afresh', async ({ page, context }) => {
  const problems = watchProblems(page);
  await routeProviders(context, { google: 'standin', facebook: 'standin' });
  await page.goto('/');
  const dialog = await openSignInDialog(page);

  const facebook = await pressForPopup(page, '使用 Facebook 登录');
  await facebook.close();
  await expect(dialog.getByRole('alert')).toHaveText('Facebook 登录已关闭或未能显示，登录未完成。请重试，或选择其他登录方式。');
  await expect(dialog.getByRole('button', { name: '前往 Facebook 页面登录' })).toBeVisible();

  const google = await pressForPopup(page, '使用 Google 登录');
  // The new attempt replaces the old note.
  await expect(dialog.getByRole('alert')).toBeHidden();
  await google.close();
  await expect(dialog.getByRole('alert')).toHaveText('Google 登录已关闭或未能显示，登录未完成。请重试，或选择其他登录方式。');
  await expect(page.getByRole('button', { name: '请登录' })).toBeVisible();

  // Pressed again, Facebook's window opens at once and this time the shopper finishes.
  const again = await pressForPopup(page, '使用 Facebook 登录');
  await again.getByRole('button', { name: 'Continue as Felix Facebook' }).click();
  await expect(page.getByRole('button', { name: FACEBOOK_NAME })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a blocked provider script says so in the dialog; the provider’s own page still signs the shopper in, and a later press loads the script', async ({
  page,
  context,
}) => {
  const problems = watchProblems(page);
  await routeProviders(context, { google: 'abort', facebook: 'abort' });
  await page.goto('/');
  const dialog = await openSignInDialog(page);

  await pressProvider(page, '使用 Facebook 登录');
  await expect(dialog.getByRole('alert')).toHaveText('无法加载 Facebook 登录，可能被浏览器或扩展程序拦截了。');
  // Unblocked, the next press tries the script again, and Facebook's window opens.
  await context.unroute(FB_SDK);
  await context.route(FB_SDK, (route) => route.fulfill({ contentType: 'application/javascript; charset=utf-8', body: FB_STANDIN }));
  const facebook = await pressForPopup(page, '使用 Facebook 登录');
  await facebook.close();
  await expect(dialog.getByRole('alert')).toHaveText(/^Facebook 登录已关闭或未能显示/);

  await pressProvider(page, '使用 Google 登录');
  await expect(dialog.getByRole('alert')).toHaveText('无法加载 Google 登录，可能被浏览器或扩展程序拦截了。');
  // Google's own sign-in page (the OAuth stand-in) is the way around the blocker.
  await dialog.getByRole('button', { name: '前往 Google 页面登录' }).click();
  await expect(page.getByRole('button', { name: GOOGLE_NAME })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '');
  expect(withoutBlockedScripts(problems)).toEqual([]);
});
