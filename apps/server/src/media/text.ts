import type { FontWeight } from './fonts.ts';
import { EM, outlineText } from './glyphs.ts';
import { round } from './svg.ts';

/** How a line of text is drawn. */
export interface TextStyle {
  /** Font size (the em), px. */
  size: number;
  weight?: FontWeight;
  fill: string;
  opacity?: number;
  /** Where `x` is: the line's start (default), middle or end. */
  anchor?: 'start' | 'middle' | 'end';
  /** Extra space between characters, px (CSS letter-spacing). */
  tracking?: number;
  /**
   * Language of the text (BCP 47), zh-CN when omitted: in Chinese text Latin
   * letters and punctuation take the Chinese font's forms, elsewhere Noto Sans's.
   */
  lang?: string;
}

function trackingUnits(style: Pick<TextStyle, 'size' | 'tracking'>): number {
  return style.tracking ? Math.round((style.tracking / style.size) * EM) : 0;
}

/** Width of `text` drawn in `style`, px. */
export function textWidth(text: string, style: Pick<TextStyle, 'size' | 'weight' | 'tracking' | 'lang'>): number {
  return (outlineText(text, style.weight ?? 400, style.lang ?? 'zh-CN', trackingUnits(style)).advance * style.size) / EM;
}

/**
 * One line of `text` as an SVG `<path>` of its glyph outlines, its baseline
 * at `y` and its start, middle or end at `x` (px). Empty markup for a blank
 * line. Nothing in it depends on the viewer's fonts.
 */
export function drawText(text: string, x: number, y: number, style: TextStyle): string {
  const outline = outlineText(text, style.weight ?? 400, style.lang ?? 'zh-CN', trackingUnits(style));
  if (!outline.d) return '';
  const scale = style.size / EM;
  const width = outline.advance * scale;
  const left = style.anchor === 'middle' ? x - width / 2 : style.anchor === 'end' ? x - width : x;
  const opacity = style.opacity === undefined ? '' : ` fill-opacity="${round(style.opacity)}"`;
  return `<path transform="translate(${round(left)} ${round(y)}) scale(${Math.round(scale * 1e5) / 1e5})" fill="${style.fill}"${opacity} d="${outline.d}"/>`;
}
