/**
 * The limits and patterns of what the mall accepts, defined once: the server's request schemas
 * (`@mall/api/schemas`) are built from them, and the forms of `@mall/ui` (which does not depend on this package)
 * are held to them by `packages/ui/src/rules.test.ts`, so a form never lets through what the server refuses, nor
 * refuses what it takes. Plain values (patterns as strings, read with the `u`
 * flag as the server's validator reads them), so a form's bundle takes only the values it reads.
 * @see spec §5 (validation rules), §9 (limits); crmeb-api §4, §6
 */

/** Highest id the API takes (a PostgreSQL integer). */
export const ID_MAX = 2_147_483_647;

/** Highest page of any paged list (crmeb-api §2.2 paging). */
export const PAGE_MAX = 100_000;

/** Most units of one SKU in one cart line or purchase (crmeb-api §6 rules 1–2). */
export const CART_MAX_QUANTITY = 99;

/** Most characters of the buyer's note (spec §9: "under 150"). */
export const ORDER_NOTE_MAX = 149;

/** Longest search text; longer keywords are refused (400 `keyword`). */
export const KEYWORD_MAX_LENGTH = 64;

/**
 * The characters PostgreSQL cannot store in text, as the inside of a
 * character class: U+0000, and UTF-16 surrogates that are not half of a pair
 * (they have no UTF-8 form: the driver would silently store U+FFFD). Read
 * with the `u` flag, where a pair is one code point and is not matched, so
 * only a lone half is.
 */
export const UNSTORABLE_CHARS = '\\u0000\\uD800-\\uDFFF';

/** An email address (spec §5 correctEmail) of storable characters, unanchored, to be part of a pattern. */
export const EMAIL_ADDRESS = `[^\\s@${UNSTORABLE_CHARS}]+@[^\\s@${UNSTORABLE_CHARS}]+\\.[^\\s@${UNSTORABLE_CHARS}]+`;

/** Pattern of an email address (spec §5 correctEmail): something, `@`, something, a dot, something, no spaces. */
export const EMAIL_PATTERN = `^${EMAIL_ADDRESS}$`;

/** Longest email address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Pattern of a national phone number: digits only, 5–15 of them (the dial code apart). */
export const PHONE_PATTERN = '^[0-9]{5,15}$';

/** Pattern of a verification code, SMS or email: 6 digits (crmeb-api §4.1; spec §5 correctCaptche). */
export const CAPTCHA_PATTERN = '^[0-9]{6}$';

/** Pattern of a post code: letters and digits, with inner spaces or hyphens (`SW1A 1AA`, `100-0001`). */
export const POST_CODE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9 -]*[A-Za-z0-9]$';

/** Lengths of the address fields, in characters (crmeb-api §4.14). */
export const ADDRESS_LIMITS = { realName: 64, phone: 15, country: 64, detail: 500, postCodeMin: 2, postCodeMax: 12 } as const;
