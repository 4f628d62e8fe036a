import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database per run: the journey starts from the seeded mall.
const dataDir = mkdtempSync(path.join(tmpdir(), 'mall-e2e-'));
const { DATABASE_URL: _ignored, ...env } = process.env;

/**
 * End-to-end journeys in Debian's Chromium against the mall started exactly
 * as `pnpm start` starts it (build, then one server for API and storefront).
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 900 },
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: 'pnpm start',
    cwd: path.resolve(here, '../..'),
    url: `http://127.0.0.1:${port}/api/front/pay/method`,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' } as Record<string, string>,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
