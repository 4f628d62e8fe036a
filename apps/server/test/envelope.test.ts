import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMall, type TestMall } from './harness.ts';

let mall: TestMall;
beforeAll(async () => {
  mall = await startMall({
    extend: (app) => {
      app.get('/api/test/boom', async () => {
        throw new Error('database password is hunter2');
      });
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
