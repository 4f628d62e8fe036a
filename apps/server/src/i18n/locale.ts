/**
 * The language of an answer: the first language of the request's
 * `Accept-Language` that the mall speaks (the storefront sends its interface
 * language there), else English for API clients that ask for none.
 */

/** Locales of the mall (spec §1), as the storefront names them. */
export const SERVER_LOCALES = ['zh-CN', 'en', 'fr', 'th', 'lao'] as const;
export type ServerLocale = (typeof SERVER_LOCALES)[number];

/** Answers in English unless asked otherwise: the mall API's historical language for integrators. */
export const FALLBACK_LOCALE: ServerLocale = 'en';

/** The mall locale of a BCP 47 tag (`zh`, `zh-CN`, `zh-Hans` → zh-CN; `lo`, `lao` → lao), or undefined. */
export function matchLocale(tag: string): ServerLocale | undefined {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  switch (base) {
    case 'zh':
      return 'zh-CN';
    case 'en':
      return 'en';
    case 'fr':
      return 'fr';
    case 'th':
      return 'th';
    case 'lo':
    case 'lao':
      return 'lao';
    default:
      return undefined;
  }
}

/** The mall locales an `Accept-Language` header names, best first by q-value; tags the mall does not speak are skipped. */
export function rankedLocales(acceptLanguage: string): ServerLocale[] {
  return acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .flatMap(({ tag }) => matchLocale(tag) ?? []);
}

/** Picks the locale of an `Accept-Language` header by its q-values. */
export function localeOf(acceptLanguage: string | undefined): ServerLocale {
  return (acceptLanguage && rankedLocales(acceptLanguage)[0]) || FALLBACK_LOCALE;
}
