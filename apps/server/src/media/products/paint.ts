import { round } from '../svg.ts';

/**
 * Shapes and colours the product drawings are made of. Drawings are flat
 * illustrations on a 400×400 canvas, lit from the top left: a body colour,
 * its darker tone for sides and its lighter tone for highlights.
 */

/** How one picture of a product looks; see {@link Drawing}. */
export interface Look {
  /** Body colour, `#rrggbb`. */
  color: string;
  /** Second colour, `#rrggbb`: screens, labels, straps, soles. */
  accent: string;
  /** A number in [0, 1) for each `salt`, fixed for the picture: sizes, counts, patterns. */
  detail: (salt: number) => number;
}

/** Draws one form of a product (earbuds, headphones…) as SVG markup on the 400×400 canvas. */
export type Drawing = (look: Look) => string;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hexOf(r: number, g: number, b: number): string {
  const part = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** `a` mixed with `b`, `t` of the way (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  return hexOf(ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t);
}

/** `color` lightened (amount > 0, towards white) or darkened (amount < 0, towards black); amount in [-1, 1]. */
export function tone(color: string, amount: number): string {
  return amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#000000', -amount);
}

/** Whether `color` is light enough that dark details read on it. */
export function isLight(color: string): boolean {
  const [r, g, b] = channels(color);
  return 0.299 * r + 0.587 * g + 0.114 * b > 160;
}

function extra(more: string): string {
  return more ? ` ${more}` : '';
}

/** A rectangle with corner radius `r`. */
export function rect(x: number, y: number, w: number, h: number, r: number, fill: string, more = ''): string {
  const corner = r > 0 ? ` rx="${round(r)}"` : '';
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}"${corner} fill="${fill}"${extra(more)}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, more = ''): string {
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}"${extra(more)}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, more = ''): string {
  return `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="${fill}"${extra(more)}/>`;
}

/** A filled path. */
export function shape(d: string, fill: string, more = ''): string {
  return `<path d="${d}" fill="${fill}"${extra(more)}/>`;
}

/** A stroked path with round ends, unfilled. */
export function line(d: string, stroke: string, width: number, more = ''): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${round(width)}" stroke-linecap="round" stroke-linejoin="round"${extra(more)}/>`;
}

/** A white sheen over part of a shape, for gloss. */
export function sheen(d: string, opacity = 0.22): string {
  return `<path d="${d}" fill="#fff" opacity="${round(opacity)}"/>`;
}

/** A group moved, turned about (cx, cy) and scaled. */
export function group(body: string, o: { x?: number; y?: number; rotate?: number; cx?: number; cy?: number; scale?: number }): string {
  const parts: string[] = [];
  if (o.x || o.y) parts.push(`translate(${round(o.x ?? 0)} ${round(o.y ?? 0)})`);
  if (o.rotate) parts.push(`rotate(${round(o.rotate)} ${round(o.cx ?? 200)} ${round(o.cy ?? 200)})`);
  if (o.scale && o.scale !== 1) parts.push(`scale(${round(o.scale)})`);
  return parts.length ? `<g transform="${parts.join(' ')}">${body}</g>` : body;
}

/**
 * A vertical or diagonal `<linearGradient>` named `id` (ids start with `p-`
 * so they never meet the picture's own). Put it in the markup before use.
 */
export function gradient(id: string, from: string, to: string, diagonal = false): string {
  const direction = diagonal ? 'x1="0" y1="0" x2="1" y2="1"' : 'x1="0" y1="0" x2="0" y2="1"';
  return `<defs><linearGradient id="${id}" ${direction}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

/** Dark or light ink that reads on `color`. */
export function inkOn(color: string): string {
  return isLight(color) ? '#2b2f36' : '#f4f6f8';
}

/** Repeats `draw(i)` for i = 0…count−1 and joins the markup. */
export function times(count: number, draw: (i: number) => string): string {
  let out = '';
  for (let i = 0; i < count; i++) out += draw(i);
  return out;
}
