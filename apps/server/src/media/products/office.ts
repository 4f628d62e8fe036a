import { circle, ellipse, gradient, line, rect, shape, sheen, times, tone, type Drawing, type Look } from './paint.ts';

/** 电脑办公: laptops, monitors, keyboards and mice, printers. */

function screen(id: string, x: number, y: number, w: number, h: number, look: Look): string {
  const wave = 0.3 + look.detail(11) * 0.4;
  return (
    gradient(id, tone(look.accent, 0.2), tone(look.accent, -0.5), true) +
    rect(x, y, w, h, 4, `url(#${id})`) +
    shape(`M${x} ${y + h * wave} Q${x + w * 0.4} ${y + h * (wave - 0.3)} ${x + w} ${y + h * (wave + 0.1)} L${x + w} ${y + h} L${x} ${y + h} Z`, '#fff', 'opacity=".12"') +
    shape(`M${x} ${y + h * (wave + 0.25)} Q${x + w * 0.6} ${y + h * wave} ${x + w} ${y + h * (wave + 0.35)} L${x + w} ${y + h} L${x} ${y + h} Z`, '#fff', 'opacity=".1"')
  );
}

/** An open laptop seen from the front and a little above; `gaming` lights its keys. */
function laptop(look: Look, gaming: boolean): string {
  const { color } = look;
  const keyColor = gaming ? look.accent : tone(color, -0.5);
  return (
    rect(72, 46, 256, 178, 14, tone(color, -0.35)) +
    rect(80, 54, 240, 158, 6, '#0d0f13') +
    screen('p-screen', 86, 60, 228, 146, look) +
    shape('M72 224 L328 224 L372 304 Q372 312 362 312 L38 312 Q28 312 28 304 Z', color) +
    shape('M92 232 L308 232 L332 274 L68 274 Z', tone(color, -0.2)) +
    times(4, (row) =>
      times(13, (col) => {
        const y = 235 + row * 9.6;
        const spread = row * 6;
        const left = 92 - spread + col * ((216 + spread * 2) / 13);
        return rect(left + 1, y, (216 + spread * 2) / 13 - 3, 6.6, 1.5, keyColor, gaming ? `opacity="${0.55 + (col % 3) * 0.15}"` : '');
      }),
    ) +
    shape('M170 280 L230 280 L234 302 L166 302 Z', tone(color, -0.1)) +
    rect(28, 306, 344, 8, 4, tone(color, -0.3)) +
    (gaming ? rect(120, 306, 160, 3, 1.5, look.accent) : '')
  );
}

const thinLaptop: Drawing = (look) => laptop(look, false);
const gamingLaptop: Drawing = (look) => laptop({ ...look, color: tone(look.color, -0.55) }, true);

/** A flat monitor on a stand. */
const monitor: Drawing = (look) =>
  rect(176, 250, 48, 66, 6, tone(look.color, -0.15)) +
  rect(126, 310, 148, 18, 9, look.color) +
  rect(34, 56, 332, 200, 10, tone(look.color, -0.45)) +
  rect(40, 62, 320, 182, 4, '#0d0f13') +
  screen('p-screen', 44, 66, 312, 174, look) +
  rect(34, 248, 332, 8, 4, tone(look.color, -0.25)) +
  sheen('M44 66 L160 66 L44 200 Z', 0.08);

/** An ultrawide curved monitor. */
const curvedMonitor: Drawing = (look) =>
  rect(180, 246, 40, 70, 6, tone(look.color, -0.15)) +
  shape('M150 316 L250 316 L284 334 L116 334 Z', look.color) +
  shape('M16 80 Q200 52 384 80 L384 244 Q200 220 16 244 Z', tone(look.color, -0.45)) +
  gradient('p-screen', tone(look.accent, 0.2), tone(look.accent, -0.5), true) +
  shape('M24 87 Q200 60 376 87 L376 236 Q200 213 24 236 Z', 'url(#p-screen)') +
  shape('M24 170 Q200 120 376 160 L376 236 Q200 213 24 236 Z', '#fff', 'opacity=".12"');

/** A keyboard in perspective with a mouse beside it. */
const keyboardMouse: Drawing = (look) => {
  const { color } = look;
  const keys = times(5, (row) =>
    times(14, (col) => {
      const y = 164 + row * 21;
      const spread = row * 7;
      const width = (236 + spread * 2) / 14;
      const left = 58 - spread + col * width;
      return rect(left + 1.5, y, width - 4, 16, 3, tone(color, -0.38)) + rect(left + 1.5, y, width - 4, 13, 3, row === 4 && col > 3 && col < 10 ? tone(color, 0.06) : tone(color, 0.16));
    }),
  );
  return (
    shape('M46 146 L306 146 L336 276 L16 276 Z', tone(color, -0.45)) +
    shape('M50 150 L302 150 L330 270 L22 270 Z', tone(color, -0.22)) +
    keys +
    rect(16, 274, 320, 8, 4, tone(color, -0.4)) +
    ellipse(338, 266, 42, 60, tone(color, -0.3)) +
    ellipse(336, 262, 40, 58, color) +
    line('M336 206 L336 246', tone(color, -0.3), 2.5) +
    rect(331, 220, 10, 20, 5, look.accent)
  );
};

/** A mouse seen from above, large. */
const mouse: Drawing = (look) =>
  ellipse(206, 316, 96, 20, '#000', 'opacity=".08"') +
  shape('M200 64 C290 64 300 150 296 230 C292 300 250 330 200 330 C150 330 108 300 104 230 C100 150 110 64 200 64 Z', tone(look.color, -0.3)) +
  shape('M200 70 C284 70 292 150 288 228 C284 294 246 322 200 322 C154 322 116 294 112 228 C108 150 116 70 200 70 Z', look.color) +
  line('M200 72 L200 170', tone(look.color, -0.35), 3) +
  rect(191, 100, 18, 44, 9, tone(look.color, -0.45)) +
  rect(195, 106, 10, 32, 5, look.accent) +
  line('M120 190 Q200 210 280 190', tone(look.color, -0.2), 3) +
  sheen('M130 110 Q150 76 196 72 L196 170 L124 180 Z', 0.2);

/** An inkjet printer with paper in and a printed page out. */
const printer: Drawing = (look) => {
  const { color } = look;
  const bars = ['#00b4d8', '#ff4fa3', '#ffd60a', '#222'];
  return (
    shape('M128 60 L272 60 L286 150 L114 150 Z', '#fdfdfd', `stroke="${tone(color, -0.2)}" stroke-width="2"`) +
    times(4, (i) => rect(144, 78 + i * 14, 90 - i * 12, 5, 2.5, '#d7dbe0')) +
    rect(60, 140, 280, 136, 22, tone(color, -0.25)) +
    rect(64, 144, 272, 128, 20, color) +
    rect(64, 144, 272, 34, 18, tone(color, 0.12)) +
    rect(92, 218, 216, 14, 7, tone(color, -0.55)) +
    shape('M104 226 L296 226 L310 318 L90 318 Z', '#ffffff', `stroke="${tone(color, -0.15)}" stroke-width="2"`) +
    times(4, (i) => rect(120 + i * 42, 250, 34, 44, 4, bars[i] ?? '#222')) +
    rect(250, 154, 56, 16, 4, '#1e2a38') +
    rect(254, 158, 30 + look.detail(8) * 14, 8, 2, look.accent) +
    circle(96, 162, 6, look.accent) +
    rect(60, 268, 280, 10, 5, tone(color, -0.4))
  );
};

/** A portable label printer with a label strip. */
const labelPrinter: Drawing = (look) =>
  rect(110, 100, 180, 210, 40, tone(look.color, -0.25)) +
  rect(114, 104, 172, 202, 36, look.color) +
  rect(140, 132, 120, 64, 12, tone(look.color, -0.45)) +
  rect(148, 140, 104, 48, 8, '#cfe9ff') +
  rect(156, 150, 60, 8, 4, '#1e2a38') +
  rect(156, 166, 82, 6, 3, '#1e2a38', 'opacity=".5"') +
  circle(200, 246, 26, look.accent) +
  circle(200, 246, 12, tone(look.accent, 0.4)) +
  shape('M150 98 L250 98 L262 36 L162 36 Z', '#fff', `stroke="${tone(look.color, -0.2)}" stroke-width="2"`) +
  rect(176, 52, 60, 8, 4, '#1e2a38', 'opacity=".6"');

/** Drawings of the office leaves, each with the colours its goods come in. */
export const officeProducts = {
  laptop: { colors: ['#9aa1ab', '#d7dade', '#3b4049', '#c8b8a6'], forms: [thinLaptop, gamingLaptop] },
  monitor: { colors: ['#2e3238', '#d9dce1', '#595f69'], forms: [monitor, curvedMonitor] },
  keyboard: { colors: ['#2f3237', '#eceef1', '#8fa9c9', '#f0d7c8'], forms: [keyboardMouse, mouse] },
  printer: { colors: ['#f4f5f7', '#3a3e45', '#dfe6ee'], forms: [printer, labelPrinter] },
} as const;
