import { asc, desc, eq } from 'drizzle-orm';
import { DEFAULT_CURRENCY_SYMBOL, type Banner, type HomeData, type HotKeyword } from '@mall/api';
import type { Db } from '../db/client.ts';
import { hotKeyword, siteConfig, type Translations } from '../db/schema.ts';
import { localized, pickText, SOURCE_LOCALE } from '../i18n/content.ts';
import type { ServerLocale } from '../i18n/locale.ts';

/** Reads one site setting by key, or undefined. */
export async function readSiteConfig<T>(db: Db, key: string): Promise<T | undefined> {
  const [row] = await db.select({ value: siteConfig.value }).from(siteConfig).where(eq(siteConfig.key, key)).limit(1);
  return row?.value as T | undefined;
}

/** What a mall with no home settings yet shows. */
const EMPTY_HOME: HomeData = {
  logoUrl: '',
  shopPayCurrency: DEFAULT_CURRENCY_SYMBOL,
  banner: [],
  bastBanner: [],
  recommendImage: '',
  shopStreetHeaderImag: '',
  consumerType: 'hotline',
  consumerHotline: '',
  consumerH5Url: '',
  consumerMessage: '',
  consumerEmail: '',
  mobileUrl: '',
  siteAddress: '',
  businessLicence: '',
};

/**
 * Fields of the home setting kept per locale: the footer's lines, the
 * customer-service text, and the pictures that draw words (the recommended
 * goods' and the shop street's headers).
 */
const HOME_LOCALIZED_FIELDS = ['siteAddress', 'businessLicence', 'consumerMessage', 'recommendImage', 'shopStreetHeaderImag'] as const;

/** A banner as stored: the wire's fields plus its name and picture in other locales. */
export type StoredBanner = Banner & { i18n?: Translations };

/** The `home` site setting as stored: {@link HomeData} plus translations of its words and banners. */
export type StoredHome = Partial<Omit<HomeData, 'banner' | 'bastBanner'>> & {
  banner?: StoredBanner[];
  bastBanner?: StoredBanner[];
  i18n?: Translations;
};

/** A stored banner as the wire gives it in `locale`: name and picture translated, `i18n` left out. */
function bannerIn({ i18n, ...banner }: StoredBanner, locale: ServerLocale): Banner {
  return { ...banner, name: pickText(i18n, 'name', locale, banner.name), pic: pickText(i18n, 'pic', locale, banner.pic) };
}

/**
 * Home data (spec §3; crmeb-api §4.3): the `home` site setting over
 * defaults, its words, banners and worded pictures in `locale`
 * (i18n/content.ts), each falling back to the setting's own.
 */
export async function getHomeData(db: Db, locale: ServerLocale = SOURCE_LOCALE): Promise<HomeData> {
  const { i18n, banner, bastBanner, ...stored } = (await readSiteConfig<StoredHome>(db, 'home')) ?? {};
  const home: HomeData = {
    ...EMPTY_HOME,
    ...stored,
    banner: (banner ?? []).map((b) => bannerIn(b, locale)),
    bastBanner: (bastBanner ?? []).map((b) => bannerIn(b, locale)),
  };
  for (const field of HOME_LOCALIZED_FIELDS) home[field] = pickText(i18n, field, locale, home[field]);
  return { ...home, shopPayCurrency: home.shopPayCurrency || DEFAULT_CURRENCY_SYMBOL };
}

/** Hot search keywords, best first (spec §3, §9), in `locale`. */
export async function getHotKeywords(db: Db, locale: ServerLocale = SOURCE_LOCALE): Promise<HotKeyword[]> {
  return db
    .select({ id: hotKeyword.id, title: localized(hotKeyword.i18n, hotKeyword.title, 'title', locale) })
    .from(hotKeyword)
    .orderBy(desc(hotKeyword.sort), asc(hotKeyword.id));
}
