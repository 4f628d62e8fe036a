import { circle, ellipse, gradient, line, rect, shape, sheen, times, tone, type Drawing, type Look } from './paint.ts';

/** 家用电器: fridges, washers, kitchen appliances, cleaners. */

function handle(x: number, y: number, h: number, look: Look): string {
  return rect(x, y, 8, h, 4, tone(look.color, -0.35)) + rect(x + 1, y + 2, 3, h - 4, 1.5, '#fff', 'opacity=".5"');
}

/** A cross-door fridge: two doors above, two drawers below. */
const crossDoorFridge: Drawing = (look) => {
  const { color } = look;
  return (
    gradient('p-metal', tone(color, 0.18), tone(color, -0.12), true) +
    rect(104, 36, 192, 316, 16, tone(color, -0.35)) +
    rect(108, 40, 184, 306, 13, 'url(#p-metal)') +
    line('M200 44 L200 342', tone(color, -0.4), 3) +
    line('M112 226 L288 226', tone(color, -0.4), 3) +
    handle(186, 120, 80, look) +
    handle(206, 120, 80, look) +
    rect(118, 234, 64, 8, 4, tone(color, -0.3)) +
    rect(218, 234, 64, 8, 4, tone(color, -0.3)) +
    rect(222, 70, 44, 28, 6, '#1d2530') +
    rect(228, 78, 18 + look.detail(9) * 12, 5, 2.5, look.accent) +
    rect(228, 87, 24, 4, 2, '#fff', 'opacity=".5"') +
    sheen('M112 50 L150 44 L150 340 L112 342 Z', 0.14) +
    rect(120, 346, 20, 8, 3, '#30343a') +
    rect(260, 346, 20, 8, 3, '#30343a')
  );
};

/** A two-door fridge, freezer on top. */
const twoDoorFridge: Drawing = (look) => {
  const { color } = look;
  return (
    gradient('p-metal', tone(color, 0.2), tone(color, -0.1), true) +
    rect(124, 30, 152, 324, 18, tone(color, -0.35)) +
    rect(128, 34, 144, 316, 15, 'url(#p-metal)') +
    line('M132 140 L268 140', tone(color, -0.4), 3) +
    handle(246, 70, 50, look) +
    handle(246, 160, 80, look) +
    rect(142, 158, 34, 22, 5, '#1d2530') +
    rect(146, 165, 16, 5, 2.5, look.accent) +
    sheen('M132 40 L164 34 L164 346 L132 348 Z', 0.14) +
    rect(138, 350, 18, 8, 3, '#30343a') +
    rect(244, 350, 18, 8, 3, '#30343a')
  );
};

function drum(look: Look, cx: number, cy: number): string {
  const slosh = look.detail(12);
  return (
    circle(cx, cy, 78, tone(look.color, -0.3)) +
    circle(cx, cy, 70, '#dfe3e8') +
    circle(cx, cy, 56, '#24374d') +
    shape(`M${cx - 56} ${cy + 6} Q${cx - 20} ${cy - 12 + slosh * 16} ${cx} ${cy + 4} T${cx + 56} ${cy} A56 56 0 0 1 ${cx - 56} ${cy + 6} Z`, '#4aa3df', 'opacity=".85"') +
    circle(cx - 18, cy + 26, 14, look.accent, 'opacity=".9"') +
    circle(cx + 16, cy + 30, 11, tone(look.accent, 0.4), 'opacity=".9"') +
    sheen(`M${cx - 40} ${cy - 30} A50 50 0 0 1 ${cx + 10} ${cy - 50} L${cx + 6} ${cy - 40} A40 40 0 0 0 ${cx - 30} ${cy - 22} Z`, 0.5)
  );
}

/** A front-loading washer. */
const frontLoader: Drawing = (look) => {
  const { color } = look;
  return (
    rect(90, 52, 220, 286, 20, tone(color, -0.3)) +
    rect(94, 56, 212, 278, 17, color) +
    rect(94, 56, 212, 56, 17, tone(color, -0.06)) +
    line('M98 112 L302 112', tone(color, -0.25), 2) +
    rect(108, 70, 54, 26, 5, tone(color, -0.18)) +
    rect(178, 72, 50, 22, 5, '#1d2530') +
    rect(184, 79, 22, 8, 3, look.accent) +
    circle(270, 84, 15, tone(color, -0.25)) +
    circle(270, 84, 9, tone(color, 0.2)) +
    drum(look, 200, 220) +
    rect(104, 334, 22, 8, 3, '#30343a') +
    rect(274, 334, 22, 8, 3, '#30343a')
  );
};

/** A top-loading washer, lid open. */
const topLoader: Drawing = (look) => {
  const { color } = look;
  return (
    shape('M100 58 L300 58 L290 110 L110 110 Z', tone(color, -0.12)) +
    shape('M112 62 L288 62 L280 104 L120 104 Z', '#9fc6e6', 'opacity=".6"') +
    rect(96, 110, 208, 228, 20, tone(color, -0.3)) +
    rect(100, 114, 200, 220, 17, color) +
    rect(100, 114, 200, 44, 14, tone(color, -0.08)) +
    rect(130, 124, 86, 22, 5, '#1d2530') +
    rect(136, 131, 30, 8, 3, look.accent) +
    circle(260, 135, 13, tone(color, -0.25)) +
    ellipse(200, 250, 70, 46, tone(color, -0.06)) +
    ellipse(200, 250, 56, 34, tone(color, -0.2)) +
    times(8, (i) => circle(200 + 40 * Math.cos((i * Math.PI) / 4), 250 + 24 * Math.sin((i * Math.PI) / 4), 3, tone(color, -0.35))) +
    sheen('M104 170 L140 160 L140 326 L104 330 Z', 0.14)
  );
};

/** An air fryer with a window in its basket. */
const airFryer: Drawing = (look) => {
  const { color } = look;
  return (
    shape('M128 64 Q128 44 150 44 L250 44 Q272 44 272 64 L292 316 Q292 340 268 340 L132 340 Q108 340 108 316 Z', tone(color, -0.3)) +
    shape('M132 66 Q132 48 152 48 L248 48 Q268 48 268 66 L288 314 Q288 336 266 336 L134 336 Q112 336 112 314 Z', color) +
    rect(156, 70, 88, 44, 10, '#1d2530') +
    rect(166, 80, 30, 10, 3, look.accent) +
    circle(226, 92, 10, tone(look.accent, 0.2)) +
    rect(120, 160, 160, 150, 18, tone(color, -0.12)) +
    rect(144, 178, 112, 62, 10, '#2d2b2a') +
    rect(150, 184, 100, 50, 8, '#9c5b2e', 'opacity=".75"') +
    ellipse(176, 214, 14, 7, '#e6a45a') +
    ellipse(210, 206, 16, 7, '#f0b96c') +
    ellipse(228, 222, 12, 6, '#d98d44') +
    rect(172, 256, 56, 22, 11, tone(color, -0.45)) +
    sheen('M136 64 L166 52 L156 330 L130 320 Z', 0.16)
  );
};

/** A rice cooker with a domed lid. */
const riceCooker: Drawing = (look) => {
  const { color } = look;
  return (
    ellipse(200, 132, 132, 46, tone(color, -0.25)) +
    ellipse(200, 128, 126, 42, tone(color, 0.1)) +
    rect(170, 86, 60, 20, 10, tone(color, -0.3)) +
    shape('M72 140 Q72 130 82 130 L318 130 Q328 130 328 140 L316 300 Q312 330 282 330 L118 330 Q88 330 84 300 Z', color) +
    rect(76, 146, 248, 10, 5, tone(color, -0.25)) +
    rect(150, 200, 100, 66, 14, '#1d2530') +
    rect(162, 214, 44, 14, 4, look.accent) +
    times(3, (i) => circle(172 + i * 28, 248, 6, '#8a96a6')) +
    sheen('M92 160 L130 160 L124 320 Q98 314 96 290 Z', 0.18)
  );
};

/** An electric kettle on its base. */
const kettle: Drawing = (look) => {
  const { color } = look;
  return (
    ellipse(200, 330, 104, 18, tone(color, -0.45)) +
    shape('M130 96 L270 96 L300 318 L100 318 Z', tone(color, -0.28)) +
    shape('M134 100 L266 100 L294 314 L106 314 Z', color) +
    shape('M134 104 L96 84 Q90 80 100 78 L140 86 Z', tone(color, -0.15)) +
    line('M274 124 Q344 130 334 200 Q326 260 290 270', tone(color, -0.35), 20) +
    rect(146, 82, 108, 22, 10, tone(color, -0.35)) +
    rect(188, 70, 24, 16, 6, tone(color, -0.45)) +
    rect(188, 150, 24, 120, 12, tone(color, -0.4)) +
    rect(192, 200, 16, 66, 8, '#7ec8f2', 'opacity=".9"') +
    circle(200, 290, 6, look.accent) +
    sheen('M140 110 L168 110 L150 306 L116 306 Z', 0.2)
  );
};

/** A microwave oven. */
const microwave: Drawing = (look) => {
  const { color } = look;
  return (
    rect(48, 96, 304, 198, 16, tone(color, -0.3)) +
    rect(52, 100, 296, 190, 13, color) +
    rect(66, 114, 206, 162, 10, tone(color, -0.15)) +
    rect(80, 128, 178, 134, 6, '#20262e') +
    rect(88, 136, 162, 118, 4, '#3a4654') +
    ellipse(168, 226, 52, 12, '#5d6b7b') +
    ellipse(168, 218, 26, 14, look.accent) +
    rect(262, 150, 6, 80, 3, tone(color, -0.4)) +
    rect(286, 118, 48, 20, 4, '#1d2530') +
    rect(291, 124, 22, 8, 3, look.accent) +
    times(6, (i) => circle(298 + (i % 2) * 24, 160 + Math.floor(i / 2) * 22, 7, tone(color, -0.2))) +
    circle(310, 252, 14, tone(color, -0.25)) +
    rect(60, 288, 20, 8, 3, '#30343a') +
    rect(320, 288, 20, 8, 3, '#30343a')
  );
};

/** A robot vacuum, seen from above at an angle. */
const robotVacuum: Drawing = (look) => {
  const { color } = look;
  return (
    ellipse(200, 244, 150, 78, tone(color, -0.4)) +
    ellipse(200, 226, 150, 78, color) +
    ellipse(200, 222, 132, 64, tone(color, 0.08)) +
    ellipse(200, 196, 40, 20, tone(color, -0.35)) +
    ellipse(200, 188, 36, 18, tone(color, -0.15)) +
    rect(90, 230, 220, 10, 5, tone(color, -0.12)) +
    circle(200, 262, 6, look.accent) +
    line('M120 290 Q200 310 280 290', tone(color, -0.5), 4) +
    sheen('M90 200 Q120 160 200 156 L200 170 Q130 176 104 206 Z', 0.3)
  );
};

/** A cordless stick vacuum standing upright. */
const stickVacuum: Drawing = (look) => {
  const { color } = look;
  return (
    shape('M120 312 L260 312 Q284 312 284 332 L284 340 L100 340 L100 332 Q100 312 120 312 Z', tone(color, -0.4)) +
    rect(186, 120, 16, 200, 8, '#a8b0ba') +
    rect(154, 60, 64, 112, 28, color) +
    rect(164, 72, 44, 60, 20, '#9fd3f0', 'opacity=".7"') +
    rect(214, 44, 30, 110, 15, tone(color, -0.3)) +
    rect(150, 170, 72, 46, 14, tone(color, -0.2)) +
    rect(166, 182, 40, 10, 5, look.accent) +
    rect(120, 320, 144, 8, 4, look.accent, 'opacity=".8"')
  );
};

/** Drawings of the appliance leaves, each with the colours its goods come in. */
export const applianceProducts = {
  fridge: { colors: ['#c9ced4', '#5c636c', '#f2f1ec'], forms: [crossDoorFridge, twoDoorFridge] },
  washer: { colors: ['#f4f5f7', '#6b7079', '#e9e3d8'], forms: [frontLoader, topLoader] },
  kitchen: { colors: ['#f3efe6', '#2f3237', '#a8d5c2', '#e7a9a0'], forms: [airFryer, riceCooker, kettle, microwave] },
  cleaner: { colors: ['#f4f5f7', '#2c2f35', '#b9c4d0'], forms: [robotVacuum, stickVacuum] },
} as const;
