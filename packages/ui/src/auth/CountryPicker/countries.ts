/**
 * The world list of the country picker and the phone-number check, built
 * from maintained data: dial codes, example numbers and validation from
 * libphonenumber-js (its mobile metadata, since the numbers are for SMS
 * codes), names from {@link countryName}.
 * @see spec §2 Country picker, §3 Country entry, §9 (default dial code 86)
 */
import {
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/core';
import examples from 'libphonenumber-js/mobile/examples';
import metadata from 'libphonenumber-js/mobile/metadata';
import { DEFAULT_LOCALE, languageTag, type Locale } from '../../i18n/locales.ts';
import { countryName, countryNames } from './countryNames.ts';

/**
 * One country (or region with its own dial code) of the picker.
 * @see spec §3 Country entry: code, name, dialCode, phoneFormat, CNName
 */
export interface CountryEntry {
  /** ISO 3166-1 alpha-2 code, upper case, e.g. `'CN'` (also AC, TA and XK, which have dial codes of their own). */
  code: string;
  /** Name in the locale the entries were made for, e.g. `'France'` in fr (the official one where the data has several). */
  name: string;
  /** International dial code without `+`, e.g. `86`. Several countries share some codes (+1, +7, +44…). */
  dialCode: number;
  /** An example mobile number in the national format, e.g. `'131 2345 6789'` for CN; for placeholders and hints. */
  phoneFormat: string;
  /** Name in Simplified Chinese, e.g. `'中国'`, whatever the locale. */
  CNName: string;
  /** Other names in the same locale, searched too (en: `'China'` beside `"People's Republic of China"`); mostly empty. */
  otherNames: readonly string[];
}

/** Dial code the picker starts on (spec §9). */
export const DEFAULT_DIAL_CODE = 86;

/** ISO code of the country of {@link DEFAULT_DIAL_CODE}. */
export const DEFAULT_COUNTRY = 'CN';

const byLocale = new Map<Locale, readonly CountryEntry[]>();

function entryOf(code: CountryCode, locale: Locale): CountryEntry {
  const [name, ...otherNames] = countryNames(code, locale);
  return {
    code,
    name,
    dialCode: Number(getCountryCallingCode(code, metadata)),
    phoneFormat: getExampleNumber(code, examples, metadata)?.formatNational() ?? '',
    CNName: countryName(code, 'zh-CN'),
    otherNames,
  };
}

/**
 * Every country with a dial code (245 entries), names in `locale`, sorted by
 * name the way that language sorts (pinyin for zh-CN). Made once per locale
 * and then shared: do not mutate.
 * @see spec §2 Country picker ("a full world list is bundled")
 */
export function countryEntries(locale: Locale = DEFAULT_LOCALE): readonly CountryEntry[] {
  let entries = byLocale.get(locale);
  if (!entries) {
    const collator = new Intl.Collator(languageTag(locale));
    // Every region libphonenumber knows a dial code for: ISO countries plus AC, TA and XK.
    entries = getCountries(metadata).map((code) => entryOf(code, locale)).sort((a, b) => collator.compare(a.name, b.name));
    byLocale.set(locale, entries);
  }
  return entries;
}

/** The entry of ISO code `code` (any case) with names in `locale`, or undefined when it has no dial code. */
export function findCountry(code: string, locale: Locale = DEFAULT_LOCALE): CountryEntry | undefined {
  const upper = code.toUpperCase();
  return countryEntries(locale).find((entry) => entry.code === upper);
}

/** ISO code of the main country of a dial code (`'1'` → `'US'`), or undefined for unknown codes. */
export function mainCountryOfDialCode(dialCode: number | string): string | undefined {
  const digits = String(dialCode).trim().replace(/^\+/, '');
  return /^\d{1,3}$/.test(digits) ? metadata.country_calling_codes[digits]?.[0] : undefined;
}

/**
 * The country a dial code stands for (`86`, `'86'` or `'+86'`): for a code
 * several countries share, the main one of libphonenumber's metadata (+1 →
 * US, +7 → RU, +44 → GB). Undefined for unknown codes.
 */
export function findCountryByDialCode(dialCode: number | string, locale: Locale = DEFAULT_LOCALE): CountryEntry | undefined {
  const main = mainCountryOfDialCode(dialCode);
  return main ? findCountry(main, locale) : undefined;
}

/**
 * Whether `nationalNumber` is a valid mobile number for the country with ISO
 * code `countryCode`, by libphonenumber's mobile metadata (a Chinese one has
 * 11 digits and a mobile prefix such as 138; 123 4567 8901 is refused). Spaces, dashes, brackets and a
 * leading national prefix are allowed; other text is not. A number written
 * with `+` must carry the country's own dial code. Countries sharing a dial
 * code accept each other's numbers (a Jersey number under United Kingdom),
 * because only the dial code and the number reach the server.
 * @see spec §2 Country picker (the phone field checks the number against the chosen country), §3 login payloads
 */
export function isValidPhoneNumber(countryCode: string, nationalNumber: string): boolean {
  const country = countryCode.toUpperCase();
  if (!isSupportedCountry(country as CountryCode, metadata)) return false;
  const phone = parsePhoneNumberFromString(nationalNumber, { defaultCountry: country as CountryCode, extract: false }, metadata);
  return Boolean(phone?.isValid()) && phone?.countryCallingCode === getCountryCallingCode(country as CountryCode, metadata);
}

/**
 * The national number to send for what the shopper typed, digits only
 * (spec §3 login payloads: `phone` beside `countryCode`): for a number valid
 * in the country with ISO code `countryCode`, libphonenumber's national
 * significant number, so separators, a leading national prefix (`081…` in
 * Thailand) or a repeated `+<dial code>` are dropped; anything else keeps
 * only its digits (the guest form sends its phone unchecked, spec §5).
 */
export function nationalNumber(countryCode: string, typed: string): string {
  if (isValidPhoneNumber(countryCode, typed)) {
    const phone = parsePhoneNumberFromString(typed, { defaultCountry: countryCode.toUpperCase() as CountryCode, extract: false }, metadata);
    if (phone) return phone.nationalNumber;
  }
  return typed.replace(/\D/g, '');
}
