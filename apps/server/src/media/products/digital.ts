import { circle, ellipse, gradient, group, line, rect, shape, sheen, times, tone, type Drawing, type Look } from './paint.ts';

/** 手机数码: phones, tablets, audio and wearables. */

/** A screen's wallpaper: a diagonal wash of the accent with two soft rings. */
function wallpaper(id: string, x: number, y: number, w: number, h: number, r: number, look: Look): string {
  const swirl = look.detail(7);
  return (
    gradient(id, tone(look.accent, 0.25), tone(look.accent, -0.45), true) +
    rect(x, y, w, h, r, `url(#${id})`) +
    circle(x + w * (0.2 + swirl * 0.6), y + h * 0.7, Math.min(w, h) * 0.45, '#fff', 'opacity=".14"') +
    circle(x + w * (0.8 - swirl * 0.5), y + h * 0.25, Math.min(w, h) * 0.3, '#fff', 'opacity=".1"')
  );
}

function lens(cx: number, cy: number, r: number): string {
  return circle(cx, cy, r, '#1b1e24') + circle(cx, cy, r * 0.62, '#2f3a4a') + circle(cx - r * 0.25, cy - r * 0.25, r * 0.2, '#fff', 'opacity=".55"');
}

const phoneBack = (look: Look, round: boolean): string => {
  const { color } = look;
  const island = round
    ? circle(165, 122, 40, tone(color, -0.18)) + lens(150, 108, 12) + lens(180, 108, 12) + lens(150, 138, 12) + lens(180, 138, 9)
    : rect(110, 72, 74, 84, 20, tone(color, -0.18)) + lens(131, 95, 12) + lens(131, 133, 12) + (look.detail(3) > 0.4 ? lens(163, 95, 10) : '') + circle(163, 133, 5, '#fff4c2');
  return group(
    rect(96, 56, 146, 292, 30, tone(color, -0.3)) +
      rect(99, 59, 140, 286, 27, color) +
      sheen('M99 120 L239 70 L239 150 L99 230 Z', 0.12) +
      island,
    { rotate: -9, cx: 170, cy: 200 },
  );
};

const phoneFront = (look: Look, id: string): string =>
  group(
    rect(170, 60, 146, 292, 30, tone(look.color, -0.35)) +
      rect(174, 64, 138, 284, 26, '#0e1014') +
      wallpaper(id, 180, 70, 126, 272, 21, look) +
      circle(243, 86, 5, '#0e1014') +
      rect(222, 330, 42, 4, 2, '#fff', 'opacity=".6"'),
    { rotate: 4, cx: 243, cy: 206 },
  );

/** A phone seen from the back with a square camera island, and its front. */
const phonePair: Drawing = (look) => phoneBack(look, false) + phoneFront(look, 'p-screen');

/** A camera phone with a round island. */
const cameraPhone: Drawing = (look) => phoneBack(look, true) + phoneFront(look, 'p-screen');

/** A tablet lying landscape with a stylus. */
const tablet: Drawing = (look) =>
  group(
    rect(40, 92, 320, 214, 24, tone(look.color, -0.3)) +
      rect(43, 95, 314, 208, 22, look.color) +
      rect(53, 105, 294, 188, 14, '#0e1014') +
      wallpaper('p-screen', 58, 110, 284, 178, 10, look) +
      circle(200, 100, 2.5, '#0e1014') +
      group(rect(80, 326, 240, 12, 6, '#f3f4f6') + shape('M320 326 L338 332 L320 338 Z', '#c9ccd2') + rect(80, 326, 30, 12, 6, tone(look.color, -0.1)), {
        rotate: -3,
        cx: 200,
        cy: 332,
      }),
    { rotate: -4, cx: 200, cy: 200 },
  );

/** A tablet standing on its keyboard cover. */
const tabletKeyboard: Drawing = (look) =>
  rect(58, 50, 284, 196, 20, tone(look.color, -0.3)) +
  rect(66, 58, 268, 180, 14, '#0e1014') +
  wallpaper('p-screen', 71, 63, 258, 170, 10, look) +
  shape('M70 250 L330 250 L362 330 L38 330 Z', tone(look.color, -0.15)) +
  shape('M78 258 L322 258 L346 318 L54 318 Z', tone(look.color, -0.35)) +
  times(4, (row) =>
    times(12, (col) => {
      const y = 262 + row * 13.5;
      const inset = (row * 24) / 4;
      const left = 80 - inset + col * ((240 + inset * 2) / 12);
      return rect(left, y, (240 + inset * 2) / 12 - 3, 10, 2, tone(look.color, -0.05));
    }),
  );

/** True wireless earbuds in their open case, one bud in front. */
const earbuds: Drawing = (look) => {
  const { color } = look;
  const bud = (x: number, y: number, rotate: number) =>
    group(rect(x - 9, y, 18, 62, 9, color) + circle(x, y, 22, color) + circle(x - 6, y - 6, 10, tone(color, -0.2)) + sheen(`M${x - 18} ${y - 4} a20 20 0 0 1 22 -16 l0 8 a12 12 0 0 0 -14 10 Z`, 0.35), {
      rotate,
      cx: x,
      cy: y + 30,
    });
  return (
    group(rect(110, 86, 180, 90, 42, tone(color, -0.06)) + rect(126, 100, 148, 64, 32, tone(color, -0.25)), { rotate: -12, cx: 200, cy: 176 }) +
    rect(110, 170, 180, 140, 48, color) +
    rect(110, 170, 180, 22, 8, tone(color, -0.2)) +
    ellipse(165, 182, 28, 10, tone(color, -0.4)) +
    ellipse(235, 182, 28, 10, tone(color, -0.4)) +
    circle(165, 176, 20, tone(color, 0.08)) +
    circle(235, 176, 20, tone(color, 0.08)) +
    circle(200, 262, 4, look.accent) +
    sheen('M120 200 Q120 180 140 180 L160 180 L130 290 Q120 280 120 260 Z', 0.3) +
    bud(300, 268, 28)
  );
};

/** Over-ear headphones. */
const headphones: Drawing = (look) => {
  const { color } = look;
  const cup = (x: number) =>
    rect(x, 186, 74, 120, 34, tone(color, -0.15)) + rect(x + (x < 200 ? 42 : 0), 196, 32, 100, 16, tone(color, -0.45)) + sheen(`M${x + 8} 200 Q${x + 8} 190 ${x + 20} 190 L${x + 24} 190 L${x + 12} 290 Q${x + 8} 280 ${x + 8} 270 Z`, 0.25);
  return (
    line('M96 232 C92 70 308 70 304 232', tone(color, -0.3), 26) +
    line('M96 232 C92 70 308 70 304 232', color, 18) +
    line('M124 120 C160 84 240 84 276 120', look.accent, 10, 'opacity=".7"') +
    rect(88, 168, 16, 40, 6, tone(color, -0.35)) +
    rect(296, 168, 16, 40, 6, tone(color, -0.35)) +
    cup(60) +
    cup(266)
  );
};

/** A portable speaker, upright, with a carrying strap. */
const speaker: Drawing = (look) => {
  const { color } = look;
  return (
    line('M172 90 Q200 40 228 90', tone(look.accent, -0.2), 12) +
    rect(126, 84, 148, 252, 60, tone(color, -0.25)) +
    rect(130, 88, 140, 244, 56, color) +
    times(9, (row) => times(6, (col) => circle(152 + col * 19.5 + (row % 2) * 9, 126 + row * 20, 3.2, tone(color, -0.3)))) +
    rect(160, 300, 80, 18, 9, tone(color, -0.4)) +
    circle(182, 309, 4, look.accent) +
    circle(218, 309, 4, look.accent) +
    sheen('M138 140 Q138 100 170 92 L170 320 Q138 310 138 280 Z', 0.18)
  );
};

/** A smartwatch with a square face and activity rings. */
const smartwatch: Drawing = (look) => {
  const strap = look.accent;
  const ring = (r: number, color: string, share: number) =>
    `<circle cx="200" cy="205" r="${r}" fill="none" stroke="${color}" stroke-width="10" stroke-linecap="round" stroke-dasharray="${Math.round(2 * Math.PI * r * share)} 999" transform="rotate(-90 200 205)"/>`;
  return (
    rect(156, 30, 88, 140, 20, strap) +
    rect(156, 240, 88, 140, 20, strap) +
    times(4, (i) => circle(200, 292 + i * 20, 4, tone(strap, -0.35))) +
    rect(122, 112, 156, 186, 46, tone(look.color, -0.3)) +
    rect(126, 116, 148, 178, 42, look.color) +
    rect(136, 126, 128, 158, 34, '#0b0d11') +
    ring(52, '#ff375f', 0.55 + look.detail(1) * 0.4) +
    ring(38, '#a4ff3c', 0.4 + look.detail(2) * 0.5) +
    ring(24, '#36d6ff', 0.5 + look.detail(3) * 0.4) +
    rect(276, 170, 10, 34, 5, tone(look.color, -0.2)) +
    sheen('M140 136 Q140 126 150 126 L210 126 L140 200 Z', 0.12)
  );
};

/** A fitness band lying as a loop, its screen at the front. */
const fitnessBand: Drawing = (look) =>
  ellipse(200, 196, 142, 84, 'none', `stroke="${tone(look.accent, -0.25)}" stroke-width="40"`) +
  ellipse(200, 190, 142, 84, 'none', `stroke="${look.accent}" stroke-width="34"`) +
  group(rect(146, 248, 108, 52, 26, tone(look.color, -0.3)) + rect(151, 253, 98, 42, 21, '#0b0d11') + rect(166, 266, 44, 7, 3.5, '#36d6ff') + rect(166, 278, 26, 5, 2.5, '#fff', 'opacity=".7"') + circle(228, 274, 9, 'none', 'stroke="#ff375f" stroke-width="4"'), {
    rotate: -2,
    cx: 200,
    cy: 274,
  });

/** A round sports watch with a bezel and hands. */
const roundWatch: Drawing = (look) => {
  const strap = look.accent;
  const hour = look.detail(4) * 360;
  const minute = look.detail(5) * 360;
  return (
    rect(160, 28, 80, 150, 18, strap) +
    rect(160, 230, 80, 150, 18, strap) +
    circle(200, 205, 98, tone(look.color, -0.35)) +
    circle(200, 205, 92, look.color) +
    circle(200, 205, 74, '#101317') +
    times(12, (i) => rect(198, 136, 4, i % 3 === 0 ? 14 : 8, 2, '#e8ebef', `transform="rotate(${i * 30} 200 205)"`)) +
    rect(197, 160, 6, 50, 3, '#fff', `transform="rotate(${Math.round(hour)} 200 205)"`) +
    rect(198, 146, 4, 64, 2, look.accent, `transform="rotate(${Math.round(minute)} 200 205)"`) +
    circle(200, 205, 6, '#e8ebef') +
    rect(292, 186, 14, 38, 6, tone(look.color, -0.2))
  );
};

/** Drawings of the digital leaves, each with the colours its goods come in. */
export const digitalProducts = {
  phone: { colors: ['#2b2d33', '#eef0f3', '#6f93c9', '#a48fd0', '#3f6f60'], forms: [phonePair, cameraPhone] },
  tablet: { colors: ['#5b6068', '#d9dce1', '#9fd3c0'], forms: [tablet, tabletKeyboard] },
  audio: { colors: ['#23252b', '#f2f2f0', '#8bb6d9', '#f3b6c4'], forms: [earbuds, headphones, speaker] },
  wearable: { colors: ['#2a2c31', '#c9ced6', '#5e8c7d', '#d8b38a'], forms: [smartwatch, fitnessBand, roundWatch] },
} as const;
