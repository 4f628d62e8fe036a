import type { Translations } from '../db/schema.ts';
import { SERVER_LOCALES } from '../i18n/locale.ts';

/*
 * Goods search terms (docs/adr/0005-goods-search.md). Chinese, Japanese,
 * Thai and Lao are written without spaces between words, so their text is
 * indexed as overlapping character pairs plus single characters; other
 * scripts are indexed as lower-cased words. A query is cut the same way and
 * matches goods holding all of its terms. A goods is indexed by its name and
 * keywords in every locale it has them in, so a search finds it whatever the
 * language of the interface or of the words.
 */

/** Characters of scripts written without spaces between words (and the katakana length mark). */
const UNSPACED_CLASS = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}\\p{Script=Lao}\\u30FC]';
const UNSPACED = new RegExp(UNSPACED_CLASS, 'u');

/** Runs of unspaced characters, of letters of other scripts, or of digits. */
const RUNS = new RegExp(`${UNSPACED_CLASS}+|(?:(?!${UNSPACED_CLASS})[\\p{L}\\p{M}])+|\\p{N}+`, 'gu');

/** Folds width, case and accents: `Ｃａｆé` and `cafe` give the same term. */
function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** A word run without its combining accents (kept in unspaced scripts, where they are letters). */
function stripAccents(word: string): string {
  // Most words are plain lower-case ASCII (runs are folded already), which has no accents to strip: skip the normalisations.
  if (/^[a-z]*$/.test(word)) return word;
  return word.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

interface Run {
  text: string;
  unspaced: boolean;
}

function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const match of fold(text).matchAll(RUNS)) {
    const unspaced = UNSPACED.test(match[0]);
    const word = unspaced ? match[0] : stripAccents(match[0]);
    if (word) runs.push({ text: word, unspaced });
  }
  return runs;
}

/** Overlapping pairs of characters (by code point) of a run. */
function pairsOf(chars: readonly string[]): string[] {
  const pairs: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) pairs.push(`${chars[i]}${chars[i + 1]}`);
  return pairs;
}

/**
 * The search terms of a goods, space-separated, for `product.search_text`:
 * every character and character pair of unspaced runs, every word of the
 * rest. Write it wherever a goods' `name` or `keyword` is written.
 * @example searchTextOf('华为手机', 'Mate60') === '华 为 手 机 华为 为手 手机 mate 60'
 */
export function searchTextOf(...fields: string[]): string {
  const terms = new Set<string>();
  for (const run of runsOf(fields.join(' '))) {
    if (!run.unspaced) {
      terms.add(run.text);
      continue;
    }
    const chars = [...run.text];
    for (const c of chars) terms.add(c);
    for (const pair of pairsOf(chars)) terms.add(pair);
  }
  return [...terms].join(' ');
}

/** The fields of a goods that its search terms come from: source name and keywords, and their translations. */
export interface SearchableGoods {
  name: string;
  keyword: string;
  /** The goods' `i18n` column: `name` and `keyword` of each locale are indexed too. */
  i18n?: Translations | null;
}

/**
 * {@link searchTextOf} a goods: its name and keywords, then the translated
 * name and keywords of each locale in the mall's order. Write it wherever a
 * goods' `name`, `keyword` or their translations are written; a goods without
 * translations gets `searchTextOf(name, keyword)`.
 */
export function goodsSearchTextOf(goods: SearchableGoods): string {
  const fields = [goods.name, goods.keyword];
  for (const locale of SERVER_LOCALES) {
    const translated = goods.i18n?.[locale];
    for (const field of ['name', 'keyword'] as const) {
      const value = translated?.[field];
      if (typeof value === 'string') fields.push(value);
    }
  }
  return searchTextOf(...fields);
}

/** Quotes a term for the tsquery text syntax. */
function lexeme(term: string, prefix: boolean): string {
  return `'${term.replace(/['\\]/g, (c) => `\\${c}`)}'${prefix ? ':*' : ''}`;
}

/**
 * A shopper's search text as a `tsquery` over the terms of
 * {@link searchTextOf}: all of its terms must match. An unspaced run of one
 * character matches that character; a longer run matches all of its pairs
 * (so `笔记本` finds `笔记本电脑` but not `笔记`); a word matches as a prefix
 * (`hua` finds `Huawei`). Null when the text has no letter or digit, so a
 * search for `%` finds nothing rather than everything.
 */
export function searchQueryOf(text: string): string | null {
  const parts = new Set<string>();
  for (const run of runsOf(text)) {
    if (!run.unspaced) {
      parts.add(lexeme(run.text, true));
      continue;
    }
    const chars = [...run.text];
    const terms = chars.length === 1 ? chars : pairsOf(chars);
    for (const term of terms) parts.add(lexeme(term, false));
  }
  return parts.size === 0 ? null : [...parts].join(' & ');
}
