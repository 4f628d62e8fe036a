import { localizedPath, SITE_LOCALES } from './siteUrls.ts';

/**
 * Storefront paths kept out of search engines in every locale: the account
 * centre and orders (spec §2 /users, /order: members only), sign-in, and the
 * sign-in callbacks and other utility pages under /middlewares.
 */
const PRIVATE_PATHS = ['/order/', '/users/', '/login', '/middlewares/'];

/** Server paths, which carry no locale prefix. */
const SERVER_PATHS = ['/api/'];

/**
 * The mall's `/robots.txt` (issue 17; RFC 9309): every crawler may read the
 * storefront but not its members-only and utility pages in any locale nor
 * the API, and finds the sitemap index at `{origin}/sitemap.xml`. `origin`
 * is the scheme and host, no trailing slash.
 */
export function robotsTxt(origin: string): string {
  const disallowed = [...SITE_LOCALES.flatMap((locale) => PRIVATE_PATHS.map((path) => localizedPath(path, locale))), ...SERVER_PATHS];
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
