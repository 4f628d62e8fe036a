import type { ServerLocale } from '../i18n/locale.ts';
import { PREFIXED_LOCALES, UNPREFIXED_LOCALE } from '../seo/siteUrls.ts';

/**
 * A storefront path split into its language and the page (spec §2: every
 * locale but zh-CN carries a `/{locale}` prefix; `/en` alone is the home page).
 */
export interface PagePath {
  locale: ServerLocale;
  /** The page's path without the prefix, `/` for home. */
  path: string;
}

/** `/en/goods_detail/5` → `{ locale: 'en', path: '/goods_detail/5' }`; an unprefixed path is zh-CN. */
export function splitPagePath(pathname: string): PagePath {
  const first = pathname.split('/')[1] ?? '';
  const locale = PREFIXED_LOCALES.find((l) => l === first);
  if (!locale) return { locale: UNPREFIXED_LOCALE, path: pathname || '/' };
  const rest = pathname.slice(locale.length + 1);
  return { locale, path: rest.startsWith('/') ? rest : `/${rest}` };
}
