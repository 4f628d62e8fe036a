import type { Translations } from '../../schema.ts';
import { DEPARTMENTS } from '../categories.ts';
import { describeGoods } from '../description.ts';
import type { GoodsRowInput } from '../goodsRow.ts';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../localeTexts.ts';
import type { AttrDraft } from '../skus.ts';
import type { LeafKey } from '../templates/index.ts';
import { DESCRIPTION_WORDS } from './description.ts';
import { translatePhrase } from './index.ts';

/*
 * The texts of a seeded goods, in the shop's language (zh-CN) and in each
 * translated locale, assembled the same way from the same parts: the name is
 * brand, model words, template name and edition; the keywords are brand,
 * extra Latin words, the template's keywords and the leaf category's name.
 * A locale gets a field only when all of its parts are translated; readers
 * fall back to the source field by field (docs/adr/0012-content-locales.md).
 */

/** What a goods' name and keywords are made of besides its shop and leaf category. */
export interface GoodsWords {
  /** Latin series and model words after the brand (`Nova X20 Pro`), the same in every locale; '' for none. */
  model: string;
  /** One of the template's names and one of its editions, in the source language. */
  baseName: string;
  edition: string;
  /** Latin keywords after the brand (a series), the same in every locale. */
  extraKeywords: readonly string[];
}

/**
 * A goods name from its parts: `极客 5G智能手机 … 2025新款` in the source;
 * translated names set the edition apart, their own parts being separated by
 * commas (`Geek 5G Smartphone, All Carriers, … – 2025 Model`).
 */
function composeName(brand: string, model: string, baseName: string, edition: string, translated = false): string {
  const name = [brand, model, baseName].filter((part) => part !== '').join(' ');
  return `${name}${translated ? ' – ' : ' '}${edition}`;
}

/** A goods' keywords from their parts, comma-separated as the `keyword` column holds them. */
function composeKeyword(brand: string, words: GoodsWords, keywords: readonly string[], leafName: string | undefined): string {
  return [brand, ...words.extraKeywords, ...keywords, ...(leafName ? [leafName] : [])].join(',');
}

/** The source name of goods `g`. */
export function goodsName(g: Pick<GoodsRowInput, 'merchant' | 'words'>): string {
  return composeName(g.merchant.brand, g.words.model, g.words.baseName, g.words.edition);
}

/** The source keywords of goods `g`. */
export function goodsKeyword(g: Pick<GoodsRowInput, 'merchant' | 'words' | 'template' | 'leaf'>): string {
  return composeKeyword(g.merchant.brand, g.words, g.template.keywords, g.leaf.name);
}

/** Leaf category names by key and locale, as the category tree translates them. */
const LEAF_NAMES = new Map(DEPARTMENTS.flatMap((d) => d.leaves.map((leaf) => [leaf.key, leaf.names] as const)));

/** The name of leaf `key` in `locale`, or undefined. */
function leafNameIn(key: LeafKey, locale: TranslatedLocale): string | undefined {
  return LEAF_NAMES.get(key)?.[locale] || undefined;
}

/** The fields of a goods row in one locale: name, selling points (`info`), keywords and unit, each when translated. */
function goodsFieldsIn(g: GoodsRowInput, locale: TranslatedLocale): Record<string, string> {
  const t = (phrase: string) => translatePhrase(locale, phrase, g.leaf.key);
  const fields: Record<string, string> = {};
  const baseName = t(g.words.baseName);
  const edition = t(g.words.edition);
  if (baseName !== undefined && edition !== undefined) fields.name = composeName(g.merchant.latinBrand, g.words.model, baseName, edition, true);
  const points = g.points.map(t);
  if (points.every((p) => p !== undefined)) fields.info = points.join('\n');
  // A translation may name several keywords ('phone, mobile phone'); two phrases, or a phrase and the leaf, may share one.
  const leafName = leafNameIn(g.leaf.key, locale);
  const keywords = g.template.keywords.flatMap((k) => t(k)?.split(', ') ?? []);
  const unique = [...new Set(keywords)].filter((k) => k !== leafName);
  if (unique.length > 0 || leafName) fields.keyword = composeKeyword(g.merchant.latinBrand, g.words, unique, leafName);
  const unitName = t(g.template.unitName);
  if (unitName !== undefined) fields.unitName = unitName;
  return fields;
}

/** Translations whose locales hold at least one field. */
function nonEmpty(entries: ReadonlyArray<readonly [TranslatedLocale, Record<string, string | string[]>]>): Translations {
  return Object.fromEntries(entries.filter(([, fields]) => Object.keys(fields).length > 0));
}

/** Translations already made, by goods: the row and its description both need them. */
const made = new WeakMap<GoodsRowInput, Translations>();

/**
 * The `i18n` of a seeded goods row: per locale its `name`, `info` (selling
 * points, one per line), `keyword` and `unitName`, each present when every
 * part of it is translated. The brand is written in Latin letters.
 */
export function goodsTranslations(g: GoodsRowInput): Translations {
  const known = made.get(g);
  if (known) return known;
  const translations = nonEmpty(TRANSLATED_LOCALES.map((locale) => [locale, goodsFieldsIn(g, locale)] as const));
  made.set(g, translations);
  return translations;
}

/**
 * The `i18n` of an axis of goods in leaf `leaf`: per locale its `attrName`
 * when translated, and `attrValues` lined up by index with the source values
 * when any value is translated (a value without a translation keeps its
 * source text in its place, so the list always lines up).
 */
export function attrTranslations(attr: AttrDraft, leaf: LeafKey): Translations {
  return nonEmpty(
    TRANSLATED_LOCALES.map((locale) => {
      const fields: Record<string, string | string[]> = {};
      const name = translatePhrase(locale, attr.attrName, leaf);
      if (name !== undefined) fields.attrName = name;
      const values = attr.attrValues.map((v) => translatePhrase(locale, v, leaf) ?? v);
      if (values.some((v, i) => v !== attr.attrValues[i])) fields.attrValues = values;
      return [locale, fields] as const;
    }),
  );
}

/**
 * The `i18n` of a seeded goods' description: its `content` in each locale
 * with description words (seed/translations/description.ts) whose goods
 * texts ({@link goodsTranslations}), shop name, leaf name and axes are all
 * translated. A description is whole or not at all.
 */
export function descriptionTranslations(g: GoodsRowInput): Translations {
  const translations = goodsTranslations(g);
  const entries: Array<readonly [TranslatedLocale, Record<string, string>]> = [];
  for (const locale of TRANSLATED_LOCALES) {
    const words = DESCRIPTION_WORDS[locale];
    const goods = translations[locale];
    const merchantName = g.merchant.row.i18n?.[locale]?.name;
    const categoryName = leafNameIn(g.leaf.key, locale);
    if (!words || !goods || typeof merchantName !== 'string' || !categoryName) continue;
    const { name, info, unitName } = goods;
    const axes = g.spec.attrs.map((attr) => ({
      name: translatePhrase(locale, attr.attrName, g.leaf.key),
      values: attr.attrValues.map((v) => translatePhrase(locale, v, g.leaf.key)),
    }));
    if (typeof name !== 'string' || typeof info !== 'string' || typeof unitName !== 'string') continue;
    if (axes.some((axis) => axis.name === undefined || axis.values.some((v) => v === undefined))) continue;
    const content = describeGoods(
      {
        name,
        brand: g.merchant.latinBrand,
        merchantName,
        categoryName,
        unitName,
        points: info.split('\n'),
        axes: axes as Array<{ name: string; values: string[] }>,
        postage: g.postage,
      },
      words,
    );
    entries.push([locale, { content }]);
  }
  return nonEmpty(entries);
}
