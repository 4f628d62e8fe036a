import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startMall, type TestMall } from './harness.ts';

/**
 * The content policy of every answer names exactly the third parties the
 * mall runs: Stripe's origins always, Google Identity Services' and the
 * Facebook SDK's only when that sign-in is configured (issue "Every locale
 * all the way down": Google and Facebook sign-in in the browser).
 */

let plain: TestMall;
let googleOnly: TestMall;
let both: TestMall;
beforeAll(async () => {
  // Configured as the server reads its environment, with the public ids and the secret.
  const google = loadConfig({ GOOGLE_CLIENT_ID: 'csp-client.apps.googleusercontent.com' }).providers;
  const googleAndFacebook = loadConfig({
    GOOGLE_CLIENT_ID: 'csp-client.apps.googleusercontent.com',
    FACEBOOK_APP_ID: '4242',
    FACEBOOK_APP_SECRET: 'csp-secret',
  }).providers;
  [plain, googleOnly, both] = await Promise.all([startMall(), startMall({ providers: google }), startMall({ providers: googleAndFacebook })]);
});
afterAll(async () => {
  await Promise.all([plain?.close(), googleOnly?.close(), both?.close()]);
});

/** The answer's content policy as directive → sources, and its opener policy. */
async function policyOf(mall: TestMall) {
  const res = await fetch(`${mall.url}/api/front/login/method/info`);
  await res.arrayBuffer();
  const csp = res.headers.get('content-security-policy') ?? '';
  const directives = Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
  return { directives, opener: res.headers.get('cross-origin-opener-policy') };
}

const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

describe('content policy by configured sign-in provider', () => {
  it('without Google or Facebook names neither, and keeps pages isolated from popups', async () => {
    const { directives, opener } = await policyOf(plain);
    expect(directives['script-src']).toEqual(["'self'", ...STRIPE.script]);
    expect(directives['frame-src']).toEqual(["'self'", ...STRIPE.frame]);
    expect(directives['connect-src']).toEqual(["'self'", ...STRIPE.connect]);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(JSON.stringify(directives)).not.toMatch(/accounts\.google\.com|facebook\.(com|net)/);
    expect(opener).toBe('same-origin');
  });

  it('with Google adds exactly Google Identity Services, and lets the page keep its sign-in popup', async () => {
    const { directives, opener } = await policyOf(googleOnly);
    expect(directives['script-src']).toEqual(["'self'", ...STRIPE.script, 'https://accounts.google.com/gsi/client']);
    expect(directives['frame-src']).toEqual(["'self'", ...STRIPE.frame, 'https://accounts.google.com/gsi/']);
    expect(directives['connect-src']).toEqual(["'self'", ...STRIPE.connect, 'https://accounts.google.com/gsi/']);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style']);
    expect(JSON.stringify(directives)).not.toMatch(/facebook\.(com|net)/);
    expect(opener).toBe('same-origin-allow-popups');
  });

  it('with Google and Facebook adds the Facebook SDK’s hosts too, and nothing else', async () => {
    const { directives, opener } = await policyOf(both);
    expect(directives['script-src']).toEqual(["'self'", ...STRIPE.script, 'https://accounts.google.com/gsi/client', 'https://connect.facebook.net']);
    expect(directives['frame-src']).toEqual([
      "'self'",
      ...STRIPE.frame,
      'https://accounts.google.com/gsi/',
      'https://www.facebook.com',
      'https://web.facebook.com',
    ]);
    expect(directives['connect-src']).toEqual([
      "'self'",
      ...STRIPE.connect,
      'https://accounts.google.com/gsi/',
      'https://www.facebook.com',
      'https://web.facebook.com',
      'https://graph.facebook.com',
    ]);
    expect(directives['img-src']).toContain('https://www.facebook.com');
    // The policy's own defaults stay: nothing loads from anywhere else, no plugins, no framing by others.
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'self'"]);
    expect(opener).toBe('same-origin-allow-popups');
  });
});
