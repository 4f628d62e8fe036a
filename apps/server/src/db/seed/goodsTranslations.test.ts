import { describe, expect, it } from 'vitest';
import { goodsSearchTextOf } from '../../catalog/searchText.ts';
import { buildSeedData } from './data.ts';
import { TRANSLATED_LOCALES } from './localeTexts.ts';
import { buildScaleGoods, scaleContext } from './scale.ts';

/*
 * The demo shops' content in other languages (docs/adr/0012-content-locales.md),
 * as the seed builds it: goods, axes, descriptions and shops carry their
 * translations in `i18n`, the source text stays in the columns.
 */

const data = buildSeedData();
const { products, attrs, descriptions } = data.catalog;
const HAN = /\p{Script=Han}/u;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

describe('demo goods translations', () => {
  it('give every goods an English and a French name, selling points, keywords and unit, none of them Chinese', () => {
    for (const goods of products) {
      for (const locale of ['en', 'fr'] as const) {
        const t = goods.i18n?.[locale];
        for (const field of ['name', 'info', 'keyword', 'unitName']) {
          expect(text(t?.[field]), `${goods.id} ${locale}.${field}`).not.toBe('');
          expect(HAN.test(text(t?.[field])), `${goods.id} ${locale}.${field}: ${t?.[field]}`).toBe(false);
        }
        // As many selling points as the source, one a line.
        expect(text(t?.info).split('\n')).toHaveLength(goods.info!.split('\n').length);
      }
    }
  });

  it('write the brand in Latin letters and keep the source name in the column', () => {
    const geek = products.find((p) => p.merId === 2)!;
    expect(geek.name.startsWith('极客 ')).toBe(true);
    expect(text(geek.i18n?.en?.name).startsWith('Geek ')).toBe(true);
    expect(text(geek.i18n?.fr?.name).startsWith('Geek ')).toBe(true);
  });

  it('give every goods its unit in all four locales, and no name in Thai or Lao', () => {
    for (const goods of products) {
      for (const locale of TRANSLATED_LOCALES) expect(text(goods.i18n?.[locale]?.unitName), `${goods.id} ${locale}`).not.toBe('');
      expect(goods.i18n?.th?.name).toBeUndefined();
      expect(goods.i18n?.lao?.name).toBeUndefined();
    }
  });

  it('keep English names apart within a shop, as the source names are', () => {
    const seen = new Set<string>();
    for (const goods of products) {
      const key = `${goods.merId}:${text(goods.i18n?.en?.name)}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('line every translated axis up with its source values, by index and length', () => {
    let translated = 0;
    for (const attr of attrs) {
      expect(text(attr.i18n?.en?.attrName), `attr ${attr.id}`).not.toBe('');
      for (const locale of TRANSLATED_LOCALES) {
        const values = attr.i18n?.[locale]?.attrValues;
        if (values === undefined) continue;
        if (!Array.isArray(values)) throw new Error(`attr ${attr.id} ${locale}: values are not a list`);
        translated++;
        expect(values, `attr ${attr.id} ${locale}`).toHaveLength(attr.attrValues.length);
        // A value is translated in place, or keeps the source in its place.
        values.forEach((v, i) => expect(HAN.test(v) ? v === attr.attrValues[i] : true, `attr ${attr.id} ${locale}[${i}] ${v}`).toBe(true));
      }
      const english = attr.i18n?.en?.attrValues ?? attr.attrValues;
      expect([english].flat().filter((v) => HAN.test(v)), `attr ${attr.id}`).toEqual([]);
    }
    expect(translated).toBeGreaterThan(attrs.length);
  });

  it('describes every goods in English and French, with the translated name, points and shop', () => {
    for (const description of descriptions) {
      const goods = products.find((p) => p.id === description.productId)!;
      for (const locale of ['en', 'fr'] as const) {
        const content = text(description.i18n?.[locale]?.content);
        expect(HAN.test(content), `${goods.id} ${locale}`).toBe(false);
        const firstPoint = text(goods.i18n?.[locale]?.info).split('\n')[0]!;
        expect(content).toContain(firstPoint.replace(/'/g, '&#39;'));
      }
      expect(description.i18n?.th).toBeUndefined();
    }
    expect(text(descriptions[0]?.i18n?.en?.content)).toContain('<h3>About this item</h3>');
  });

  it('indexes every goods by its names and keywords in every locale', () => {
    for (const goods of products) {
      expect(goods.searchText).toBe(goodsSearchTextOf({ name: goods.name, keyword: goods.keyword!, i18n: goods.i18n }));
    }
    const phone = products.find((p) => p.keyword?.includes('智能手机'))!;
    const terms = phone.searchText!.split(' ');
    expect(terms).toEqual(expect.arrayContaining(['手机', 'phone', 'smartphone', 'telephone']));
  });

  it('translates the shops’ names and introductions into English and French', () => {
    for (const shop of data.merchants) {
      for (const locale of ['en', 'fr'] as const) {
        expect(text(shop.i18n?.[locale]?.name), `${shop.id} ${locale}`).not.toBe('');
        expect(text(shop.i18n?.[locale]?.intro), `${shop.id} ${locale}`).not.toBe('');
        expect(HAN.test(JSON.stringify(shop.i18n?.[locale])), `${shop.id} ${locale}`).toBe(false);
      }
    }
    const byMessage = data.merchants.find((m) => m.serviceType === 'message')!;
    expect(text(byMessage.i18n?.en?.serviceMessage)).toMatch(/customer service/);
  });
});

describe('generated goods translations', () => {
  it('name generated goods in English with their Latin series and model, and translate their axes', () => {
    const context = scaleContext();
    const next = { attr: 1, sku: 1 };
    for (let id = 100_001; id <= 100_050; id++) {
      const goods = buildScaleGoods(id, context, next);
      const row = goods.products[0]!;
      // Brand, then the Latin series and model words up to the Chinese name.
      const words = row.name.split(' ').slice(1);
      const model = words.slice(0, words.findIndex((w) => HAN.test(w))).join(' ');
      expect(text(row.i18n?.en?.name), row.name).toContain(` ${model} `);
      expect(HAN.test(text(row.i18n?.en?.name)), row.name).toBe(false);
      expect(row.searchText).toBe(goodsSearchTextOf({ name: row.name, keyword: row.keyword!, i18n: row.i18n }));
      for (const attr of goods.attrs) expect(text(attr.i18n?.en?.attrName)).not.toBe('');
      expect(text(goods.descriptions[0]?.i18n?.en?.content)).not.toBe('');
    }
  });
});
