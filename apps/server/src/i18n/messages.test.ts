import { describe, expect, it } from 'vitest';
import { localeOf, matchLocale } from './locale.ts';
import { serverMessages, translate } from './translate.ts';

describe('server messages', () => {
  const keys = Object.keys(serverMessages.en).sort();
  for (const [locale, table] of Object.entries(serverMessages)) {
    it(`${locale} has every key, each non-empty and formattable with the English placeholders`, () => {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const key of keys) {
        const placeholders = [...serverMessages.en[key as keyof typeof table].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
        expect([...table[key as keyof typeof table].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort(), `${locale} ${key}`).toEqual(placeholders);
        const params = Object.fromEntries(placeholders.map((p) => [p, 'X']));
        expect(translate(key as keyof typeof table, params, locale as never).trim()).not.toBe('');
      }
    });
  }

  it('fills placeholders', () => {
    expect(translate('stock.insufficient', { name: '牙膏', sku: '标配', left: 3 }, 'zh-CN')).toBe('牙膏（标配）库存不足，仅剩 3 件');
    expect(translate('stock.insufficient', { name: 'Toothpaste', sku: 'Basic', left: 3 }, 'en')).toBe('insufficient stock for Toothpaste (Basic): 3 left');
  });
});

describe('answer language', () => {
  it('maps tags to mall locales', () => {
    expect(matchLocale('zh-Hans-CN')).toBe('zh-CN');
    expect(matchLocale('lo')).toBe('lao');
    expect(matchLocale('fr-CA')).toBe('fr');
    expect(matchLocale('de')).toBeUndefined();
  });
  it('follows Accept-Language q-values, skips unknown languages, falls back to English', () => {
    expect(localeOf('th-TH,th;q=0.9,en;q=0.8')).toBe('th');
    expect(localeOf('de-DE,fr;q=0.7,zh;q=0.9')).toBe('zh-CN');
    expect(localeOf('de, es;q=0.5')).toBe('en');
    expect(localeOf('*')).toBe('en');
    expect(localeOf(undefined)).toBe('en');
    expect(localeOf('zh;q=0, fr')).toBe('fr');
  });
});
