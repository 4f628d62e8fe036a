import { CODE_TTL_SECONDS, NICKNAME_MAX_LENGTH } from '@mall/api';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser, productCollect, refundOrder, siteConfig, upload, userCoupon, userIdentity } from '../src/db/schema.ts';
import { DEMO_AGREEMENT } from '../src/db/seed/agreement.ts';
import { DEMO_SHOPPER } from '../src/db/seed/index.ts';
import { createSession } from '../src/http/session.ts';
import { createShopper, startMall, stateOf, type TestMall } from './harness.ts';
import { plainImage, sendUpload } from './uploadImages.ts';

/*
 * The shopper's account centre (the issue "Account centre"; crmeb-api §4.1,
 * §4.2; crmeb-wire §13): the profile with its counts and sign-in methods,
 * nickname and avatar, password changes by code and by the current
 * password, binding a new phone or email by code, the account home's order
 * counts, and the privacy agreement in each language.
 */

let mall: TestMall;
beforeAll(async () => {
  mall = await startMall();
});
afterAll(() => mall.close());

/** Each call speaks from its own client address, so the per-address limits of codes and sign-ins never decide a test. */
let clientNo = 0;
function client(): Record<string, string> {
  clientNo += 1;
  return { 'x-forwarded-for': `10.9.${Math.floor(clientNo / 250)}.${clientNo % 250}` };
}

let phoneNo = 0;
/** A fresh shopper (password `Test@1234`) signed in without the password flow. */
async function shopper(): Promise<{ id: number; token: string; phone: string }> {
  phoneNo += 1;
  const phone = `1350000${String(phoneNo).padStart(4, '0')}`;
  const id = await createShopper(mall.db, phone);
  return { id, phone, token: await createSession(mall.db, id) };
}

const post = (path: string, token: string, body?: unknown) => mall.http('POST', path, { token, body, headers: client() });
const info = async (token: string) => (await mall.http('GET', '/api/front/user/info', { token })).data;
const userRow = async (id: number) => (await mall.db.select().from(appUser).where(eq(appUser.id, id)))[0]!;

/** Signs in by phone and password; answers the envelope code. */
async function signInCode(phone: string, password: string): Promise<number> {
  const res = await mall.http('POST', '/api/front/login/mobile/password', { body: { phone, countryCode: '86', password }, headers: client() });
  return res.body.code;
}

describe('the profile (GET /api/front/user/info)', () => {
  it('tells points, usable coupons, favourites and the ways the account signs in, from the database', async () => {
    const token = await mall.login();
    const [me] = await mall.db.select().from(appUser).where(eq(appUser.phone, DEMO_SHOPPER.phone));
    const now = new Date();
    const [coupons] = await mall.db
      .select({ n: sql<number>`count(*)::int` })
      .from(userCoupon)
      .where(and(eq(userCoupon.userId, me!.id), eq(userCoupon.status, 0), sql`${userCoupon.endTime} > ${now}`));
    const [collects] = await mall.db.select({ n: sql<number>`count(*)::int` }).from(productCollect).where(eq(productCollect.userId, me!.id));
    const data = await info(token);
    expect(data).toMatchObject({
      uid: me!.id,
      integral: me!.integral,
      couponCount: Number(coupons!.n),
      collectCount: Number(collects!.n),
      hasPassword: true,
      identities: [],
    });
    expect(data.integral).toBeGreaterThan(0);
  });

  it('counts a new favourite and lists linked third-party sign-ins in a fixed order; an account without password says so', async () => {
    const { id, token } = await shopper();
    const before = await info(token);
    expect(before).toMatchObject({ collectCount: 0, couponCount: 0, identities: [], hasPassword: true });
    await mall.http('POST', '/api/front/collect/add/product', { token, body: { productId: 1, category: 'store' } });
    await mall.db.insert(userIdentity).values([
      { provider: 'twitter', subject: `tw-${id}`, userId: id },
      { provider: 'google', subject: `g-${id}`, userId: id },
    ]);
    await mall.db.update(appUser).set({ passwordHash: null }).where(eq(appUser.id, id));
    expect(await info(token)).toMatchObject({ collectCount: 1, identities: ['google', 'twitter'], hasPassword: false });
  });
});

describe('nickname and avatar (POST /api/front/user/edit)', () => {
  it('refuses an empty or blank nickname, and one too long, naming the field and changing nothing', async () => {
    const { token } = await shopper();
    const before = await stateOf(mall.db);
    for (const nickname of ['', '   ']) {
      const res = await post('/api/front/user/edit', token, { nickname, avatar: '' });
      expect(res.body.code).toBe(400);
      expect(res.body.message).toBe('nickname: User name cannot be empty');
    }
    const long = await post('/api/front/user/edit', token, { nickname: 'x'.repeat(NICKNAME_MAX_LENGTH + 1) });
    expect(long.body.code).toBe(400);
    expect(long.body.message).toMatch(/^nickname: /);
    expect(await stateOf(mall.db)).toEqual(before);
  });

  it('saves a trimmed nickname; an omitted avatar is kept, the current one is kept, and \'\' removes it', async () => {
    const { id, token } = await shopper();
    await mall.db.update(appUser).set({ avatar: 'https://cdn.example.com/a.png' }).where(eq(appUser.id, id));
    const res = await post('/api/front/user/edit', token, { nickname: `  小明${'😀'.repeat(NICKNAME_MAX_LENGTH - 2)}  ` });
    expect(res.body).toMatchObject({ code: 200, message: 'Successfully modified' });
    expect(await userRow(id)).toMatchObject({ nickname: `小明${'😀'.repeat(NICKNAME_MAX_LENGTH - 2)}`, avatar: 'https://cdn.example.com/a.png' });
    expect((await post('/api/front/user/edit', token, { nickname: 'A', avatar: 'https://cdn.example.com/a.png' })).body.code).toBe(200);
    expect((await userRow(id)).avatar).toBe('https://cdn.example.com/a.png');
    expect((await post('/api/front/user/edit', token, { nickname: 'A', avatar: '' })).body.code).toBe(200);
    expect((await userRow(id)).avatar).toBe('');
  });

  it('refuses an avatar that is someone else\'s upload, or no upload at all, changing nothing', async () => {
    const me = await shopper();
    const them = await shopper();
    const theirs = await sendUpload(mall, them.token, [{ bytes: await plainImage('jpeg', 50, 50), name: 'theirs.jpg' }]);
    expect(theirs.body.code).toBe(200);
    const before = await stateOf(mall.db);
    for (const avatar of [theirs.body.data.url, 'https://evil.example.com/face.jpg', `${mall.url}/uploads/${'0'.repeat(64)}.jpg`]) {
      const res = await post('/api/front/user/edit', me.token, { nickname: 'Me', avatar });
      expect(res.body.code, avatar).toBe(400);
      expect(res.body.message).toMatch(/^avatar: /);
    }
    expect(await stateOf(mall.db)).toEqual(before);
  });

  it('keeps a centred square of a wide upload as the avatar, attached, and the same square upload as it is', async () => {
    const { id, token } = await shopper();
    // Left third red, middle third green, right third blue: the centred square is all green.
    const wide = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#00ff00' } })
      .composite([
        { input: { create: { width: 100, height: 100, channels: 3, background: '#ff0000' } }, left: 0, top: 0 },
        { input: { create: { width: 100, height: 100, channels: 3, background: '#0000ff' } }, left: 200, top: 0 },
      ])
      .png()
      .toBuffer();
    const sent = await sendUpload(mall, token, [{ bytes: wide, name: 'wide.png', type: 'image/png' }]);
    expect(sent.body.code).toBe(200);
    expect((await post('/api/front/user/edit', token, { nickname: 'Square', avatar: sent.body.data.url })).body.code).toBe(200);

    const avatar = (await info(token)).avatar as string;
    expect(avatar).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/[0-9a-f]{64}\.png$/);
    expect(avatar).not.toBe(sent.body.data.url);
    const image = Buffer.from(await (await fetch(avatar)).arrayBuffer());
    const meta = await sharp(image).metadata();
    expect([meta.width, meta.height]).toEqual([100, 100]);
    const { dominant } = await sharp(image).stats();
    expect(dominant.g).toBeGreaterThan(200);
    expect(dominant.r).toBeLessThan(50);
    const rows = await mall.db.select().from(upload).where(eq(upload.userId, id));
    expect(rows.find((r) => avatar.endsWith(`/uploads/${r.hash}.${r.ext}`))).toMatchObject({ attachedTo: 'avatar', width: 100, height: 100 });
    // The wide original serves nothing: it stays unattached, for the removal job.
    expect(rows.find((r) => sent.body.data.url.endsWith(`/uploads/${r.hash}.${r.ext}`))?.attachedTo).toBeNull();

    const square = await sendUpload(mall, token, [{ bytes: await plainImage('jpeg', 60, 60), name: 'square.jpg' }]);
    expect((await post('/api/front/user/edit', token, { nickname: 'Square', avatar: square.body.data.url })).body.code).toBe(200);
    expect((await info(token)).avatar).toBe(square.body.data.url);
    // Sending the current avatar back (as the form does) keeps it.
    expect((await post('/api/front/user/edit', token, { nickname: 'Again', avatar: square.body.data.url })).body.code).toBe(200);
    expect((await info(token)).avatar).toBe(square.body.data.url);
  });
});

describe('changing the password with a code to the bound phone or email', () => {
  it('sends the code to the account\'s own phone, refuses a wrong code, a different repeat and a weak password, then changes it', async () => {
    const { id, token, phone } = await shopper();
    const send = await post('/api/front/captcha/phone/password', token);
    expect(send.body).toMatchObject({ code: 200, data: true });
    const code = await mall.lastCode(`+86${phone}`);
    const wrong = code === '000000' ? '111111' : '000000';

    const before = await stateOf(mall.db);
    const refusals: Array<[unknown, string]> = [
      [{ captcha: wrong, newPassword: 'New@12345', passwordAgain: 'New@12345' }, 'captcha'],
      [{ captcha: code, newPassword: 'New@12345', passwordAgain: 'New@54321' }, 'passwordAgain'],
      [{ captcha: code, newPassword: 'short', passwordAgain: 'short' }, 'newPassword'],
      [{ captcha: code, newPassword: 'lettersonly', passwordAgain: 'lettersonly' }, 'newPassword'],
    ];
    for (const [body, field] of refusals) {
      const res = await post('/api/front/user/phone/update/password', token, body);
      expect(res.body.code, field).toBe(400);
      expect(res.body.message).toMatch(new RegExp(`^${field}: `));
    }
    expect(await stateOf(mall.db)).toEqual(before);

    const done = await post('/api/front/user/phone/update/password', token, { captcha: code, newPassword: 'New@12345', passwordAgain: 'New@12345' });
    expect(done.body).toMatchObject({ code: 200, message: 'Password changed' });
    expect(await signInCode(phone, 'Test@1234')).toBe(400);
    expect(await signInCode(phone, 'New@12345')).toBe(200);
    // The session that changed it stays signed in.
    expect((await info(token)).uid).toBe(id);
    // The code is spent.
    const again = await post('/api/front/user/phone/update/password', token, { captcha: code, newPassword: 'New@67890', passwordAgain: 'New@67890' });
    expect(again.body.code).toBe(400);
  });

  it('refuses an expired code and changes nothing', async () => {
    const { token, phone } = await shopper();
    expect((await post('/api/front/captcha/phone/password', token)).body.code).toBe(200);
    const code = await mall.lastCode(`+86${phone}`);
    mall.advanceClock((CODE_TTL_SECONDS + 1) * 1000);
    const before = await stateOf(mall.db);
    const res = await post('/api/front/user/phone/update/password', token, { captcha: code, newPassword: 'New@12345', passwordAgain: 'New@12345' });
    expect(res.body.code).toBe(400);
    expect(res.body.message).toMatch(/^captcha: /);
    expect(await stateOf(mall.db)).toEqual(before);
  });

  it('sends by email only to a bound email, and a code for the phone does not open the email flow', async () => {
    const { id, token, phone } = await shopper();
    const none = await post('/api/front/captcha/email/password', token);
    expect(none.body.code).toBe(400);
    expect(none.body.message).toMatch(/^email: /);
    expect((await post('/api/front/captcha/phone/password', token)).body.code).toBe(200);
    const phoneCode = await mall.lastCode(`+86${phone}`);

    const email = `pw${id}@example.com`;
    await mall.db.update(appUser).set({ email }).where(eq(appUser.id, id));
    expect((await post('/api/front/user/email/update/password', token, { captcha: phoneCode, newPassword: 'Mail@1234', passwordAgain: 'Mail@1234' })).body.code).toBe(400);
    expect((await post('/api/front/captcha/email/password', token)).body.code).toBe(200);
    const code = await mall.lastCode(email);
    const res = await post('/api/front/user/email/update/password', token, { captcha: code, newPassword: 'Mail@1234', passwordAgain: 'Mail@1234' });
    expect(res.body.code).toBe(200);
    const login = await mall.http('POST', '/api/front/login/email', { body: { email, password: 'Mail@1234' }, headers: client() });
    expect(login.body.code).toBe(200);
  });

  it('answers 400 when no phone is bound, and 403 to a guest account', async () => {
    const { id, token } = await shopper();
    await mall.db.update(appUser).set({ phone: null, email: `nophone${id}@example.com`, userType: 'email' }).where(eq(appUser.id, id));
    const none = await post('/api/front/captcha/phone/password', token);
    expect(none.body.code).toBe(400);
    expect(none.body.message).toMatch(/^phone: /);
    await mall.db.update(appUser).set({ userType: 'tourist' }).where(eq(appUser.id, id));
    expect((await post('/api/front/captcha/email/password', token)).body.code).toBe(403);
    expect((await post('/api/front/user/password/update', token, { oldPassword: 'Test@1234', newPassword: 'New@12345', passwordAgain: 'New@12345' })).body.code).toBe(403);
  });
});

describe('changing the password with the current one (POST /api/front/user/password/update)', () => {
  it('refuses a wrong current password, changing nothing, and changes it with the right one', async () => {
    const { token, phone } = await shopper();
    const before = await stateOf(mall.db);
    const wrong = await post('/api/front/user/password/update', token, { oldPassword: 'Wrong@1234', newPassword: 'New@12345', passwordAgain: 'New@12345' });
    expect(wrong.body.code).toBe(400);
    expect(wrong.body.message).toMatch(/^oldPassword: /);
    const differ = await post('/api/front/user/password/update', token, { oldPassword: 'Test@1234', newPassword: 'New@12345', passwordAgain: 'New@1234' });
    expect(differ.body.message).toMatch(/^passwordAgain: /);
    expect(await stateOf(mall.db)).toEqual(before);

    const done = await post('/api/front/user/password/update', token, { oldPassword: 'Test@1234', newPassword: 'New@12345', passwordAgain: 'New@12345' });
    expect(done.body.code).toBe(200);
    expect(await signInCode(phone, 'New@12345')).toBe(200);
  });

  it('makes wrong guesses wait as password sign-ins do', async () => {
    const { token } = await shopper();
    const guess = () => post('/api/front/user/password/update', token, { oldPassword: 'Wrong@1234', newPassword: 'New@12345', passwordAgain: 'New@12345' });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await guess()).body.code);
    expect(codes).toEqual([400, 400, 400, 400, 429]);
    // Even the right password waits now.
    expect((await post('/api/front/user/password/update', token, { oldPassword: 'Test@1234', newPassword: 'New@12345', passwordAgain: 'New@12345' })).body.code).toBe(429);
  });

  it('tells an account without a password to use a code', async () => {
    const { id, token } = await shopper();
    await mall.db.update(appUser).set({ passwordHash: null }).where(eq(appUser.id, id));
    const res = await post('/api/front/user/password/update', token, { oldPassword: 'Test@1234', newPassword: 'New@12345', passwordAgain: 'New@12345' });
    expect(res.body.code).toBe(400);
    expect(res.body.message).toMatch(/^oldPassword: /);
  });
});

describe('binding a new email or phone with a code sent to it', () => {
  it('binds a new email verified by its code; every session stays signed in', async () => {
    const { id, token } = await shopper();
    const second = await createSession(mall.db, id);
    const email = `new${id}@example.com`;
    expect((await post('/api/front/captcha/email/bind', token, { email: email.toUpperCase() })).body.code).toBe(200);
    const code = await mall.lastCode(email);
    const before = await stateOf(mall.db);
    const wrong = await post('/api/front/user/email/bind', token, { email, captcha: code === '000000' ? '111111' : '000000' });
    expect(wrong.body.code).toBe(400);
    expect(await stateOf(mall.db)).toEqual(before);
    const res = await post('/api/front/user/email/bind', token, { email, captcha: code });
    expect(res.body.code).toBe(200);
    expect((await userRow(id)).email).toBe(email);
    expect((await info(second)).email).toBe(email);
    const same = await post('/api/front/captcha/email/bind', token, { email });
    expect(same.body.code).toBe(400);
  });

  it('refuses an email or phone another account signs in with, at the code and at the bind, changing nothing', async () => {
    const me = await shopper();
    const them = await shopper();
    const theirEmail = `taken${them.id}@example.com`;
    await mall.db.update(appUser).set({ email: theirEmail }).where(eq(appUser.id, them.id));
    const before = await stateOf(mall.db);
    const emailCode = await post('/api/front/captcha/email/bind', me.token, { email: theirEmail });
    expect(emailCode.body.code).toBe(400);
    expect(emailCode.body.message).toMatch(/^email: /);
    const phoneCode = await post('/api/front/captcha/phone/bind', me.token, { phone: them.phone, countryCode: '86' });
    expect(phoneCode.body.code).toBe(400);
    expect(phoneCode.body.message).toMatch(/^phone: /);
    expect(await stateOf(mall.db)).toEqual(before);

    // Free when the code was asked for, taken by another account before the bind: refused all the same.
    const free = `free${me.id}@example.com`;
    expect((await post('/api/front/captcha/email/bind', me.token, { email: free })).body.code).toBe(200);
    const code = await mall.lastCode(free);
    await mall.db.update(appUser).set({ email: free }).where(eq(appUser.id, them.id));
    const snapshot = await stateOf(mall.db);
    const late = await post('/api/front/user/email/bind', me.token, { email: free, captcha: code });
    expect(late.body.code).toBe(400);
    expect(late.body.message).toMatch(/^email: /);
    expect(await stateOf(mall.db)).toEqual(snapshot);
  });

  it('binds a new phone verified by its code, and the account then signs in with it', async () => {
    const { id, token } = await shopper();
    phoneNo += 1;
    const phone = `1360000${String(phoneNo).padStart(4, '0')}`;
    expect((await post('/api/front/captcha/phone/bind', token, { phone, countryCode: '+86' })).body.code).toBe(200);
    const code = await mall.lastCode(`+86${phone}`);
    expect((await post('/api/front/user/phone/bind', token, { phone, countryCode: '86', captcha: code })).body).toMatchObject({ code: 200, message: 'Phone number changed' });
    expect(await userRow(id)).toMatchObject({ phone, countryCode: '86' });
    expect(await signInCode(phone, 'Test@1234')).toBe(200);
  });

  it('lets only one of a bind and a registration racing for the same email have it; the other gets a 400, never a 500', async () => {
    const { id, token } = await shopper();
    const email = `race${id}@example.com`;
    // The owner of the inbox holds a code of each flow: the account's unique index decides who gets the email.
    const registerCode = await mall.http('POST', '/api/front/login/email/captcha', { raw: email, headers: client() });
    expect(registerCode.body.code).toBe(200);
    const forRegister = await mall.lastCode(email);
    expect((await post('/api/front/captcha/email/bind', token, { email })).body.code).toBe(200);
    const forBind = await mall.lastCode(email);
    const [registered, bound] = await Promise.all([
      mall.http('POST', '/api/front/login/register/email', { body: { email, captcha: forRegister, password: 'Race@1234' }, headers: client() }),
      post('/api/front/user/email/bind', token, { email, captcha: forBind }),
    ]);
    expect([registered.body.code, bound.body.code].sort()).toEqual([200, 400]);
    const holders = await mall.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.email, email));
    expect(holders).toHaveLength(1);
    expect(holders[0]!.id === id).toBe(bound.body.code === 200);
  });
});

describe('the account home (GET /api/front/order/center/data)', () => {
  it('counts the tabs as order/data does and the refunds still in progress', async () => {
    const token = await mall.login();
    const [me] = await mall.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.phone, DEMO_SHOPPER.phone));
    const tabs = (await mall.http('GET', '/api/front/order/data', { token })).data;
    const center = (await mall.http('GET', '/api/front/order/center/data', { token })).data;
    const [refunds] = await mall.db
      .select({ n: sql<number>`count(*)::int` })
      .from(refundOrder)
      .where(and(eq(refundOrder.userId, me!.id), inArray(refundOrder.refundStatus, [0, 2])));
    expect(center).toEqual({
      unPaidCount: tabs.unPaidCount,
      unShippedCount: tabs.unShippedCount,
      receivedCount: tabs.receivedCount,
      awaitReplyCount: tabs.awaitReplyCount,
      refundCount: Number(refunds!.n),
    });
    expect(Object.values(center as Record<string, number>).some((n) => n > 0)).toBe(true);

    const fresh = await shopper();
    expect((await mall.http('GET', '/api/front/order/center/data', { token: fresh.token })).data).toEqual({
      unPaidCount: 0,
      unShippedCount: 0,
      receivedCount: 0,
      awaitReplyCount: 0,
      refundCount: 0,
    });
  });
});

describe('the privacy agreement in the request\'s language (GET /api/front/login/method/info)', () => {
  const agreement = async (language?: string) =>
    (await mall.http('GET', '/api/front/login/method/info', { headers: language ? { 'accept-language': language } : {} })).data.agreement as string;

  it('answers the seeded text of each of the five languages, and zh-CN for any other', async () => {
    expect(await agreement('zh-CN')).toBe(DEMO_AGREEMENT['zh-CN']);
    expect(await agreement('en-GB,en;q=0.9')).toBe(DEMO_AGREEMENT.en);
    expect(await agreement('fr')).toBe(DEMO_AGREEMENT.fr);
    expect(await agreement('th-TH')).toBe(DEMO_AGREEMENT.th);
    expect(await agreement('lo')).toBe(DEMO_AGREEMENT.lao);
    expect(await agreement('de-DE')).toBe(DEMO_AGREEMENT['zh-CN']);
    expect(new Set(Object.values(DEMO_AGREEMENT)).size).toBe(5);
  });

  it('takes a deployment\'s own text: per language with zh-CN for the missing ones, or one text for all', async () => {
    const [row] = await mall.db.select().from(siteConfig).where(eq(siteConfig.key, 'login'));
    const original = row!.value as Record<string, unknown>;
    try {
      await mall.db
        .update(siteConfig)
        .set({ value: { ...original, agreement: { 'zh-CN': '<p>本店协议</p>', en: '<p>Our terms</p>' } } })
        .where(eq(siteConfig.key, 'login'));
      expect(await agreement('en')).toBe('<p>Our terms</p>');
      expect(await agreement('fr')).toBe('<p>本店协议</p>');
      await mall.db.update(siteConfig).set({ value: { ...original, agreement: '<p>One text</p>' } }).where(eq(siteConfig.key, 'login'));
      expect(await agreement('th')).toBe('<p>One text</p>');
    } finally {
      await mall.db.update(siteConfig).set({ value: original }).where(eq(siteConfig.key, 'login'));
    }
  });
});
