import { unit } from './hash.ts';
import { gradientOf } from './palette.ts';
import { chooseProduct, type ProductArt } from './products/index.ts';
import { mix } from './products/paint.ts';
import type { Subject } from './subjects.ts';
import { icon, linearGradient, round, svgDocument } from './svg.ts';

/** Side of a goods picture, px (square, like a shop's product photo). */
export const GOODS_SIZE = 800;

/** Side of the canvas product drawings are made on, px. */
const CANVAS = 400;

/**
 * The studio backdrop of a goods picture: a pale wash of the subject's colour
 * family with soft circles, a glow behind the goods and a shadow under them.
 */
function backdrop(subject: Subject, variant: number): { defs: string; body: string } {
  const size = GOODS_SIZE;
  const [from, to] = gradientOf(subject.family, variant);
  const pale: [string, string] = [mix(from, '#ffffff', 0.8), mix(to, '#ffffff', 0.62)];
  const circles = [0, 1, 2]
    .map((i) => {
      const cx = round(unit(variant, i * 3) * size);
      const cy = round(unit(variant, i * 3 + 1) * size);
      const r = round(80 + unit(variant, i * 3 + 2) * 180);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity="${round(0.18 + i * 0.06)}"/>`;
    })
    .join('');
  const defs =
    linearGradient('bg', pale, Math.floor(variant / 4)) +
    '<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".85"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>';
  const body =
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
    circles +
    '<circle cx="400" cy="400" r="330" fill="url(#glow)"/>' +
    `<ellipse cx="400" cy="646" rx="240" ry="24" fill="${to}" opacity=".22"/>`;
  return { defs, body };
}

/**
 * A goods picture, 800×800 px: one of the leaf's product drawings (`art`)
 * on a studio backdrop in the subject's colour family. `variant` (any
 * non-negative integer) picks the product's form for runs of variants, and
 * its colour, pose (a slight turn, sometimes mirrored) and details for each
 * one, so the pictures of one goods show the same product in different
 * colours and poses while goods of one leaf differ. No words: goods pictures
 * are stored in product rows and serve every locale.
 */
export function goodsArt(subject: Subject, art: ProductArt, variant: number): string {
  const { defs, body } = backdrop(subject, variant);
  const { drawing, look } = chooseProduct(art, variant);
  const mirrored = unit(variant, 30) < 0.35;
  const tilt = round((unit(variant, 20) - 0.5) * 10);
  const scale = round(1.5 + unit(variant, 31) * 0.12);
  const drawn = CANVAS * scale;
  const flip = mirrored ? ` translate(${CANVAS} 0) scale(-1 1)` : '';
  const product =
    `<g transform="translate(${round(400 - drawn / 2)} ${round(410 - drawn / 2)}) scale(${scale}) rotate(${tilt} 200 200)${flip}">` +
    drawing(look) +
    '</g>';
  return svgDocument(GOODS_SIZE, GOODS_SIZE, subject.label, defs, body + product);
}

/**
 * A goods picture of a subject without product drawings (a department or a
 * service): its icon large on the same backdrop, for URLs made before every
 * leaf had drawings.
 */
export function iconGoodsArt(subject: Subject, variant: number): string {
  const { defs, body } = backdrop(subject, variant);
  const [, deep] = gradientOf(subject.family, variant);
  const tilt = round((unit(variant, 20) - 0.5) * 16);
  return svgDocument(
    GOODS_SIZE,
    GOODS_SIZE,
    subject.label,
    defs,
    body + icon(subject.icon, { cx: 400, cy: 400, size: 360, stroke: deep, strokeWidth: 1.3, rotate: tilt }),
  );
}
