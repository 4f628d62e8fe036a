import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACEBOOK_DIALOG_URL, GOOGLE_AUTH_URL } from '@mall/api';
import { loadConfig } from '../src/config.ts';
import { appUser, userIdentity } from '../src/db/schema.ts';
import { facebookStandIn, googleStandIn, twitterStandIn } from './standins.ts';
import { startMall, stateOf, type TestMall } from './harness.ts';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
let mall: TestMall;
let google: Awaited<ReturnType<typeof googleStandIn>>;
let facebook: Awaited<ReturnType<typeof facebookStandIn>>;
let twitter: Awaited<ReturnType<typeof twitterStandIn>>;

beforeAll(async () => {
  google = await googleStandIn();
  facebook = await facebookStandIn('fb-app', 'fb-secret');
  twitter = await twitterStandIn('tw-key', 'tw-secret');
  mall = await startMall({
    providers: {
      google: { clientId: CLIENT_ID, jwksUrl: google.jwksUrl },
      facebook: { appId: 'fb-app', appSecret: 'fb-secret', graphUrl: facebook.graphUrl },
      twitter: { consumerKey: 'tw-key', consumerSecret: 'tw-secret', callbackUrl: 'http://mall.test/middlewares/callback_twitter', apiUrl: twitter.apiUrl },
    },
  });
});
afterAll(async () => {
  await mall.close();
  await Promise.all([google.close(), facebook.close(), twitter.close()]);
});

let ip = 0;
const client = () => ({ 'x-forwarded-for': `10.2.0.${++ip}` });
const googleLogin = (token: string) => mall.http('POST', '/api/front/login/google', { body: token, headers: client() });

describe('Google', () => {
  it('reports Google, Facebook and Twitter as on, with the public ids', async () => {
    const info = (await mall.http('GET', '/api/front/login/method/info')).body.data;
    expect(info).toMatchObject({ googleOpen: true, googleClientId: CLIENT_ID, facebookOpen: true, facebookAppId: 'fb-app', twitterOpen: true });
    // Unless configured otherwise, the storefront sends shoppers to the real sign-in pages.
    expect(info).toMatchObject({ googleAuthUrl: GOOGLE_AUTH_URL, facebookDialogUrl: FACEBOOK_DIALOG_URL });
  });

  it('reports the sign-in pages the configuration names (GOOGLE_AUTH_URL, FACEBOOK_DIALOG_URL)', async () => {
    const { providers } = loadConfig({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_AUTH_URL: 'http://idp.test/google/auth',
      FACEBOOK_APP_ID: 'fb-app',
      FACEBOOK_APP_SECRET: 'fb-secret',
      FACEBOOK_DIALOG_URL: 'http://idp.test/facebook/dialog',
    });
    const configured = await startMall({ providers });
    try {
      const info = (await configured.http('GET', '/api/front/login/method/info')).body.data;
      expect(info).toMatchObject({ googleAuthUrl: 'http://idp.test/google/auth', facebookDialogUrl: 'http://idp.test/facebook/dialog' });
    } finally {
      await configured.close();
    }
  });

  it('creates an account from a verified ID token, then signs the same person in again', async () => {
    const token = await google.sign({ sub: 'g-1001', name: 'Ada Google', email: 'ada@gmail.test', email_verified: true });
    const first = await googleLogin(token);
    expect(first.body.data).toMatchObject({ type: 'register', userType: 'google', nikeName: 'Ada Google', email: 'ada@gmail.test' });
    const again = await googleLogin(await google.sign({ sub: 'g-1001', name: 'Ada Google' }));
    expect(again.body.data).toMatchObject({ type: 'login', uid: first.body.data.uid });
    const info = await mall.http('GET', '/api/front/user/info', { token: again.body.data.token });
    expect(info.body.data.userType).toBe('google');
  });

  it('refuses a token for another audience, from another issuer, expired, or signed with an unpublished key, and writes nothing', async () => {
    const before = await stateOf(mall.db);
    const bad = [
      await google.sign({ sub: 'g-2' }, { audience: 'someone-else' }),
      await google.sign({ sub: 'g-2' }, { issuer: 'https://evil.test' }),
      await google.sign({ sub: 'g-2' }, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      await google.sign({ sub: 'g-2' }, { key: 'foreign' }),
    ];
    for (const token of bad) {
      const res = await googleLogin(token);
      expect(res.body.code).toBe(400);
      expect(res.body.message).toMatch(/Google/);
    }
    expect(await stateOf(mall.db)).toEqual(before);
    expect(await mall.db.select().from(userIdentity).where(eq(userIdentity.subject, 'g-2'))).toEqual([]);
  });

  it('links to the account of a verified email, but never reaches it through an unverified one', async () => {
    const email = 'owner@example.com';
    const [owner] = await mall.db.insert(appUser).values({ email, nickname: 'owner', userType: 'email' }).returning();
    const unverified = await googleLogin(await google.sign({ sub: 'g-3', email, email_verified: false }));
    expect(unverified.body.data.uid).not.toBe(owner!.id);
    expect(unverified.body.data.email).toBe('');
    const verified = await googleLogin(await google.sign({ sub: 'g-4', email, email_verified: true }));
    expect(verified.body.data).toMatchObject({ type: 'login', uid: owner!.id });
  });

  it('is refused with 403 on a mall without Google', async () => {
    const plain = await startMall();
    try {
      const res = await plain.http('POST', '/api/front/login/google', { body: await google.sign({ sub: 'g-5' }) });
      expect(res.body.code).toBe(403);
      expect((await plain.http('GET', '/api/front/login/method/info')).body.data).toMatchObject({
        googleOpen: false,
        googleAuthUrl: '',
        facebookOpen: false,
        facebookDialogUrl: '',
      });
    } finally {
      await plain.close();
    }
  });
});

describe('Facebook', () => {
  it('signs in when Facebook vouches for the token, app and user', async () => {
    facebook.issue('fb-token-1', { userId: '7001', name: 'Fay Book', email: 'fay@fb.test' });
    const res = await mall.http('POST', '/api/front/login/facebook', {
      body: { id: '7001', name: 'anything the browser says', accessToken: 'fb-token-1' },
      headers: client(),
    });
    expect(res.body.data).toMatchObject({ type: 'register', userType: 'facebook', nikeName: 'Fay Book', email: 'fay@fb.test' });
  });

  it('takes the person from the Graph API: the name, email and picture the browser sends are ignored', async () => {
    facebook.issue('fb-token-real', { userId: '7010', name: 'Real Fay', email: 'real@fb.test', picture: 'https://fb.test/real.jpg' });
    const res = await mall.http('POST', '/api/front/login/facebook', {
      body: { id: '7010', name: 'Mallory', email: 'owner@example.com', picture: 'https://evil.test/p.jpg', accessToken: 'fb-token-real' },
      headers: client(),
    });
    expect(res.body.data).toMatchObject({ type: 'register', userType: 'facebook', nikeName: 'Real Fay', email: 'real@fb.test' });
    const info = await mall.http('GET', '/api/front/user/info', { token: res.body.data.token });
    expect(info.body.data).toMatchObject({ nickname: 'Real Fay', avatar: 'https://fb.test/real.jpg', email: 'real@fb.test' });
  });

  it('signs in with the access token alone (the redirect sign-in), as the same person each time', async () => {
    facebook.issue('fb-token-redirect-1', { userId: '7020', name: 'Red Irect', email: 'redirect@fb.test' });
    facebook.issue('fb-token-redirect-2', { userId: '7020', name: 'Red Irect', email: 'redirect@fb.test' });
    const first = await mall.http('POST', '/api/front/login/facebook', { body: { accessToken: 'fb-token-redirect-1' }, headers: client() });
    expect(first.body.data).toMatchObject({ type: 'register', userType: 'facebook', nikeName: 'Red Irect', email: 'redirect@fb.test' });
    const again = await mall.http('POST', '/api/front/login/facebook', { body: { accessToken: 'fb-token-redirect-2' }, headers: client() });
    expect(again.body.data).toMatchObject({ type: 'login', uid: first.body.data.uid });
  });

  it('never reaches an account through an email the browser claims', async () => {
    const email = 'fb-owner@example.com';
    const [owner] = await mall.db.insert(appUser).values({ email, nickname: 'fb-owner', userType: 'email' }).returning();
    // Facebook knows no email for this person; the browser says it is the owner's.
    facebook.issue('fb-token-no-email', { userId: '7030', name: 'No Mail' });
    const res = await mall.http('POST', '/api/front/login/facebook', { body: { name: 'fb-owner', email, accessToken: 'fb-token-no-email' }, headers: client() });
    expect(res.body.data.uid).not.toBe(owner!.id);
    expect(res.body.data).toMatchObject({ type: 'register', nikeName: 'No Mail', email: '' });
  });

  it('refuses an unknown token, a token of another app, and an id that is not the token’s user', async () => {
    facebook.issue('fb-token-other-app', { userId: '7002', name: 'X', appId: 'another-app' });
    facebook.issue('fb-token-2', { userId: '7003', name: 'Y' });
    for (const body of [
      { id: '7002', name: 'X', accessToken: 'fb-token-unknown' },
      { accessToken: 'fb-token-unknown' },
      { id: '7002', name: 'X', accessToken: 'fb-token-other-app' },
      { accessToken: 'fb-token-other-app' },
      { id: '7001', name: 'Y', accessToken: 'fb-token-2' },
    ]) {
      const res = await mall.http('POST', '/api/front/login/facebook', { body, headers: client() });
      expect(res.body.code, body.accessToken).toBe(400);
    }
  });
});

describe('Twitter (OAuth 1.0a)', () => {
  it('starts with a request token whose secret stays on the server, and finishes once', async () => {
    const start = await mall.http('GET', '/api/front/login/twitter/request/token?end=pc', { headers: client() });
    expect(start.body.data.tokenSecret).toBe('');
    expect(start.body.data.authorizationURL).toBe(`${twitter.apiUrl}/oauth/authenticate?oauth_token=${start.body.data.token}`);
    const verifier = twitter.authorize(start.body.data.token, { userId: '9001', screenName: 'tweety' });
    const body = { oauthToken: start.body.data.token, oauthTokenSecret: 'ignored', oauthVerifier: verifier };
    const done = await mall.http('POST', '/api/front/login/twitter', { body, headers: client() });
    expect(done.body.data).toMatchObject({ type: 'register', userType: 'twitter', nikeName: 'tweety' });
    const replay = await mall.http('POST', '/api/front/login/twitter', { body, headers: client() });
    expect(replay.body.code).toBe(400);
  });

  it('refuses a wrong verifier, and serves only end=pc', async () => {
    const start = await mall.http('GET', '/api/front/login/twitter/request/token?end=pc', { headers: client() });
    twitter.authorize(start.body.data.token, { userId: '9002', screenName: 'other' });
    const res = await mall.http('POST', '/api/front/login/twitter', {
      body: { oauthToken: start.body.data.token, oauthVerifier: 'forged' },
      headers: client(),
    });
    expect(res.body.code).toBe(400);
    expect((await mall.http('GET', '/api/front/login/twitter/request/token?end=h5', { headers: client() })).body.code).toBe(400);
  });
});

describe('QR sign-in', () => {
  it('signs the desktop in as the phone’s account once the phone confirms, exactly once', async () => {
    const phoneToken = await mall.login();
    const { ticket, pollKey, expiresIn } = (await mall.http('POST', '/api/front/login/qr/ticket', { headers: client() })).body.data;
    expect(expiresIn).toBe(120);
    const poll = () => mall.http('GET', `/api/front/login/qr/status?ticket=${ticket}&pollKey=${pollKey}`);
    expect((await poll()).body.data).toEqual({ status: 'waiting', login: null });
    expect((await mall.http('POST', '/api/front/login/qr/scan', { body: { ticket } })).body.code).toBe(401);
    await mall.http('POST', '/api/front/login/qr/scan', { body: { ticket }, token: phoneToken });
    expect((await poll()).body.data.status).toBe('scanned');
    // A photo of the QR code is not enough to collect the session.
    const stranger = await mall.http('GET', `/api/front/login/qr/status?ticket=${ticket}&pollKey=${'x'.repeat(24)}`);
    expect(stranger.body.data.status).toBe('expired');
    await mall.http('POST', '/api/front/login/qr/confirm', { body: { ticket }, token: phoneToken });
    const confirmed = (await poll()).body.data;
    expect(confirmed.status).toBe('confirmed');
    const info = await mall.http('GET', '/api/front/user/info', { token: confirmed.login.token });
    expect(info.body.data.uid).toBe(1);
    expect((await poll()).body.data).toEqual({ status: 'expired', login: null });
  });

  it('expires tickets after 2 minutes', async () => {
    const phoneToken = await mall.login();
    const { ticket, pollKey } = (await mall.http('POST', '/api/front/login/qr/ticket', { headers: client() })).body.data;
    mall.advanceClock(121_000);
    expect((await mall.http('GET', `/api/front/login/qr/status?ticket=${ticket}&pollKey=${pollKey}`)).body.data.status).toBe('expired');
    const late = await mall.http('POST', '/api/front/login/qr/confirm', { body: { ticket }, token: phoneToken });
    expect(late.body.code).toBe(400);
    expect(late.body.message).toMatch(/^ticket: /);
  });
});
