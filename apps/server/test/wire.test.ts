import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser } from '../src/db/schema.ts';
import { createShopper, startMall, type TestMall } from './harness.ts';

/*
 * What the provider's clients need of the transport (crmeb-wire §1) beyond
 * the envelope itself: cross-origin calls from their own origin, bare-text
 * email bodies, absolute image URLs on the mall's public address; and the
 * answer counters that stand in for HTTP statuses now that every API answer
 * is a 200.
 */

const CLIENT_ORIGIN = 'http://127.0.0.1:8000';

let mall: TestMall;
beforeAll(async () => {
  mall = await startMall({ corsOrigins: [CLIENT_ORIGIN] });
});
afterAll(() => mall.close());

/** Each test speaks from its own client address, so per-address code limits of one do not reach another. */
let clientNo = 0;
function client(): Record<string, string> {
  clientNo += 1;
  return { 'x-forwarded-for': `10.7.0.${clientNo}` };
}

function preflight(url: string, origin: string): Promise<Response> {
  return fetch(`${url}/api/front/user/info`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authori-zation,form-type' },
  });
}

describe('cross-origin calls (CORS_ORIGINS)', () => {
  it('lets a configured origin through the preflight with the headers the provider’s clients send', async () => {
    const res = await preflight(mall.url, CLIENT_ORIGIN);
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe(CLIENT_ORIGIN);
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['authori-zation', 'authorization', 'form-type', 'content-type']));
    const methods = (res.headers.get('access-control-allow-methods') ?? '').split(/\s*,\s*/);
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST']));

    // The call itself carries the origin too, or the browser withholds the answer from the page.
    const call = await fetch(`${mall.url}/api/front/product/list?limit=1`, { headers: { origin: CLIENT_ORIGIN, 'form-type': 'pc' } });
    expect(call.headers.get('access-control-allow-origin')).toBe(CLIENT_ORIGIN);
    expect(((await call.json()) as { code: number }).code).toBe(200);
  });

  it('gives any other origin no Access-Control-Allow-Origin, and a mall without CORS_ORIGINS gives none at all', async () => {
    const stranger = await preflight(mall.url, 'http://evil.example');
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const strangerCall = await fetch(`${mall.url}/api/front/product/list?limit=1`, { headers: { origin: 'http://evil.example' } });
    expect(strangerCall.headers.get('access-control-allow-origin')).toBeNull();

    const closed = await startMall();
    try {
      const res = await preflight(closed.url, CLIENT_ORIGIN);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await closed.close();
    }
  });
});

describe('bare-text email bodies', () => {
  it('takes the email code request with the address as the raw body, as the provider’s clients post it', async () => {
    const res = await mall.http('POST', '/api/front/login/email/captcha', {
      raw: 'someone@example.com',
      headers: { ...client(), 'content-type': 'application/json; charset=UTF-8' },
    });
    expect(res.body.code).toBe(200);
    await expect(mall.lastCode('someone@example.com')).resolves.toMatch(/^\d{6}$/);
  });

  it('takes the forgotten-password code request the same way', async () => {
    await createShopper(mall.db, '13700007001');
    await mall.db.update(appUser).set({ email: 'forgetful@example.com' }).where(eq(appUser.phone, '13700007001'));
    const res = await mall.http('POST', '/api/front/login/email/forget/password', {
      raw: 'forgetful@example.com',
      headers: { ...client(), 'content-type': 'application/json; charset=UTF-8' },
    });
    expect(res.body.code).toBe(200);
    await expect(mall.lastCode('forgetful@example.com')).resolves.toMatch(/^\d{6}$/);
  });

  it('still refuses malformed JSON with 400, on those routes and on routes that take JSON', async () => {
    const before = (await mall.outbox()).length;
    const broken = await mall.http('POST', '/api/front/login/email/captcha', {
      raw: '{"email": "someone.else@example.com"',
      headers: { ...client(), 'content-type': 'application/json; charset=UTF-8' },
    });
    expect(broken.body).toMatchObject({ code: 400, message: 'body is not valid JSON' });
    // Bare text is read only where the provider's clients send it.
    const bare = await mall.http('POST', '/api/front/login/email', {
      raw: 'someone@example.com',
      headers: { ...client(), 'content-type': 'application/json; charset=UTF-8' },
    });
    expect(bare.body).toMatchObject({ code: 400, message: 'body is not valid JSON' });
    expect((await mall.outbox()).length).toBe(before);
  });
});

describe('bodies the API reads: JSON, urlencoded and multipart forms, nothing else', () => {
  it('refuses a text/plain body with 400, even one holding a valid email, and sends no code', async () => {
    const before = (await mall.outbox()).length;
    for (const body of ['someone.plain@example.com', '"someone.plain@example.com"']) {
      const res = await mall.http('POST', '/api/front/login/email/captcha', { raw: body, headers: { ...client(), 'content-type': 'text/plain' } });
      expect(res.body).toEqual({ code: 400, message: 'Content-Type must be application/json', data: null });
    }
    expect((await mall.outbox()).length).toBe(before);
  });

  it('reads a multipart form with a repeated field as that field’s values, and refuses the form when a value is cut at the field size', async () => {
    const form = new FormData();
    form.append('phone', '13700007002');
    form.append('phone', '13700007003');
    const repeated = await fetch(`${mall.url}/api/front/login/sendCode`, { method: 'POST', body: form, headers: client() });
    expect(await repeated.json()).toMatchObject({ code: 400, message: 'phone: must be a string' });
    const long = new FormData();
    long.set('phone', '1'.repeat(4097));
    const cut = await fetch(`${mall.url}/api/front/login/sendCode`, { method: 'POST', body: long, headers: client() });
    expect(await cut.json()).toMatchObject({ code: 400, message: 'phone: must have at most 4096 characters' });
  });
});

describe('requests as the provider’s clients send them', () => {
  it('signs in with the phone and dial code sent as numbers', async () => {
    const res = await mall.http('POST', '/api/front/login/mobile/password', {
      body: { phone: 13800138000, countryCode: 86, password: 'Demo@123456' },
      headers: client(),
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.uid).toBe(1);
  });
});

/** The value of `mall_api_answers_total{code="…"}` in the metrics text, 0 when the line is absent. */
async function answersWithCode(code: number): Promise<number> {
  const res = await fetch(`${mall.url}/metrics`);
  expect(res.status).toBe(200);
  const line = (await res.text()).split('\n').find((l) => l.startsWith(`mall_api_answers_total{code="${code}"} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

describe('answer counters (GET /metrics)', () => {
  it('counts API answers by the code of their envelope, not by the HTTP status, and leaves other paths out', async () => {
    const before = { ok: await answersWithCode(200), notFound: await answersWithCode(404) };
    expect((await mall.http('GET', '/api/front/no/such/route')).body.code).toBe(404);
    expect((await mall.http('GET', '/api/front/product/list?limit=1')).body.code).toBe(200);
    // A missing picture is a real 404, outside the API.
    expect((await fetch(`${mall.url}/media/art/nothing/none.svg`)).status).toBe(404);
    expect(await answersWithCode(404)).toBe(before.notFound + 1);
    expect(await answersWithCode(200)).toBe(before.ok + 1);
  });
});

describe('image URLs on the public address (PUBLIC_URL)', () => {
  it('makes every image URL absolute on the public address, whatever address the request came to', async () => {
    const published = await startMall({ publicUrl: 'https://mall.example' });
    try {
      // A proxy's forwarded host does not move images off the public address.
      const headers = { 'x-forwarded-host': 'internal.example', 'x-forwarded-proto': 'http' };
      const pic = await published.http('GET', '/api/pc/login/getLoginPic', { headers });
      expect(pic.body.data.loginLeftImage).toMatch(/^https:\/\/mall\.example\/media\/art\/.+\.svg$/);
      const goods = await published.http('GET', '/api/front/product/list?limit=5', { headers });
      expect(goods.body.data.list).toHaveLength(5);
      for (const item of goods.body.data.list as Array<{ image: string }>) expect(item.image.startsWith('https://mall.example/media/')).toBe(true);
      expect(JSON.stringify(goods.body.data)).not.toContain(published.url);
      expect(JSON.stringify(goods.body.data)).not.toContain('internal.example');
    } finally {
      await published.close();
    }
  });

  it('takes the request’s own origin when unset', async () => {
    const pic = await mall.http('GET', '/api/pc/login/getLoginPic');
    expect(pic.body.data.loginLeftImage.startsWith(`${mall.url}/media/art/`)).toBe(true);
  });
});
