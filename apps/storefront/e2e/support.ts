import { expect, type Page } from '@playwright/test';

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
