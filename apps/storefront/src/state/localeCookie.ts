import { LOCALE_COOKIE } from '@mall/api';
import type { Locale } from '@mall/ui';
import { browser } from '../platform/browser.ts';

/** Days the language choice is remembered. */
export const LOCALE_COOKIE_DAYS = 365;

/** Saves `locale` as the shopper's language (the `locale` cookie, spec §2), which the server answers content in too. */
export function saveLocale(locale: Locale): void {
  browser.setCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS);
}

/**
 * Before every call of the API (AppShell's client), for the page's `locale`: a saved language that is another
 * one becomes this one. The server answers in the cookie's language before
 * Accept-Language's (docs/adr/0012-content-locales.md), and a page can be in
 * another language than the one saved: opened from a link with another
 * prefix, or reached with the back button after a switch. Without a saved
 * language nothing is written: Accept-Language says the page's.
 */
export function alignLocaleCookie(locale: Locale): void {
  const saved = browser.cookie(LOCALE_COOKIE);
  if (saved !== undefined && saved !== locale) saveLocale(locale);
}
