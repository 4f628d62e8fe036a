import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeSchemas } from '@mall/api/schemas';
import { createShopper, startMall, stateOf, type TestMall } from './harness.ts';

let mall: TestMall;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mall-shell-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  mall = await startMall({ storefrontDir: dir });
});
afterAll(async () => {
  await mall.close();
  await rm(dir, { recursive: true, force: true });
});

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

describe('the contract is served', () => {
  it('registers every endpoint of @mall/api', async () => {
    for (const key of Object.keys(routeSchemas)) {
      const [method, url] = key.split(' ') as ['GET' | 'POST', string];
      const path = url.replace(/:([A-Za-z]+)/g, (_, name: string) => (name === 'orderNo' ? 'PT20260101000000123456' : name === 'preOrderNo' ? 'a'.repeat(32) : '1'));
      const res = await mall.http(method, path, method === 'POST' ? { body: {} } : {});
      expect(res.body.message, key).not.toMatch(/^No route/);
    }
  });
});

describe('shell data', () => {
  it('home data carries the footer lines, the mobile mall and the customer-service channel', async () => {
    const { data } = (await mall.http('GET', '/api/pc/home/index')).body;
    expect(data.siteAddress).toBeTruthy();
    expect(data.businessLicence).toBeTruthy();
    // Values only: the footer labels them (地址：, 营业执照：) in the shopper's language.
    expect(data.siteAddress).not.toMatch(/^(公司)?地址[：:]/);
    expect(data.businessLicence).not.toMatch(/^营业执照[：:]/);
    expect(data.mobileUrl).toMatch(/^https:\/\//);
    expect(['h5', 'hotline', 'message', 'email']).toContain(data.consumerType);
  });

  it('the user menu needs a session and names its entries in the asked language', async () => {
    expect((await mall.http('GET', '/api/front/user/menu/user')).body.code).toBe(401);
    const token = await mall.login();
    const zh = (await mall.http('GET', '/api/front/user/menu/user', { token, headers: { 'accept-language': 'zh-CN' } })).body.data;
    const th = (await mall.http('GET', '/api/front/user/menu/user', { token, headers: { 'accept-language': 'th' } })).body.data;
    expect(zh.routine_my_menus.find((m: { id: number }) => m.id === 70)).toEqual({ id: 70, name: '商家入驻', pc_url: '/users/merchant_settled' });
    expect(th.routine_my_menus.find((m: { id: number }) => m.id === 70).name).toBe('สมัครเป็นร้านค้า');
    expect(zh.routine_my_menus.some((m: { pc_url: string }) => m.pc_url === '')).toBe(true);
    // The points page is on the menu once, whatever the stored menu holds.
    expect(zh.routine_my_menus.filter((m: { pc_url: string }) => m.pc_url === '/users/integral')).toEqual([{ id: 65, name: '我的积分', pc_url: '/users/integral' }]);
    expect(th.routine_my_menus.find((m: { id: number }) => m.id === 65).name).toBe('คะแนนของฉัน');
  });

  it('lists shop types and shop categories', async () => {
    const types = (await mall.http('GET', '/api/front/merchant/all/type/list')).body.data;
    const categories = (await mall.http('GET', '/api/front/merchant/all/category/list')).body.data;
    expect(types.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(types[0]).sort()).toEqual(['id', 'info', 'name']);
    expect(categories[0]).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String), handlingFee: expect.any(Number) }));
  });
});

describe('leave a message for customer service', () => {
  const message = { name: '李雷', contact: '13912345678', content: '请问羽绒服什么时候补货？' };

  it('stores a valid message, from a guest or a shopper', async () => {
    const guest = await mall.http('POST', '/api/front/service/message', { body: message, headers: { 'x-forwarded-for': '10.0.0.1' } });
    expect(guest.body.code).toBe(200);
    expect(guest.body.data.id).toBeGreaterThan(0);
    await createShopper(mall.db, '13700000010');
    const token = await mall.login('13700000010', 'Test@1234');
    const shopper = await mall.http('POST', '/api/front/service/message', { token, body: { ...message, contact: 'lei@example.com' } });
    expect(shopper.body.code).toBe(200);
  });

  it('refuses bad input naming the field, and stores nothing', async () => {
    const before = await stateOf(mall.db);
    for (const [body, field] of [
      [{ ...message, name: '  ' }, 'name'],
      [{ ...message, contact: 'call me' }, 'contact'],
      [{ ...message, content: '' }, 'content'],
      [{ ...message, content: 'x'.repeat(501) }, 'content'],
    ] as const) {
      const res = await mall.http('POST', '/api/front/service/message', { body, headers: { 'x-forwarded-for': '10.0.0.2' } });
      expect(res.body.code).toBe(400);
      expect(res.body.message.startsWith(`${field}: `)).toBe(true);
    }
    expect(await stateOf(mall.db)).toEqual(before);
  });

  it('lets one client leave five messages in ten minutes, then answers 429 and stores nothing', async () => {
    const answers = [];
    const client = { 'x-forwarded-for': '10.0.0.3' };
    for (let i = 0; i < 5; i++) {
      answers.push(await mall.http('POST', '/api/front/service/message', { body: { ...message, content: `第 ${i} 条` }, headers: client }));
    }
    expect(answers.map((a) => a.body.code)).toEqual([200, 200, 200, 200, 200]);
    const before = await stateOf(mall.db);
    const over = await mall.http('POST', '/api/front/service/message', { body: message, headers: { ...client, 'accept-language': 'zh-CN' } });
    expect(over.body.code).toBe(429);
    expect(over.body.message).toMatch(/^操作过于频繁，请 \d+ 秒后再试$/);
    expect(await stateOf(mall.db)).toEqual(before);
    // With several processes the count lives in Redis, where every process sees it.
    if (mall.redis) expect(await mall.redis.keys(`${mall.redisPrefix}rate-limit:*`)).not.toHaveLength(0);
    // Another client is not held back.
    const other = await mall.http('POST', '/api/front/service/message', { body: message, headers: { 'x-forwarded-for': '10.0.0.4' } });
    expect(other.body.code).toBe(200);
  });
});

describe('mobile browsers go to the mobile mall (spec §1)', () => {
  it('redirects phones and tablets from pages to the same page of the mobile mall, never desktops, and never from the API', async () => {
    const { mobileUrl } = (await mall.http('GET', '/api/pc/home/index')).body.data;
    const home = new URL(mobileUrl);
    for (const agent of [IPHONE, ANDROID]) {
      const res = await fetch(`${mall.url}/goods_detail/5`, { headers: { 'user-agent': agent }, redirect: 'manual' });
      expect(res.status).toBe(302);
      // The mobile mall's goods page (its uni-app path, history mode), with the same goods.
      const to = new URL(res.headers.get('location')!);
      expect(to.origin).toBe(home.origin);
      expect(to.pathname).toBe('/pages/goods/goods_details/index');
      expect(to.searchParams.get('id')).toBe('5');
      // Caches keep the phone's answer apart from the desktop's.
      expect(res.headers.get('vary')).toMatch(/User-Agent/i);
    }
    const desktop = await fetch(`${mall.url}/goods_detail/5`, { headers: { 'user-agent': DESKTOP }, redirect: 'manual' });
    expect(desktop.status).toBe(200);
    const api = await fetch(`${mall.url}/api/pc/home/index`, { headers: { 'user-agent': IPHONE }, redirect: 'manual' });
    expect(api.status).toBe(200);
  });

  it('keeps the shop of a shop link and the language-free page of a localized one', async () => {
    const shop = await fetch(`${mall.url}/en/merchant/merchant/home?id=3`, { headers: { 'user-agent': IPHONE }, redirect: 'manual' });
    expect(shop.status).toBe(302);
    const to = new URL(shop.headers.get('location')!);
    expect(to.pathname).toBe('/pages/merchant/home/index');
    expect(to.searchParams.get('merId')).toBe('3');
  });

  it('sends a page the mobile mall does not have to its home', async () => {
    const { mobileUrl } = (await mall.http('GET', '/api/pc/home/index')).body.data;
    for (const path of ['/goods/top_one', '/no/such/page', '/']) {
      const res = await fetch(`${mall.url}${path}`, { headers: { 'user-agent': ANDROID }, redirect: 'manual' });
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe(mobileUrl);
      expect(res.headers.get('vary'), path).toMatch(/User-Agent/i);
    }
  });

  it('lets a phone open the QR sign-in confirmation, which is made for it', async () => {
    for (const path of ['/middlewares/qr_confirm?ticket=abc', '/en/middlewares/qr_confirm?ticket=abc']) {
      const res = await fetch(`${mall.url}${path}`, { headers: { 'user-agent': IPHONE }, redirect: 'manual' });
      expect(res.status, path).toBe(200);
    }
    const other = await fetch(`${mall.url}/middlewares/privacy_agreement`, { headers: { 'user-agent': IPHONE }, redirect: 'manual' });
    expect(other.status).toBe(302);
  });
});
