import { circle, ellipse, line, rect, shape, sheen, times, tone, type Drawing, type Look } from './paint.ts';

/** 食品生鲜: fruit, snacks, tea and coffee, grain and oil. */

function apple(cx: number, cy: number, r: number, skin: string): string {
  return (
    shape(`M${cx} ${cy - r * 0.72} C${cx + r * 0.5} ${cy - r * 1.1} ${cx + r * 1.1} ${cy - r * 0.8} ${cx + r} ${cy} C${cx + r * 0.95} ${cy + r * 0.8} ${cx + r * 0.4} ${cy + r} ${cx} ${cy + r * 0.85} C${cx - r * 0.4} ${cy + r} ${cx - r * 0.95} ${cy + r * 0.8} ${cx - r} ${cy} C${cx - r * 1.1} ${cy - r * 0.8} ${cx - r * 0.5} ${cy - r * 1.1} ${cx} ${cy - r * 0.72} Z`, skin) +
    shape(`M${cx - r * 0.75} ${cy - r * 0.2} Q${cx - r * 0.7} ${cy - r * 0.7} ${cx - r * 0.3} ${cy - r * 0.75} Q${cx - r * 0.55} ${cy - r * 0.4} ${cx - r * 0.6} ${cy} Z`, '#fff', 'opacity=".35"') +
    line(`M${cx} ${cy - r * 0.7} Q${cx + r * 0.05} ${cy - r * 1.05} ${cx + r * 0.2} ${cy - r * 1.15}`, '#6b4a2b', r * 0.09) +
    shape(`M${cx + r * 0.12} ${cy - r * 0.95} Q${cx + r * 0.55} ${cy - r * 1.25} ${cx + r * 0.75} ${cy - r * 0.95} Q${cx + r * 0.4} ${cy - r * 0.8} ${cx + r * 0.12} ${cy - r * 0.95} Z`, '#5fae4e')
  );
}

function crate(look: Look): string {
  const wood = tone(look.color, -0.1);
  return (
    rect(60, 250, 280, 96, 10, tone(wood, -0.25)) +
    rect(64, 254, 272, 88, 8, wood) +
    times(2, (i) => rect(64, 276 + i * 34, 272, 4, 2, tone(wood, -0.25))) +
    rect(64, 254, 272, 10, 5, tone(wood, 0.15))
  );
}

/** Apples in a wooden crate. */
const apples: Drawing = (look) => {
  const skin = look.detail(30) > 0.75 ? '#9cc94a' : '#d8343a';
  const blush = look.detail(30) > 0.75 ? '#c7d65a' : '#ef5a4f';
  return apple(140, 200, 62, skin) + apple(262, 196, 60, blush) + apple(200, 160, 58, skin) + crate(look) + apple(318, 300, 44, skin);
};

function orange(cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r, '#f28c1b') +
    circle(cx - r * 0.3, cy - r * 0.3, r * 0.45, '#fff', 'opacity=".18"') +
    circle(cx + r * 0.05, cy - r * 0.92, r * 0.08, '#6b8f2a') +
    times(6, (i) => circle(cx + Math.cos(i * 1.7) * r * 0.6, cy + Math.sin(i * 2.3) * r * 0.6, 2, '#d9730f'))
  );
}

/** Navel oranges with one cut open. */
const oranges: Drawing = (look) =>
  orange(140, 196, 70) +
  orange(258, 186, 66) +
  crate(look) +
  circle(320, 304, 46, '#f5a623') +
  circle(320, 304, 40, '#ffd27a') +
  times(8, (i) => line(`M320 304 L${320 + 36 * Math.cos((i * Math.PI) / 4)} ${304 + 36 * Math.sin((i * Math.PI) / 4)}`, '#f7b955', 3)) +
  circle(320, 304, 5, '#fff2cc');

/** A heap of cherries on stems. */
const cherries: Drawing = (look) => {
  const dark = look.detail(31) > 0.5 ? '#7a0f1f' : '#b3122d';
  const cherry = (cx: number, cy: number) => circle(cx, cy, 30, dark) + circle(cx - 10, cy - 10, 8, '#fff', 'opacity=".45"');
  return (
    line('M150 150 Q190 80 222 62', '#5c7a2e', 5) +
    line('M214 176 Q220 110 222 62', '#5c7a2e', 5) +
    line('M276 160 Q250 100 222 62', '#5c7a2e', 5) +
    shape('M222 62 Q260 40 296 56 Q262 74 222 62 Z', '#5fae4e') +
    crate(look) +
    cherry(150, 180) +
    cherry(214, 206) +
    cherry(276, 190) +
    cherry(110, 234) +
    cherry(176, 240) +
    cherry(244, 240) +
    cherry(306, 236)
  );
};

/** A gift box of mixed nuts, lid propped behind. */
const nutBox: Drawing = (look) => {
  const box = look.color;
  const nut = (x: number, y: number, fill: string, rx = 12, ry = 8) => ellipse(x, y, rx, ry, fill) + ellipse(x - 3, y - 3, rx * 0.4, ry * 0.3, '#fff', 'opacity=".3"');
  const fills = ['#c98f52', '#8a5a32', '#e3c07a', '#a0703f', '#6c8a3a', '#d9a25f'];
  return (
    rect(70, 70, 260, 120, 10, tone(box, -0.15)) +
    rect(84, 84, 232, 92, 6, box) +
    circle(200, 130, 30, look.accent) +
    circle(200, 130, 20, '#fff', 'opacity=".5"') +
    rect(60, 180, 280, 160, 12, tone(box, -0.25)) +
    rect(70, 190, 260, 140, 8, '#fbf6ec') +
    times(6, (cell) => {
      const x = 78 + (cell % 3) * 84;
      const y = 196 + Math.floor(cell / 3) * 66;
      return rect(x, y, 76, 60, 6, tone('#f3e6cf', -0.05)) + times(5, (k) => nut(x + 18 + (k % 3) * 20, y + 20 + Math.floor(k / 3) * 20 + (k % 2) * 4, fills[(cell + k) % fills.length] ?? '#c98f52'));
    })
  );
};

/** A stand-up pouch of snacks with a window. */
const snackPouch: Drawing = (look) => {
  const { color } = look;
  return (
    shape('M110 60 L290 60 L300 320 Q300 340 280 340 L120 340 Q100 340 100 320 Z', color) +
    rect(108, 56, 184, 28, 4, tone(color, -0.2)) +
    times(14, (i) => line(`M${114 + i * 13} 58 L${114 + i * 13} 82`, tone(color, -0.35), 1.5)) +
    circle(280, 100, 6, '#fff', 'opacity=".6"') +
    rect(140, 120, 120, 48, 24, look.accent) +
    rect(160, 138, 80, 10, 5, '#fff', 'opacity=".85"') +
    rect(136, 196, 128, 100, 50, '#fff', 'opacity=".85"') +
    rect(142, 202, 116, 88, 44, '#8d4a25') +
    times(7, (i) => rect(152 + (i % 4) * 24, 218 + Math.floor(i / 4) * 30, 22, 14, 4, i % 2 ? '#a95d32' : '#74391b')) +
    sheen('M116 90 L140 90 L132 334 L112 330 Z', 0.2)
  );
};

/** A round tin of butter cookies, open, lid behind. */
const cookieTin: Drawing = (look) => {
  const tin = look.color;
  const cookie = (x: number, y: number, r: number) => circle(x, y, r, '#e8b86a') + circle(x, y, r * 0.6, 'none', 'stroke="#c98d3e" stroke-width="3"') + circle(x - r * 0.3, y - r * 0.3, r * 0.2, '#fff', 'opacity=".3"');
  return (
    ellipse(200, 120, 150, 56, tone(tin, -0.2)) +
    ellipse(200, 116, 144, 50, tin) +
    ellipse(200, 116, 90, 28, 'none', `stroke="${look.accent}" stroke-width="6"`) +
    shape('M56 230 L344 230 L344 300 Q344 344 200 344 Q56 344 56 300 Z', tone(tin, -0.25)) +
    ellipse(200, 230, 144, 50, tone(tin, -0.1)) +
    ellipse(200, 230, 132, 42, '#f6ecd8') +
    cookie(140, 226, 26) +
    cookie(200, 214, 26) +
    cookie(262, 226, 26) +
    cookie(170, 248, 24) +
    cookie(232, 248, 24) +
    rect(56, 280, 288, 12, 0, look.accent, 'opacity=".85"')
  );
};

/** A cup of tea beside its tin. */
function cup(x: number, y: number, look: Look, drink: string): string {
  return (
    ellipse(x, y + 66, 64, 12, tone(look.accent, -0.3)) +
    shape(`M${x - 48} ${y} L${x + 48} ${y} Q${x + 44} ${y + 62} ${x} ${y + 64} Q${x - 44} ${y + 62} ${x - 48} ${y} Z`, '#fbfbfa', 'stroke="#dcdcd6" stroke-width="2"') +
    ellipse(x, y, 48, 10, drink) +
    line(`M${x + 46} ${y + 12} Q${x + 70} ${y + 14} ${x + 60} ${y + 34} Q${x + 54} ${y + 44} ${x + 40} ${y + 42}`, '#e6e6e0', 7) +
    line(`M${x - 8} ${y - 20} Q${x - 18} ${y - 36} ${x - 6} ${y - 50}`, '#c9cfd6', 4, 'opacity=".7"') +
    line(`M${x + 12} ${y - 16} Q${x + 2} ${y - 34} ${x + 14} ${y - 48}`, '#c9cfd6', 4, 'opacity=".7"')
  );
}

/** A tea tin and a cup of green tea. */
const teaTin: Drawing = (look) => {
  const { color } = look;
  return (
    rect(84, 82, 150, 258, 12, tone(color, -0.25)) +
    rect(88, 86, 142, 250, 10, color) +
    rect(80, 64, 158, 44, 10, tone(color, -0.4)) +
    rect(88, 160, 142, 104, 0, '#fbf5e6') +
    circle(159, 212, 34, 'none', `stroke="${look.accent}" stroke-width="4"`) +
    shape('M159 188 Q182 210 159 236 Q136 210 159 188 Z', '#6f9e4a') +
    sheen('M96 110 L118 110 L118 330 L96 330 Z', 0.2) +
    cup(282, 250, look, '#c9c76a')
  );
};

/** A jar of coffee and a cup of it. */
const coffeeJar: Drawing = (look) => {
  const { color } = look;
  return (
    rect(86, 62, 146, 44, 10, tone(look.accent, -0.25)) +
    rect(80, 100, 158, 240, 26, '#4b2e1f') +
    rect(84, 104, 150, 232, 24, '#5b3a27') +
    rect(84, 176, 150, 100, 0, color) +
    circle(159, 226, 28, '#fff', 'opacity=".85"') +
    ellipse(159, 226, 10, 16, '#6a4028') +
    line('M159 212 Q152 226 159 240', '#fff', 2) +
    sheen('M94 120 L114 116 L114 326 L94 322 Z', 0.2) +
    cup(286, 250, look, '#6a4028')
  );
};

/** A sack of rice, tied at the top, with a window on the grain. */
const riceSack: Drawing = (look) => {
  const { color } = look;
  return (
    shape('M140 62 L260 62 L248 96 L152 96 Z', tone(color, -0.1)) +
    rect(146, 92, 108, 14, 6, tone(look.accent, -0.2)) +
    shape('M150 104 L250 104 Q322 150 318 240 Q316 330 280 342 L120 342 Q84 330 82 240 Q78 150 150 104 Z', color, `stroke="${tone(color, -0.3)}" stroke-width="3"`) +
    times(12, (i) => line(`M${96 + i * 18} 140 L${96 + i * 18} 336`, tone(color, -0.08), 2, 'opacity=".7"')) +
    rect(128, 170, 144, 120, 18, '#fffaf0') +
    times(20, (i) => ellipse(146 + (i % 5) * 27, 196 + Math.floor(i / 5) * 22, 8, 4, '#efe6cf', `transform="rotate(${(i * 47) % 180} ${146 + (i % 5) * 27} ${196 + Math.floor(i / 5) * 22})"`)) +
    rect(128, 170, 144, 22, 0, look.accent) +
    rect(160, 176, 80, 8, 4, '#fff', 'opacity=".85"')
  );
};

/** A big bottle of peanut oil with a handle. */
const oilBottle: Drawing = (look) => {
  const oil = '#e8b422';
  return (
    rect(176, 34, 48, 30, 6, look.accent) +
    rect(182, 60, 36, 22, 4, tone(oil, 0.4)) +
    shape('M150 86 L250 86 L286 128 L286 320 Q286 344 262 344 L138 344 Q114 344 114 320 L114 128 Z', tone(oil, 0.15), 'opacity=".95"') +
    shape('M236 96 L272 96 L272 170 L236 150 Z', 'none', `stroke="${tone(oil, -0.2)}" stroke-width="10"`) +
    shape('M118 180 L282 180 L282 320 Q282 340 262 340 L138 340 Q118 340 118 320 Z', oil) +
    rect(132, 196, 136, 96, 10, look.color) +
    circle(170, 244, 22, '#fff', 'opacity=".85"') +
    ellipse(170, 244, 10, 14, '#b7853b') +
    rect(204, 230, 50, 8, 4, '#fff', 'opacity=".85"') +
    rect(204, 246, 36, 6, 3, '#fff', 'opacity=".6"') +
    sheen('M124 136 L144 120 L144 330 L124 326 Z', 0.3)
  );
};

/** A bottle of soy sauce. */
const sauceBottle: Drawing = (look) =>
  rect(180, 30, 40, 34, 6, look.accent) +
  shape('M184 62 L216 62 L220 110 Q264 140 264 190 L264 320 Q264 344 240 344 L160 344 Q136 344 136 320 L136 190 Q136 140 180 110 Z', '#3a1c10') +
  rect(146, 200, 108, 104, 8, look.color) +
  rect(160, 216, 80, 12, 6, '#3a1c10', 'opacity=".8"') +
  circle(200, 266, 20, '#fff', 'opacity=".8"') +
  sheen('M150 170 Q156 140 176 124 L172 330 L150 330 Z', 0.22);

/** Drawings of the food leaves, each with the colours its goods come in. */
export const foodProducts = {
  fruit: { colors: ['#c8955a', '#b5824f', '#d7a86e'], forms: [apples, oranges, cherries] },
  snack: { colors: ['#c0392b', '#2e7d5b', '#f0b429', '#3557a8'], forms: [nutBox, snackPouch, cookieTin] },
  tea: { colors: ['#2f6b4f', '#8b2f2f', '#c8a15a', '#25476b'], forms: [teaTin, coffeeJar] },
  grain: { colors: ['#e3cfa4', '#cddbb8', '#ead2b0'], forms: [riceSack, oilBottle, sauceBottle] },
} as const;
