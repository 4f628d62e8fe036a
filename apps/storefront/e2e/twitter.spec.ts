import { expect } from '@playwright/test';
import { test } from './test.ts';
import { openSignInDialog, watchProblems } from './support.ts';

/**
 * Twitter sign-in (OAuth 1.0a) end to end (spec §2 sign-in dialog and
 * `/middlewares/callback_twitter`, §3 the `twitterToken` cookie, §7 login
 * calls): the mall signs its token requests to a local stand-in of Twitter
 * (e2e/oauth-standin.mjs, on the mall's port + 26), which checks every
 * signature, the browser really leaves for the stand-in's authorization page
 * and comes back with the token and verifier in the query.
 */

/** The screen name the stand-in's person carries. */
const TWITTER_NAME = /TessTweets/;

test('a shopper signs in with Twitter and lands home; the same callback replayed elsewhere is refused', async ({ page, browser, baseURL }) => {
  const problems = watchProblems(page);
  const left: string[] = [];
  let callback = '';
  page.on('request', (r) => {
    if (!r.isNavigationRequest() || r.frame() !== page.mainFrame()) return;
    const url = new URL(r.url());
    left.push(url.pathname);
    if (url.pathname === '/middlewares/callback_twitter') callback = r.url();
  });

  await page.goto('/');
  const dialog = await openSignInDialog(page);
  await dialog.getByRole('button', { name: '使用 Twitter 登录' }).click();
  await expect(page.getByRole('button', { name: TWITTER_NAME })).toBeVisible();
  // Spec §2: after a login the callback is "/"; the token and verifier do not stay in the address bar.
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  expect(left).toEqual(expect.arrayContaining(['/twitter/oauth/authenticate', '/middlewares/callback_twitter']));
  expect(new URL(callback).searchParams.get('oauth_verifier')).toBeTruthy();
  // The request token was kept only for the way back.
  expect((await page.context().cookies()).find((c) => c.name === 'twitterToken')).toBeUndefined();
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeTruthy();
  expect(problems).toEqual([]);

  // Someone who got hold of the callback address cannot sign in with it: the request token was used once.
  const other = await browser.newContext({ baseURL });
  try {
    const replay = await other.newPage();
    const replayProblems = watchProblems(replay, { allowClientErrors: true });
    const answer = replay.waitForResponse((r) => new URL(r.url()).pathname === '/api/front/login/twitter');
    await replay.goto(callback);
    expect((await (await answer).json()).code).toBe(400);
    await expect(replay.getByText(/第三方登录失败: Twitter 登录验证失败/)).toBeVisible();
    await expect(replay.getByRole('link', { name: '返回首页' })).toBeVisible();
    await expect(replay.getByRole('button', { name: '请登录' })).toBeVisible();
    expect((await other.cookies()).find((c) => c.name === 'token')).toBeUndefined();
    expect(replayProblems).toEqual([]);
  } finally {
    await other.close();
  }
});

test('a shopper who refuses on Twitter is told so, and the mall is not asked to sign in', async ({ page }) => {
  const problems = watchProblems(page);
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/front/login/twitter')) logins.push(request.url());
  });
  await page.goto('/middlewares/callback_twitter?denied=refused-request-token');
  await expect(page.getByText('已取消 Twitter 登录')).toBeVisible();
  await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
  await expect(page.getByRole('button', { name: '请登录' })).toBeVisible();
  expect(logins).toEqual([]);
  expect(problems).toEqual([]);
});
