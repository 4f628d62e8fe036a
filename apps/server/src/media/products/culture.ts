import { circle, ellipse, line, rect, shape, sheen, times, tone, type Drawing } from './paint.ts';

/** 图书文娱: books, stationery, musical instruments, games. */

/** A hardback lying flat, seen from the spine side. */
function lyingBook(x: number, y: number, w: number, h: number, cover: string): string {
  return (
    rect(x, y, w, h, 4, tone(cover, -0.2)) +
    rect(x + 8, y + 4, w - 12, h - 8, 2, '#fbf8f1') +
    times(3, (i) => line(`M${x + 10} ${y + 8 + i * ((h - 16) / 2)} L${x + w - 6} ${y + 8 + i * ((h - 16) / 2)}`, '#e4ddcc', 1.5)) +
    rect(x, y, 14, h, 4, cover) +
    rect(x + 30, y, 8, h, 0, tone(cover, 0.35), 'opacity=".6"')
  );
}

/** A stack of books with one standing behind. */
const bookStack: Drawing = (look) => {
  const covers = [look.color, look.accent, tone(look.color, -0.3), '#e9d8a6'];
  return (
    rect(180, 60, 120, 170, 6, tone(covers[1] ?? look.accent, -0.2)) +
    rect(186, 60, 114, 170, 4, covers[1] ?? look.accent) +
    rect(206, 90, 74, 10, 5, '#fff', 'opacity=".85"') +
    rect(216, 108, 54, 6, 3, '#fff', 'opacity=".6"') +
    circle(243, 168, 26, '#fff', 'opacity=".25"') +
    lyingBook(80, 200, 240, 40, covers[0] ?? look.color) +
    lyingBook(96, 240, 220, 44, covers[2] ?? look.color) +
    lyingBook(70, 284, 260, 52, covers[3] ?? '#e9d8a6')
  );
};

/** An open book with a ribbon. */
const openBook: Drawing = (look) => {
  const page = '#fbf8f1';
  return (
    shape('M40 120 Q120 96 200 126 Q280 96 360 120 L360 316 Q280 296 200 322 Q120 296 40 316 Z', tone(look.color, -0.2)) +
    shape('M52 112 Q126 90 196 118 L196 306 Q126 282 52 302 Z', page) +
    shape('M204 118 Q274 90 348 112 L348 302 Q274 282 204 306 Z', page) +
    times(7, (i) => line(`M72 ${140 + i * 22} Q126 ${126 + i * 22} 180 ${144 + i * 22}`, '#d9d2c2', 3)) +
    rect(230, 136, 92, 64, 6, look.accent, 'opacity=".8"') +
    times(3, (i) => line(`M222 ${220 + i * 22} Q274 ${206 + i * 22} 330 ${220 + i * 22}`, '#d9d2c2', 3)) +
    shape('M196 118 L208 118 L208 356 L202 344 L196 356 Z', '#c0392b')
  );
};

/** Retractable gel pens, fanned. */
const pens: Drawing = (look) => {
  const inks = [look.color, look.accent, '#2b2d42', '#c0392b', '#2a6fdb'];
  const pen = (angle: number, ink: string) =>
    `<g transform="rotate(${angle} 200 330)">` +
    rect(188, 60, 24, 220, 12, '#f4f5f7', 'stroke="#d5d9de" stroke-width="2"') +
    rect(188, 60, 24, 64, 12, ink) +
    rect(194, 44, 12, 22, 4, tone(ink, -0.2)) +
    rect(208, 70, 6, 90, 3, tone(ink, -0.15)) +
    rect(190, 200, 20, 50, 6, tone(ink, 0.5), 'opacity=".8"') +
    shape('M192 280 L208 280 L202 310 L198 310 Z', '#c9ced4') +
    '</g>';
  return times(5, (i) => pen(-32 + i * 16, inks[i] ?? look.color));
};

/** A ring-bound notebook with a pen on it. */
const notebook: Drawing = (look) => {
  const { color } = look;
  return (
    rect(94, 54, 220, 292, 12, tone(color, -0.25)) +
    rect(100, 50, 214, 290, 10, color) +
    times(11, (i) => rect(86, 70 + i * 25, 30, 8, 4, '#9aa2ad')) +
    rect(150, 110, 120, 70, 8, '#fbf8f1') +
    rect(166, 128, 88, 8, 4, tone(color, -0.3)) +
    rect(166, 146, 60, 6, 3, tone(color, -0.1)) +
    rect(280, 50, 20, 290, 0, tone(color, -0.12)) +
    `<g transform="rotate(28 250 250)">` +
    rect(238, 120, 22, 220, 11, look.accent) +
    rect(238, 120, 22, 40, 11, tone(look.accent, -0.3)) +
    shape('M240 338 L258 338 L249 366 Z', '#d9c27a') +
    '</g>'
  );
};

/** An acoustic guitar, slightly tilted. */
const guitar: Drawing = (look) => {
  const wood = look.color;
  return (
    `<g transform="rotate(-24 200 200)">` +
    rect(186, 10, 28, 40, 6, '#3a2a20') +
    times(3, (i) => circle(180, 18 + i * 12, 4, '#c9ced4') + circle(220, 18 + i * 12, 4, '#c9ced4')) +
    rect(190, 44, 20, 150, 4, '#4a3326') +
    times(8, (i) => rect(190, 60 + i * 16, 20, 2, 0, '#c9ced4')) +
    shape('M200 170 C150 170 138 206 152 236 C122 250 100 290 120 330 C140 372 260 372 280 330 C300 290 278 250 248 236 C262 206 250 170 200 170 Z', tone(wood, -0.3)) +
    shape('M200 176 C156 176 146 208 158 236 C128 252 108 290 126 326 C146 364 254 364 274 326 C292 290 272 252 242 236 C254 208 244 176 200 176 Z', wood) +
    circle(200, 262, 26, '#2a1d16') +
    circle(200, 262, 32, 'none', `stroke="${look.accent}" stroke-width="4"`) +
    rect(176, 316, 48, 10, 3, '#2a1d16') +
    times(6, (i) => line(`M${193 + i * 3} 44 L${193 + i * 3} 320`, '#e8e8e8', 0.8)) +
    '</g>'
  );
};

/** A digital piano, keys in perspective. */
const digitalPiano: Drawing = (look) => {
  const { color } = look;
  return (
    rect(24, 140, 352, 70, 10, color) +
    rect(40, 152, 90, 14, 4, '#1d2530') +
    rect(46, 156, 40, 6, 3, look.accent) +
    times(3, (i) => circle(300 + i * 22, 160, 7, tone(color, 0.25))) +
    shape('M30 200 L370 200 L390 268 L10 268 Z', '#fbfbfa') +
    times(22, (i) => line(`M${30 + i * 15.5} 200 L${10 + i * 17.3} 268`, '#c9ccd2', 1.5)) +
    times(22, (i) => ([0, 1, 3, 4, 5].includes(i % 7) ? shape(`M${40 + i * 15.5} 200 L${50 + i * 15.5} 200 L${50 + i * 16.3} 236 L${38 + i * 16.3} 236 Z`, '#1f2226') : '')) +
    rect(10, 266, 380, 14, 5, tone(color, -0.3)) +
    rect(60, 280, 14, 60, 3, tone(color, -0.2)) +
    rect(326, 280, 14, 60, 3, tone(color, -0.2))
  );
};

/** A game console standing with a controller in front. */
const consoleSet: Drawing = (look) => {
  const { color } = look;
  return (
    rect(120, 40, 110, 250, 18, tone(color, -0.3)) +
    rect(124, 44, 102, 242, 15, color) +
    rect(168, 44, 14, 242, 0, tone(color, -0.5)) +
    circle(146, 70, 5, look.accent) +
    ellipse(175, 294, 70, 10, tone(color, -0.4)) +
    controller(250, 270, look.accent)
  );
};

/** A gamepad centred at (cx, cy). */
function controller(cx: number, cy: number, accent: string): string {
  const body = '#2b2e34';
  return (
    shape(`M${cx - 90} ${cy - 30} Q${cx} ${cy - 50} ${cx + 90} ${cy - 30} Q${cx + 126} ${cy + 40} ${cx + 100} ${cy + 60} Q${cx + 80} ${cy + 70} ${cx + 56} ${cy + 30} L${cx - 56} ${cy + 30} Q${cx - 80} ${cy + 70} ${cx - 100} ${cy + 60} Q${cx - 126} ${cy + 40} ${cx - 90} ${cy - 30} Z`, body) +
    rect(cx - 70, cy - 14, 12, 36, 3, '#6b7078') +
    rect(cx - 82, cy - 2, 36, 12, 3, '#6b7078') +
    circle(cx + 56, cy - 10, 7, '#ff5c5c') +
    circle(cx + 72, cy + 4, 7, '#4f8cff') +
    circle(cx + 40, cy + 4, 7, '#ffd43b') +
    circle(cx + 56, cy + 18, 7, '#51cf66') +
    circle(cx - 24, cy + 20, 13, '#3f444c') +
    circle(cx + 24, cy + 20, 13, '#3f444c') +
    rect(cx - 14, cy - 22, 28, 6, 3, accent)
  );
}

/** A handheld console with a bright screen. */
const handheld: Drawing = (look) => {
  const { color } = look;
  return (
    rect(40, 120, 320, 170, 60, tone(color, -0.3)) +
    rect(44, 124, 312, 162, 56, color) +
    rect(110, 140, 180, 130, 10, '#14171c') +
    rect(118, 148, 164, 114, 6, look.accent) +
    shape('M118 230 Q180 190 282 220 L282 262 L118 262 Z', '#fff', 'opacity=".25"') +
    circle(200, 196, 18, '#fff', 'opacity=".35"') +
    rect(66, 188, 10, 34, 3, '#2b2e34') +
    rect(54, 200, 34, 10, 3, '#2b2e34') +
    circle(320, 190, 9, '#2b2e34') +
    circle(336, 212, 9, '#2b2e34') +
    circle(304, 212, 9, '#2b2e34') +
    circle(82, 252, 12, '#3f444c') +
    circle(318, 252, 12, '#3f444c') +
    sheen('M60 150 Q70 128 100 126 L90 270 Q60 260 56 230 Z', 0.15)
  );
};

/** Drawings of the culture leaves, each with the colours its goods come in. */
export const cultureProducts = {
  books: { colors: ['#2f4858', '#8c2f39', '#33658a', '#6b8f71', '#c89b3c'], forms: [bookStack, openBook] },
  stationery: { colors: ['#2b2d42', '#3557a8', '#c0392b', '#f2a541'], forms: [pens, notebook] },
  instrument: { colors: ['#c98f52', '#8a5a34', '#e0b780', '#2b2d31'], forms: [guitar, digitalPiano] },
  games: { colors: ['#f4f5f7', '#2b2e34', '#e94e4e', '#3a6df0'], forms: [consoleSet, handheld] },
} as const;
