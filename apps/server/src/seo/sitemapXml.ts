import { hreflangOf, localizedPath, SITE_LOCALES, UNPREFIXED_LOCALE } from './siteUrls.ts';
import { escapeXml } from './xml.ts';

/**
 * Sitemap documents of the sitemaps.org protocol 0.9, with each page's
 * language versions as `xhtml:link` alternates (issue 17).
 */

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * A `<urlset>` listing every page of `paths` (unprefixed site paths, see
 * siteUrls.ts) once per locale, each page in order, its locales in
 * {@link SITE_LOCALES} order. Every `<url>` carries the same alternates:
 * one per locale (`hreflang` a BCP 47 tag) and `x-default`, the zh-CN page.
 * `origin` is the scheme and host, no trailing slash. So `paths.length × 5`
 * URLs; the caller keeps that within the protocol's 50,000.
 */
export function urlsetXml(origin: string, paths: readonly string[]): string {
  const parts = [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`];
  const defaultIndex = SITE_LOCALES.indexOf(UNPREFIXED_LOCALE);
  for (const path of paths) {
    const urls = SITE_LOCALES.map((locale) => escapeXml(origin + localizedPath(path, locale)));
    const alternates =
      SITE_LOCALES.map((locale, i) => `<xhtml:link rel="alternate" hreflang="${hreflangOf(locale)}" href="${urls[i]}"/>`).join('') +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${urls[defaultIndex]}"/>`;
    for (const url of urls) parts.push(`<url><loc>${url}</loc>${alternates}</url>\n`);
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

/** A `<sitemapindex>` of the sitemap files `names` (e.g. `goods-1.xml`), served under `{origin}/sitemap/`. */
export function sitemapIndexXml(origin: string, names: readonly string[]): string {
  const entries = names.map((name) => `<sitemap><loc>${escapeXml(`${origin}/sitemap/${name}`)}</loc></sitemap>\n`);
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('')}</sitemapindex>\n`;
}
