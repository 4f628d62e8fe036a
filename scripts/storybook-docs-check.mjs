#!/usr/bin/env node
// The designer's pages of the built Storybook (storybook-static/, from `pnpm build-storybook`) open in Chromium:
// the introduction, the tokens page and each family's usage page render their heading and their stories
// without an error, and on the sign-in dialog's docs page an open dialog stays inside its own frame instead of
// covering the page (issue 18).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startPreview } from './previewServer.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const index = JSON.parse(await readFile(path.join(root, 'storybook-static', 'index.json'), 'utf8'));
const pages = Object.values(index.entries).filter((entry) => entry.type === 'docs' && entry.tags.includes('unattached-mdx'));
const server = startPreview({ cwd: root, outDir: 'storybook-static' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const failures = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const open = (id) => server.open(page, `/iframe.html?id=${id}&viewMode=docs`);
  const expected = ['introduction--docs', 'foundations-tokens--docs', 'usage-sign-in--docs', 'usage-header--docs', 'usage-goods--docs', 'usage-cart-and-checkout--docs', 'usage-orders-and-refunds--docs', 'usage-shop-pages--docs', 'usage-feedback--docs', 'usage-page-layout--docs'];
  const missing = expected.filter((id) => !pages.some((entry) => entry.id === id));
  if (missing.length) failures.push(`pages missing from the build: ${missing.join(', ')}`);
  for (const { id, title } of pages) {
    errors.length = 0;
    await open(id);
    const heading = page.locator('.sbdocs h1').first();
    const shown = await heading.waitFor({ timeout: 20_000 }).then(() => true, () => false);
    const text = shown ? await page.locator('.sbdocs').first().innerText() : '';
    if (!shown) failures.push(`${title}: no heading`);
    else if (/Couldn't find story|No story found|Error:/.test(text)) failures.push(`${title}: an error on the page`);
    if (errors.length) failures.push(`${title}: ${errors.join('; ')}`);
    else console.log(`  ✓ ${title}`);
  }
  // The sign-in dialog's docs page: its stories open the dialog, each in a frame of its own.
  await open('auth-signindialog--docs');
  await page.locator('.sbdocs h1').first().waitFor({ timeout: 20_000 });
  const frames = await page.locator('.sbdocs iframe').count();
  const openHere = await page.locator('dialog[open]').count();
  if (frames === 0 || openHere > 0) failures.push(`sign-in dialog docs: ${frames} story frames, ${openHere} dialogs open over the page`);
  else console.log(`  ✓ the sign-in dialog's docs page: ${frames} stories in frames of their own, no dialog over the page`);
} finally {
  await browser.close();
  server.stop();
}
if (failures.length) {
  console.error(failures.map((failure) => `✖ ${failure}`).join('\n'));
  process.exit(1);
}
console.log(`✔ ${pages.length} designer's pages render`);
