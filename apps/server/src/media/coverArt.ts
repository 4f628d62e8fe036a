import { unit } from './hash.ts';
import { gradientOf } from './palette.ts';
import type { Subject } from './subjects.ts';
import { icon, linearGradient, round, svgDocument } from './svg.ts';

/**
 * A shop's header background, 1200×300 px: a gradient in the subject's family
 * with its icon scattered faintly over it, no text (the shop page writes the
 * shop's name on top). `variant` picks the shade and the scatter.
 */
export function coverArt(subject: Subject, variant: number): string {
  const defs = linearGradient('bg', gradientOf(subject.family, variant), 3);
  const marks: string[] = [];
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 8; col++) {
      const i = row * 8 + col;
      marks.push(
        icon(subject.icon, {
          cx: 75 + col * 150 + (row % 2) * 75,
          cy: 80 + row * 150 + round((unit(variant, i) - 0.5) * 30),
          size: 56 + round(unit(variant, i + 40) * 40),
          stroke: '#fff',
          strokeWidth: 1.5,
          opacity: 0.1 + unit(variant, i + 80) * 0.12,
          rotate: (unit(variant, i + 120) - 0.5) * 40,
        }),
      );
    }
  }
  const body = '<rect width="1200" height="300" fill="url(#bg)"/>' + marks.join('');
  return svgDocument(1200, 300, subject.label, defs, body);
}
