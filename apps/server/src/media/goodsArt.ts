import { unit } from './hash.ts';
import { gradientOf } from './palette.ts';
import type { Subject } from './subjects.ts';
import { FONT_FAMILY, escapeXml, icon, linearGradient, round, svgDocument } from './svg.ts';

/** Side of a goods picture, px (square, like a shop's product photo). */
export const GOODS_SIZE = 800;

/**
 * A goods picture, 800×800 px: a gradient in the subject's colour family, a
 * few soft circles, the subject's icon large in the middle on a glow with a
 * shadow, and its caption. `variant` (any non-negative integer) picks the
 * shade, the direction of the gradient, the circles and a slight tilt, so the
 * slider pictures of one goods differ while staying recognisably the same.
 */
export function goodsArt(subject: Subject, variant: number): string {
  const size = GOODS_SIZE;
  const gradient = gradientOf(subject.family, variant);
  const direction = Math.floor(variant / 4);
  const circles = [0, 1, 2]
    .map((i) => {
      const cx = round(unit(variant, i * 3) * size);
      const cy = round(unit(variant, i * 3 + 1) * size);
      const r = round(80 + unit(variant, i * 3 + 2) * 180);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity="${round(0.06 + i * 0.03)}"/>`;
    })
    .join('');
  const tilt = round((unit(variant, 20) - 0.5) * 16);
  const defs =
    linearGradient('bg', gradient, direction) +
    '<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".38"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>';
  const body =
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
    circles +
    `<circle cx="400" cy="370" r="260" fill="url(#glow)"/>` +
    `<ellipse cx="400" cy="640" rx="190" ry="24" fill="#000" opacity=".12"/>` +
    icon(subject.icon, { cx: 400, cy: 370, size: 340, stroke: '#fff', strokeWidth: 1.3, rotate: tilt }) +
    `<text x="400" y="738" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="40" font-weight="600" fill="#fff" opacity=".92">${escapeXml(subject.label)}</text>`;
  return svgDocument(size, size, subject.label, defs, body);
}
