import type { ServerLocale } from '../i18n/locale.ts';
import { bannerWords, type BannerSpec } from './banners.ts';
import { fitText } from './fitText.ts';
import { gradientOf } from './palette.ts';
import { chooseProduct, findProduct } from './products/index.ts';
import { findSubject } from './subjects.ts';
import { icon, linearGradient, round, svgDocument } from './svg.ts';
import { drawText, textWidth } from './text.ts';

/** Banner size, px. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

/** Left edge of the words and the widest they may run before the picture on the right, px. */
const TEXT_LEFT = 96;
const TEXT_WIDTH = 600;

/** The subject on the right: its product drawing when it has one, else its icon. */
function subjectArt(spec: BannerSpec): string {
  const subject = findSubject(spec.subject);
  if (!subject) return '';
  const decorations =
    icon(subject.icon, { cx: 1120, cy: 70, size: 70, stroke: '#fff', strokeWidth: 1.5, opacity: 0.35, rotate: 18 }) +
    icon(subject.icon, { cx: 700, cy: 340, size: 56, stroke: '#fff', strokeWidth: 1.5, opacity: 0.3, rotate: -14 });
  const art = findProduct(spec.subject);
  if (!art) return decorations + icon(subject.icon, { cx: 930, cy: 200, size: 250, stroke: '#fff', strokeWidth: 1.4 });
  const { drawing, look } = chooseProduct(art, 0, 0);
  return decorations + `<g transform="translate(760 34) scale(.85)">${drawing(look)}</g>`;
}

/**
 * A wide banner, 1200×400 px, its words in `locale` (zh-CN's where that
 * locale has none, see BANNER_FALLBACKS): title, subtitle and an optional
 * button on the left, the subject's product on the right over soft circles.
 * Words are glyph outlines fitted to the space: a long title shrinks or takes
 * two lines, a long subtitle wraps.
 */
export function bannerArt(spec: BannerSpec, locale: ServerLocale = 'zh-CN'): string {
  const gradient = gradientOf(spec.family, 1);
  const { words, locale: wordsLocale } = bannerWords(spec, locale);
  const defs =
    linearGradient('bg', gradient, 0) +
    '<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>';

  const oneLine = fitText(words.title, { maxWidth: TEXT_WIDTH, maxLines: 1, maxSize: 68, minSize: 50, weight: 700, locale: wordsLocale });
  const title = oneLine.fits ? oneLine : fitText(words.title, { maxWidth: TEXT_WIDTH, maxLines: 2, maxSize: 52, minSize: 38, weight: 700, locale: wordsLocale });
  const subtitle = words.subtitle
    ? fitText(words.subtitle, { maxWidth: TEXT_WIDTH, maxLines: 2, maxSize: 30, minSize: 22, locale: wordsLocale })
    : { size: 0, lines: [] as string[] };
  const titleLeading = title.size * 1.16;
  const subtitleLeading = subtitle.size * 1.4;
  const buttonHeight = words.action ? 56 : 0;
  const height =
    title.lines.length * titleLeading + (subtitle.lines.length ? 18 + subtitle.lines.length * subtitleLeading : 0) + (buttonHeight ? 34 + buttonHeight : 0);

  let y = (BANNER_HEIGHT - height) / 2;
  let text = '';
  for (const line of title.lines) {
    text += drawText(line, TEXT_LEFT, round(y + title.size * 0.9), { size: title.size, weight: 700, fill: '#fff', lang: wordsLocale });
    y += titleLeading;
  }
  if (subtitle.lines.length) y += 18;
  for (const line of subtitle.lines) {
    text += drawText(line, TEXT_LEFT + 2, round(y + subtitle.size * 1.05), { size: subtitle.size, fill: '#fff', opacity: 0.92, lang: wordsLocale });
    y += subtitleLeading;
  }
  if (words.action) {
    y += 34;
    const label = { size: 24, weight: 700 as const, fill: gradient[1], lang: wordsLocale };
    const width = Math.max(184, round(textWidth(words.action, label) + 72));
    text +=
      `<rect x="${TEXT_LEFT}" y="${round(y)}" width="${width}" height="56" rx="28" fill="#fff"/>` +
      drawText(words.action, TEXT_LEFT + width / 2, round(y + 37), { ...label, anchor: 'middle' });
  }

  const body =
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#bg)"/>` +
    '<circle cx="1040" cy="-40" r="260" fill="#fff" opacity=".08"/>' +
    '<circle cx="620" cy="460" r="200" fill="#fff" opacity=".07"/>' +
    '<circle cx="930" cy="200" r="200" fill="url(#glow)"/>' +
    subjectArt(spec) +
    text;
  return svgDocument(BANNER_WIDTH, BANNER_HEIGHT, words.title, defs, body);
}
