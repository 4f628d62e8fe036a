import { DEFAULT_LOCALE, LOCALES, type Locale } from '@mall/ui';

/**
 * Locale prefixes of paths (spec §2): every locale but the default zh-CN
 * carries `/{locale}/` (`/en/goods_detail/5`, `/lao/`); zh-CN has none.
 */
export const PREFIXED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** Paths that belong to the server, never localized. */
const SERVER_PATHS = /^\/(api|media)(\/|$)/;

/** The locale a path is in: its prefix, or the default. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return PREFIXED_LOCALES.find((l) => l === first) ?? DEFAULT_LOCALE;
}

/** The path without its locale prefix: `/en/goods_detail/5` → `/goods_detail/5`, `/en` → `/`. */
export function stripLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname || '/';
  const rest = pathname.slice(locale.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * An in-mall href in a locale: `/goods_detail/5` → `/en/goods_detail/5`.
 * Absolute URLs, server paths, relative and hash links pass through; a path
 * that already has a prefix is re-prefixed.
 */
export function localizePath(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//') || SERVER_PATHS.test(href)) return href;
  const [path = '/', rest = ''] = splitPath(href);
  const bare = stripLocale(path);
  if (locale === DEFAULT_LOCALE) return bare + rest;
  return (bare === '/' ? `/${locale}` : `/${locale}${bare}`) + rest;
}

/** `/a/b?x=1#y` → ['/a/b', '?x=1#y']. */
function splitPath(href: string): [string, string] {
  const cut = href.search(/[?#]/);
  return cut === -1 ? [href, ''] : [href.slice(0, cut), href.slice(cut)];
}
