import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CACHE_CONTROL } from '../src/storefront/routes.ts';
import { startMall, type TestMall } from './harness.ts';

let mall: TestMall;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mall-storefront-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>mall</title><div id="root"></div>');
  await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mall = await startMall({ storefrontDir: dir });
});
afterAll(async () => {
  await mall.close();
  await rm(dir, { recursive: true, force: true });
});

/**
 * A GET whose body is read before it returns: an unread body keeps the
 * connection busy, and closing the mall then waits for it.
 */
async function get(p: string, headers: Record<string, string> = {}) {
  const res = await fetch(mall.url + p, { headers });
  const body = await res.arrayBuffer();
  const text = () => Promise.resolve(new TextDecoder().decode(body));
  return { status: res.status, headers: res.headers, text, json: async () => JSON.parse(await text()) as unknown };
}

describe('serving the built storefront', () => {
  it('answers storefront routes with index.html (history fallback), which browsers revalidate every time', async () => {
    for (const route of ['/', '/goods_detail/5', '/order/order_confirm?preOrderNo=x', '/users/order_list']) {
      const res = await get(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
      expect(res.headers.get('cache-control')).toMatch(/(^|, )max-age=0(,|$)/);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets for a year and other files as they are', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("app")');
    expect((await get('/favicon.svg')).status).toBe(200);
  });

  it('sends built assets without the headers that only govern a page, keeping nosniff; pages keep them all', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(asset.headers.get('content-security-policy')).toBe("default-src 'none'");
    for (const name of ['x-frame-options', 'strict-transport-security', 'referrer-policy', 'cross-origin-opener-policy']) {
      expect(asset.headers.get(name), name).toBeNull();
    }
    const page = await get('/goods_detail/5');
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('keeps the 404 envelope for unknown API paths (HTTP 200, as every API answer) and a real 404 for missing files', async () => {
    const api = await get('/api/front/nothing');
    expect(api.status).toBe(200);
    expect(((await api.json()) as { code: number }).code).toBe(404);
    const missing = await get('/assets/gone-123.js');
    expect(missing.status).toBe(404);
    const outside = await get('/../package.json');
    expect(outside.status).not.toBe(200);
  });

  it('says the shop is being updated (503, retry soon) while index.html is missing, as during a redeploy', async () => {
    const index = path.join(dir, 'index.html');
    await rename(index, `${index}.away`);
    try {
      const res = await get('/goods_detail/5');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect((await get('/favicon.svg')).status).toBe(200);
    } finally {
      await rename(`${index}.away`, index);
    }
    expect((await get('/goods_detail/5')).status).toBe(200);
  });
});
