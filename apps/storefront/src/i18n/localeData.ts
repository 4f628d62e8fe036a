import { ensureLocaleData as ensureUiLocaleData, type Locale } from '@mall/ui';

/**
 * Number and date data of `locale` before a render in it (spec §2 Header): nothing where the browser
 * has it, formatjs's polyfills from `@mall/ui/intl-polyfill` where it lacks the language (Chromium
 * builds without Lao data), downloaded only then.
 */
export function ensureLocaleData(locale: Locale): Promise<void> {
  return ensureUiLocaleData(locale, () => import('@mall/ui/intl-polyfill').then((polyfill) => polyfill.installIntlPolyfills()));
}
