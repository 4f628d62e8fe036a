import { PAGE_HEAD_ATTRIBUTE, scriptSafeJson } from '@mall/api';
import type { ServerLocale } from '../i18n/locale.ts';
import { escapeXml } from '../seo/xml.ts';
import type { PageMeta } from './pageMeta.ts';
import { hreflangOf, localizedPath, SITE_LOCALES, UNPREFIXED_LOCALE } from '../seo/siteUrls.ts';

/** Open Graph's `language_TERRITORY` form of each locale. */
const OG_LOCALE: Record<ServerLocale, string> = { 'zh-CN': 'zh_CN', en: 'en_US', fr: 'fr_FR', th: 'th_TH', lao: 'lo_LA' };

/**
 * The tags `meta` puts in a page's head (issue 17): meta description,
 * canonical URL and `hreflang` alternates of the five locales plus
 * `x-default` (zh-CN, the unprefixed path), or `noindex` for pages that are
 * not listed; a high-priority preload of the page's largest picture; Open Graph and Twitter card tags; one JSON-LD script per
 * object. The title is set by {@link renderPageHead}.
 */
export function headTags(meta: PageMeta, locale: ServerLocale, origin: string, siteName: string): string {
  const tags: string[] = [`<meta name="description" content="${escapeXml(meta.description)}">`];
  if (meta.largestImage) tags.push(`<link rel="preload" as="image" href="${escapeXml(meta.largestImage)}" fetchpriority="high">`);
  const listed = meta.canonicalPath;
  const canonical = listed === null ? null : origin + localizedPath(listed, locale);
  if (listed === null) {
    tags.push('<meta name="robots" content="noindex">');
  } else {
    tags.push(`<link rel="canonical" href="${escapeXml(canonical!)}">`);
    for (const other of SITE_LOCALES) {
      tags.push(`<link rel="alternate" hreflang="${hreflangOf(other)}" href="${escapeXml(origin + localizedPath(listed, other))}">`);
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeXml(origin + localizedPath(listed, UNPREFIXED_LOCALE))}">`);
  }
  const og: Array<[string, string]> = [
    ['og:type', meta.ogType],
    ['og:site_name', siteName],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:locale', OG_LOCALE[locale]],
  ];
  if (canonical) og.push(['og:url', canonical]);
  if (meta.image) og.push(['og:image', meta.image]);
  for (const [property, content] of og) tags.push(`<meta property="${property}" content="${escapeXml(content)}">`);
  const twitter: Array<[string, string]> = [
    ['twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['twitter:title', meta.title],
    ['twitter:description', meta.description],
  ];
  if (meta.image) twitter.push(['twitter:image', meta.image]);
  for (const [name, content] of twitter) tags.push(`<meta name="${name}" content="${escapeXml(content)}">`);
  for (const data of meta.jsonLd) tags.push(`<script type="application/ld+json">${scriptSafeJson(JSON.stringify(data))}</script>`);
  // Marked as the first page's: the storefront drops them when the shopper moves to another page in the app.
  return tags.map((tag) => tag.replace(/^<(meta|link|script)/, `<$1 ${PAGE_HEAD_ATTRIBUTE}`)).join('');
}

/**
 * The storefront's `index.html` with the page's language, title and
 * {@link headTags}: the template's own `lang`, title and description are
 * replaced, the rest goes at the end of its head.
 * @param template the built `index.html`, with `<html lang=…>`, `<title>` and `</head>`.
 */
export function renderPageHead(template: string, meta: PageMeta, locale: ServerLocale, origin: string, siteName: string): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${hreflangOf(locale)}"`)
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeXml(meta.title)}</title>`)
    .replace('</head>', `${headTags(meta, locale, origin, siteName)}</head>`);
}
