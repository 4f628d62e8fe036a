import type { FontWeight } from './fonts.ts';
import { textWidth } from './text.ts';

/** Limits a block of text must fit in. */
export interface FitOptions {
  /** Widest a line may be, px. */
  maxWidth: number;
  maxLines: number;
  /** Largest and smallest font size to try, px. */
  maxSize: number;
  minSize: number;
  weight?: FontWeight;
  /** Language of the text (BCP 47), for where lines may break (Thai and Lao have no spaces between words). */
  locale: string;
}

/** The size and lines a block of text was fitted to. */
export interface FittedText {
  size: number;
  lines: string[];
  /** Whether the lines fit the width at that size. */
  fits: boolean;
}

const segmenters = new Map<string, Intl.Segmenter>();

/** Pieces a line may break after at plain spaces only (never at no-break spaces): each with its trailing spaces. */
function spacePieces(text: string): string[] {
  return text.match(/[^ ]+ */g) ?? [];
}

/** Pieces a line may break after: words with their trailing spaces and punctuation, or single ideographs. */
function wordPieces(text: string, locale: string): string[] {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, segmenter);
  }
  const pieces: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    const last = pieces.length - 1;
    // Spaces and punctuation stay with the piece before them: a line never starts with them;
    // and a piece ending in a no-break space holds on to the next (1000 ¥, 50 %).
    if (last >= 0 && (!isWordLike || /[\u00a0\u202f]$/.test(pieces[last] ?? ''))) pieces[last] += segment;
    else pieces.push(segment);
  }
  return pieces;
}

/** Greedy line breaking of `pieces` at `size`; when `strict`, undefined if a piece alone is too wide. */
function wrap(pieces: readonly string[], size: number, options: FitOptions, strict = true): string[] | undefined {
  const style = { size, weight: options.weight, lang: options.locale };
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    const candidate = line + piece;
    if (line && textWidth(candidate.trimEnd(), style) > options.maxWidth) {
      lines.push(line.trimEnd());
      line = piece.trimStart();
    } else {
      line = candidate;
    }
    if (strict && textWidth(line.trimEnd(), style) > options.maxWidth) return undefined;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/**
 * Fits `text` into at most `maxLines` lines of `maxWidth` px at the largest
 * size from `maxSize` down to `minSize` (2 px steps) at which it fits,
 * breaking lines at spaces where that fits (Thai and Chinese copy puts its
 * spaces between phrases), else between words.
 * `fits` is false when even `minSize` does not: then the lines are those of
 * `minSize`, the last holding the rest, and the caller's box overflows a
 * little rather than losing words.
 */
export function fitText(text: string, options: FitOptions): FittedText {
  const words = wordPieces(text.trim(), options.locale);
  const ways = [spacePieces(text.trim()), words];
  for (let size = options.maxSize; size >= options.minSize; size -= 2) {
    for (const pieces of ways) {
      const lines = wrap(pieces, size, options);
      if (lines && lines.length <= options.maxLines) return { size, lines, fits: true };
    }
  }
  const size = options.minSize;
  const lines = wrap(words, size, options, false) ?? [];
  const kept = lines.slice(0, options.maxLines - 1);
  const rest = lines.slice(options.maxLines - 1).join(' ');
  return { size, lines: rest ? [...kept, rest] : kept, fits: false };
}
