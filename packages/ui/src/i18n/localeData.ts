import { languageTag, type Locale } from './locales.ts';

/** Whether this browser formats numbers and dates in a language by itself. */
export function hasNativeLocaleData(tag: string): boolean {
  return Intl.NumberFormat.supportedLocalesOf([tag]).length > 0 && Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;
}

/**
 * Makes sure numbers, money and dates format in the locale's own way (spec
 * §2 Header: "dates, numbers and money format per locale"). Browsers that
 * know the language return at once; others (e.g. Chromium builds without Lao
 * data) run `installPolyfills` first, typically
 * `() => import('@mall/ui/intl-polyfill').then((m) => m.installIntlPolyfills())`,
 * so the polyfills are downloaded only by the browsers that lack the data.
 * Without it, or when it fails (a chunk that cannot be fetched), such a
 * browser formats with its default language: logged, never thrown, so the
 * page still renders. Await it before rendering in a locale.
 */
export async function ensureLocaleData(locale: Locale, installPolyfills?: () => Promise<void>): Promise<void> {
  if (hasNativeLocaleData(languageTag(locale))) return;
  try {
    await installPolyfills?.();
  } catch (error) {
    console.error(`@mall/ui: no number and date data for ${locale}; formatting with the browser's default`, error);
  }
}
