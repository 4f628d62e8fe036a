import { gradientOf } from './palette.ts';
import { icon, linearGradient, svgDocument } from './svg.ts';
import { drawText } from './text.ts';

/** The mall's name as the logo writes it. */
export const MALL_NAME = '多商户商城';

/**
 * The mall's wordmark, 320×80 px, for a light header: a red bag mark and the
 * name in dark text. `light` draws the text in white for dark backgrounds.
 * The name is the brand, the same in every locale, drawn as glyph outlines.
 */
export function logoArt(light: boolean): string {
  const ink = light ? '#fff' : '#1f2329';
  const sub = light ? { fill: '#fff', opacity: 0.7 } : { fill: '#8a8f99' };
  const defs = linearGradient('mark', gradientOf('brand', 0), 0);
  const body =
    '<rect x="8" y="8" width="64" height="64" rx="18" fill="url(#mark)"/>' +
    icon('shopping-bag', { cx: 40, cy: 40, size: 38, stroke: '#fff', strokeWidth: 2 }) +
    drawText(MALL_NAME, 88, 43, { size: 32, weight: 700, fill: ink, tracking: 2 }) +
    drawText('MULTI-MERCHANT MALL', 90, 66, { size: 12, tracking: 3, lang: 'en', ...sub });
  return svgDocument(320, 80, MALL_NAME, defs, body);
}
