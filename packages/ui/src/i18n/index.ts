export { LOCALES, DEFAULT_LOCALE, LOCALE_NAMES, languageTag, localeOfTag, asLocale, type Locale } from './locales.ts';
export type { MessageTable } from './messageTable.ts';
export { loadUiMessages, type UiMessageBundle } from './loadMessages.ts';
export { ensureLocaleData, hasNativeLocaleData } from './localeData.ts';
