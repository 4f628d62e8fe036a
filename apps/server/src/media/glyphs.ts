import type { Font, Glyph, GlyphPosition, PathCommand } from 'fontkit';
import { LRUCache } from 'lru-cache';
import { fontFor, type FontWeight } from './fonts.ts';

/**
 * A line of text as one outline: SVG path data in a 1000-unit em (1 unit =
 * 1/1000 of the font size), pen starting at x 0 on the baseline at y 0, y
 * growing downwards as in SVG. Drawn at any size by scaling it.
 */
export interface Outline {
  /** Path data; empty for a blank line. */
  d: string;
  /** Width from the pen's start to its end, in 1000ths of an em. */
  advance: number;
}

/** Units of an em in an {@link Outline}. */
export const EM = 1000;

/*
 * Characters that belong to the character before them: combining marks
 * (Thai and Lao vowels and tones), joiners and variation selectors. They are
 * laid out in their base's run so the font's mark positioning places them.
 */
const JOINS_PREVIOUS = /^(?:\p{M}|\u200c|\u200d|\p{Variation_Selector})$/u;

/*
 * Ideographs and full-width forms need no shaping: each character is one
 * glyph advancing its own width. Mapping them straight through the font's
 * character map skips building a shaping plan for each Chinese slice, which
 * costs tens of milliseconds a slice on first use.
 */
const UNSHAPED = /^[\p{Script=Han}\u3000-\u303f\uff01-\uff60]+$/u;

/** Glyphs and positions of a run, shaped by the font unless it needs no shaping. */
function shape(font: Font, text: string): { glyphs: Glyph[]; positions: Array<Pick<GlyphPosition, 'xAdvance' | 'xOffset' | 'yOffset'>> } {
  if (!UNSHAPED.test(text)) return font.layout(text);
  const glyphs = font.glyphsForString(text);
  return { glyphs, positions: glyphs.map((glyph) => ({ xAdvance: glyph.advanceWidth, xOffset: 0, yOffset: 0 })) };
}

/** A run of characters that one font draws. */
interface Run {
  font: Font | undefined;
  text: string;
}

function runsOf(text: string, weight: FontWeight, cjk: boolean): Run[] {
  const runs: Run[] = [];
  for (const character of text) {
    const last = runs.at(-1);
    const font = last && JOINS_PREVIOUS.test(character) ? last.font : fontFor(character.codePointAt(0) ?? 0, weight, cjk);
    if (last && last.font === font) last.text += character;
    else runs.push({ font, text: character });
  }
  return runs;
}

/** Rounds to whole units: 1/1000 em is far below a pixel at any size the art uses. */
function n(value: number): string {
  return String(Math.round(value) || 0);
}

function pathData(commands: readonly PathCommand[], x: number, y: number, scale: number): string {
  let d = '';
  for (const { command, args } of commands) {
    const points: string[] = [];
    for (let i = 0; i + 1 < args.length; i += 2) {
      points.push(`${n(x + (args[i] ?? 0) * scale)} ${n(y - (args[i + 1] ?? 0) * scale)}`);
    }
    switch (command) {
      case 'moveTo':
        d += `M${points.join(' ')}`;
        break;
      case 'lineTo':
        d += `L${points.join(' ')}`;
        break;
      case 'quadraticCurveTo':
        d += `Q${points.join(' ')}`;
        break;
      case 'bezierCurveTo':
        d += `C${points.join(' ')}`;
        break;
      case 'closePath':
        d += 'Z';
        break;
    }
  }
  return d;
}

function layOut(text: string, weight: FontWeight, tracking: number, cjk: boolean): Outline {
  let pen = 0;
  let d = '';
  let drawn = 0;
  for (const run of runsOf(text, weight, cjk)) {
    if (!run.font) {
      // No shipped font has these characters: leave a half-em gap each, never a box.
      pen += [...run.text].length * (EM / 2);
      continue;
    }
    const scale = EM / run.font.unitsPerEm;
    const { glyphs, positions } = shape(run.font, run.text);
    glyphs.forEach((glyph, i) => {
      const position = positions[i];
      if (!position) return;
      // Tracking goes before each spacing glyph but the first, never between a base and its marks.
      if (position.xAdvance > 0 && drawn > 0) pen += tracking;
      d += pathData(glyph.path.commands, pen + position.xOffset * scale, -position.yOffset * scale, scale);
      pen += position.xAdvance * scale;
      if (position.xAdvance > 0) drawn++;
    });
  }
  return { d, advance: pen };
}

/*
 * Outlines by weight, tracking and text. Art URLs are immutable, but the same
 * words recur across pictures (banner titles, licence labels, the wordmark),
 * and layout is the costly part of drawing them. Bounded by total path size.
 */
const outlines = new LRUCache<string, Outline>({
  maxSize: 8_000_000,
  sizeCalculation: (outline) => outline.d.length + 1,
});

/** Whether text in language `lang` (BCP 47) is Chinese, whose Latin letters and punctuation take the Chinese font's forms. */
export function isChinese(lang: string): boolean {
  return /^zh\b/i.test(lang);
}

/**
 * `text` in language `lang` (BCP 47) as one {@link Outline}: shaped by the
 * shipped fonts (Chinese, Latin, Thai and Lao alike, marks placed by the
 * fonts' own rules) and flattened to path data, so the picture needs no font
 * on the viewer's machine. `tracking` is extra space between characters, in
 * 1000ths of an em.
 * @throws {Error} when a font package is missing from node_modules.
 */
export function outlineText(text: string, weight: FontWeight, lang: string, tracking = 0): Outline {
  const cjk = isChinese(lang);
  const key = `${weight}|${tracking}|${cjk ? 'zh' : '-'}|${text}`;
  let outline = outlines.get(key);
  if (outline === undefined) {
    outline = layOut(text, weight, tracking, cjk);
    outlines.set(key, outline);
  }
  return outline;
}
