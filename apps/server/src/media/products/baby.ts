import { circle, ellipse, line, rect, shape, sheen, times, tone, type Drawing, type Look } from './paint.ts';

/** 母婴玩具: formula and baby food, diapers and wipes, building blocks, toys. */

/** A smiling baby's face, the emblem of baby goods packaging. */
function babyFace(cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r, '#ffd9bf') +
    shape(`M${cx - r * 0.6} ${cy - r * 0.55} Q${cx} ${cy - r * 1.2} ${cx + r * 0.5} ${cy - r * 0.7} Q${cx} ${cy - r * 0.8} ${cx - r * 0.6} ${cy - r * 0.55} Z`, '#6b4a34') +
    circle(cx - r * 0.35, cy - r * 0.05, r * 0.09, '#3a2a20') +
    circle(cx + r * 0.35, cy - r * 0.05, r * 0.09, '#3a2a20') +
    line(`M${cx - r * 0.3} ${cy + r * 0.3} Q${cx} ${cy + r * 0.55} ${cx + r * 0.3} ${cy + r * 0.3}`, '#c0624a', r * 0.08) +
    circle(cx - r * 0.6, cy + r * 0.25, r * 0.13, '#ff9f9f', 'opacity=".6"') +
    circle(cx + r * 0.6, cy + r * 0.25, r * 0.13, '#ff9f9f', 'opacity=".6"')
  );
}

/** A can of milk powder with its scoop lid. */
const formulaCan: Drawing = (look) => {
  const { color } = look;
  return (
    ellipse(200, 84, 112, 26, tone(color, -0.3)) +
    rect(88, 70, 224, 30, 0, tone(color, -0.3)) +
    ellipse(200, 70, 112, 26, tone(color, -0.1)) +
    ellipse(200, 70, 70, 14, tone(color, 0.2)) +
    shape('M88 100 L312 100 L312 318 Q312 344 200 344 Q88 344 88 318 Z', '#fbfaf6') +
    shape('M88 100 L312 100 L312 150 Q200 170 88 150 Z', color) +
    babyFace(200, 232, 50) +
    rect(140, 296, 120, 12, 6, color, 'opacity=".8"') +
    shape('M88 318 Q88 344 200 344 Q312 344 312 318 L312 330 Q312 356 200 356 Q88 356 88 330 Z', tone(color, -0.3)) +
    sheen('M96 110 L122 110 L122 330 L96 322 Z', 0.5)
  );
};

/** Pouches and a jar of fruit puree. */
const pureeSet: Drawing = (look) => {
  const pouch = (x: number, fill: string) =>
    rect(x + 26, 64, 28, 30, 6, look.accent) +
    shape(`M${x + 10} 96 L${x + 70} 96 L${x + 80} 300 Q${x + 80} 316 ${x + 64} 316 L${x + 16} 316 Q${x} 316 ${x} 300 Z`, fill) +
    circle(x + 40, 200, 22, '#fff', 'opacity=".8"') +
    circle(x + 40, 200, 12, tone(fill, -0.2));
  return (
    pouch(70, look.color) +
    pouch(160, tone(look.color, -0.2)) +
    rect(260, 210, 80, 26, 6, look.accent) +
    rect(256, 232, 88, 104, 18, '#f4ede0', 'stroke="#dcd3c2" stroke-width="2"') +
    rect(262, 262, 76, 66, 12, '#f2a65a') +
    rect(270, 276, 60, 20, 4, '#fff', 'opacity=".85"')
  );
};

/** A pack of diapers. */
const diaperPack: Drawing = (look) => {
  const { color } = look;
  return (
    rect(150, 40, 100, 44, 20, 'none', `stroke="${tone(color, -0.2)}" stroke-width="12"`) +
    rect(80, 70, 240, 276, 34, tone(color, -0.15)) +
    rect(86, 76, 228, 264, 30, color) +
    shape('M86 230 Q200 190 314 230 L314 310 Q314 340 284 340 L116 340 Q86 340 86 310 Z', tone(look.accent, 0.3)) +
    babyFace(200, 170, 56) +
    rect(130, 262, 140, 36, 18, '#fff', 'opacity=".9"') +
    rect(150, 274, 60, 12, 6, look.accent) +
    circle(240, 280, 10, tone(look.accent, -0.2)) +
    sheen('M96 100 Q100 82 120 80 L126 330 Q96 326 96 306 Z', 0.25)
  );
};

/** A soft pack of wet wipes with a flip lid. */
const wipes: Drawing = (look) => {
  const { color } = look;
  return (
    rect(56, 120, 288, 200, 50, tone(color, -0.15)) +
    rect(62, 126, 276, 188, 46, color) +
    rect(126, 146, 148, 60, 24, tone(look.accent, -0.1)) +
    rect(140, 156, 120, 40, 18, tone(look.accent, 0.25)) +
    shape('M170 150 Q200 110 230 150 Z', '#fff', 'opacity=".95"') +
    times(3, (i) => circle(140 + i * 60, 256, 16, tone(look.accent, 0.1 * i), 'opacity=".9"')) +
    rect(110, 286, 180, 10, 5, '#fff', 'opacity=".6"')
  );
};

/** A brick with studs, seen from the front and a little above. */
function brick(x: number, y: number, studs: number, fill: string): string {
  const w = studs * 40;
  return (
    times(studs, (i) => rect(x + 8 + i * 40, y - 12, 24, 14, 4, tone(fill, -0.15)) + ellipse(x + 20 + i * 40, y - 12, 12, 4, tone(fill, 0.2))) +
    rect(x, y, w, 48, 6, fill) +
    rect(x, y, w, 10, 5, tone(fill, 0.2)) +
    rect(x, y + 40, w, 8, 4, tone(fill, -0.2))
  );
}

/** A tower of chunky building bricks. */
const bricks: Drawing = (look) => {
  const colors = [look.accent, '#f6c543', '#4f8cff', '#e4473c', '#3fbf7f'];
  const shift = Math.floor(look.detail(50) * 2) * 40;
  return (
    brick(80, 290, 3, colors[1] ?? '#f6c543') +
    brick(200, 290, 3, colors[2] ?? '#4f8cff') +
    brick(120 + shift / 2, 230, 4, colors[3] ?? '#e4473c') +
    brick(100 + shift, 170, 2, colors[0] ?? '#f6c543') +
    brick(200, 170, 2, colors[4] ?? '#3fbf7f') +
    brick(160, 110, 2, look.color)
  );
};

/** Translucent magnetic tiles, a few standing as a little house. */
const magneticTiles: Drawing = (look) => {
  const colors = [look.accent, '#ff6b6b', '#4dabf7', '#ffd43b', '#51cf66'];
  const tile = (d: string, fill: string) => shape(d, fill, `opacity=".75" stroke="${tone(fill, -0.3)}" stroke-width="4"`);
  return (
    tile('M90 330 L90 200 L200 200 L200 330 Z', colors[2] ?? '#4dabf7') +
    tile('M200 330 L200 200 L310 200 L310 330 Z', colors[3] ?? '#ffd43b') +
    tile('M90 200 L145 110 L200 200 Z', colors[1] ?? '#ff6b6b') +
    tile('M200 200 L255 110 L310 200 Z', colors[0] ?? '#ff922b') +
    tile('M145 110 L255 110 L200 200 Z', colors[4] ?? '#51cf66') +
    circle(145, 265, 18, '#fff', 'opacity=".5"') +
    rect(236, 250, 40, 80, 4, '#fff', 'opacity=".35"')
  );
};

/** One jigsaw piece, tabs right and down, 100 px across. */
function puzzlePiece(x: number, y: number, fill: string, rotate: number): string {
  const d = `M${x} ${y} h40 a14 14 0 1 1 20 0 h40 v40 a14 14 0 1 1 0 20 v40 h-40 a14 14 0 1 0 -20 0 h-40 v-40 a14 14 0 1 0 0 -20 Z`;
  return shape(d, fill, `stroke="${tone(fill, -0.3)}" stroke-width="3" transform="rotate(${rotate} ${x + 50} ${y + 50})"`);
}

/** Jigsaw pieces, one with an animal on it. */
const puzzle: Drawing = (look) =>
  puzzlePiece(70, 90, look.accent, -8) +
  puzzlePiece(200, 80, '#7ccf8a', 10) +
  puzzlePiece(120, 206, look.color, 4) +
  circle(170, 256, 24, '#f2c48d') +
  circle(154, 236, 9, '#f2c48d') +
  circle(186, 236, 9, '#f2c48d') +
  circle(162, 252, 3, '#3a2a20') +
  circle(178, 252, 3, '#3a2a20') +
  ellipse(170, 264, 7, 4, '#8a5a34') +
  puzzlePiece(240, 210, '#ffd166', -12);

function wheel(cx: number, cy: number, r: number): string {
  return circle(cx, cy, r, '#23262b') + circle(cx, cy, r * 0.55, '#9aa2ad') + circle(cx, cy, r * 0.2, '#4a5058') + times(8, (i) => rect(cx - 3, cy - r, 6, 10, 2, '#3a3e44', `transform="rotate(${i * 45} ${cx} ${cy})"`));
}

/** A remote-control off-road car. */
const rcCar: Drawing = (look: Look) => {
  const { color } = look;
  return (
    rect(70, 226, 260, 22, 8, '#2d3036') +
    shape('M86 230 L112 170 L180 150 L280 150 L318 196 L330 232 Z', color) +
    shape('M184 160 L264 160 L292 196 L170 196 Z', '#9fd3f0', 'opacity=".85"') +
    rect(120, 196, 60, 10, 5, look.accent) +
    line('M300 150 L330 90', '#2d3036', 4) +
    wheel(118, 262, 46) +
    wheel(286, 262, 46) +
    sheen('M112 176 L176 158 L168 172 L116 186 Z', 0.35)
  );
};

/** A plush teddy bear sitting. */
const teddy: Drawing = (look) => {
  const fur = look.color;
  const muzzle = tone(fur, 0.45);
  return (
    ellipse(200, 268, 92, 80, fur) +
    ellipse(200, 280, 50, 48, muzzle) +
    ellipse(120, 326, 40, 26, fur) +
    ellipse(280, 326, 40, 26, fur) +
    ellipse(120, 330, 22, 14, muzzle) +
    ellipse(280, 330, 22, 14, muzzle) +
    ellipse(112, 250, 26, 40, tone(fur, -0.1), 'transform="rotate(30 112 250)"') +
    ellipse(288, 250, 26, 40, tone(fur, -0.1), 'transform="rotate(-30 288 250)"') +
    circle(136, 92, 30, fur) +
    circle(264, 92, 30, fur) +
    circle(136, 92, 16, muzzle) +
    circle(264, 92, 16, muzzle) +
    circle(200, 140, 76, fur) +
    ellipse(200, 166, 34, 26, muzzle) +
    ellipse(200, 156, 10, 7, '#3a2a20') +
    circle(170, 126, 7, '#3a2a20') +
    circle(230, 126, 7, '#3a2a20') +
    shape('M170 206 L200 222 L230 206 L226 230 L200 218 L174 230 Z', look.accent)
  );
};

/** Drawings of the baby leaves, each with the colours its goods come in. */
export const babyProducts = {
  formula: { colors: ['#3d7bd9', '#e4a23b', '#5aa469', '#d9577a'], forms: [formulaCan, pureeSet] },
  diaper: { colors: ['#8fc9f2', '#f6b8c8', '#b9e3c6', '#f4d58d'], forms: [diaperPack, wipes] },
  blocks: { colors: ['#f08c2e', '#8e6cdf', '#36b3a8'], forms: [bricks, magneticTiles] },
  toys: { colors: ['#c69c6d', '#9ad0f5', '#f6a6b2'], forms: [puzzle, rcCar, teddy] },
} as const;
