import { mix32 } from './hash.ts';
import type { LicenceSpec } from './licences.ts';
import { svgDocument } from './svg.ts';
import { drawText } from './text.ts';

/** Licence picture size, px. */
export const LICENCE_WIDTH = 800;
export const LICENCE_HEIGHT = 560;

/** Field labels down the left of every licence; their values are drawn as blank bars, never as made-up facts. */
const FIELDS = ['名称', '类型', '住所', '经营范围', '有效期限'] as const;

/** The 18-character registration number licence `variant` shows (digits and capitals, as such codes are). */
export function licenceNumber(variant: number): string {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  let out = '91';
  let h = mix32(variant + 1);
  for (let i = 0; i < 16; i++) {
    out += alphabet[h % alphabet.length];
    h = mix32(h + i);
  }
  return out;
}

/**
 * A licence or permit, 800×560 px: a framed certificate with the title,
 * the number, blank field bars and a red seal. `variant` draws the number
 * and the bar lengths, so each shop's licences differ. A licence is a
 * document: its words stay Chinese in every locale, drawn as glyph outlines.
 */
export function licenceArt(spec: LicenceSpec, variant: number): string {
  const rows = FIELDS.map((label, i) => {
    const y = 250 + i * 52;
    const width = 260 + (mix32(variant * 8 + i) % 240);
    return (
      drawText(label, 110, y, { size: 22, fill: '#5a4a32' }) +
      `<rect x="230" y="${y - 18}" width="${width}" height="16" rx="8" fill="#e8dfcc"/>`
    );
  }).join('');
  const body =
    `<rect width="${LICENCE_WIDTH}" height="${LICENCE_HEIGHT}" fill="#fbf7ec"/>` +
    '<rect x="18" y="18" width="764" height="524" fill="none" stroke="#b8893a" stroke-width="6"/>' +
    '<rect x="34" y="34" width="732" height="492" fill="none" stroke="#b8893a" stroke-width="1.5"/>' +
    drawText(spec.title, 400, 118, { size: 48, weight: 700, fill: '#9b1c1c', tracking: 6, anchor: 'middle' }) +
    drawText(`${spec.numberLabel} ${licenceNumber(variant)}`, 400, 168, { size: 20, fill: '#5a4a32', anchor: 'middle' }) +
    rows +
    '<g opacity=".85"><circle cx="620" cy="430" r="68" fill="none" stroke="#d0021b" stroke-width="5"/>' +
    '<circle cx="620" cy="430" r="56" fill="none" stroke="#d0021b" stroke-width="1.5"/>' +
    '<path d="M620 398l9.4 19 21 3-15.2 14.8 3.6 20.9L620 445.8l-18.8 9.9 3.6-20.9L589.6 420l21-3z" fill="#d0021b"/></g>';
  return svgDocument(LICENCE_WIDTH, LICENCE_HEIGHT, spec.title, '', body);
}
