import type { TranslatedLocale } from '../localeTexts.ts';
import type { LeafKey } from '../templates/index.ts';
import { EN } from './en.ts';
import { FR } from './fr.ts';
import { LAO } from './lao.ts';
import { TH } from './th.ts';
import type { PhraseBook } from './types.ts';

export type { PhraseBook } from './types.ts';
export { LAO_FALLBACKS } from './lao.ts';
export { TH_FALLBACKS } from './th.ts';

/*
 * Translations of the demo goods (docs/adr/0012-content-locales.md): the
 * goods templates are written in Chinese, the language of the demo shops;
 * each locale's book translates their phrases, and seed/translations/goods.ts
 * assembles a goods' texts from them the way the Chinese ones are assembled.
 */

/** The phrase book of each translated locale. */
export const PHRASE_BOOKS: Readonly<Record<TranslatedLocale, PhraseBook>> = { en: EN, fr: FR, th: TH, lao: LAO };

const HAN = /\p{Script=Han}/u;

/** Answers of {@link translatePhrase} by locale, leaf and phrase: the large seed asks for the same few hundred phrases millions of times. */
const answers = new Map<TranslatedLocale, Map<LeafKey, Map<string, string | undefined>>>();

/**
 * A template phrase in `locale` for goods of leaf category `leaf`: the book's
 * entry for that leaf (`leaf|phrase`), else its entry for the phrase, else
 * the phrase itself when it holds no Chinese character (`XL`, `8GB+256GB`),
 * else undefined: the merchant's own text is the fallback.
 */
export function translatePhrase(locale: TranslatedLocale, phrase: string, leaf: LeafKey): string | undefined {
  const byLeaf = answers.get(locale) ?? answers.set(locale, new Map()).get(locale)!;
  const known = byLeaf.get(leaf) ?? byLeaf.set(leaf, new Map()).get(leaf)!;
  if (known.has(phrase)) return known.get(phrase);
  const book = PHRASE_BOOKS[locale];
  const answer = book[`${leaf}|${phrase}`] ?? book[phrase] ?? (HAN.test(phrase) ? undefined : phrase);
  known.set(phrase, answer);
  return answer;
}
