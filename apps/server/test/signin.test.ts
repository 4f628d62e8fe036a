import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FREE_FAILURES } from '../src/auth/attempts.ts';
import type * as Passwords from '../src/auth/password.ts';
import { verifyPassword } from '../src/auth/password.ts';
import { appUser, userSession } from '../src/db/schema.ts';
import { createShopper, startMall, stateOf, type TestMall } from './harness.ts';

// Counts the password hashes the mall checks (the mall runs in this process); the real check still runs.
vi.mock('../src/auth/password.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

let mall: TestMall;
beforeAll(async () => {
  mall = await startMall();
});
afterAll(() => mall.close());

/** Each test speaks from its own client address, so per-address limits of one test do not bleed into another. */
let clientNo = 0;
function client(): Record<string, string> {
  clientNo += 1;
  return { 'x-forwarded-for': `10.1.${Math.floor(clientNo / 250)}.${clientNo % 250}` };
}

/** A phone number no other test uses. */
let phoneNo = 0;
function freshPhone(): string {
  phoneNo += 1;
  return `1390000${String(1000 + phoneNo).padStart(4, '0')}`;
}

async function sendCode(phone: string, headers = client()) {
  return mall.http('POST', '/api/front/login/sendCode', { body: { phone, countryCode: '+86' }, headers });
}

describe('codes by SMS (sendCode)', () => {
  it('sends a 6-digit code to the outbox, never in the answer, and says so in the request language', async () => {
    const phone = freshPhone();
    const res = await sendCode(phone, { ...client(), 'accept-language': 'zh-CN' });
    expect(res.body).toEqual({ code: 200, message: '验证码已发送', data: null });
    const code = await mall.lastCode(`+86${phone}`);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(res.body)).not.toContain(code);
    const [entry] = (await mall.outbox()).filter((e) => e.to === `+86${phone}`);
    expect(entry).toMatchObject({ channel: 'sms', purpose: 'phone-sign-in' });
    expect(entry!.text).toContain(code);
  });

  it('takes the form as urlencoded fields, as clients of the original API post it', async () => {
    const phone = freshPhone();
    const res = await mall.http('POST', '/api/front/login/sendCode', {
      raw: `phone=${phone}&countryCode=%2B86`,
      headers: { ...client(), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.body.code).toBe(200);
    await expect(mall.lastCode(`+86${phone}`)).resolves.toMatch(/^\d{6}$/);
  });

  it('takes the form as multipart fields too', async () => {
    const phone = freshPhone();
    const form = new FormData();
    form.set('phone', phone);
    form.set('countryCode', '+86');
    const res = await fetch(`${mall.url}/api/front/login/sendCode`, { method: 'POST', body: form, headers: client() });
    expect(((await res.json()) as { code: number }).code).toBe(200);
    await expect(mall.lastCode(`+86${phone}`)).resolves.toMatch(/^\d{6}$/);
  });

  it('refuses a second code for the same phone within 60 s, naming the field', async () => {
    const phone = freshPhone();
    expect((await sendCode(phone)).body.code).toBe(200);
    const again = await sendCode(phone, client());
    expect(again.body.code).toBe(400);
    expect(again.body.message).toMatch(/^phone: .*60/);
    expect((await mall.outbox()).filter((e) => e.to === `+86${phone}`)).toHaveLength(1);
  });

  it('refuses a missing or malformed phone with 400 and sends nothing', async () => {
    const before = (await mall.outbox()).length;
    for (const body of [{}, { phone: '' }, { phone: '12ab' }, { phone: '1'.repeat(30) }]) {
      const res = await mall.http('POST', '/api/front/login/sendCode', { body, headers: client() });
      expect(res.body.code, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/phone/);
    }
    expect((await mall.outbox()).length).toBe(before);
  });

  it('limits codes per client address (20 an hour)', async () => {
    const headers = client();
    let refused = 0;
    for (let i = 0; i < 22; i++) {
      const res = await sendCode(freshPhone(), headers);
      if (res.body.code === 429) refused += 1;
    }
    expect(refused).toBe(2);
  });
});

describe('phone + SMS code (quick login and registration)', () => {
  it('signs a new number up without a password, then signs it in; the code works once', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const code = await mall.lastCode(`+86${phone}`);
    const first = await mall.http('POST', '/api/front/login/mobile/captcha', { body: { phone, countryCode: '86', captcha: code }, headers: client() });
    expect(first.body.code).toBe(200);
    expect(first.body.data).toMatchObject({ type: 'register', userType: 'phone', phone, nikeName: `${phone.slice(0, 3)}****${phone.slice(-4)}` });
    const reused = await mall.http('POST', '/api/front/login/mobile/captcha', { body: { phone, countryCode: '86', captcha: code }, headers: client() });
    expect(reused.body.code).toBe(400);
    expect(reused.body.message).toMatch(/^captcha: /);

    mall.advanceClock(61_000);
    await sendCode(phone);
    const second = await mall.http('POST', '/api/front/login/mobile/captcha', {
      body: { phone, countryCode: '86', captcha: await mall.lastCode(`+86${phone}`) },
      headers: client(),
    });
    expect(second.body.data).toMatchObject({ type: 'login', uid: first.body.data.uid });
  });

  it('refuses a wrong code, and voids the code after 5 wrong ones', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const code = await mall.lastCode(`+86${phone}`);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await mall.http('POST', '/api/front/login/mobile/captcha', { body: { phone, captcha: wrong }, headers: client() });
      expect(res.body.code).toBe(400);
      messages.push(res.body.message);
    }
    expect(new Set(messages.slice(0, 4)).size).toBe(1);
    expect(messages[4]).not.toBe(messages[0]);
    // The right code no longer works either.
    const right = await mall.http('POST', '/api/front/login/mobile/captcha', { body: { phone, captcha: code }, headers: client() });
    expect(right.body.code).toBe(400);
    expect(await mall.db.select().from(appUser).where(eq(appUser.phone, phone))).toEqual([]);
  });

  it('refuses an expired code (after 5 minutes)', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const code = await mall.lastCode(`+86${phone}`);
    mall.advanceClock(5 * 60_000 + 1000);
    const res = await mall.http('POST', '/api/front/login/mobile/captcha', { body: { phone, captcha: code }, headers: client() });
    expect(res.body.code).toBe(400);
    expect(res.body.message).toMatch(/^captcha: .*expired/);
  });

  it('registers with a password; a registered phone is refused before its code is used up', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const code = await mall.lastCode(`+86${phone}`);
    const weak = await mall.http('POST', '/api/front/login/register/mobile', { body: { phone, captcha: code, password: 'abcdefgh' }, headers: client() });
    expect(weak.body.message).toMatch(/^password: /);
    const ok = await mall.http('POST', '/api/front/login/register/mobile', { body: { phone, captcha: code, password: 'Secret#2026' }, headers: client() });
    expect(ok.body.data).toMatchObject({ type: 'register', userType: 'phone' });
    const login = await mall.http('POST', '/api/front/login/mobile/password', { body: { phone, password: 'Secret#2026' }, headers: client() });
    expect(login.body.code).toBe(200);

    const before = await stateOf(mall.db);
    const taken = await mall.http('POST', '/api/front/login/register/mobile', {
      body: { phone: '13800138000', countryCode: '86', captcha: '123456', password: 'Secret#2026' },
      headers: client(),
    });
    expect(taken.body.code).toBe(400);
    expect(taken.body.message).toMatch(/^phone: /);
    expect(await stateOf(mall.db)).toEqual(before);
  });
});

describe('email codes, registration, sign-in and password reset', () => {
  it('registers an email with its code, then signs in with email and password', async () => {
    const email = 'New.Shopper@Example.com';
    const send = await mall.http('POST', '/api/front/login/email/captcha', { body: email, headers: client() });
    expect(send.body.code).toBe(200);
    const code = await mall.lastCode('new.shopper@example.com');
    const reg = await mall.http('POST', '/api/front/login/register/email', { body: { email, captcha: code, password: 'Mail#2026x' }, headers: client() });
    expect(reg.body.data).toMatchObject({ type: 'register', userType: 'email', email: 'new.shopper@example.com', nikeName: 'new.shopper' });
    const login = await mall.http('POST', '/api/front/login/email', { body: { email: 'new.shopper@example.com', password: 'Mail#2026x' }, headers: client() });
    expect(login.body.data.uid).toBe(reg.body.data.uid);
    // A registered email gets no registration code.
    const again = await mall.http('POST', '/api/front/login/email/captcha', { body: email, headers: client() });
    expect(again.body.code).toBe(400);
    expect(again.body.message).toMatch(/^email: /);
  });

  it('says the same for an unknown email and a wrong password', async () => {
    const unknown = await mall.http('POST', '/api/front/login/email', { body: { email: 'nobody@example.com', password: 'Whatever1!' }, headers: client() });
    const wrong = await mall.http('POST', '/api/front/login/email', { body: { email: 'new.shopper@example.com', password: 'Wrong#2026' }, headers: client() });
    expect(unknown.body.code).toBe(400);
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('resets a password with an emailed code; old sessions end; the code of another purpose does not fit', async () => {
    const email = 'reset.me@example.com';
    await createShopper(mall.db, '13911112222');
    await mall.db.update(appUser).set({ email }).where(eq(appUser.phone, '13911112222'));
    const oldToken = await mall.login('13911112222', 'Test@1234');

    expect((await mall.http('POST', '/api/front/login/email/forget/password', { body: email, headers: client() })).body.code).toBe(200);
    const code = await mall.lastCode(email);

    const differ = await mall.http('POST', '/api/front/login/email/reset/password', {
      body: { email, captcha: code, newPassword: 'New#pass2026', passwordAgain: 'New#pass2027' },
      headers: client(),
    });
    expect(differ.body.message).toMatch(/^passwordAgain: /);
    // The reset code cannot register or sign in anything else.
    const wrongPurpose = await mall.http('POST', '/api/front/login/register/email', { body: { email: 'x@example.com', captcha: code, password: 'New#pass2026' }, headers: client() });
    expect(wrongPurpose.body.code).toBe(400);

    const reset = await mall.http('POST', '/api/front/login/email/reset/password', {
      body: { email, captcha: code, newPassword: 'New#pass2026', passwordAgain: 'New#pass2026' },
      headers: { ...client(), 'accept-language': 'en' },
    });
    expect(reset.body).toMatchObject({ code: 200, message: expect.stringMatching(/Password reset/) });
    expect((await mall.http('GET', '/api/front/user/info', { token: oldToken })).body.code).toBe(401);
    expect((await mall.http('POST', '/api/front/login/email', { body: { email, password: 'New#pass2026' }, headers: client() })).body.code).toBe(200);
    expect((await mall.http('POST', '/api/front/login/email', { body: { email, password: 'Test@1234' }, headers: client() })).body.code).toBe(400);
  });
});

describe('what the code calls reveal', () => {
  it('a password-reset code answers the same for an email without an account, and sends nothing', async () => {
    const known = 'has.account@example.com';
    await createShopper(mall.db, '13911113333');
    await mall.db.update(appUser).set({ email: known }).where(eq(appUser.phone, '13911113333'));
    const unknown = 'no.account@example.com';
    const forget = (email: string) =>
      mall.http('POST', '/api/front/login/email/forget/password', { body: email, headers: { ...client(), 'accept-language': 'en' } });
    const before = await stateOf(mall.db);

    const [toKnown, toUnknown] = [await forget(known), await forget(unknown)];
    expect(toUnknown.body).toEqual(toKnown.body);
    expect(toKnown.body).toEqual({ code: 200, message: 'Code sent', data: null });
    expect((await mall.outbox()).filter((e) => e.to === unknown)).toEqual([]);
    const code = await mall.lastCode(known);

    // The limits on codes apply alike, so asking again tells nothing either.
    const [againKnown, againUnknown] = [await forget(known), await forget(unknown)];
    expect(againKnown.body.code).toBe(400);
    expect(againUnknown.body).toEqual(againKnown.body);

    // A code entered for the unknown email is judged as one for a known email would be.
    const wrong = code === '000000' ? '111111' : '000000';
    const reset = (email: string, captcha: string) =>
      mall.http('POST', '/api/front/login/email/reset/password', {
        body: { email, captcha, newPassword: 'New#pass2026', passwordAgain: 'New#pass2026' },
        headers: { ...client(), 'accept-language': 'en' },
      });
    const [resetKnown, resetUnknown] = [await reset(known, wrong), await reset(unknown, wrong)];
    expect(resetKnown.body.code).toBe(400);
    expect(resetUnknown.body).toEqual(resetKnown.body);
    expect(await stateOf(mall.db)).toEqual(before);
  });

  it('a registration code says the email is already registered: the person registering needs to know', async () => {
    const res = await mall.http('POST', '/api/front/login/email/captcha', { body: 'has.account@example.com', headers: { ...client(), 'accept-language': 'en' } });
    expect(res.body).toMatchObject({ code: 400, message: 'email: this email is already registered, please sign in' });
    expect((await mall.outbox()).filter((e) => e.to === 'has.account@example.com' && e.purpose === 'email-register')).toEqual([]);
  });

  it('phone registration says the number is already registered, before its code is used up', async () => {
    const res = await mall.http('POST', '/api/front/login/register/mobile', {
      body: { phone: '13911113333', countryCode: '86', captcha: '123456', password: 'Secret#2026' },
      headers: { ...client(), 'accept-language': 'en' },
    });
    expect(res.body).toMatchObject({ code: 400, message: 'phone: this phone number is already registered, please sign in' });
  });
});

describe('password guessing', () => {
  /** Sends every password at once, each from its own client address; returns the answers and how many hashes the mall checked. */
  async function burst(phone: string, passwords: string[]) {
    vi.mocked(verifyPassword).mockClear();
    const answers = await Promise.all(
      passwords.map((password) =>
        mall.http('POST', '/api/front/login/mobile/password', { body: { phone, countryCode: '86', password }, headers: { ...client(), 'accept-language': 'en' } }),
      ),
    );
    return { answers: answers.map((a) => a.body), hashChecks: vi.mocked(verifyPassword).mock.calls.length };
  }

  it('checks at most the free attempts of a burst of parallel guesses; the rest are refused without hashing', async () => {
    const phone = freshPhone();
    await createShopper(mall.db, phone);
    const { answers, hashChecks } = await burst(phone, Array.from({ length: 61 }, (_, i) => `Wrong#${i}`));

    expect(hashChecks).toBeGreaterThanOrEqual(1);
    expect(hashChecks).toBeLessThanOrEqual(FREE_FAILURES + 1);
    expect(answers.filter((a) => a.code === 400)).toHaveLength(hashChecks);
    const refused = answers.filter((a) => a.code === 429);
    expect(refused).toHaveLength(61 - hashChecks);
    for (const answer of refused) expect(answer.message).toMatch(/^Too many failed sign-ins, please try again in \d+ seconds$/);
  });

  it('checks the right password sent among 60 wrong ones only as one of the few a burst gets', async () => {
    const phone = freshPhone();
    await createShopper(mall.db, phone);
    const passwords = [...Array.from({ length: 30 }, (_, i) => `Wrong#${i}`), 'Test@1234', ...Array.from({ length: 30 }, (_, i) => `Wrong#${30 + i}`)];
    const { answers, hashChecks } = await burst(phone, passwords);

    const signedIn = answers.filter((a) => a.code === 200).length;
    const failed = answers.filter((a) => a.code === 400).length;
    expect(signedIn + failed).toBe(hashChecks);
    expect(answers.filter((a) => a.code === 429)).toHaveLength(passwords.length - hashChecks);
    // A success starts the count afresh (the rule for sequential sign-ins too), so the burst may then get its free attempts once more.
    expect(failed).toBeLessThanOrEqual(signedIn === 1 ? 2 * (FREE_FAILURES + 1) : FREE_FAILURES + 1);

    // The owner still gets in once the wait has passed.
    mall.advanceClock(60_000);
    const owner = await mall.http('POST', '/api/front/login/mobile/password', { body: { phone, countryCode: '86', password: 'Test@1234' }, headers: client() });
    expect(owner.body.code).toBe(200);
  });

  it('bounds a burst against a number without an account the same way, with the same refusal', async () => {
    const { answers, hashChecks } = await burst(freshPhone(), Array.from({ length: 40 }, (_, i) => `Wrong#${i}`));
    expect(hashChecks).toBeGreaterThanOrEqual(1);
    expect(hashChecks).toBeLessThanOrEqual(FREE_FAILURES + 1);
    const refused = answers.filter((a) => a.code === 429);
    expect(refused).toHaveLength(40 - hashChecks);
    for (const answer of refused) expect(answer.message).toMatch(/^Too many failed sign-ins, please try again in \d+ seconds$/);
    expect(answers.filter((a) => a.code !== 429).every((a) => a.code === 400)).toBe(true);
  });

  it('bounds a burst of email sign-ins too', async () => {
    vi.mocked(verifyPassword).mockClear();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        mall.http('POST', '/api/front/login/email', { body: { email: 'has.account@example.com', password: `Wrong#${i}` }, headers: client() }),
      ),
    );
    const hashChecks = vi.mocked(verifyPassword).mock.calls.length;
    expect(hashChecks).toBeGreaterThanOrEqual(1);
    expect(hashChecks).toBeLessThanOrEqual(FREE_FAILURES + 1);
    expect(answers.filter((a) => a.body.code === 429)).toHaveLength(30 - hashChecks);
  });

  it('slows down after 3 failures and locks the account after 8, then lets the owner in once the lock passes', async () => {
    const phone = freshPhone();
    await createShopper(mall.db, phone);
    const attempt = (password: string) =>
      mall.http('POST', '/api/front/login/mobile/password', { body: { phone, countryCode: '86', password }, headers: client() });
    for (let i = 0; i < 3; i++) expect((await attempt('Wrong#2026')).body.code).toBe(400);
    expect((await attempt('Wrong#2026')).body.code).toBe(400); // 4th failure: now 2 s to wait
    const slowed = await attempt('Test@1234');
    expect(slowed.body.code).toBe(429);
    expect(slowed.body.message).toMatch(/2/);
    for (let failures = 5; failures <= 8; failures++) {
      mall.advanceClock(60_000);
      expect((await attempt('Wrong#2026')).body.code).toBe(400);
    }
    mall.advanceClock(10 * 60_000);
    expect((await attempt('Test@1234')).body.code).toBe(429); // locked for 15 minutes
    mall.advanceClock(6 * 60_000);
    expect((await attempt('Test@1234')).body.code).toBe(200);
  });

  it('refuses a disabled account even with the right password', async () => {
    const phone = freshPhone();
    await createShopper(mall.db, phone);
    await mall.db.update(appUser).set({ status: false }).where(eq(appUser.phone, phone));
    const res = await mall.http('POST', '/api/front/login/mobile/password', { body: { phone, password: 'Test@1234' }, headers: client() });
    expect(res.body.code).toBe(400);
    expect(await mall.db.select().from(userSession).innerJoin(appUser, eq(appUser.id, userSession.userId)).where(eq(appUser.phone, phone))).toEqual([]);
  });
});

describe('guests (visitor sign-in)', () => {
  it('opens a guest account with an identity, even for an email an account uses, without touching that account', async () => {
    const res = await mall.http('POST', '/api/front/login/register/visitor', {
      body: { email: 'new.shopper@example.com', phone: '12-34', countryCode: '' },
      headers: client(),
    });
    expect(res.body.data).toMatchObject({ type: 'register', userType: 'tourist', email: 'new.shopper@example.com' });
    expect(res.body.data.identity).toMatch(/^[\w-]{20,}$/);
    expect(res.body.data.uid).not.toBe((await mall.http('POST', '/api/front/login/email', { body: { email: 'new.shopper@example.com', password: 'Mail#2026x' }, headers: client() })).body.data.uid);
    const info = await mall.http('GET', '/api/front/user/info', { token: res.body.data.token });
    expect(info.body.data.userType).toBe('tourist');
  });

  it('requires a valid email', async () => {
    const res = await mall.http('POST', '/api/front/login/register/visitor', { body: { email: 'not-an-email' }, headers: client() });
    expect(res.body.code).toBe(400);
    expect(res.body.message).toMatch(/^email/);
  });

  it('is refused with 403 when guest sign-in is off, and method/info says it is off', async () => {
    const closed = await startMall({ visitorOpen: false });
    try {
      const before = await stateOf(closed.db);
      const res = await closed.http('POST', '/api/front/login/register/visitor', { body: { email: 'guest@example.com' } });
      expect(res.body.code).toBe(403);
      expect(await stateOf(closed.db)).toEqual(before);
      expect((await closed.http('GET', '/api/front/login/method/info')).body.data.visitorOpen).toBe(false);
    } finally {
      await closed.close();
    }
  });
});

describe('login settings', () => {
  it('reports the methods on offer and the sign-in picture', async () => {
    const info = await mall.http('GET', '/api/front/login/method/info');
    expect(info.body.data).toMatchObject({ visitorOpen: true, googleOpen: false, facebookOpen: false, twitterOpen: false });
    expect(info.body.data.agreement).toContain('隐私协议');
    const pic = await mall.http('GET', '/api/pc/login/getLoginPic');
    // Absolute on the wire: the provider's clients put it straight into <img src> on their own origin.
    expect(pic.body.data.loginLeftImage.startsWith(`${mall.url}/media/art/`)).toBe(true);
    expect(pic.body.data.loginLeftImage).toMatch(/\.svg$/);
    const image = await fetch(pic.body.data.loginLeftImage);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });
});
