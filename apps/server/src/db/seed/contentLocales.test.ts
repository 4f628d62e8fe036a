import { asc, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredHome } from '../../catalog/home.ts';
import { searchQueryOf } from '../../catalog/searchText.ts';
import { SERVER_LOCALES, type ServerLocale } from '../../i18n/locale.ts';
import { renderArt } from '../../media/render.ts';
import { openPglite, type Database } from '../client.ts';
import { migrate } from '../migrate.ts';
import * as schema from '../schema.ts';
import { seed } from './index.ts';
import { TRANSLATED_LOCALES, type TranslatedLocale } from './localeTexts.ts';

/*
 * Every text the platform wrote into the seeded mall exists in every locale
 * of the mall (docs/adr/0012-content-locales.md), read from the stored rows:
 * a row's `i18n` holds each translatable field in each translated locale, a
 * setting's per-locale text holds all five. A gap is named
 * `<table>#<id>.<field>@<locale>`; it fails the test unless FALLBACKS states it.
 */

/**
 * Deliberate fallbacks to the zh-CN source, each with the reason. Empty: the
 * seed translates every platform text. An entry here that is no gap fails
 * too, so the list never outlives its reason.
 */
const FALLBACKS: ReadonlySet<string> = new Set<string>([]);

/** Fields that hold pictures (URLs of artwork drawing words), not text: they differ per locale but carry no script. */
const PICTURE_FIELDS = new Set(['pic', 'banner', 'recommendImage', 'shopStreetHeaderImag', 'loginLeftImage']);

/** A script each translated locale's text must use, and the one none may (the source's). */
const SCRIPT: Record<TranslatedLocale, RegExp | null> = { en: null, fr: null, th: /\p{Script=Thai}/u, lao: /\p{Script=Lao}/u };
const HAN = /\p{Script=Han}/u;

/** What is wrong with one translation of `source`, or null. */
function problemOf(field: string, locale: TranslatedLocale, source: unknown, value: unknown): string | null {
  if (Array.isArray(source)) {
    if (!Array.isArray(value) || value.length !== source.length || value.some((v) => typeof v !== 'string' || v === '')) return 'missing';
    if (PICTURE_FIELDS.has(field) ? value.every((v, i) => v === source[i]) : value.some((v, i) => v === source[i])) return 'untranslated';
    return null;
  }
  if (typeof value !== 'string' || value.trim() === '') return 'missing';
  if (value === source) return 'untranslated';
  if (PICTURE_FIELDS.has(field)) return null;
  if (HAN.test(value)) return 'Chinese characters';
  const script = SCRIPT[locale];
  return script && !script.test(value) ? 'wrong script' : null;
}

/** Pictures of the translations in `i18n` (every picture field, every locale). */
function picturesOf(i18n: schema.Translations | undefined): string[] {
  return Object.values(i18n ?? {}).flatMap((fields) =>
    Object.entries(fields).flatMap(([field, value]) => (PICTURE_FIELDS.has(field) ? [value].flat() : [])),
  );
}

/** Whether the media routes draw the picture a seeded `/media/art/…` URL names. */
function drawable(url: string): boolean {
  const match = /^\/media\/art\/([a-z]+)\/([^/]+)$/.exec(url);
  return match !== null && renderArt(match[1] ?? '', match[2] ?? '') !== undefined;
}

/** Gaps of a row: each field of `source` in each translated locale of `i18n`. */
function rowGaps(table: string, id: number | string, source: Record<string, unknown>, i18n: schema.Translations | undefined): string[] {
  const gaps: string[] = [];
  for (const [field, text] of Object.entries(source)) {
    for (const locale of TRANSLATED_LOCALES) {
      const problem = problemOf(field, locale, text, i18n?.[locale]?.[field]);
      if (problem) gaps.push(`${table}#${id}.${field}@${locale}: ${problem}`);
    }
  }
  return gaps;
}

/** Gaps of a setting's text kept per locale (`{ 'zh-CN': …, en: … }`): all five must be there. */
function perLocaleGaps(name: string, value: unknown): string[] {
  const texts = (value ?? {}) as Record<string, unknown>;
  const source = texts['zh-CN'];
  const gaps = typeof source === 'string' && source !== '' ? [] : [`${name}@zh-CN: missing`];
  const field = name.split('.').at(-1) ?? name;
  for (const locale of TRANSLATED_LOCALES) {
    const problem = problemOf(field, locale, source, texts[locale]);
    if (problem) gaps.push(`${name}@${locale}: ${problem}`);
  }
  return gaps;
}

/** The gaps not stated in {@link FALLBACKS}, without their reasons. */
function unexplained(gaps: readonly string[]): string[] {
  return gaps.filter((gap) => !FALLBACKS.has(gap.slice(0, gap.indexOf(':'))));
}

let database: Database;
const found: string[] = [];

beforeAll(async () => {
  database = await openPglite('memory://');
  await migrate(database);
  await seed(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe('platform content of the seed in every locale', () => {
  it('names every category', async () => {
    const gaps = (await database.db.select().from(schema.category).orderBy(asc(schema.category.id))).flatMap((row) =>
      rowGaps('category', row.id, { name: row.name }, row.i18n),
    );
    found.push(...gaps);
    expect(unexplained(gaps)).toEqual([]);
  });

  it('titles every hot keyword', async () => {
    const gaps = (await database.db.select().from(schema.hotKeyword).orderBy(asc(schema.hotKeyword.id))).flatMap((row) =>
      rowGaps('hot_keyword', row.id, { title: row.title }, row.i18n),
    );
    found.push(...gaps);
    expect(unexplained(gaps)).toEqual([]);
  });

  it('titles every hot keyword with words that find goods on sale in that locale', async () => {
    const empty: string[] = [];
    for (const row of await database.db.select().from(schema.hotKeyword).orderBy(asc(schema.hotKeyword.id))) {
      for (const locale of SERVER_LOCALES) {
        const title = locale === 'zh-CN' ? row.title : (row.i18n[locale as ServerLocale]?.title as string | undefined);
        const query = title ? searchQueryOf(title) : null;
        const found = query
          ? await database.db.execute(sql`select 1 from product where search_vector @@ ${query}::tsquery and ${schema.LISTED_SQL} limit 1`)
          : { rows: [] };
        if ((found as { rows: unknown[] }).rows.length === 0) empty.push(`${locale}: ${title}`);
      }
    }
    expect(empty).toEqual([]);
  });

  it('names and explains every guarantee', async () => {
    const gaps = (await database.db.select().from(schema.guarantee).orderBy(asc(schema.guarantee.id))).flatMap((row) =>
      rowGaps('guarantee', row.id, { name: row.name, content: row.content }, row.i18n),
    );
    found.push(...gaps);
    expect(unexplained(gaps)).toEqual([]);
  });

  it('gives every activity its name, rules and banner pictures', async () => {
    const gaps = (await database.db.select().from(schema.activity).orderBy(asc(schema.activity.id))).flatMap((row) =>
      rowGaps('activity', row.id, { name: row.name, instruction: row.instruction, banner: row.banner }, row.i18n),
    );
    found.push(...gaps);
    expect(unexplained(gaps)).toEqual([]);
  });

  it('names and explains every merchant type, and names every merchant category', async () => {
    const types = (await database.db.select().from(schema.merchantType).orderBy(asc(schema.merchantType.id))).flatMap((row) =>
      rowGaps('merchant_type', row.id, { name: row.name, info: row.info }, row.i18n),
    );
    const categories = (await database.db.select().from(schema.merchantCategory).orderBy(asc(schema.merchantCategory.id))).flatMap((row) =>
      rowGaps('merchant_category', row.id, { name: row.name }, row.i18n),
    );
    found.push(...types, ...categories);
    expect(unexplained([...types, ...categories])).toEqual([]);
  });

  it('names every platform coupon', async () => {
    const rows = await database.db.select().from(schema.coupon).where(isNull(schema.coupon.merId)).orderBy(asc(schema.coupon.id));
    expect(rows.length).toBeGreaterThan(0);
    const gaps = rows.flatMap((row) => rowGaps('coupon', row.id, { name: row.name }, row.i18n));
    found.push(...gaps);
    expect(unexplained(gaps)).toEqual([]);
  });

  it('writes the home setting: footer lines, customer-service text, worded pictures and every banner', async () => {
    const settings = await database.db.select().from(schema.siteConfig);
    const home = settings.find((s) => s.key === 'home')?.value as StoredHome;
    const { siteAddress, businessLicence, consumerMessage, recommendImage, shopStreetHeaderImag } = home;
    const gaps = [
      ...rowGaps('home', 'setting', { siteAddress, businessLicence, consumerMessage, recommendImage, shopStreetHeaderImag }, home.i18n),
      ...[...(home.banner ?? []), ...(home.bastBanner ?? [])].flatMap((b) => rowGaps('home.banner', b.id, { name: b.name, pic: b.pic }, b.i18n)),
    ];
    expect(home.banner?.length).toBeGreaterThan(0);
    found.push(...gaps);
    expect(unexplained(gaps)).toEqual([]);
  });

  it('writes both agreements, the sign-in picture and the user menu in all five locales', async () => {
    const settings = new Map((await database.db.select().from(schema.siteConfig)).map((s) => [s.key, s.value as Record<string, unknown>]));
    const login = settings.get('login') ?? {};
    const menu = (settings.get('userMenu') ?? []) as unknown as Array<{ id: number; name: unknown }>;
    const gaps = [
      ...perLocaleGaps('login.agreement', login.agreement),
      ...perLocaleGaps('login.loginLeftImage', login.loginLeftImage),
      ...perLocaleGaps('settlement.agreement', settings.get('settlement')?.agreement),
      ...menu.flatMap((entry) => perLocaleGaps(`userMenu#${entry.id}.name`, entry.name)),
    ];
    expect(menu.length).toBeGreaterThan(0);
    found.push(...gaps);
    expect(unexplained(gaps)).toEqual([]);
  });

  it('links every picture of another locale to artwork the media routes can draw', async () => {
    const activities = await database.db.select().from(schema.activity);
    const settings = new Map((await database.db.select().from(schema.siteConfig)).map((s) => [s.key, s.value]));
    const home = settings.get('home') as StoredHome;
    const login = settings.get('login') as { loginLeftImage: Record<string, string> };
    const pictures = [
      ...activities.flatMap((a) => picturesOf(a.i18n)),
      ...picturesOf(home.i18n),
      ...[...(home.banner ?? []), ...(home.bastBanner ?? [])].flatMap((b) => picturesOf(b.i18n)),
      ...Object.values(login.loginLeftImage),
    ];
    expect(pictures.length).toBeGreaterThan(TRANSLATED_LOCALES.length * 6);
    expect(pictures.filter((url) => !drawable(url))).toEqual([]);
  });

  it('states no fallback that is not a gap', () => {
    const gaps = new Set(found.map((gap) => gap.slice(0, gap.indexOf(':'))));
    expect([...FALLBACKS].filter((fallback) => !gaps.has(fallback))).toEqual([]);
  });
});

describe('the checks of this test', () => {
  it('find a missing locale, a copied source, Chinese in a translation and a wrong script', () => {
    const source = { name: '手机' };
    const i18n = { en: { name: 'Phones' }, fr: { name: '手机' }, th: { name: 'Phones' } };
    expect(rowGaps('category', 1, source, i18n)).toEqual([
      'category#1.name@fr: untranslated',
      'category#1.name@th: wrong script',
      'category#1.name@lao: missing',
    ]);
    expect(rowGaps('x', 1, { name: '手机' }, { en: { name: '手机 Phone' }, fr: { name: 'a' }, th: { name: 'มือถือ' }, lao: { name: 'ໂທລະສັບ' } })).toEqual([
      'x#1.name@en: Chinese characters',
    ]);
  });

  it('find a picture list that does not line up or names the source pictures only', () => {
    const banner = ['/a.svg', '/b.svg'];
    const i18n = { en: { banner: ['/a.en.svg', '/b.svg'] }, fr: { banner: ['/a.fr.svg'] }, th: { banner }, lao: { banner: ['/a.lao.svg', '/b.svg'] } };
    expect(rowGaps('activity', 1, { banner }, i18n)).toEqual(['activity#1.banner@fr: missing', 'activity#1.banner@th: untranslated']);
  });

  it('want all five texts of a per-locale setting', () => {
    expect(perLocaleGaps('login.agreement', { 'zh-CN': '协议', en: '协议', fr: 'Conditions' })).toEqual([
      'login.agreement@en: untranslated',
      'login.agreement@th: missing',
      'login.agreement@lao: missing',
    ]);
    expect(perLocaleGaps('login.agreement', { en: 'Terms' })).toEqual([
      'login.agreement@zh-CN: missing',
      'login.agreement@fr: missing',
      'login.agreement@th: missing',
      'login.agreement@lao: missing',
    ]);
    expect(SERVER_LOCALES).toEqual(['zh-CN', ...TRANSLATED_LOCALES]);
  });
});
