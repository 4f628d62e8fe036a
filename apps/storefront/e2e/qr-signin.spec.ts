import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator } from '@playwright/test';
import { test } from './test.ts';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { demoToken, openSignInDialog, watchProblems } from './support.ts';

/**
 * QR (scan-code) sign-in end to end (spec §2 sign-in dialog, scan-code view):
 * the desktop shows a code, a phone signed in to the mall opens what it
 * encodes (`/middlewares/qr_confirm?ticket=`), says yes, and the desktop is
 * signed in as the phone's shopper without typing anything.
 */

const DEMO = { nickname: /演示用户/ };
/** The phone is a phone: the server lets it through to the confirmation page only (spec §1 mobile redirect). */
const PHONE = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

// The code drawn in the dialog, drawn again here from a URL with the same library:
// the picture carries its URL only as modules, so equal modules mean a phone would read that URL.
const fromUi = createRequire(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/ui/package.json'));
const { QRCodeSVG } = fromUi('qrcode.react') as { QRCodeSVG: ComponentType<{ value: string; size: number; level: string; marginSize: number }> };

/** The dark modules of the code of `url`, as the dialog draws them (packages/ui QrCode: level M, no margin). */
function modulesOf(url: string): string {
  const svg = renderToStaticMarkup(createElement(QRCodeSVG, { value: url, size: 176, level: 'M', marginSize: 0 }));
  return [...svg.matchAll(/<path[^>]* d="([^"]+)"/g)].at(-1)![1]!;
}

async function modulesShown(code: Locator): Promise<string | null> {
  return code.locator('path').last().getAttribute('d');
}

/** A phone already signed in as the demo shopper: its session from the API, in the `token` cookie as the mall keeps it. */
async function signedInPhone(browser: Browser, request: APIRequestContext, baseURL: string): Promise<BrowserContext> {
  const token = await demoToken(request);
  const phone = await browser.newContext({ ...PHONE, baseURL });
  await phone.addCookies([{ name: 'token', value: encodeURIComponent(`Bearer ${token}`), url: baseURL }]);
  return phone;
}

test('a phone signed in to the mall scans the desktop code and confirms; the desktop is signed in as that shopper', async ({ page, browser, request, baseURL }) => {
  const problems = watchProblems(page);
  const tickets: string[] = [];
  page.on('response', async (r) => {
    if (new URL(r.url()).pathname === '/api/front/login/qr/ticket' && r.ok()) tickets.push(((await r.json()) as { data: { ticket: string } }).data.ticket);
  });

  await page.goto('/');
  const dialog = await openSignInDialog(page);
  await dialog.getByRole('button', { name: '扫码登录' }).click();
  await expect(dialog.getByRole('heading', { name: '扫码登录' })).toBeVisible();
  const code = dialog.getByRole('img', { name: '登录二维码' });
  await expect(code).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('请使用已登录商城的手机扫描二维码');
  await expect.poll(() => tickets.length).toBe(1);
  const url = `${baseURL}/middlewares/qr_confirm?ticket=${tickets[0]}`;
  expect(await modulesShown(code)).toBe(modulesOf(url));

  const phone = await signedInPhone(browser, request, baseURL!);
  try {
    const mobile = await phone.newPage();
    // Opening the used code again at the end is refused with a 400.
    const phoneProblems = watchProblems(mobile, { allowClientErrors: true });
    await mobile.goto(url);
    await expect(mobile).toHaveURL(url);
    await expect(mobile.getByRole('heading', { name: '扫码登录' })).toBeVisible();
    await expect(mobile.getByText('确认以 演示用户 的身份在电脑上登录？')).toBeVisible();
    // The desktop learns the code was scanned (it asks every 2 s).
    await expect(dialog.getByRole('status')).toHaveText('已扫码，请在手机上确认登录');
    await expect(page.getByRole('button', { name: DEMO.nickname })).toHaveCount(0);

    await mobile.getByRole('button', { name: '确认登录' }).click();
    await expect(mobile.getByText('已在电脑上登录')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: DEMO.nickname })).toBeVisible();
    // The desktop has a session of its own, not the phone's.
    const desktopToken = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
    const phoneToken = (await phone.cookies()).find((c) => c.name === 'token')?.value;
    expect(desktopToken).toBeTruthy();
    expect(desktopToken).not.toBe(phoneToken);
    // The code served once: opened again, it is refused.
    await mobile.reload();
    await expect(mobile.getByText('二维码已失效，请重新扫码')).toBeVisible();
    expect(phoneProblems).toEqual([]);
  } finally {
    await phone.close();
  }
  // The shopper is signed in on the desktop after a reload too.
  await page.reload();
  await expect(page.getByRole('button', { name: DEMO.nickname })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a code that is unknown or already used shows an error on the phone, and nothing is confirmed', async ({ browser, request, baseURL }) => {
  const phone = await signedInPhone(browser, request, baseURL!);
  try {
    const mobile = await phone.newPage();
    const problems = watchProblems(mobile, { allowClientErrors: true });
    const confirms: string[] = [];
    mobile.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/front/login/qr/confirm') confirms.push(r.url());
    });
    await mobile.goto('/middlewares/qr_confirm?ticket=NoSuchTicket-000000000000');
    await expect(mobile.getByText('二维码已失效，请重新扫码')).toBeVisible();
    await expect(mobile.getByRole('button', { name: '确认登录' })).toHaveCount(0);
    await expect(mobile.getByRole('link', { name: '返回首页' })).toBeVisible();

    // A code confirmed but not yet collected by its desktop cannot be confirmed a second time.
    const ticket = ((await (await request.post('/api/front/login/qr/ticket')).json()) as { data: { ticket: string } }).data.ticket;
    await mobile.goto(`/middlewares/qr_confirm?ticket=${ticket}`);
    await mobile.getByRole('button', { name: '确认登录' }).click();
    await expect(mobile.getByText('已在电脑上登录')).toBeVisible();
    await mobile.reload();
    await expect(mobile.getByText('二维码已失效，请重新扫码')).toBeVisible();
    expect(confirms).toHaveLength(1);
    expect(problems).toEqual([]);
  } finally {
    await phone.close();
  }
});
