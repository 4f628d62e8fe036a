import { describe, expect, it } from 'vitest';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../localeTexts.ts';
import { SINGLE_AXIS } from '../skus.ts';
import { LEAF_TEMPLATES, type LeafKey } from '../templates/index.ts';
import { LAO_FALLBACKS, PHRASE_BOOKS, TH_FALLBACKS, translatePhrase } from './index.ts';

/*
 * The phrase books against the goods templates they translate: English and
 * French complete, Thai and Lao complete for units and for the axes but for
 * the fallbacks they list, every entry used, and axis values that a SKU can
 * still be told apart by.
 */

type Kind = 'unit' | 'name' | 'edition' | 'point' | 'keyword' | 'axis' | 'value';

interface Phrase {
  leaf: LeafKey;
  kind: Kind;
  text: string;
}

const HAN = /\p{Script=Han}/u;
const LEAVES = Object.keys(LEAF_TEMPLATES) as LeafKey[];

/** Every phrase of every template, by leaf, the single-specification axis included. */
const PHRASES: Phrase[] = LEAVES.flatMap((leaf) => {
  const t = LEAF_TEMPLATES[leaf];
  const axes = [...t.axes, SINGLE_AXIS];
  return [
    { leaf, kind: 'unit' as const, text: t.unitName },
    ...t.names.map(([text]) => ({ leaf, kind: 'name' as const, text })),
    ...t.editions.map((text) => ({ leaf, kind: 'edition' as const, text })),
    ...t.points.map((text) => ({ leaf, kind: 'point' as const, text })),
    ...t.keywords.map((text) => ({ leaf, kind: 'keyword' as const, text })),
    ...axes.map((axis) => ({ leaf, kind: 'axis' as const, text: axis.name })),
    ...axes.flatMap((axis) => axis.values.map((text) => ({ leaf, kind: 'value' as const, text }))),
  ];
});

const untranslated = (locale: TranslatedLocale, kinds: readonly Kind[]) =>
  PHRASES.filter((p) => kinds.includes(p.kind) && translatePhrase(locale, p.text, p.leaf) === undefined).map((p) => `${p.leaf}|${p.text}`);

describe('goods phrase books', () => {
  it('translate every template phrase into English and French', () => {
    const every: Kind[] = ['unit', 'name', 'edition', 'point', 'keyword', 'axis', 'value'];
    expect(untranslated('en', every)).toEqual([]);
    expect(untranslated('fr', every)).toEqual([]);
  });

  it('translate every unit into every locale, so stock reads "425 units" in each', () => {
    for (const locale of TRANSLATED_LOCALES) expect(untranslated(locale, ['unit']), locale).toEqual([]);
  });

  it('leave exactly the listed axis names and values of Thai and Lao to the source', () => {
    const fallbacks = { th: TH_FALLBACKS, lao: LAO_FALLBACKS } as const;
    for (const locale of ['th', 'lao'] as const) {
      const names = new Set(untranslated(locale, ['axis']).map((p) => p.split('|')[1]));
      const values = new Set(untranslated(locale, ['value']).map((p) => p.split('|')[1]));
      expect([...names].sort(), locale).toEqual([...fallbacks[locale].axisNames].sort());
      expect([...values].sort(), locale).toEqual([...fallbacks[locale].axisValues].sort());
    }
  });

  it('hold only entries a template uses, scoped entries in a leaf that has the phrase', () => {
    for (const locale of TRANSLATED_LOCALES) {
      for (const key of Object.keys(PHRASE_BOOKS[locale])) {
        const [leaf, text] = key.includes('|') ? key.split('|') : [undefined, key];
        const used = PHRASES.some((p) => p.text === text && (leaf === undefined || p.leaf === leaf));
        expect(used, `${locale}: ${key}`).toBe(true);
      }
    }
  });

  it('write each locale in its own script, with no Chinese left', () => {
    const script: Record<TranslatedLocale, RegExp> = { en: /\p{Script=Latin}/u, fr: /\p{Script=Latin}/u, th: /\p{Script=Thai}/u, lao: /\p{Script=Lao}/u };
    for (const locale of TRANSLATED_LOCALES) {
      for (const [key, value] of Object.entries(PHRASE_BOOKS[locale])) {
        expect(HAN.test(value), `${locale}: ${key} → ${value}`).toBe(false);
        // Latin model words ('Pro', 'Max') are the same in every script.
        if (!/^[A-Za-z]+$/.test(value)) expect(script[locale].test(value), `${locale}: ${key} → ${value}`).toBe(true);
      }
    }
  });

  it('keep the values of every axis apart and free of commas, and the axes of a leaf apart, in every locale', () => {
    for (const locale of TRANSLATED_LOCALES) {
      for (const leaf of LEAVES) {
        const axes = LEAF_TEMPLATES[leaf].axes;
        const names = axes.map((axis) => translatePhrase(locale, axis.name, leaf) ?? axis.name);
        expect(new Set(names).size, `${locale} ${leaf}: ${names}`).toBe(names.length);
        for (const axis of [...axes, SINGLE_AXIS]) {
          // A SKU is its values joined with commas, and is found by them.
          const values = axis.values.map((v) => translatePhrase(locale, v, leaf) ?? v);
          expect(new Set(values).size, `${locale} ${leaf} ${axis.name}: ${values}`).toBe(values.length);
          expect(values.filter((v) => v.includes(',')), `${locale} ${leaf} ${axis.name}`).toEqual([]);
        }
      }
    }
  });

  it('tell a leaf’s goods names and editions apart in English and French, so a shop never sells two goods of one name', () => {
    for (const locale of ['en', 'fr'] as const) {
      for (const leaf of LEAVES) {
        const t = LEAF_TEMPLATES[leaf];
        const names = t.names.map(([name]) => translatePhrase(locale, name, leaf));
        const editions = t.editions.map((edition) => translatePhrase(locale, edition, leaf));
        expect(new Set(names).size, `${locale} ${leaf}`).toBe(names.length);
        expect(new Set(editions).size, `${locale} ${leaf}`).toBe(editions.length);
      }
    }
  });

  it('translate a phrase by its leaf where the leaf gives it another sense', () => {
    expect(translatePhrase('en', '笔记本', 'laptop')).toBe('laptop, notebook');
    expect(translatePhrase('fr', '笔记本', 'stationery')).toBe('cahier, carnet');
    expect(translatePhrase('en', '16GB+512GB', 'laptop')).toBe('16GB+512GB');
    expect(translatePhrase('th', '杏色', 'womenswear')).toBeUndefined();
  });
});
