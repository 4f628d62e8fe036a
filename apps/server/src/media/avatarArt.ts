import { gradientOf, type Family } from './palette.ts';
import { FONT_FAMILY, escapeXml, linearGradient, svgDocument } from './svg.ts';

/**
 * A shop avatar, 200×200 px: a rounded square in a gradient of `family` with
 * one character (the shop's first) in white in the middle.
 */
export function avatarArt(character: string, family: Family): string {
  const defs = linearGradient('bg', gradientOf(family, 1), 0);
  const body =
    '<rect width="200" height="200" rx="48" fill="url(#bg)"/>' +
    '<circle cx="168" cy="32" r="54" fill="#fff" opacity=".12"/>' +
    `<text x="100" y="100" dy=".35em" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="104" font-weight="700" fill="#fff">${escapeXml(character)}</text>`;
  return svgDocument(200, 200, character, defs, body);
}
