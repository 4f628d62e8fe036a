import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser, userSession } from '../src/db/schema.ts';
import { hashToken } from '../src/http/session.ts';
import { createShopper, startMall, stateOf, type TestMall } from './harness.ts';

let mall: TestMall;
beforeAll(async () => {
  mall = await startMall();
});
afterAll(() => mall.close());

const loginPath = '/api/front/login/mobile/password';

describe('phone + password sign-in', () => {
  it('returns a random token of at least 128 bits and stores only its hash', async () => {
    const res = await mall.http('POST', loginPath, { body: { phone: '13800138000', countryCode: '+86', password: 'Demo@123456' } });
    expect(res.body.code).toBe(200);
    const { token, uid, nikeName, type } = res.body.data;
    expect(type).toBe('login');
    expect(uid).toBe(1);
    expect(nikeName).toBe('演示用户');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await mall.db.select().from(userSession).where(eq(userSession.userId, uid));
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const expiry = rows.find((r) => r.tokenHash === hashToken(token))!.expiresAt.getTime() - Date.now();
    expect(expiry).toBeGreaterThan(604_800_000 - 60_000);
    expect(expiry).toBeLessThanOrEqual(604_800_000);
  });

  it('takes the dial code with or without +, and defaults it to 86', async () => {
    for (const countryCode of ['86', '+86', undefined]) {
      const res = await mall.http('POST', loginPath, { body: { phone: '13800138000', countryCode, password: 'Demo@123456' } });
      expect(res.body.code).toBe(200);
    }
  });

  it('says the same for a wrong password and an unknown phone, and writes nothing', async () => {
    const before = await stateOf(mall.db);
    const wrong = await mall.http('POST', loginPath, { body: { phone: '13800138000', password: 'Wrong@12345' } });
    const unknown = await mall.http('POST', loginPath, { body: { phone: '13900000000', password: 'Demo@123456' } });
    expect(wrong.body.code).toBe(400);
    expect(unknown.body.message).toBe(wrong.body.message);
    expect(await stateOf(mall.db)).toEqual(before);
  });

  it('refuses a disabled account', async () => {
    const id = await createShopper(mall.db, '13700000001');
    await mall.db.update(appUser).set({ status: false }).where(eq(appUser.id, id));
    const res = await mall.http('POST', loginPath, { body: { phone: '13700000001', password: 'Test@1234' } });
    expect(res.body.code).toBe(400);
    expect(res.body.message).toMatch(/disabled/);
  });
});

describe('session', () => {
  it('accepts the token in authori-zation (with or without Bearer) and in Authorization: Bearer', async () => {
    const token = await mall.login();
    const variants: Record<string, string>[] = [
      { 'authori-zation': token },
      { 'authori-zation': `Bearer ${token}` },
      { authorization: `Bearer ${token}` },
    ];
    for (const headers of variants) {
      const res = await mall.http('GET', '/api/front/user/info', { headers });
      expect(res.body.code).toBe(200);
      expect(res.data).toMatchObject({ uid: 1, phone: '13800138000', balance: 1_000_000 });
      // The provider's clients read the balance as nowMoney, in yuan.
      expect(res.body.data.nowMoney).toBe(10_000);
      // No hash and no password field (`hasPassword` only says whether one is set).
      expect(JSON.stringify(res.body.data)).not.toMatch(/scrypt|"password(hash)?"\s*:/i);
      expect(res.body.data.hasPassword).toBe(true);
    }
  });

  it('token/is/exist answers true for a live token and false otherwise', async () => {
    const token = await mall.login();
    expect((await mall.http('POST', '/api/front/login/token/is/exist', { token })).body.data).toBe(true);
    expect((await mall.http('POST', '/api/front/login/token/is/exist', { token: 'nope' })).body.data).toBe(false);
    expect((await mall.http('POST', '/api/front/login/token/is/exist')).body.data).toBe(false);
  });

  it('an expired session is refused with 401', async () => {
    const token = await mall.login();
    await mall.db
      .update(userSession)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(userSession.tokenHash, hashToken(token)));
    const res = await mall.http('GET', '/api/front/user/info', { token });
    expect(res.body.code).toBe(401);
    expect((await mall.http('POST', '/api/front/login/token/is/exist', { token })).body.data).toBe(false);
  });

  it('logout ends the session; logging out without one still answers 200', async () => {
    const token = await mall.login();
    expect((await mall.http('GET', '/api/front/login/logout', { token })).body.code).toBe(200);
    expect((await mall.http('GET', '/api/front/user/info', { token })).body.code).toBe(401);
    expect((await mall.http('GET', '/api/front/login/logout')).body).toEqual({ code: 200, message: 'success', data: null });
  });
});
