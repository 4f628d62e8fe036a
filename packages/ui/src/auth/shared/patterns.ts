/*
 * Patterns and limits the sign-in forms share with other forms (the address form's e-mail). A module without
 * imports, so a form that reads them does not load the sign-in rules' phone metadata (libphonenumber, about
 * 49 KB gzip) with them.
 */

/**
 * The usual address pattern (spec §5 correctEmail): something, `@`,
 * something, a dot, something, no spaces or characters a database cannot
 * store. The server's pattern (`@mall/api` `EMAIL_PATTERN`; `rules.test.ts`
 * fails when they differ), so the form never lets through an address the
 * server refuses.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is refused on purpose: a database cannot store it.
export const EMAIL_PATTERN = /^[^\s@\u0000\uD800-\uDFFF]+@[^\s@\u0000\uD800-\uDFFF]+\.[^\s@\u0000\uD800-\uDFFF]+$/u;

/** Longest email address the server takes (`@mall/api` `EMAIL_MAX_LENGTH`). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * What a verification code may hold (spec §5 correctCaptche): 6 digits, the
 * server's pattern (`@mall/api` `CAPTCHA_PATTERN`), so a mistyped code is said
 * at once rather than after a round trip.
 */
export const CAPTCHA_PATTERN = /^[0-9]{6}$/;
