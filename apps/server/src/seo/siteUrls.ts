import { SERVER_LOCALES, type ServerLocale } from '../i18n/locale.ts';

/**
 * The storefront's public pages as search engines are given them (issue 17):
 * the same path forms the storefront links with (apps/storefront/src/app/paths.ts),
 * in every locale of spec §1 under the prefixes of spec §2 (none for zh-CN,
 * `/{locale}/` for the others; apps/storefront/src/app/localePath.ts).
 */

/** The locale whose pages carry no prefix, and whose page is the `x-default` alternate. */
export const UNPREFIXED_LOCALE: ServerLocale = 'zh-CN';

/** The locales every page is listed in, the unprefixed one first. */
export const SITE_LOCALES: readonly ServerLocale[] = SERVER_LOCALES;

/** Locales whose pages sit under `/{locale}/`. */
export const PREFIXED_LOCALES: readonly ServerLocale[] = SITE_LOCALES.filter((l) => l !== UNPREFIXED_LOCALE);

/** The BCP 47 tag of a locale for `hreflang` (`lao` is `lo`), as packages/ui `languageTag` tags the page. */
export function hreflangOf(locale: ServerLocale): string {
  return locale === 'lao' ? 'lo' : locale;
}

/**
 * `path` (unprefixed, starting with `/`, query allowed) in `locale`:
 * `/goods_detail/5` → `/en/goods_detail/5`; the home page `/` → `/en`,
 * as the storefront's language switch writes it.
 */
export function localizedPath(path: string, locale: ServerLocale): string {
  if (locale === UNPREFIXED_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** `/goods_detail/{id}`: a goods page (spec §2). */
export const goodsPagePath = (id: number): string => `/goods_detail/${id}`;

/** `/merchant/merchant/home?id={id}`: a shop's home tab, as the storefront's `shopPath` links a shop (spec §2). */
export const shopPagePath = (id: number): string => `/merchant/merchant/home?id=${id}`;

/** `/goods/goods_search?cid={id}`: a category's goods, as the storefront's `searchPath` links a category (spec §2). */
export const categoryPagePath = (id: number): string => `/goods/goods_search?cid=${id}`;

/**
 * Public pages that need no id (spec §2): home, search, ranking, shop street.
 * The activity page is left out: without an activity's `id` it shows a
 * not-found state, and activities start and end by the clock, which the read
 * cache's data epoch does not follow.
 */
export const FIXED_PAGE_PATHS: readonly string[] = ['/', '/goods/goods_search', '/goods/top_one', '/merchant/merchant_street'];
