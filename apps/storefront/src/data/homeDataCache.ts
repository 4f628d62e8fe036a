import type { HomeData } from '@mall/api';
import type { Locale } from '@mall/ui';

/**
 * The home data as kept in local storage under `homeDataPc` (spec §3): the
 * answer of `GET /api/pc/home/index` with the language it is in, since its
 * banners, footer lines and customer-service text are in that language.
 */
export type StoredHomeData = HomeData & { locale?: string };

/** What to store for `data`, read in `locale`. */
export function homeDataToStore(data: HomeData, locale: Locale): StoredHomeData {
  return { ...data, locale };
}

/**
 * The stored home data when it is in `locale`, without its language; else
 * undefined, so a copy in another language (or one stored before copies
 * named theirs) is never shown while the page's is on its way.
 */
export function storedHomeDataIn(stored: StoredHomeData | undefined, locale: Locale): HomeData | undefined {
  if (!stored || stored.locale !== locale) return undefined;
  const { locale: _locale, ...data } = stored;
  return data;
}
