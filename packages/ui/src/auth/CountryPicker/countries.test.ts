import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales.ts';
import {
  DEFAULT_COUNTRY,
  DEFAULT_DIAL_CODE,
  countryEntries,
  findCountry,
  findCountryByDialCode,
  isValidPhoneNumber,
  mainCountryOfDialCode,
  nationalNumber,
} from './countries.ts';
import { countryName } from './countryNames.ts';

describe('countryEntries', () => {
  it('lists every region with a dial code, once each', () => {
    const entries = countryEntries('en');
    expect(entries).toHaveLength(245);
    expect(new Set(entries.map((e) => e.code)).size).toBe(245);
    // Regions without a dial code of their own are left out.
    expect(entries.find((e) => e.code === 'AQ')).toBeUndefined();
  });

  it('gives China its dial code, Chinese name and example mobile number', () => {
    expect(findCountry('CN', 'zh-CN')).toEqual({
      code: 'CN',
      name: '中国',
      dialCode: 86,
      phoneFormat: '131 2345 6789',
      CNName: '中国',
      otherNames: [],
    });
    expect(findCountry('CN', 'en')).toMatchObject({ name: "People's Republic of China", otherNames: ['China'], CNName: '中国' });
  });

  it('names countries in each of the five languages', () => {
    expect(findCountry('FR', 'fr')?.name).toBe('France');
    expect(findCountry('FR', 'zh-CN')?.name).toBe('法国');
    expect(findCountry('TH', 'th')?.name).toBe('ไทย');
    expect(findCountry('LA', 'lao')?.name).toBe('ລາວ');
    expect(findCountry('DE', 'lao')?.name).toBe('ເຢຍລະມັນ');
    expect(findCountry('GB', 'en')).toMatchObject({ name: 'United Kingdom', otherNames: ['UK', 'Great Britain'] });
    expect(findCountry('LA', 'en')?.name).toBe("Lao People's Democratic Republic");
  });

  it('keeps the Chinese name whatever the locale', () => {
    for (const locale of LOCALES) expect(findCountry('JP', locale)?.CNName).toBe('日本');
  });

  it('has a name, a positive dial code and a Chinese name for every entry in every locale', () => {
    for (const locale of LOCALES) {
      for (const entry of countryEntries(locale)) {
        expect(entry.name, `${locale} ${entry.code}`).not.toBe(entry.code);
        expect(entry.CNName, entry.code).not.toBe(entry.code);
        expect(entry.dialCode, entry.code).toBeGreaterThan(0);
      }
    }
  });

  it('names the regions i18n-iso-countries lacks (Ascension, Tristan da Cunha)', () => {
    expect(findCountry('AC', 'en')).toMatchObject({ name: 'Ascension Island', dialCode: 247 });
    expect(findCountry('TA', 'lao')?.name).toBe('ທຣິສຕັນ ດາ ກັນຮາ');
    expect(countryName('TA', 'en')).toBe('Tristan da Cunha');
  });

  it('formats the example number nationally', () => {
    expect(findCountry('FR', 'fr')?.phoneFormat).toBe('06 12 34 56 78');
    expect(findCountry('US', 'en')?.phoneFormat).toBe('(201) 555-0123');
  });

  it('sorts by name in the locale', () => {
    const en = countryEntries('en').map((e) => e.name);
    expect(en[0]).toBe('Afghanistan');
    expect(en).toEqual([...en].sort(new Intl.Collator('en').compare));
    // Åland sorts with A in English, not after Z.
    expect(en.indexOf('Åland Islands')).toBeLessThan(en.indexOf('Albania'));
    const zh = countryEntries('zh-CN').map((e) => e.name);
    expect(zh).toEqual([...zh].sort(new Intl.Collator('zh-CN').compare));
  });

  it('returns the same list for the same locale', () => {
    expect(countryEntries('th')).toBe(countryEntries('th'));
  });
});

describe('findCountryByDialCode', () => {
  it('finds China for the default dial code 86, as number or text', () => {
    expect(DEFAULT_DIAL_CODE).toBe(86);
    expect(findCountryByDialCode(86)?.code).toBe(DEFAULT_COUNTRY);
    expect(findCountryByDialCode('+86')?.name).toBe('中国');
    expect(findCountryByDialCode('66', 'en')?.name).toBe('Thailand');
    expect(findCountryByDialCode(856, 'lao')?.name).toBe('ລາວ');
  });

  it('picks the main country of a shared dial code', () => {
    expect(findCountryByDialCode(1)?.code).toBe('US');
    expect(findCountryByDialCode(7)?.code).toBe('RU');
    expect(findCountryByDialCode(44)?.code).toBe('GB');
    expect(mainCountryOfDialCode('+44')).toBe('GB');
  });

  it('finds nothing for unknown codes', () => {
    expect(findCountryByDialCode(999)).toBeUndefined();
    expect(findCountryByDialCode('')).toBeUndefined();
    expect(mainCountryOfDialCode('constructor')).toBeUndefined();
  });
});

describe('isValidPhoneNumber', () => {
  it('accepts a Chinese mobile number, with or without separators', () => {
    expect(isValidPhoneNumber('CN', '13800138000')).toBe(true);
    expect(isValidPhoneNumber('cn', '138 0013 8000')).toBe(true);
    expect(isValidPhoneNumber('CN', '+86 138-0013-8000')).toBe(true);
  });

  it('refuses numbers that do not fit the Chinese mobile format', () => {
    expect(isValidPhoneNumber('CN', '12345678901')).toBe(false);
    expect(isValidPhoneNumber('CN', '1380013800')).toBe(false);
    expect(isValidPhoneNumber('CN', '10086')).toBe(false);
    expect(isValidPhoneNumber('CN', '')).toBe(false);
    expect(isValidPhoneNumber('CN', 'abc13800138000')).toBe(false);
  });

  it('checks against the chosen country', () => {
    expect(isValidPhoneNumber('FR', '06 12 34 56 78')).toBe(true);
    expect(isValidPhoneNumber('FR', '13800138000')).toBe(false);
    expect(isValidPhoneNumber('TH', '081 234 5678')).toBe(true);
    // A number with another country's dial code does not pass for China.
    expect(isValidPhoneNumber('CN', '+33 6 12 34 56 78')).toBe(false);
  });

  it('accepts numbers of regions that share the dial code', () => {
    expect(isValidPhoneNumber('GB', '07797 123456')).toBe(true);
  });

  it('refuses unknown countries', () => {
    expect(isValidPhoneNumber('ZZ', '13800138000')).toBe(false);
  });
});

describe('nationalNumber', () => {
  it('keeps the digits of the national number of a valid one', () => {
    expect(nationalNumber('CN', ' 138 0013-8000 ')).toBe('13800138000');
    expect(nationalNumber('CN', '+86 13800138000')).toBe('13800138000');
  });

  it('drops the national prefix', () => {
    expect(nationalNumber('TH', '081 234 5678')).toBe('812345678');
    expect(nationalNumber('FR', '06 12 34 56 78')).toBe('612345678');
  });

  it('keeps only the digits of anything else', () => {
    expect(nationalNumber('CN', '123-45')).toBe('12345');
    expect(nationalNumber('CN', '')).toBe('');
  });
});

describe('the Lao country names', () => {
  it('are the installed CLDR names, as scripts/lao-country-names.mjs writes them', async () => {
    const script = '../../../scripts/lao-country-names.mjs';
    const { laoRegionNames } = (await import(/* @vite-ignore */ script)) as { laoRegionNames: () => Record<string, string> };
    const { default: shipped } = await import('./laoCountryNames.json', { with: { type: 'json' } });
    expect(shipped).toEqual(laoRegionNames());
    expect(Object.keys(shipped).length).toBeGreaterThan(250);
  });
});
