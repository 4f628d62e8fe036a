import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import { LRUCache } from 'lru-cache';

/**
 * The fonts the artwork outlines its words with: Noto Sans SC (Chinese, Latin,
 * Cyrillic, Vietnamese), Noto Sans Thai and Noto Sans Lao, as shipped by the
 * `@fontsource` packages the server depends on. Those packages cut each font
 * into slices by Unicode range (`unicode.json`, the same ranges their CSS
 * gives browsers); a character is drawn from the slice that holds it, so a
 * picture loads a few small files, never the whole 17 MB Chinese font.
 */

/** Weights the artwork uses. */
export type FontWeight = 400 | 700;

/** A family of the shipped fonts. */
export type FamilyKey = 'sc' | 'thai' | 'lao';

const PACKAGES: Record<FamilyKey, string> = {
  sc: 'noto-sans-sc',
  thai: 'noto-sans-thai',
  lao: 'noto-sans-lao',
};

/** One slice: its name in the package (`latin`, `[57]`) and the code point ranges it holds. */
interface Slice {
  name: string;
  ranges: ReadonlyArray<readonly [number, number]>;
}

/*
 * The packages are found from this module, whether it runs from src/ (tests,
 * tsx) or bundled into dist/main.js: both sit in apps/server, whose
 * node_modules holds them (the bundle leaves npm packages external).
 */
const require = createRequire(import.meta.url);
const folders = new Map<FamilyKey, string>();

function packageFolder(family: FamilyKey): string {
  let folder = folders.get(family);
  if (folder === undefined) {
    folder = path.dirname(require.resolve(`@fontsource/${PACKAGES[family]}/package.json`));
    folders.set(family, folder);
  }
  return folder;
}

/** Parses a CSS `unicode-range` value (`U+0000-00FF,U+0131`) into inclusive ranges. */
export function parseUnicodeRange(value: string): Array<[number, number]> {
  return value
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .filter((part) => part.length > 0)
    .map((part) => {
      const [from = '', to = from] = part.split('-');
      return [Number.parseInt(from, 16), Number.parseInt(to, 16)] as [number, number];
    });
}

const slicesByFamily = new Map<FamilyKey, Slice[]>();

/*
 * Named subsets first: their ranges overlap the numbered CJK slices at a few
 * punctuation marks, and Latin should come from the Latin cut.
 */
function slicesOf(family: FamilyKey): Slice[] {
  let slices = slicesByFamily.get(family);
  if (slices === undefined) {
    const table = JSON.parse(readFileSync(path.join(packageFolder(family), 'unicode.json'), 'utf8')) as Record<string, string>;
    slices = Object.entries(table)
      .map(([name, value]) => ({ name, ranges: parseUnicodeRange(value) }))
      .sort((a, b) => Number(a.name.startsWith('[')) - Number(b.name.startsWith('[')));
    slicesByFamily.set(family, slices);
  }
  return slices;
}

function fileOf(family: FamilyKey, slice: string, weight: FontWeight): string {
  const name = slice.replace(/^\[(\d+)\]$/, '$1');
  // WOFF, not WOFF2: fontkit unpacks WOFF2's Brotli in JavaScript, about 100 ms a slice,
  // where WOFF's per-table zlib takes about 1 ms. The packages ship both.
  return path.join(packageFolder(family), 'files', `${PACKAGES[family]}-${name}-${weight}-normal.woff`);
}

/*
 * Parsed slices, by file. A page of art touches a handful; the cap keeps a
 * crawl through every character of the Chinese font from holding all ~200.
 */
const fonts = new LRUCache<string, Font>({ max: 64 });

function load(file: string): Font {
  let font = fonts.get(file);
  if (font === undefined) {
    const parsed = create(readFileSync(file));
    if (!('unitsPerEm' in parsed)) throw new Error(`${file} is a font collection, not a font`);
    font = parsed;
    fonts.set(file, font);
  }
  return font;
}

/**
 * Which family draws a code point: Thai and Lao letters their own; anything
 * else Noto Sans SC in Chinese text (`cjk`), where Latin letters and
 * punctuation take its forms (full-width quotes), and elsewhere the Latin cut
 * the Thai package ships, which is Noto Sans itself.
 */
export function familyOf(codePoint: number, cjk: boolean): FamilyKey {
  if (codePoint >= 0x0e00 && codePoint <= 0x0e7f) return 'thai';
  if (codePoint >= 0x0e80 && codePoint <= 0x0eff) return 'lao';
  return cjk ? 'sc' : 'thai';
}

const FALLBACK_ORDER: readonly FamilyKey[] = ['sc', 'thai', 'lao'];

/**
 * The font slice that draws `codePoint` at `weight` in Chinese (`cjk`) or
 * other text: from the family {@link familyOf} names first, then from the
 * others. Undefined when no shipped font has it (the caller leaves a gap
 * rather than a box).
 * @throws {Error} when a font package is missing from node_modules.
 */
export function fontFor(codePoint: number, weight: FontWeight, cjk: boolean): Font | undefined {
  const first = familyOf(codePoint, cjk);
  for (const family of [first, ...FALLBACK_ORDER.filter((f) => f !== first)]) {
    for (const slice of slicesOf(family)) {
      if (!slice.ranges.some(([from, to]) => codePoint >= from && codePoint <= to)) continue;
      const font = load(fileOf(family, slice.name, weight));
      if (font.hasGlyphForCodePoint(codePoint)) return font;
    }
  }
  return undefined;
}
