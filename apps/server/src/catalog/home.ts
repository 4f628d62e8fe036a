import { asc, desc, eq } from 'drizzle-orm';
import { DEFAULT_CURRENCY_SYMBOL, type HomeData, type HotKeyword } from '@mall/api';
import type { Db } from '../db/client.ts';
import { hotKeyword, siteConfig } from '../db/schema.ts';

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

/** Home data (spec §3; crmeb-api §4.3): the `home` site setting over defaults. */
export async function getHomeData(db: Db): Promise<HomeData> {
  const stored = await readSiteConfig<Partial<HomeData>>(db, 'home');
  const home = { ...EMPTY_HOME, ...stored };
  return { ...home, shopPayCurrency: home.shopPayCurrency || DEFAULT_CURRENCY_SYMBOL };
}

/** Hot search keywords, best first (spec §3, §9). */
export async function getHotKeywords(db: Db): Promise<HotKeyword[]> {
  return db
    .select({ id: hotKeyword.id, title: hotKeyword.title })
    .from(hotKeyword)
    .orderBy(desc(hotKeyword.sort), asc(hotKeyword.id));
}
