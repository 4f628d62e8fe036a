import { test as base } from '@playwright/test';

/** Longest wait for a page to answer clicks after it loaded (ms); pages that never hydrate (scripts off) go on after it. */
const INTERACTIVE_WAIT_MS = 5_000;

/**
 * Playwright's `test` whose `page.goto` also waits until the page answers
 * clicks. A public page comes drawn by the server (issue 17) and its buttons
 * and forms do nothing until the browser has hydrated it, which the layout
 * marks with `<html data-interactive>`; a journey that pressed one earlier
 * would lose the press, as a shopper's would be.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page
        .locator('html[data-interactive="true"]')
        .waitFor({ state: 'attached', timeout: INTERACTIVE_WAIT_MS })
        .catch(() => undefined);
      return response;
    };
    await provide(page);
  },
});
