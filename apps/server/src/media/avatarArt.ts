import { gradientOf, type Family } from './palette.ts';
import { linearGradient, svgDocument } from './svg.ts';
import { drawText } from './text.ts';

/**
 * A shop avatar, 200×200 px: a rounded square in a gradient of `family` with
 * one character (the shop's first) in white in the middle, drawn as its
 * glyph outline whatever its script (Chinese, Latin, Thai, Lao…).
 */
export function avatarArt(character: string, family: Family): string {
  const defs = linearGradient('bg', gradientOf(family, 1), 0);
  const body =
    '<rect width="200" height="200" rx="48" fill="url(#bg)"/>' +
    '<circle cx="168" cy="32" r="54" fill="#fff" opacity=".12"/>' +
    drawText(character, 100, 136, { size: 104, weight: 700, fill: '#fff', anchor: 'middle' });
  return svgDocument(200, 200, character, defs, body);
}
