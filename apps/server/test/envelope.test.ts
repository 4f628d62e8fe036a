import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { makeCourier } from '../src/auth/delivery/index.ts';
import { address, appUser, cartItem } from '../src/db/schema.ts';
import { startMall, stateOf, type TestMall } from './harness.ts';

/**
 * Statements the database refuses, each run by a test route as a service
 * would run it (through Drizzle, in a transaction where a service would
 * use one), and the answer each must get.
 */
const refusals: Array<[route: string, run: (mall: TestMall) => Promise<unknown>, message: string, field?: string]> = [
  [
    'one-default',
    (mall) =>
      mall.db.transaction(async (tx) => {
        const values = { userId: 1, realName: 'a', phone: '13800138000', detail: 'a', postCode: '200120', isDefault: true };
        await tx.insert(address).values(values);
        await tx.insert(address).values(values);
      }),
    'isDefault: was changed by another request at the same moment, please try again',
    'isDefault',
  ],
  ['balance', (mall) => mall.db.update(appUser).set({ balance: sql`${appUser.balance} - 1000000000` }).where(sql`${appUser.id} = 1`), 'payType: insufficient balance', 'payType'],
  ['phone-taken', (mall) => mall.db.insert(appUser).values({ countryCode: '86', phone: '13800138000', nickname: 'twin' }), 'phone: this phone number is already registered, please sign in', 'phone'],
  ['cart-range', (mall) => mall.db.insert(cartItem).values({ userId: 1, productId: 1, merId: 1, quantity: 100 }), 'A cart line holds 1 to 99 units'],
  ['foreign-key', (mall) => mall.db.insert(cartItem).values({ userId: 1, productId: 999_999, merId: 1, quantity: 1 }), 'Something this request refers to no longer exists'],
  ['not-null', (mall) => mall.db.execute(sql`insert into address (user_id, phone, detail, post_code) values (1, '1', 'a', '1')`), 'A value in the request cannot be saved, please check it'],
  ['nul', (mall) => mall.db.insert(address).values({ userId: 1, realName: 'a\u0000b', phone: '1', detail: 'a', postCode: '1' }), 'A value in the request cannot be saved, please check it'],
  ['out-of-range', (mall) => mall.db.execute(sql`update app_user set balance = ${2 ** 40} where id = 1`), 'A value in the request cannot be saved, please check it'],
  ['not-a-number', (mall) => mall.db.execute(sql`select ${'abc'}::integer`), 'A value in the request cannot be saved, please check it'],
  [
    'too-long',
    (mall) =>
      mall.db.transaction(async (tx) => {
        await tx.execute(sql`create temp table short_text (v varchar(3)) on commit drop`);
        await tx.execute(sql`insert into short_text values (${'abcdef'})`);
      }),
    'A value in the request cannot be saved, please check it',
  ],
];

/** Faults of the mall itself, which stay 500. */
const faults: Array<[route: string, run: (mall: TestMall) => Promise<unknown>]> = [
  ['syntax', (mall) => mall.db.execute(sql`selec 1`)],
  ['no-table', (mall) => mall.db.execute(sql`select * from no_such_table`)],
  ['division', (mall) => mall.db.execute(sql`select 1 / 0`)],
];

let mall: TestMall;
beforeAll(async () => {
  mall = await startMall({
    extend: (app) => {
      app.get('/api/test/boom', async () => {
        throw new Error('database password is hunter2');
      });
      for (const [route, run] of [...refusals, ...faults]) {
        app.get(`/api/test/db/${route}`, async () => {
          await run(mall);
          return { code: 200, message: 'success', data: null };
        });
      }
    },
  });
});
afterAll(() => mall.close());

// The API answers HTTP 200 whatever the envelope says: the provider's clients read only the envelopes of 200 answers (crmeb-wire §1).
describe('the envelope on every answer (spec §7, §8)', () => {
  it('wraps success as {code 200, message, data}', async () => {
    const res = await mall.http('GET', '/api/front/pay/method');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, message: 'success' });
    expect(res.body.data.yuePaySwitch).toBe(true);
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    const res = await mall.http('GET', '/api/front/does/not/exist');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 404, message: 'No route GET /api/front/does/not/exist', data: null });
    const post = await mall.http('POST', '/api/nothing', { body: {} });
    expect(post.status).toBe(200);
    expect(post.body.code).toBe(404);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await mall.http('POST', '/api/front/login/mobile/password', { raw: '{"phone": "138' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 400, message: 'body is not valid JSON', data: null });
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await mall.http('POST', '/api/front/login/mobile/password', {
      raw: 'phone=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(400);
  });

  it('answers a missing body with 400 naming it', async () => {
    const res = await mall.http('POST', '/api/front/login/mobile/password');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(400);
    expect(res.body.message).toMatch(/body/);
  });

  it('answers unexpected errors with 500, a request id, and no internals', async () => {
    const res = await mall.http('GET', '/api/test/boom');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(500);
    expect(res.body.message).toBe('system exception');
    expect(res.body.data.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(res.body)).not.toMatch(/hunter2|at |\.ts/);
  });

  it('sends security headers and compresses large answers', async () => {
    const res = await fetch(`${mall.url}/api/front/product/list?limit=50`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    // The avatar cropper shows the picked file, and its cut, from blob: URLs.
    expect(res.headers.get('content-security-policy')).toMatch(/img-src [^;]*blob:/);
    expect(((await res.json()) as { code: number }).code).toBe(200);
  });

  it('speaks the language the client asks for, and English to clients that ask for none', async () => {
    const body = { phone: 'abc', password: 'x' };
    const zh = await mall.http('POST', '/api/front/login/mobile/password', { body, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.body.message).toBe('phone: 格式不正确');
    expect(zh.body.data.errors).toEqual([{ field: 'phone', message: '格式不正确' }]);
    const th = await mall.http('POST', '/api/front/login/mobile/password', {
      body: { phone: '13800138000', password: 'Wrong@1234' },
      headers: { 'accept-language': 'th-TH,th;q=0.9' },
    });
    expect(th.body.message).toBe('หมายเลขโทรศัพท์หรือรหัสผ่านไม่ถูกต้อง');
    const lo = await mall.http('GET', '/api/front/product/detail/987654', { headers: { 'accept-language': 'lo' } });
    expect(lo.body.message).toBe('ບໍ່ມີສິນຄ້າ 987654 ຫຼື ເຊົາຂາຍແລ້ວ');
    const plain = await mall.http('POST', '/api/front/login/mobile/password', { body });
    expect(plain.body.message).toBe('phone: has an invalid format');
  });

  it('answers 401 on a route that needs a session when the token is missing, unknown or malformed', async () => {
    for (const token of [undefined, 'not-a-token', 'Bearer ']) {
      const res = await mall.http('GET', '/api/front/user/info', { token });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(401);
      expect(res.body.data).toBeNull();
    }
  });
});

describe('paths the router cannot read: an envelope like every other answer', () => {
  it('answers a path parameter whose percent-encoding does not decode with a 400 envelope, in the client’s language, with the usual headers', async () => {
    const res = await fetch(`${mall.url}/api/front/product/detail/%E0%A4%A`, { headers: { 'accept-language': 'fr' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 400, message: 'l’adresse n’est pas valide (encodage en pourcentage incorrect)', data: null });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const post = await mall.http('POST', '/api/front/collect/cancel/%ED%A0%80', { body: {} });
    expect(post.body).toEqual({ code: 400, message: 'the address is not valid (bad percent-encoding)', data: null });
  });

  it('validates a path parameter of 5,000 characters like any other, naming it, instead of answering 414', async () => {
    const id = await mall.http('GET', `/api/front/product/detail/${'9'.repeat(5000)}`);
    expect(id.body.code).toBe(400);
    expect(id.body.message).toBe('id: must be <= 2147483647');
    const orderNo = await mall.http('GET', `/api/front/order/detail/${'x'.repeat(5000)}`, { token: await mall.login() });
    expect(orderNo.body).toMatchObject({ code: 400, message: 'orderNo: has an invalid format' });
  });

  it('keeps real statuses outside the API', async () => {
    const res = await fetch(`${mall.url}/media/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: number }).code).toBe(400);
  });

  it('answers bodies over the limit and encodings it cannot read with 400', async () => {
    const big = await mall.http('POST', '/api/front/login/mobile/password', { raw: JSON.stringify({ phone: '1'.repeat(2 * 1024 * 1024) }) });
    expect(big.body).toEqual({ code: 400, message: 'body is too large', data: null });
    const gzip = await mall.http('POST', '/api/front/login/mobile/password', { raw: '{}', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } });
    expect(gzip.body).toEqual({ code: 400, message: 'the request could not be read', data: null });
    const th = await mall.http('POST', '/api/front/login/mobile/password', { raw: 'x'.repeat(2 * 1024 * 1024), headers: { 'accept-language': 'th' } });
    expect(th.body.message).toBe('เนื้อหาคำขอมีขนาดใหญ่เกินไป');
  });
});

describe('what the database refuses is the request’s fault: 400, never 500', () => {
  it.each(refusals)('%s', async (route, _run, message, field) => {
    const before = await stateOf(mall.db);
    const res = await mall.http('GET', `/api/test/db/${route}`);
    expect(res.body.code).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.data).toEqual(field ? { errors: [{ field, message: message.slice(field.length + 2) }] } : null);
    expect(await stateOf(mall.db)).toEqual(before);
  });

  it('speaks the client’s language', async () => {
    const res = await mall.http('GET', '/api/test/db/one-default', { headers: { 'accept-language': 'zh-CN' } });
    expect(res.body.message).toBe('isDefault: 已被同时进行的另一个请求修改，请重试');
  });

  it.each(faults)('keeps a fault of the mall a 500 with the request id: %s', async (route) => {
    const res = await mall.http('GET', `/api/test/db/${route}`);
    expect(res.body.code).toBe(500);
    expect(res.body.data.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('what the log keeps of a failure', () => {
  it('logs a 500 with its whole request id, and never the parameters of the failed query, a password or a token', async () => {
    const lines: string[] = [];
    const dataDir = await mkdtemp(path.join(tmpdir(), 'mall-log-'));
    const app = await buildApp({
      db: mall.db,
      logLevel: 'info',
      logDestination: { write: (line) => void lines.push(line) },
      auth: { courier: makeCourier({ mailFrom: 'Mall <no-reply@mall.test>', dataDir }, () => undefined), visitorOpen: true },
    });
    app.get('/api/test/fault', async () => mall.db.execute(sql`select ${'hunter2-param'}::text from no_such_table`));
    app.get('/api/test/refusal', async () => mall.db.execute(sql`select ${'hunter3-param'}::integer`));
    try {
      const fault = await app.inject({ method: 'GET', url: '/api/test/fault' });
      const requestId = fault.json<{ data: { requestId: string } }>().data.requestId;
      expect(fault.json()).toMatchObject({ code: 500 });
      const refusal = await app.inject({ method: 'GET', url: '/api/test/refusal' });
      expect(refusal.json()).toMatchObject({ code: 400 });
      const login = await app.inject({
        method: 'POST',
        url: '/api/front/login/mobile/password',
        headers: { 'authori-zation': 'token-hunter4' },
        payload: { phone: '13800138000', countryCode: '86', password: 'Hunter5#secret' },
      });
      expect(login.json()).toMatchObject({ code: 400 });

      const logged = lines.map((line) => JSON.parse(line) as { level: number; reqId?: string; msg: string; err?: { message?: string; code?: string } });
      const error = logged.find((entry) => entry.level === 50);
      expect(error).toMatchObject({ reqId: requestId, msg: 'unexpected error' });
      expect(error!.err).toMatchObject({ type: 'FailedQuery', code: '42P01' });
      expect(error!.err!.message).toContain('no_such_table');
      const warning = logged.find((entry) => entry.level === 40);
      expect(warning).toMatchObject({ msg: 'the database refused a statement', err: { type: 'FailedQuery', code: '22P02' } });
      expect(warning!.reqId).toMatch(/^[0-9a-f-]{36}$/);
      const all = lines.join('\n');
      for (const secret of ['hunter2-param', 'hunter3-param', 'token-hunter4', 'Hunter5#secret']) expect(all).not.toContain(secret);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
