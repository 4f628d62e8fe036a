import { circle, ellipse, gradient, line, rect, shape, sheen, times, tone, type Drawing } from './paint.ts';

/** 家居家装: bedding, furniture, lighting, cookware and tableware. */

/** A made bed seen from the foot: headboard, pillows and a patterned duvet. */
const bed: Drawing = (look) => {
  const { color } = look;
  const pattern = look.detail(40) > 0.5;
  return (
    rect(64, 74, 272, 150, 24, tone(look.accent, -0.25)) +
    rect(74, 84, 252, 130, 18, tone(look.accent, -0.05)) +
    rect(84, 150, 100, 56, 20, '#fbfbf8', `stroke="${tone(color, -0.15)}" stroke-width="2"`) +
    rect(216, 150, 100, 56, 20, '#fbfbf8', `stroke="${tone(color, -0.15)}" stroke-width="2"`) +
    shape('M52 214 Q52 196 70 196 L330 196 Q348 196 348 214 L358 316 L42 316 Z', color) +
    shape('M52 214 Q52 196 70 196 L330 196 Q348 196 348 214 L350 236 L50 236 Z', tone(color, 0.25)) +
    (pattern
      ? times(14, (i) => circle(70 + (i % 7) * 44 + (Math.floor(i / 7) % 2) * 22, 262 + Math.floor(i / 7) * 32, 6, tone(color, -0.2)))
      : times(6, (i) => line(`M${70 + i * 52} 240 L${64 + i * 54} 314`, tone(color, -0.15), 6))) +
    rect(40, 314, 320, 20, 6, tone(look.accent, -0.35)) +
    rect(56, 332, 14, 18, 3, tone(look.accent, -0.45)) +
    rect(330, 332, 14, 18, 3, tone(look.accent, -0.45))
  );
};

/** A stack of folded quilts with a pillow on top. */
const quiltStack: Drawing = (look) => {
  const { color } = look;
  const layer = (y: number, fill: string) => rect(70, y, 260, 58, 26, fill) + line(`M92 ${y + 29} L308 ${y + 29}`, tone(fill, -0.12), 2, 'stroke-dasharray="6 6"');
  return (
    layer(282, tone(color, -0.2)) +
    layer(226, color) +
    layer(170, tone(look.accent, 0.2)) +
    shape('M96 120 Q200 96 304 120 Q316 144 304 168 Q200 186 96 168 Q84 144 96 120 Z', '#fbfbf8', `stroke="${tone(color, -0.15)}" stroke-width="2"`) +
    line('M108 144 Q200 132 292 144', '#e6e6e0', 3)
  );
};

/** A three-seat fabric sofa. */
const sofa: Drawing = (look) => {
  const { color } = look;
  const dark = tone(color, -0.2);
  return (
    rect(74, 100, 252, 120, 28, dark) +
    rect(88, 112, 76, 96, 20, color) +
    rect(162, 112, 76, 96, 20, color) +
    rect(236, 112, 76, 96, 20, color) +
    rect(84, 196, 232, 70, 14, tone(color, 0.08)) +
    line('M162 200 L162 262', dark, 2) +
    line('M238 200 L238 262', dark, 2) +
    rect(40, 150, 56, 140, 24, dark) +
    rect(304, 150, 56, 140, 24, dark) +
    rect(44, 260, 312, 36, 12, tone(color, -0.3)) +
    rect(102, 160, 50, 42, 14, look.accent, 'transform="rotate(-8 127 181)"') +
    rect(68, 296, 12, 26, 3, '#6b4a34') +
    rect(320, 296, 12, 26, 3, '#6b4a34')
  );
};

/** An ergonomic office chair. */
const officeChair: Drawing = (look) => {
  const { color } = look;
  return (
    rect(128, 40, 144, 170, 40, tone(color, -0.35)) +
    rect(136, 48, 128, 154, 34, color) +
    times(6, (i) => line(`M${150 + i * 20} 60 L${150 + i * 20} 190`, tone(color, -0.2), 2, 'opacity=".6"')) +
    rect(190, 200, 20, 40, 6, '#3a3f46') +
    rect(116, 226, 168, 40, 18, tone(color, -0.3)) +
    rect(120, 222, 160, 34, 16, tone(color, 0.05)) +
    rect(104, 190, 16, 56, 8, '#3a3f46') +
    rect(280, 190, 16, 56, 8, '#3a3f46') +
    rect(193, 262, 14, 48, 5, '#9aa2ad') +
    line('M200 312 L110 336 M200 312 L290 336 M200 312 L160 346 M200 312 L240 346', '#3a3f46', 10) +
    times(4, (i) => circle([110, 290, 160, 240][i] ?? 110, [340, 340, 350, 350][i] ?? 340, 9, '#22262b'))
  );
};

/** A wooden bookshelf with a few books and a plant. */
const bookshelf: Drawing = (look) => {
  const wood = look.color;
  const book = (x: number, y: number, w: number, h: number, fill: string) => rect(x, y - h, w, h, 2, fill) + rect(x + 2, y - h + 8, w - 4, 4, 1, '#fff', 'opacity=".4"');
  const colors = [look.accent, '#3e5c76', '#c8553d', '#f2d0a4', '#6d9f71', '#2b2d42'];
  return (
    rect(92, 36, 216, 310, 6, tone(wood, -0.3)) +
    rect(104, 48, 192, 286, 2, tone(wood, -0.45)) +
    times(4, (i) => rect(98, 108 + i * 72, 204, 12, 2, wood)) +
    times(6, (i) => book(114 + i * 16, 108, 14, 44 + ((i * 7) % 3) * 6, colors[i] ?? '#888')) +
    circle(258, 88, 18, '#6d9f71') +
    rect(246, 92, 24, 16, 3, '#c98f52') +
    times(4, (i) => book(200 + i * 18, 180, 16, 50 - (i % 2) * 8, colors[(i + 2) % 6] ?? '#888')) +
    rect(118, 150, 60, 30, 4, '#f4f1ea') +
    times(5, (i) => book(112 + i * 22, 252, 20, 48 - (i % 3) * 6, colors[(i + 4) % 6] ?? '#888')) +
    rect(226, 300, 56, 24, 6, look.accent, 'opacity=".85"')
  );
};

/** An LED desk lamp, arm raised, lighting the desk. */
const deskLamp: Drawing = (look) => {
  const { color } = look;
  return (
    shape('M236 118 L328 110 L370 320 L170 320 Z', '#fff6c8', 'opacity=".5"') +
    ellipse(140, 322, 70, 16, tone(color, -0.3)) +
    ellipse(140, 318, 66, 14, color) +
    line('M140 316 L110 190 L250 92', tone(color, -0.25), 14) +
    line('M140 316 L110 190 L250 92', color, 8) +
    circle(110, 190, 12, tone(color, -0.3)) +
    rect(220, 76, 130, 28, 14, tone(color, -0.2), 'transform="rotate(10 285 90)"') +
    rect(232, 100, 106, 8, 4, '#fff4b8', 'transform="rotate(10 285 104)"') +
    circle(138, 318, 8, look.accent)
  );
};

/** A floor lamp with a drum shade. */
const floorLamp: Drawing = (look) => {
  const { color } = look;
  return (
    shape('M150 70 L250 70 L278 170 L122 170 Z', tone(look.accent, 0.55)) +
    shape('M150 70 L176 70 L160 170 L122 170 Z', '#fff', 'opacity=".35"') +
    ellipse(200, 170, 78, 12, '#fff6c8') +
    rect(195, 170, 10, 160, 5, color) +
    ellipse(200, 334, 64, 14, tone(color, -0.3)) +
    ellipse(200, 330, 60, 12, color)
  );
};

/** A round ceiling light with a soft glow. */
const ceilingLight: Drawing = (look) => {
  const { color } = look;
  return (
    gradient('p-glow', '#fffbe6', '#f3e7b8') +
    ellipse(200, 230, 160, 60, '#fff8d8', 'opacity=".55"') +
    ellipse(200, 196, 140, 46, tone(color, -0.25)) +
    ellipse(200, 190, 140, 46, color) +
    shape('M60 190 Q60 270 200 276 Q340 270 340 190 Q300 236 200 236 Q100 236 60 190 Z', 'url(#p-glow)') +
    ellipse(200, 190, 100, 28, tone(color, 0.2)) +
    ellipse(200, 250, 40, 6, '#fff', 'opacity=".7"')
  );
};

/** A non-stick wok with a wooden handle. */
const wok: Drawing = (look) => {
  const { color } = look;
  return (
    rect(300, 176, 86, 22, 10, '#8a5a34', 'transform="rotate(-12 300 187)"') +
    rect(292, 180, 24, 14, 4, '#9aa2ad', 'transform="rotate(-12 300 187)"') +
    ellipse(190, 190, 150, 48, tone(color, -0.3)) +
    shape('M40 190 Q48 306 190 312 Q332 306 340 190 Z', color) +
    ellipse(190, 190, 140, 42, tone(color, -0.55)) +
    times(30, (i) => circle(110 + ((i * 37) % 170), 176 + ((i * 17) % 30), 1.6, '#fff', 'opacity=".25"')) +
    sheen('M60 210 Q90 290 170 300 Q100 280 70 210 Z', 0.25) +
    ellipse(190, 196, 40, 8, look.accent, 'opacity=".6"')
  );
};

/** A stainless stock pot with a glass lid. */
const stockPot: Drawing = (look) =>
  gradient('p-steel', '#eef1f4', '#9aa3ad', true) +
  rect(66, 170, 30, 20, 8, '#7d8690') +
  rect(304, 170, 30, 20, 8, '#7d8690') +
  rect(86, 150, 228, 180, 20, 'url(#p-steel)') +
  rect(86, 300, 228, 30, 14, '#8f98a3') +
  ellipse(200, 146, 120, 30, tone(look.accent, 0.6), 'opacity=".8"') +
  ellipse(200, 146, 120, 30, 'none', 'stroke="#7d8690" stroke-width="6"') +
  rect(176, 100, 48, 26, 10, tone(look.color, -0.2)) +
  sheen('M100 170 L126 170 L126 300 L100 300 Z', 0.4);

/** A vacuum-insulated tumbler. */
const tumbler: Drawing = (look) => {
  const { color } = look;
  return (
    rect(140, 44, 120, 46, 12, tone(color, -0.35)) +
    rect(146, 84, 108, 12, 4, '#c9ced4') +
    shape('M142 96 L258 96 L248 334 Q248 346 236 346 L164 346 Q152 346 152 334 Z', color) +
    rect(168, 190, 64, 40, 8, '#fff', 'opacity=".25"') +
    sheen('M152 106 L172 106 L170 336 L160 336 Z', 0.3) +
    shape('M258 110 Q300 120 296 180 Q292 230 252 236', 'none', `stroke="${tone(color, -0.3)}" stroke-width="12"`)
  );
};

/** A set of ceramic bowls and plates. */
const dinnerware: Drawing = (look) => {
  const glaze = look.color;
  const rim = look.accent;
  const bowl = (cx: number, cy: number, r: number) =>
    shape(`M${cx - r} ${cy} Q${cx - r} ${cy + r * 0.9} ${cx} ${cy + r * 0.9} Q${cx + r} ${cy + r * 0.9} ${cx + r} ${cy} Z`, glaze, `stroke="${tone(glaze, -0.2)}" stroke-width="2"`) +
    ellipse(cx, cy, r, r * 0.22, tone(glaze, -0.1)) +
    ellipse(cx, cy, r, r * 0.22, 'none', `stroke="${rim}" stroke-width="3"`);
  return (
    ellipse(200, 300, 160, 40, tone(glaze, -0.15)) +
    ellipse(200, 296, 156, 36, glaze) +
    ellipse(200, 296, 156, 36, 'none', `stroke="${rim}" stroke-width="4"`) +
    ellipse(200, 280, 120, 28, tone(glaze, -0.08)) +
    bowl(200, 200, 90) +
    bowl(300, 150, 50) +
    bowl(100, 150, 50)
  );
};

/** Drawings of the home leaves, each with the colours its goods come in. */
export const homeProducts = {
  bedding: { colors: ['#f3ede2', '#c8ccd2', '#9fb6cf', '#e6b9b5'], forms: [bed, quiltStack] },
  furniture: { colors: ['#b9a48a', '#7d8c99', '#5f7561', '#d5c3ae'], forms: [sofa, officeChair, bookshelf] },
  lighting: { colors: ['#f4f5f7', '#2c2f35', '#d9c6a5'], forms: [deskLamp, floorLamp, ceilingLight] },
  cookware: { colors: ['#3a3d42', '#f1efe9', '#d97b93', '#5b7d6b'], forms: [wok, stockPot, tumbler, dinnerware] },
} as const;
