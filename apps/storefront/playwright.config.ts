import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { E2E_OPERATOR } from './e2e/operator.ts';
import { STRIPE_E2E_KEYS, stripeStandinPort } from './e2e/stripeStandin.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database per run: the journey starts from the seeded mall.
// Workers load this file again; they inherit the folder the first load made.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'mall-e2e-'));
const smtpPort = port + 25;
// Google's, Facebook's and Twitter's sign-in, played by a local stand-in (e2e/oauth-standin.mjs).
const oauthPort = port + 26;
const oauthUrl = `http://127.0.0.1:${oauthPort}`;
const oauth = {
  GOOGLE_CLIENT_ID: 'e2e-client.apps.googleusercontent.com',
  FACEBOOK_APP_ID: '424242',
  FACEBOOK_APP_SECRET: 'e2e-facebook-secret',
  TWITTER_CONSUMER_KEY: 'e2e-twitter-key',
  TWITTER_CONSUMER_SECRET: 'e2e-twitter-secret',
};
// Stripe's API, played by a local stand-in (apps/server/test/stripeStandin.ts); Stripe.js is routed in the page (e2e/stripe.spec.ts).
const stripePort = stripeStandinPort(port);
const stripe = STRIPE_E2E_KEYS;
const stripeStandinUrl = `http://127.0.0.1:${stripePort}`;
const env = process.env;
// The tests read codes where the mall puts them: SMS in the outbox, emails at the SMTP sink.
process.env.E2E_DATA_DIR = dataDir;

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
  webServer: [
    {
      command: 'node e2e/smtp-sink.mjs',
      cwd: here,
      port: smtpPort,
      env: { ...env, SMTP_PORT: String(smtpPort), MAIL_DIR: dataDir } as Record<string, string>,
      reuseExistingServer: false,
    },
    {
      command: 'node e2e/oauth-standin.mjs',
      cwd: here,
      port: oauthPort,
      env: { ...env, ...oauth, OAUTH_PORT: String(oauthPort) } as Record<string, string>,
      reuseExistingServer: false,
    },
    {
      command: 'node --import tsx test/stripeStandin.ts',
      cwd: path.resolve(here, '../server'),
      port: stripePort,
      env: {
        ...env,
        ...stripe,
        STRIPE_STANDIN_PORT: String(stripePort),
        STRIPE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/pay/stripe/webhook`,
      } as Record<string, string>,
      reuseExistingServer: false,
    },
    {
      // The operator who ships orders, created with the command line first: it cannot open the
      // embedded database while the mall runs. The mall seeds the database it migrated.
      command: `pnpm --filter @mall/server admin operator create --email ${E2E_OPERATOR.email} --password '${E2E_OPERATOR.password}' && pnpm start`,
      cwd: path.resolve(here, '../..'),
      url: `http://127.0.0.1:${port}/api/front/pay/method`,
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The mall as `pnpm start` runs it on a fresh machine: embedded database, state in memory.
        // Playwright adds these to the runner's environment, so they are blanked rather than left out
        // (Redis would carry code limits over from earlier runs on this machine).
        DATABASE_URL: '',
        REDIS_URL: '',
        // Emails really travel (to the local sink); SMS go to the outbox (no gateway configured).
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Mall <no-reply@mall.test>',
        // Google, Facebook and Twitter sign-in on, every call of theirs answered by the stand-in.
        ...oauth,
        GOOGLE_AUTH_URL: `${oauthUrl}/google/auth`,
        GOOGLE_JWKS_URL: `${oauthUrl}/google/certs`,
        FACEBOOK_DIALOG_URL: `${oauthUrl}/facebook/dialog`,
        FACEBOOK_GRAPH_URL: `${oauthUrl}/graph`,
        TWITTER_API_URL: `${oauthUrl}/twitter`,
        // Card payment on, every call to Stripe's API answered by the stand-in, which signs the webhooks it sends back.
        ...stripe,
        STRIPE_API_URL: stripeStandinUrl,
        // Twitter sends the browser back to the callback the mall names from this: the mall under test.
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      } as Record<string, string>,
      timeout: 360_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
  ],
});
