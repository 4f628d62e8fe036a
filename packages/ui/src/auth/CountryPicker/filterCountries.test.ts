import { describe, expect, it } from 'vitest';
import { countryEntries } from './countries.ts';
import { filterCountries, foldForSearch } from './filterCountries.ts';

const en = countryEntries('en');
const zh = countryEntries('zh-CN');
const codes = (query: string, entries = en) => filterCountries(entries, query).map((e) => e.code);

describe('filterCountries', () => {
  it('returns the whole list for an empty query', () => {
    expect(filterCountries(en, '')).toBe(en);
    expect(filterCountries(en, '  ')).toBe(en);
    expect(filterCountries(en, '+')).toBe(en);
  });

  it('matches the ISO code from its start, in any case', () => {
    expect(codes('cn')).toEqual(['CN']);
    expect(codes('CN')).toEqual(['CN']);
    // Codes starting with "l" come before names that merely contain it.
    expect(codes('la')[0]).toBe('LA');
  });

  it('matches the dial code with or without +', () => {
    expect(codes('86')).toEqual(['CN']);
    expect(codes('+86')).toEqual(['CN']);
    expect(codes('+ 66')).toEqual(['TH']);
    // 85 starts 850 (North Korea), 852 (Hong Kong), 853, 855, 856.
    expect(codes('85')).toEqual(expect.arrayContaining(['KP', 'HK', 'MO', 'KH', 'LA']));
    expect(codes('85')).not.toContain('CN');
  });

  it('puts the main country of a shared dial code first', () => {
    const plusOne = filterCountries(en, '+1');
    expect(plusOne[0]?.code).toBe('US');
    expect(plusOne.map((e) => e.code)).toContain('CA');
    expect(new Set(plusOne.map((e) => e.dialCode))).toEqual(new Set([1]));
    expect(codes('44')).toEqual(['GB', 'GG', 'IM', 'JE']);
  });

  it('matches the name in the locale anywhere, ignoring case and accents', () => {
    // France by its English name; then the places whose French names contain it (Guyane française…).
    expect(codes('fran')).toEqual(['FR', 'GF', 'PF', 'MF']);
    // Åland starts with it; New Zealand contains it.
    expect(codes('ALAND')).toEqual(['AX', 'NZ']);
    expect(codes('united king')).toEqual(['GB']);
    const fr = countryEntries('fr');
    // The French table writes Côte-d'Ivoire.
    expect(codes('cote d’ivoire', fr)).toEqual(['CI']);
    expect(codes('côte', fr)).toContain('CI');
  });

  it('matches the other names of a country', () => {
    expect(codes('china')).toEqual(['CN', 'TW']);
    expect(codes('russia')).toEqual(['RU']);
    expect(codes('usa')).toEqual(['US']);
  });

  it('puts exact codes, then code starts, then name starts before names that contain the query', () => {
    // IN is India's code; IO, the other code starting "i", would follow; names starting "In" next; then "…in…".
    const result = codes('in');
    expect(result[0]).toBe('IN');
    expect(result.indexOf('ID')).toBeLessThan(result.indexOf('AR'));
    expect(en.find((e) => e.code === 'ID')?.name).toBe('Indonesia');
    expect(en.find((e) => e.code === 'AR')?.name).toBe('Argentina');
  });

  it('matches the Chinese name in any locale', () => {
    expect(codes('中国')).toEqual(['CN', 'TW']);
    expect(codes('法国')).toEqual(['FR']);
    expect(codes('老挝', countryEntries('lao'))).toEqual(['LA']);
  });

  it('matches a country by its name in the mall\'s other languages, or its code, whatever the list\'s language', () => {
    expect(codes('thai', zh)[0]).toBe('TH');
    expect(codes('Thaïlande', zh)).toEqual(['TH']);
    expect(codes('TH', zh)[0]).toBe('TH');
    expect(codes('thailand', countryEntries('lao'))).toEqual(['TH']);
    expect(codes('ไทย', en)).toContain('TH');
    // The list's own language still comes first: "fr" is France's code before any name containing it.
    expect(codes('fr', zh)[0]).toBe('FR');
  });

  it('matches names in Thai and Lao script', () => {
    expect(codes('ญี่ปุ่น', countryEntries('th'))).toEqual(['JP']);
    expect(codes('ຍີ່ປຸ່ນ', countryEntries('lao'))).toEqual(['JP']);
  });

  it('keeps list order among equal matches', () => {
    const result = filterCountries(zh, '岛');
    expect(result.length).toBeGreaterThan(5);
    const order = result.map((e) => zh.indexOf(e));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('does not search the example number', () => {
    // The example numbers of many countries contain 12345, no dial code starts with it.
    expect(codes('12345')).toEqual([]);
  });

  it('finds nothing for text that matches no field', () => {
    expect(codes('atlantis')).toEqual([]);
  });
});

describe('foldForSearch', () => {
  it('drops Latin accents and case but keeps Thai marks', () => {
    expect(foldForSearch(' Côte-d’Ivoire ')).toBe("cote d'ivoire");
    expect(foldForSearch('Guinea  Bissau')).toBe('guinea bissau');
    expect(foldForSearch('ญี่ปุ่น')).toBe('ญี่ปุ่น'.normalize('NFD'));
  });
});
