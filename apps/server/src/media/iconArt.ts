import { gradientOf } from './palette.ts';
import type { Subject } from './subjects.ts';
import { icon, linearGradient, svgDocument } from './svg.ts';

/**
 * An icon tile, 120×120 px, for category menus and service guarantees: a
 * rounded square in the subject's colours with its icon in white.
 */
export function iconArt(subject: Subject): string {
  const defs = linearGradient('bg', gradientOf(subject.family, 0), 0);
  const body =
    '<rect width="120" height="120" rx="30" fill="url(#bg)"/>' +
    icon(subject.icon, { cx: 60, cy: 60, size: 64, stroke: '#fff', strokeWidth: 1.75 });
  return svgDocument(120, 120, subject.label, defs, body);
}
