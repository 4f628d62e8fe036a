import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@mall/ui';
import en from './en.ts';
import fr from './fr.ts';
import lao from './lao.ts';
import { loadMessages } from './loadMessages.ts';
import th from './th.ts';
import zhCN from './zh-CN.ts';

const tables: Record<Locale, Record<string, string>> = { 'zh-CN': zhCN, en, fr, th, lao };

describe('storefront messages', () => {
  const ids = Object.keys(zhCN).sort();
  for (const locale of LOCALES) {
    it(`${locale} has every page message, none empty`, () => {
      expect(Object.keys(tables[locale]).sort()).toEqual(ids);
      for (const id of ids) expect(tables[locale][id]?.trim(), `${locale} ${id}`).toBeTruthy();
    });
  }

  it("a locale loads the library's messages and the page messages together", async () => {
    const table = await loadMessages('th');
    expect(table['app.name']).toBe(th['app.name']);
    expect(table['common.retry']).toBe('ลองอีกครั้ง');
    expect(await loadMessages('th')).toBe(table);
  });
});
