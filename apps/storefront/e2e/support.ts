import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_WIRE_TIME_ZONE, decodeAnswer, endpointOf, type AdminLoginResult } from '@mall/api';
import { E2E_OPERATOR } from './operator.ts';

/**
 * `data` of a 200 envelope as the storefront's client reads it: decoded from
 * the provider's wire format into the model (cents, arrays, `Date`s) by the
 * contract's codec, so journeys reason in the storefront's units.
 * @throws {Error} for a path outside the contract.
 */
export function modelOf<T>(method: 'GET' | 'POST', path: string, data: unknown): T {
  const key = endpointOf(method, path);
  if (!key) throw new Error(`${method} ${path} is not an endpoint of the contract`);
  return decodeAnswer(key, data, { origin: '', timeZone: DEFAULT_WIRE_TIME_ZONE }) as T;
}

/**
 * Collects script errors and console errors; a test fails on any. With
 * `allowClientErrors`, the browser's log of a 4xx answer is not a problem
 * (a refused sign-in answers 400 by design).
 */
export function watchProblems(page: Page, options: { allowClientErrors?: boolean } = {}): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (options.allowClientErrors && /status of 4\d\d/.test(message.text())) return;
    problems.push(`console error: ${message.text()}`);
  });
  return problems;
}

/** Opens the sign-in dialog from the header and waits for its first view. */
export async function openSignInDialog(page: Page) {
  // The header's button does nothing until the page the server drew is hydrated.
  await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: '请登录' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: '账号登录' })).toBeVisible();
  return dialog;
}

/** Signs out through the user menu (whose button carries the nickname) and its confirmation. */
export async function signOut(page: Page, nickname: RegExp) {
  await page.getByRole('button', { name: nickname }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('dialog', { name: '退出登录' }).getByRole('button', { name: '退出', exact: true }).click();
  await expect(page.getByRole('button', { name: '请登录' })).toBeVisible();
}

/** The seeded demo shopper (+86). */
export const DEMO_SHOPPER = { phone: '13800138000', password: 'Demo@123456' } as const;

/** Signs in as the demo shopper with phone and password in the sign-in dialog, which must be open. */
export async function signInAsDemoInDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '账号登录' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: '手机号' }).fill(DEMO_SHOPPER.phone);
  await dialog.getByLabel('密码').fill(DEMO_SHOPPER.password);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Signs the demo shopper in through the API; returns the token for the `authori-zation` header. */
export async function demoToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/front/login/mobile/password', {
    data: { ...DEMO_SHOPPER, countryCode: '86' },
  });
  const body = (await login.json()) as { code: number; message: string; data: { token: string } };
  expect(body.code, body.message).toBe(200);
  return body.data.token;
}

/**
 * Spec §5: a button that calls the server ignores presses within 500 ms of
 * its last one (`SERVER_ACTION_GUARD_MS` of @mall/ui), whatever it shows by
 * then. A journey pressing the same button again (follow, then unfollow)
 * waits that long after the first press (`pressedAt`, from `Date.now()`), as
 * a shopper's deliberate second press would; a quicker one is swallowed.
 */
export async function waitOutRepeatGuard(page: Page, pressedAt: number): Promise<void> {
  // A margin for the clock of the page, which stamped the press.
  const left = pressedAt + 500 + 100 - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

/**
 * Takes back every favourite and follow of the demo shopper, through the API,
 * so a journey that favourites or follows starts from the same state whatever
 * ran before it in this mall.
 */
export async function resetDemoFavourites(request: APIRequestContext): Promise<void> {
  const headers = { 'authori-zation': await demoToken(request) };
  const read = async <T,>(path: string): Promise<T[]> =>
    ((await (await request.get(path, { headers })).json()) as { data: { list: T[] } }).data.list;
  const goods = await read<{ productId: number }>('/api/front/collect/product/list?page=1&limit=100');
  if (goods.length > 0) {
    const res = await request.post('/api/front/collect/delete/product', { headers, data: { ids: goods.map((g) => g.productId) } });
    expect(((await res.json()) as { code: number }).code).toBe(200);
  }
  for (const shop of await read<{ merId: number }>('/api/front/collect/merchant/list?page=1&limit=100')) {
    const res = await request.post(`/api/front/collect/cancel/merchant/${shop.merId}`, { headers });
    expect(((await res.json()) as { code: number }).code).toBe(200);
  }
}

/** Signs the browser in with a token from the API (the `token` cookie the storefront keeps, spec §4 Session). */
export async function signInWithToken(page: Page, token: string, baseURL: string | undefined): Promise<void> {
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(`Bearer ${token}`), url: baseURL! }]);
}

/**
 * Calls an endpoint of the contract as `token`'s holder (a shopper's, or an
 * operator's for `/api/admin/*`), expects a 200 envelope, and answers its
 * `data` in the model (cents, `Date`s) as the storefront reads it.
 */
export async function callApi<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const headers = { 'authori-zation': token, 'Form-type': 'pc' };
  const res = method === 'GET' ? await request.get(path, { headers }) : await request.post(path, { headers, data: body ?? {} });
  const envelope = (await res.json()) as { code: number; message: string; data: unknown };
  expect(envelope.code, `${method} ${path}: ${envelope.message}`).toBe(200);
  return modelOf<T>(method, path.split('?')[0]!, envelope.data);
}

/** {@link callApi} bound to a request context and a token: `api<T>(method, path, body?)`. */
export type Api = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;

/** The API as `token`'s holder (see {@link callApi}). */
export function apiOf(request: APIRequestContext, token: string): Api {
  return (method, path, body) => callApi(request, token, method, path, body);
}

/** The operator's token, signed in through `/api/admin/login` (the operator the command line created before the mall started). */
export async function operatorToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/admin/login', { data: E2E_OPERATOR });
  const body = (await login.json()) as { code: number; message: string; data: AdminLoginResult };
  expect(body.code, body.message).toBe(200);
  return body.data.token;
}

/** The operator's API (see {@link operatorToken}). */
export async function operatorApi(request: APIRequestContext): Promise<Api> {
  return apiOf(request, await operatorToken(request));
}

/**
 * Opens `path` and waits until the page answers clicks: a public page comes
 * drawn by the server (issue 17), and its buttons do nothing until the
 * browser has hydrated it (the layout then marks `<html data-interactive>`).
 */
export async function gotoInteractive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
}
