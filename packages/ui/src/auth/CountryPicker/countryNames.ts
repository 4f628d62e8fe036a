/**
 * Country names in the five languages of the mall, from maintained data
 * packages rather than a hand-typed list:
 * - zh-CN, en, fr, th: `i18n-iso-countries` (its `zh`, `en`, `fr`, `th` tables);
 * - lao: Unicode CLDR's `lo` territories, because `i18n-iso-countries` has
 *   no Lao table and many browsers ship no Lao display names. The table is
 *   written from `cldr-localenames-full` (35 MB, a development dependency)
 *   by `scripts/lao-country-names.mjs` into `laoCountryNames.json` (10 KB),
 *   and a test fails when the two disagree;
 * - regions that have a dial code but are not ISO 3166-1 countries (AC
 *   Ascension, TA Tristan da Cunha): the runtime's CLDR names
 *   (`Intl.DisplayNames`), which every browser has for zh, en, fr and th.
 * Only these five tables are imported, so a bundle carries no other language.
 * @see spec §2 Country picker, §3 Country entry (name, CNName), §1 (five languages)
 */
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import th from 'i18n-iso-countries/langs/th.json' with { type: 'json' };
import zh from 'i18n-iso-countries/langs/zh.json' with { type: 'json' };
import { languageTag, type Locale } from '../../i18n/locales.ts';
import lo from './laoCountryNames.json' with { type: 'json' };

/** A table of names by upper-case region code. i18n-iso-countries lists the usual name first, then other names. */
type NameTable = Readonly<Record<string, string | readonly string[]>>;

const tables: Record<Locale, NameTable> = {
  'zh-CN': zh.countries,
  en: en.countries,
  fr: fr.countries,
  th: th.countries,
  lao: lo,
};

const displayNames = new Map<Locale, Intl.DisplayNames | null>();

/** The runtime's region names in `locale`, or null where it has none. */
function runtimeNames(locale: Locale): Intl.DisplayNames | null {
  let names = displayNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([languageTag(locale)], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  return names;
}

/**
 * The names of region `code` (upper-case ISO 3166-1 alpha-2 or a
 * libphonenumber region such as AC) in `locale`, the usual one first: the
 * data tables first, then the runtime's names, then the code itself. Only
 * the English table has several names for some countries (`People's
 * Republic of China`, `China`); it puts the official one first.
 */
export function countryNames(code: string, locale: Locale): readonly [string, ...string[]] {
  const entry = tables[locale][code];
  if (typeof entry === 'string') return [entry];
  const [first, ...others] = entry ?? [];
  if (first) return [first, ...others];
  return [runtimeNames(locale)?.of(code) ?? code];
}

/** The usual (first) name of region `code` in `locale`; see {@link countryNames}. */
export function countryName(code: string, locale: Locale): string {
  return countryNames(code, locale)[0];
}
