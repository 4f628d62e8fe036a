/**
 * The search of the country picker: a query matches any identifying field of
 * a country entry.
 * @see spec §2 Country picker ("filtering matches any field of a country")
 */
import { LOCALES } from '../../i18n/locales.ts';
import { mainCountryOfDialCode, type CountryEntry } from './countries.ts';
import { countryNames } from './countryNames.ts';

/**
 * Lower case, Latin accents dropped, curly apostrophes made straight and
 * hyphens and runs of spaces made one space, so `cote d'ivoire` finds
 * `Côte-d'Ivoire`. Only the combining accents of Latin script are removed:
 * Thai and Lao vowel and tone marks carry meaning.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\s\-\u2010\u2011]+/g, ' ')
    .toLowerCase()
    .trim();
}

const elsewhere = new Map<string, readonly string[]>();

/**
 * Every name the data has for region `code` in the mall's five languages,
 * folded: a shopper may know a country by its English, French, Thai or Lao
 * name whatever language the page is in (`thai`, `Thaïlande` in a Chinese list).
 */
function namesInEveryLanguage(code: string): readonly string[] {
  let names = elsewhere.get(code);
  if (!names) {
    names = [...new Set(LOCALES.flatMap((locale) => countryNames(code, locale)).map(foldForSearch))];
    elsewhere.set(code, names);
  }
  return names;
}

/** How well an entry matches; lower sorts first. */
function rank(entry: CountryEntry, folded: string, digits: string | null, mainCountry: string | undefined): number | null {
  if (digits !== null) {
    const dial = String(entry.dialCode);
    if (dial === digits) return entry.code === mainCountry ? 0 : 1;
    if (dial.startsWith(digits)) return 2;
  }
  const code = entry.code.toLowerCase();
  if (code === folded) return 0;
  if (code.startsWith(folded)) return 2;
  const names = [entry.name, entry.CNName, ...entry.otherNames].map(foldForSearch);
  if (names.some((name) => name.startsWith(folded))) return 3;
  if (names.some((name) => name.includes(folded))) return 4;
  const others = namesInEveryLanguage(entry.code);
  if (others.some((name) => name.startsWith(folded))) return 5;
  if (others.some((name) => name.includes(folded))) return 6;
  return null;
}

/**
 * The entries that match `query`, best first, in list order within equal
 * matches. A query matches, ignoring case and Latin accents:
 * - the ISO code from its start (`cn`, `c`);
 * - the dial code from its start, with or without `+` (`86`, `+86`; for a
 *   shared code its main country comes first: `+1` → United States);
 * - the name in the list's locale (or one of its other names) or the
 *   Chinese name anywhere in it (`fran`, `russia`, `中国`);
 * - after those, any name of the country in the mall's other languages
 *   (`thai` or `Thaïlande` in a Chinese list).
 * The example number (`phoneFormat`) is not searched: its digits would make
 * every dial-code query match unrelated countries. An empty query returns
 * `entries` unchanged.
 */
export function filterCountries(entries: readonly CountryEntry[], query: string): readonly CountryEntry[] {
  const folded = foldForSearch(query);
  if (folded === '') return entries;
  // A query of digits (optionally after +) is a dial code.
  const dialMatch = /^\+?\s*(\d*)$/.exec(folded);
  const digits = dialMatch ? (dialMatch[1] ?? '') : null;
  if (digits === '') return entries;
  const mainCountry = digits === null ? undefined : mainCountryOfDialCode(digits);
  const ranked: { entry: CountryEntry; rank: number; index: number }[] = [];
  entries.forEach((entry, index) => {
    const r = rank(entry, folded, digits, mainCountry);
    if (r !== null) ranked.push({ entry, rank: r, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((item) => item.entry);
}
