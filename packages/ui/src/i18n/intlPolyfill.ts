/**
 * formatjs's Intl.NumberFormat and Intl.DateTimeFormat polyfills with the
 * data of the mall's five languages and the common time zones: the
 * `@mall/ui/intl-polyfill` entry, which only an app that supports browsers
 * without Lao (or Thai) number and date data needs. Its packages
 * (`@formatjs/intl-numberformat`, `@formatjs/intl-datetimeformat`, about
 * 250 MB installed) are optional peers of @mall/ui, so an app that does not
 * import this entry does not install them.
 * @see spec §2 Header ("dates, numbers and money format per locale")
 */
let installing: Promise<void> | undefined;

/**
 * Installs the polyfills, once. Forced polyfills replace the built-ins for
 * every language, so every language's data is loaded with them. Pass it to
 * {@link ensureLocaleData} rather than calling it: that loads it only where
 * the browser lacks a language.
 */
export function installIntlPolyfills(): Promise<void> {
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
