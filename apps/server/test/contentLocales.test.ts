import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_TITLES } from '../src/db/seed/bannerTitles.ts';
import { DEPARTMENTS } from '../src/db/seed/categories.ts';
import { PLATFORM_COUPON_NAMES } from '../src/db/seed/coupons.ts';
import { HOT_KEYWORDS } from '../src/db/seed/keywords.ts';
import { MERCHANT_CATEGORIES, MERCHANT_TYPES } from '../src/db/seed/merchantTypes.ts';
import { DEMO_AGREEMENT } from '../src/db/seed/agreement.ts';
import { SETTLEMENT_AGREEMENT } from '../src/db/seed/settlementAgreement.ts';
import { pickText } from '../src/i18n/content.ts';
import { SERVER_LOCALES, type ServerLocale } from '../src/i18n/locale.ts';
import { buyableSkus, buyNow } from './shopping.ts';
import { startMall, type TestMall } from './harness.ts';

/*
 * Platform content answers in the request's content locale
 * (docs/adr/0012-content-locales.md): the `locale` cookie, then
 * Accept-Language, then zh-CN; the provider's field names stay.
 */

let mall: TestMall;
beforeAll(async () => {
  mall = await startMall();
});
afterAll(() => mall.close());

/** How a request names its language. */
type Asking = { header?: string; cookie?: string };

function headersOf({ header, cookie }: Asking): Record<string, string> {
  return { ...(header ? { 'accept-language': header } : {}), ...(cookie ? { cookie: `locale=${cookie}` } : {}) };
}

/** `data` of a GET in the model, asked in a language. */
async function get(path: string, asking: Asking = {}, token?: string): Promise<any> {
  const res = await mall.http('GET', path, { headers: headersOf(asking), token });
  expect(res.body.code, `${path}: ${res.body.message}`).toBe(200);
  return res.data;
}

/** A seeded text in `locale`: its translation, or the zh-CN source. */
const inLocale = (source: string, names: Partial<Record<ServerLocale, string>>, locale: ServerLocale) =>
  locale === 'zh-CN' ? source : (names[locale] ?? source);

const digital = DEPARTMENTS[0]!;
const digitalIn = (locale: ServerLocale) => inLocale(digital.name, digital.names, locale);
const firstKeyword = HOT_KEYWORDS[0]!;
const keywordIn = (locale: ServerLocale) => pickText(firstKeyword.i18n, 'title', locale, firstKeyword.title);

/** Every way of naming each locale: the header alone, the cookie alone, and the cookie against another header. */
const askings: Array<[ServerLocale, Asking]> = SERVER_LOCALES.flatMap((locale): Array<[ServerLocale, Asking]> => [
  [locale, { header: locale === 'lao' ? 'lo-LA,lo;q=0.9' : locale }],
  [locale, { cookie: locale }],
  [locale, { cookie: locale, header: locale === 'en' ? 'fr' : 'en' }],
]);

describe('the language of an answer', () => {
  it('is the locale cookie, then Accept-Language, then zh-CN', async () => {
    expect(digitalIn('en')).toBe('Phones & digital');
    for (const [locale, asking] of askings) {
      const tree = await get('/api/front/product/category', asking);
      expect(tree[0].name, JSON.stringify(asking)).toBe(digitalIn(locale));
      expect(tree[0].childList[0].name).toBe(inLocale(digital.leaves[0]!.name, digital.leaves[0]!.names, locale));
    }
    expect((await get('/api/front/product/category'))[0].name).toBe('手机数码');
    expect((await get('/api/front/product/category', { header: 'de-DE' }))[0].name).toBe('手机数码');
  });

  it('keeps cached answers apart per locale, and says they vary by cookie', async () => {
    const path = '/api/front/search/keyword';
    const first = await get(path, { header: 'en' });
    const thai = await get(path, { header: 'th' });
    const again = await get(path, { header: 'en' });
    expect(first[0].title).toBe('Phone');
    expect(thai[0].title).toBe(keywordIn('th'));
    expect(thai[0].title).not.toBe(first[0].title);
    expect(again).toEqual(first);
    expect((await get(path, { cookie: 'th', header: 'en' }))[0].title).toBe(keywordIn('th'));
    const res = await mall.http('GET', path, { headers: { 'accept-language': 'fr' } });
    expect(res.headers.get('vary')).toMatch(/cookie/);
  });
});

describe('platform content in each locale', () => {
  it('hot keywords', async () => {
    for (const locale of SERVER_LOCALES) {
      const titles = (await get('/api/front/search/keyword', { cookie: locale })).map((k: { title: string }) => k.title);
      expect(titles).toEqual(HOT_KEYWORDS.map((k) => pickText(k.i18n, 'title', locale, k.title)));
    }
  });

  it('home data: banners (name and picture), footer lines, customer-service text and worded pictures', async () => {
    const zh = await get('/api/pc/home/index');
    const seen = new Set<string>();
    for (const locale of SERVER_LOCALES) {
      const home = await get('/api/pc/home/index', { cookie: locale });
      expect(home.banner[0].name).toBe(BANNER_TITLES['digital-week'][locale]);
      expect(home.banner[0].url).toBe(zh.banner[0].url);
      const pictureSuffix = locale === 'zh-CN' ? /\/digital-week\.svg$/ : new RegExp(`/digital-week\\.${locale}\\.svg$`);
      expect(home.banner[0].pic).toMatch(pictureSuffix);
      expect(home.bastBanner[1].name).toBe(BANNER_TITLES['outdoor-camping'][locale]);
      // The headers of the recommended goods and the shop street draw words: a picture per locale.
      if (locale !== 'zh-CN') expect([home.recommendImage, home.shopStreetHeaderImag]).not.toContain(zh.recommendImage);
      expect(home.logoUrl).toBe(zh.logoUrl);
      seen.add(`${home.siteAddress}|${home.businessLicence}|${home.consumerMessage}`);
    }
    expect(seen.size).toBe(SERVER_LOCALES.length);
    const english = await get('/api/pc/home/index', { header: 'en' });
    expect(english.consumerMessage).toBe('Online customer service, daily 08:00–22:00');
    expect(english.siteAddress).toMatch(/Hangzhou/);
    expect(english.businessLicence).not.toMatch(/\p{Script=Han}/u);
  });

  it('an activity: name, rules and banner on its page, names on the home blocks', async () => {
    const zh = await get('/api/pc/activity/detail/1');
    for (const locale of SERVER_LOCALES) {
      const detail = await get('/api/pc/activity/detail/1', { cookie: locale });
      expect(detail.name).toBe(BANNER_TITLES['digital-week'][locale]);
      expect(detail.banner).toHaveLength(zh.banner.length);
      if (locale === 'zh-CN') continue;
      expect(detail.instruction).not.toBe(zh.instruction);
      expect(detail.banner[0]).toMatch(new RegExp(`\\.${locale}\\.svg$`));
      const blocks = await get('/api/front/activity/index/list', { header: locale });
      expect(blocks.find((b: { id: number }) => b.id === 1)?.name).toBe(BANNER_TITLES['digital-week'][locale]);
    }
    const english = await get('/api/pc/activity/detail/1', { header: 'en' });
    expect(english.instruction).toMatch(/^During the event/);
  });

  it('merchant types and categories of the settlement form', async () => {
    for (const locale of SERVER_LOCALES) {
      const types = await get('/api/front/merchant/all/type/list', { cookie: locale });
      expect(types.map((t: { name: string; info: string }) => [t.name, t.info])).toEqual(
        MERCHANT_TYPES.map((t) => [pickText(t.i18n, 'name', locale, t.name), pickText(t.i18n, 'info', locale, t.info ?? '')]),
      );
      const categories = await get('/api/front/merchant/all/category/list', { cookie: locale });
      expect(categories.map((c: { name: string }) => c.name)).toEqual(MERCHANT_CATEGORIES.map((c) => pickText(c.i18n, 'name', locale, c.name)));
    }
    expect((await get('/api/front/merchant/all/type/list', { header: 'en' }))[1].name).toBe('Flagship store');
    expect((await get('/api/front/merchant/all/category/list', { header: 'fr' }))[0].name).toBe('Commerce généraliste');
  });

  it('platform coupons: on offer, held by the shopper, and at checkout', async () => {
    const general = PLATFORM_COUPON_NAMES.general;
    const nameIn = (locale: ServerLocale) => pickText(general.i18n, 'name', locale, general.name);
    for (const locale of SERVER_LOCALES) {
      const offers = await get('/api/front/coupons?useType=3&page=1&limit=10', { cookie: locale });
      expect(offers.list.map((c: { name: string }) => c.name)).toContain(nameIn(locale));
    }
    const token = await mall.login();
    const held = await get('/api/front/coupon/list?type=usable&page=1&limit=50', { header: 'en' }, token);
    const platform = held.list.filter((c: { merId: number | null }) => c.merId === null);
    expect(platform.length).toBeGreaterThan(0);
    for (const c of platform) expect(c.name).not.toMatch(/\p{Script=Han}/u);

    const [sku] = await buyableSkus(mall);
    const no = await buyNow(mall, token, sku!);
    const atCheckout = await get(`/api/front/coupons/order/${no}?all=true`, { cookie: 'fr' }, token);
    const names = atCheckout.filter((c: { merId: number | null }) => c.merId === null).map((c: { name: string }) => c.name);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/ ¥ de réduction/);
    const zhAtCheckout = await get(`/api/front/coupons/order/${no}?all=true`, {}, token);
    expect(zhAtCheckout.filter((c: { merId: number | null }) => c.merId === null)[0].name).toMatch(/^平台/);
  });

  it('the sign-in privacy agreement and the merchant settlement agreement, the cookie first', async () => {
    for (const locale of SERVER_LOCALES) {
      const other = locale === 'en' ? 'fr' : 'en';
      expect((await get('/api/front/login/method/info', { cookie: locale, header: other })).agreement).toBe(DEMO_AGREEMENT[locale]);
      expect((await get('/api/front/merchant/settled/agreement', { cookie: locale, header: other })).agreement).toBe(SETTLEMENT_AGREEMENT[locale]);
    }
    expect((await get('/api/front/login/method/info')).agreement).toBe(DEMO_AGREEMENT['zh-CN']);
    expect((await get('/api/front/merchant/settled/agreement')).agreement).toBe(SETTLEMENT_AGREEMENT['zh-CN']);
  });
});
