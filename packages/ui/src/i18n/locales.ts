/**
 * The languages of the mall.
 * @see spec §1 (zh-CN default, en, fr, th, lao), §2 Header (language switch)
 */

/** Locale ids as they appear in paths and the `locale` cookie. */
export const LOCALES = ['zh-CN', 'en', 'fr', 'th', 'lao'] as const;
export type Locale = (typeof LOCALES)[number];

/** The default locale; its paths carry no prefix (spec §2). */
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** Name of each language in itself, for the language switch. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'zh-CN': '简体中文',
  en: 'English',
  fr: 'Français',
  th: 'ไทย',
  lao: 'ລາວ',
};

/** BCP 47 tag used for formatting: the path prefix `lao` is the language `lo`. */
export function languageTag(locale: Locale): string {
  return locale === 'lao' ? 'lo' : locale;
}

/** The mall's locale of a language tag from {@link languageTag} (`lo` is `lao`); the default for any other tag. */
export function localeOfTag(tag: string): Locale {
  return tag === 'lo' ? 'lao' : (asLocale(tag) ?? DEFAULT_LOCALE);
}

/** Narrows any string to a supported locale, or undefined. */
export function asLocale(value: string | null | undefined): Locale | undefined {
  return LOCALES.find((l) => l === value);
}
