import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absoluteUrl } from '@mall/api';
import { merchant, merchantCategory, product } from '../src/db/schema.ts';
import { createSession } from '../src/http/session.ts';
import { createShopper, startMall, stateOf, type TestMall } from './harness.ts';

let mall: TestMall;
beforeAll(async () => {
  mall = await startMall();
});
afterAll(() => mall.close());

/** The envelope with `data` in the model (cents, arrays, `Date`s; image URLs absolute, as the wire has them). */
const get = (path: string, token?: string) => mall.http('GET', path, { token }).then((r) => ({ ...r.body, data: r.data }));
/** `data` as it travelled, in the provider's format. */
const wire = (path: string, token?: string) => mall.http('GET', path, { token }).then((r) => r.body.data);
/** A site path as the wire carries it: absolute on this mall's origin. */
const abs = (path: string) => absoluteUrl(path, mall.url);

/** A fresh shopper signed in without the password flow (no sign-in rate limit). */
async function shopper(phone: string): Promise<string> {
  return createSession(mall.db, await createShopper(mall.db, phone));
}

/** Checks that `proList` holds goods on sale of shop `merId`, with sales counting the opening figure. */
async function expectPicksOf(
  merId: number,
  picks: Array<{ id: number; storeName: string; image: string; price: number; otPrice: number; sales: number }>,
  max: number,
) {
  expect(picks.length).toBeLessThanOrEqual(max);
  if (picks.length === 0) return;
  const rows = await mall.db.select().from(product).where(inArray(product.id, picks.map((p) => p.id)));
  for (const pick of picks) {
    const row = rows.find((r) => r.id === pick.id)!;
    expect(row.merId).toBe(merId);
    expect(row.isShow && !row.isDel && row.auditStatus === 1).toBe(true);
    expect(pick).toMatchObject({ storeName: row.name, image: abs(row.image), price: row.price, otPrice: row.otPrice });
    expect(pick.sales).toBe(row.sales + row.ficti);
  }
}

describe('shop street (crmeb-api §4.11 /street, §6 rule 18)', () => {
  it('lists open shops recommended first, then by sort, each with up to 3 goods on sale', async () => {
    const { code, data } = await get('/api/front/merchant/street?limit=20');
    expect(code).toBe(200);
    const expected = await mall.db
      .select({ id: merchant.id })
      .from(merchant)
      .where(eq(merchant.isSwitch, true))
      .orderBy(desc(merchant.isRecommend), desc(merchant.sort), desc(merchant.id));
    expect(data.total).toBe(expected.length);
    expect(data.list.map((s: { id: number }) => s.id)).toEqual(expected.map((s) => s.id));
    for (const shop of data.list) {
      expect(Object.keys(shop).sort()).toEqual(
        ['avatar', 'backImage', 'categoryId', 'id', 'isSelf', 'name', 'proList', 'starLevel', 'streetBackImage', 'typeId'].sort(),
      );
      expect(shop.streetBackImage.startsWith(abs('/media/art/'))).toBe(true);
      expect(shop.proList.length).toBeGreaterThan(0);
      await expectPicksOf(shop.id, shop.proList, 3);
    }
    // The provider's cards show sales + ficti: every pick carries ficti (0, the model's sales hold both) and a price in yuan.
    const raw = await wire('/api/front/merchant/street?limit=20');
    for (const [i, shop] of raw.list.entries()) {
      for (const [j, pick] of shop.proList.entries()) {
        expect(pick).toMatchObject({ ficti: 0, price: data.list[i].proList[j].price / 100 });
      }
    }
  });

  it('pages without overlap', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => get(`/api/front/merchant/street?page=${page}&limit=4`)));
    const ids = pages.flatMap((p) => p.data.list.map((s: { id: number }) => s.id));
    expect(pages[0]!.data.list).toHaveLength(4);
    expect(pages[0]!.data.totalPage).toBe(Math.ceil(pages[0]!.data.total / 4));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(pages[0]!.data.total);
  });

  it('refuses bad paging, naming the field', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
    ]) {
      const res = await mall.http('GET', `/api/front/merchant/street?${query}`);
      expect(res.body.code, query).toBe(400);
      expect(res.body.message, query).toMatch(new RegExp(`^${field}: `));
    }
  });
});

describe('shop search (crmeb-api §4.11 /search/list, §6 rule 19)', () => {
  it('finds shops by name or keyword, best rated first', async () => {
    const byName = await get(`/api/front/merchant/search/list?keywords=${encodeURIComponent('数码')}`);
    expect(byName.data.list.map((s: { name: string }) => s.name)).toContain('极客数码专营店');
    for (const shop of byName.data.list) expect(shop.name + (await keywordsOf(shop.id))).toMatch(/数码/);

    const byKeyword = await get(`/api/front/merchant/search/list?keywords=${encodeURIComponent('露营')}`);
    expect(byKeyword.data.list.map((s: { name: string }) => s.name)).toEqual(['行者运动户外旗舰店']);

    const all = await get('/api/front/merchant/search/list?limit=50');
    const stars = all.data.list.map((s: { starLevel: number }) => s.starLevel);
    expect(stars).toEqual([...stars].sort((a, b) => b - a));
  });

  it('filters by shop category, type and self-operation', async () => {
    const self = await get('/api/front/merchant/search/list?isSelf=true');
    expect(self.data.total).toBe(1);
    expect(self.data.list[0].isSelf).toBe(true);
    const others = await get('/api/front/merchant/search/list?isSelf=false&limit=50');
    expect(others.data.list.every((s: { isSelf: boolean }) => !s.isSelf)).toBe(true);
    expect(others.data.total + self.data.total).toBe((await get('/api/front/merchant/street')).data.total);

    const [someShop] = await mall.db.select().from(merchant).where(eq(merchant.id, 3));
    const byCategory = await get(`/api/front/merchant/search/list?categoryId=${someShop!.categoryId}&limit=50`);
    expect(byCategory.data.total).toBeGreaterThan(0);
    expect(byCategory.data.list.every((s: { categoryId: number }) => s.categoryId === someShop!.categoryId)).toBe(true);
    const byType = await get(`/api/front/merchant/search/list?typeId=${someShop!.typeId}&categoryId=${someShop!.categoryId}&limit=50`);
    expect(byType.data.list.map((s: { id: number }) => s.id)).toContain(3);
    expect(byType.data.list.every((s: { typeId: number }) => s.typeId === someShop!.typeId)).toBe(true);

    const none = await get(`/api/front/merchant/search/list?keywords=${encodeURIComponent('100%')}`);
    expect(none.data).toMatchObject({ list: [], total: 0 });
  });

  it('reads the provider\'s shop-search page: `pages` for the page, `keyword` for the text, and answers `count` with the total', async () => {
    const byPage = (await get('/api/front/merchant/search/list?page=2&limit=3')).data;
    const byPages = await mall.http('GET', '/api/front/merchant/search/list?pages=2&limit=3');
    expect(byPages.data.page).toBe(2);
    expect(byPages.data.list.map((s: { id: number }) => s.id)).toEqual(byPage.list.map((s: { id: number }) => s.id));
    expect(byPages.body.data).toMatchObject({ count: byPage.total, total: byPage.total, pageNum: 2, pages: Math.ceil(byPage.total / 3) });

    const text = encodeURIComponent('露营');
    const byKeywords = (await get(`/api/front/merchant/search/list?keywords=${text}`)).data;
    const byKeyword = (await get(`/api/front/merchant/search/list?keyword=${text}&categoryId=&typeId=`)).data;
    expect(byKeyword.total).toBe(1);
    expect(byKeyword.list.map((s: { id: number }) => s.id)).toEqual(byKeywords.list.map((s: { id: number }) => s.id));
  });

  it('gives shop categories\' commission as a percentage, as the settlement form copies it', async () => {
    const rows = await mall.db.select().from(merchantCategory);
    const raw = await wire('/api/front/merchant/all/category/list');
    const fees = Object.fromEntries(raw.map((c: { id: number; handlingFee: number }) => [c.id, c.handlingFee]));
    expect(Object.keys(fees)).toHaveLength(rows.length);
    for (const row of rows) expect(fees[row.id]).toBe(row.handlingFeeBp / 100);
    // Seeded fees are not all zero, so a fee in basis points could not pass for a percentage.
    expect(rows.some((r) => r.handlingFeeBp > 0)).toBe(true);
  });

  it('refuses bad filters, naming the field', async () => {
    for (const [query, field] of [
      ['isSelf=maybe', 'isSelf'],
      ['typeId=0', 'typeId'],
      ['categoryId=x', 'categoryId'],
      [`keywords=${'k'.repeat(65)}`, 'keywords'],
    ]) {
      const res = await mall.http('GET', `/api/front/merchant/search/list?${query}`);
      expect(res.body.code, query).toBe(400);
      expect(res.body.message, query).toMatch(new RegExp(`^${field}: `));
    }
  });
});

async function keywordsOf(id: number): Promise<string> {
  const [row] = await mall.db.select({ keywords: merchant.keywords }).from(merchant).where(eq(merchant.id, id));
  return row?.keywords ?? '';
}

describe('shop pages', () => {
  it('shows the shop header with followers; isCollect follows the signed-in shopper', async () => {
    const guest = await get('/api/front/merchant/index/info/2');
    expect(guest.code).toBe(200);
    expect(guest.data).toMatchObject({ id: 2, name: '极客数码专营店', isCollect: false, followerCount: 0, serviceType: 'H5' });
    expect(guest.data.serviceLink).toMatch(/^https:\/\//);
    expect(Array.isArray(guest.data.pcBanner)).toBe(true);
    expect(guest.data.pcBanner.length).toBeGreaterThanOrEqual(2);
    expect(guest.data.pcBackImage.startsWith(abs('/media/art/'))).toBe(true);
    // The provider's shop page parses pcBanner on every render: JSON text of {sattDir: URL}.
    const raw = await wire('/api/front/merchant/index/info/2');
    expect(JSON.parse(raw.pcBanner)).toEqual(guest.data.pcBanner.map((u: string) => ({ sattDir: u })));
    for (const u of guest.data.pcBanner) expect(u).toMatch(/^http:\/\//);

    const fan = await shopper('13900000001');
    const stranger = await shopper('13900000002');
    expect((await mall.http('POST', '/api/front/collect/add/merchant/2', { token: fan })).body.code).toBe(200);
    expect((await get('/api/front/merchant/index/info/2', fan)).data).toMatchObject({ isCollect: true, followerCount: 1 });
    expect((await get('/api/front/merchant/index/info/2', stranger)).data).toMatchObject({ isCollect: false, followerCount: 1 });
    expect((await get('/api/front/merchant/index/info/2')).data.isCollect).toBe(false);
    expect((await get('/api/front/merchant/detail/2')).data.collectNum).toBe(1);
  });

  it('shows the qualification tab with licences as a list, and the customer-service contact', async () => {
    const { data } = await get('/api/front/merchant/detail/6');
    const [row] = await mall.db.select().from(merchant).where(eq(merchant.id, 6));
    expect(data).toMatchObject({ id: 6, realName: row!.realName, email: row!.email, phone: row!.phone, address: row!.address, intro: row!.intro });
    expect(data.qualificationPicture).toEqual(row!.qualificationPictures.map(abs));
    expect(data.qualificationPicture.length).toBeGreaterThanOrEqual(2);
    // Wire times carry whole seconds.
    expect(data.createTime).toEqual(new Date(Math.floor(row!.createdAt.getTime() / 1000) * 1000));
    const raw = await wire('/api/front/merchant/detail/6');
    expect(JSON.parse(raw.qualificationPicture)).toEqual(data.qualificationPicture);
    expect(raw.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const service = await get('/api/front/merchant/customer/service/info/6');
    expect(service.data).toEqual({ serviceType: 'email', serviceLink: '', servicePhone: row!.phone, serviceMessage: '', serviceEmail: row!.serviceEmail });
    const phone = await get('/api/front/merchant/customer/service/info/3');
    expect(phone.data.serviceType).toBe('phone');
    expect(phone.data.servicePhone).toMatch(/\d/);
  });

  it('answers 404 for unknown shops and 400 naming the id for bad ones', async () => {
    for (const path of ['/api/front/merchant/index/info/9999', '/api/front/merchant/detail/9999', '/api/front/merchant/customer/service/info/9999']) {
      const res = await mall.http('GET', path);
      expect(res.body.code, path).toBe(404);
    }
    for (const path of ['/api/front/merchant/index/info/abc', '/api/front/merchant/detail/0', '/api/front/merchant/customer/service/info/-3']) {
      const res = await mall.http('GET', path);
      expect(res.body.code, path).toBe(400);
      expect(res.body.message, path).toMatch(/^id: /);
    }
  });

  it('hides a closed shop: gone from the street and search, its pages 404, nothing else changed', async () => {
    const before = await stateOf(mall.db);
    await mall.db.update(merchant).set({ isSwitch: false }).where(eq(merchant.id, 5));
    try {
      const street = await get('/api/front/merchant/street?limit=50');
      expect(street.data.list.map((s: { id: number }) => s.id)).not.toContain(5);
      const search = await get(`/api/front/merchant/search/list?keywords=${encodeURIComponent('衣尚')}`);
      expect(search.data.total).toBe(0);
      for (const path of ['/api/front/merchant/index/info/5', '/api/front/merchant/detail/5', '/api/front/merchant/customer/service/info/5']) {
        const res = await mall.http('GET', path);
        expect(res.body.code, path).toBe(404);
        expect(res.body.message, path).toMatch(/Shop 5 does not exist or is closed/);
      }
    } finally {
      await mall.db.update(merchant).set({ isSwitch: true }).where(eq(merchant.id, 5));
    }
    expect(await stateOf(mall.db)).toEqual(before);
  });
});

describe('goods detail shop card and favourites (crmeb-api §4.4)', () => {
  it('shows the shop followers and 4 other goods on sale; isCollect and userCollect follow the shopper', async () => {
    const [goods] = await mall.db
      .select()
      .from(product)
      .where(and(eq(product.merId, 7), eq(product.isShow, true)))
      .orderBy(asc(product.id))
      .limit(1);
    const path = `/api/front/product/detail/${goods!.id}`;
    const guest = (await get(path)).data;
    expect(guest.userCollect).toBe(false);
    expect(guest.merchantInfo).toMatchObject({ id: 7, isCollect: false, followerCount: 0 });
    expect(guest.merchantInfo.proList).toHaveLength(4);
    expect(guest.merchantInfo.proList.map((p: { id: number }) => p.id)).not.toContain(goods!.id);
    await expectPicksOf(7, guest.merchantInfo.proList, 4);

    const token = await shopper('13900000003');
    await mall.http('POST', '/api/front/collect/add/merchant/7', { token });
    await mall.http('POST', '/api/front/collect/add/product', { token, body: { productId: goods!.id, category: 'store' } });
    const mine = (await get(path, token)).data;
    expect(mine.userCollect).toBe(true);
    expect(mine.merchantInfo).toMatchObject({ isCollect: true, followerCount: 1 });
    const again = (await get(path)).data;
    expect(again.userCollect).toBe(false);
    expect(again.merchantInfo).toMatchObject({ isCollect: false, followerCount: 1 });
  });
});
