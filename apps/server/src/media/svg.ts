import type { Gradient } from './palette.ts';
import { iconBody, type IconName } from './icons.ts';

/** Escapes text for SVG/XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&apos;',
  );
}

/** A whole SVG document of `width`×`height` px with `defs` and `body` markup; `label` is its accessible name. */
export function svgDocument(width: number, height: number, label: string, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title>` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

/** Directions a linear gradient can run, chosen by index. */
const DIRECTIONS = [
  'x1="0" y1="0" x2="1" y2="1"',
  'x1="1" y1="0" x2="0" y2="1"',
  'x1="0" y1="0" x2="0" y2="1"',
  'x1="0" y1="1" x2="1" y2="0"',
] as const;

/** A `<linearGradient>` with id `id` from `gradient`, running in direction number `direction`. */
export function linearGradient(id: string, gradient: Gradient, direction = 0): string {
  const dir = DIRECTIONS[direction % DIRECTIONS.length] ?? DIRECTIONS[0];
  return `<linearGradient id="${id}" ${dir}><stop offset="0" stop-color="${gradient[0]}"/><stop offset="1" stop-color="${gradient[1]}"/></linearGradient>`;
}

/** Options of {@link icon}. */
export interface IconOptions {
  /** Centre, px. */
  cx: number;
  cy: number;
  /** Width and height, px. */
  size: number;
  stroke: string;
  /** Stroke width in the icon's own 24-unit grid (lucide draws at 2). */
  strokeWidth?: number;
  opacity?: number;
  /** Rotation about the centre, degrees. */
  rotate?: number;
}

/** A lucide icon drawn as strokes, centred at (cx, cy). */
export function icon(name: IconName, o: IconOptions): string {
  const scale = o.size / 24;
  const rotate = o.rotate ? ` rotate(${round(o.rotate)} 12 12)` : '';
  const opacity = o.opacity === undefined ? '' : ` opacity="${round(o.opacity)}"`;
  return (
    `<g transform="translate(${round(o.cx - o.size / 2)} ${round(o.cy - o.size / 2)}) scale(${round(scale)})${rotate}"` +
    ` fill="none" stroke="${o.stroke}" stroke-width="${o.strokeWidth ?? 2}" stroke-linecap="round" stroke-linejoin="round"${opacity}>` +
    `${iconBody(name)}</g>`
  );
}

/** Rounds to 2 decimals so the markup stays short and identical across runs. */
export function round(n: number): number {
  return Math.round(n * 100) / 100;
}
