import { gradientOf } from './palette.ts';
import { FONT_FAMILY, icon, linearGradient, svgDocument } from './svg.ts';

/** The mall's name as the logo writes it. */
export const MALL_NAME = '多商户商城';

/**
 * The mall's wordmark, 320×80 px, for a light header: a red bag mark and the
 * name in dark text. `light` draws the text in white for dark backgrounds.
 */
export function logoArt(light: boolean): string {
  const ink = light ? '#fff' : '#1f2329';
  const subPaint = light ? 'fill="#fff" fill-opacity=".7"' : 'fill="#8a8f99"';
  const font = `font-family="${FONT_FAMILY}"`;
  const defs = linearGradient('mark', gradientOf('brand', 0), 0);
  const body =
    '<rect x="8" y="8" width="64" height="64" rx="18" fill="url(#mark)"/>' +
    icon('shopping-bag', { cx: 40, cy: 40, size: 38, stroke: '#fff', strokeWidth: 2 }) +
    `<text x="88" y="43" ${font} font-size="32" font-weight="700" fill="${ink}" letter-spacing="2">${MALL_NAME}</text>` +
    `<text x="90" y="66" ${font} font-size="12" ${subPaint} letter-spacing="3">MULTI-MERCHANT MALL</text>`;
  return svgDocument(320, 80, MALL_NAME, defs, body);
}
