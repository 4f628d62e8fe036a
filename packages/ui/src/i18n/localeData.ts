import { languageTag, type Locale } from './locales.ts';

/** Whether this browser formats numbers and dates in a language by itself. */
export function hasNativeLocaleData(tag: string): boolean {
  return Intl.NumberFormat.supportedLocalesOf([tag]).length > 0 && Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;
}

let installing: Promise<void> | undefined;

/**
 * Installs formatjs's Intl.NumberFormat and Intl.DateTimeFormat polyfills
 * with the data of the mall's five languages (and the common time zones).
 * Forced polyfills replace the built-ins for every language, so every
 * language's data is loaded, once.
 */
function installPolyfills(): Promise<void> {
  installing ??= (async () => {
    await import('@formatjs/intl-numberformat/polyfill-force.js');
    await import('@formatjs/intl-datetimeformat/polyfill-force.js');
    await Promise.all([
      import('@formatjs/intl-numberformat/locale-data/zh.js'),
      import('@formatjs/intl-numberformat/locale-data/en.js'),
      import('@formatjs/intl-numberformat/locale-data/fr.js'),
      import('@formatjs/intl-numberformat/locale-data/th.js'),
      import('@formatjs/intl-numberformat/locale-data/lo.js'),
      import('@formatjs/intl-datetimeformat/locale-data/zh.js'),
      import('@formatjs/intl-datetimeformat/locale-data/en.js'),
      import('@formatjs/intl-datetimeformat/locale-data/fr.js'),
      import('@formatjs/intl-datetimeformat/locale-data/th.js'),
      import('@formatjs/intl-datetimeformat/locale-data/lo.js'),
      import('@formatjs/intl-datetimeformat/add-golden-tz.js'),
    ]);
  })();
  return installing;
}

/**
 * Makes sure numbers, money and dates format in the locale's own way (spec
 * §2 Header: "dates, numbers and money format per locale"). Browsers that
 * know the language return at once; others (e.g. Chromium builds without Lao
 * data) load formatjs polyfills first. Await it before rendering in a locale.
 */
export async function ensureLocaleData(locale: Locale): Promise<void> {
  if (hasNativeLocaleData(languageTag(locale))) return;
  await installPolyfills();
}
