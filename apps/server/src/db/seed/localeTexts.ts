import { SERVER_LOCALES, type ServerLocale } from '../../i18n/locale.ts';
import type { Translations } from '../schema.ts';

/*
 * Platform content of the seed in the mall's five locales
 * (docs/adr/0012-content-locales.md): the zh-CN text goes to the row's own
 * column, the others to its `i18n` column.
 */

/** A locale platform content is translated into: every mall locale but zh-CN, the source. */
export type TranslatedLocale = Exclude<ServerLocale, 'zh-CN'>;

/** The locales of {@link TranslatedLocale}, in the mall's order. */
export const TRANSLATED_LOCALES = SERVER_LOCALES.filter((l): l is TranslatedLocale => l !== 'zh-CN');

/** One text in every translated locale. */
export type Translated<T = string> = Record<TranslatedLocale, T>;

/** One text in all five locales, zh-CN included. */
export type LocaleTexts<T = string> = Record<ServerLocale, T>;

/**
 * The `i18n` value of a row from its translatable fields, each given per
 * translated locale: `{ name: { en: 'Phones', fr: … } }` →
 * `{ en: { name: 'Phones' }, fr: { … } }`.
 */
export function i18nOf(fields: Record<string, Translated<string | string[]>>): Translations {
  const translations: Translations = {};
  for (const locale of TRANSLATED_LOCALES) {
    translations[locale] = Object.fromEntries(Object.entries(fields).map(([field, texts]) => [field, texts[locale]]));
  }
  return translations;
}

/** The translated locales of a text given in all five (its zh-CN goes to the column). */
export function translatedOf<T>(texts: LocaleTexts<T>): Translated<T> {
  const { 'zh-CN': _source, ...translated } = texts;
  return translated;
}

/** A value per translated locale, made by `make`: e.g. the picture of a banner in each locale. */
export function perLocale<T>(make: (locale: TranslatedLocale) => T): Translated<T> {
  return Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, make(locale)])) as Translated<T>;
}
