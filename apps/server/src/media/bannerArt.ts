import type { BannerSpec } from './banners.ts';
import { gradientOf } from './palette.ts';
import { findSubject } from './subjects.ts';
import { FONT_FAMILY, escapeXml, icon, linearGradient, svgDocument } from './svg.ts';

/** Banner size, px. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

/**
 * A wide banner, 1200×400 px: title, subtitle and an optional button on the
 * left, the subject's icon large on the right over soft circles.
 */
export function bannerArt(spec: BannerSpec): string {
  const gradient = gradientOf(spec.family, 1);
  const subject = findSubject(spec.subject);
  const font = `font-family="${FONT_FAMILY}"`;
  const defs =
    linearGradient('bg', gradient, 0) +
    '<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>';
  const button = spec.action
    ? '<rect x="96" y="272" width="184" height="56" rx="28" fill="#fff"/>' +
      `<text x="188" y="300" dy=".35em" text-anchor="middle" ${font} font-size="24" font-weight="600" fill="${gradient[1]}">${escapeXml(spec.action)}</text>`
    : '';
  const art = subject
    ? icon(subject.icon, { cx: 930, cy: 200, size: 250, stroke: '#fff', strokeWidth: 1.4 }) +
      icon(subject.icon, { cx: 1120, cy: 70, size: 70, stroke: '#fff', strokeWidth: 1.5, opacity: 0.35, rotate: 18 }) +
      icon(subject.icon, { cx: 700, cy: 340, size: 56, stroke: '#fff', strokeWidth: 1.5, opacity: 0.3, rotate: -14 })
    : '';
  const body =
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#bg)"/>` +
    '<circle cx="1040" cy="-40" r="260" fill="#fff" opacity=".08"/>' +
    '<circle cx="620" cy="460" r="200" fill="#fff" opacity=".07"/>' +
    '<circle cx="930" cy="200" r="200" fill="url(#glow)"/>' +
    art +
    `<text x="96" y="150" ${font} font-size="68" font-weight="700" fill="#fff">${escapeXml(spec.title)}</text>` +
    `<text x="98" y="220" ${font} font-size="30" fill="#fff" opacity=".92">${escapeXml(spec.subtitle)}</text>` +
    button;
  return svgDocument(BANNER_WIDTH, BANNER_HEIGHT, spec.title, defs, body);
}
