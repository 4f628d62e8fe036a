import { circle, ellipse, line, rect, shape, sheen, times, tone, type Drawing } from './paint.ts';

/** 运动户外: sports shoes, fitness gear, camping, cycling. */

/** A running shoe in profile with a thick foam midsole. */
const runningShoe: Drawing = (look) => {
  const { color } = look;
  return (
    shape('M60 246 Q56 184 96 170 L150 160 Q178 122 214 134 L290 190 Q348 206 350 250 L350 262 L60 262 Z', color, `stroke="${tone(color, -0.25)}" stroke-width="3"`) +
    shape('M60 246 Q56 190 84 176 L112 180 Q100 226 120 262 L60 262 Z', tone(color, -0.2)) +
    shape('M126 236 Q200 170 300 214 Q310 222 300 226 Q220 200 150 246 Z', look.accent) +
    times(5, (i) => line(`M${166 + i * 18} ${156 + i * 10} L${184 + i * 18} ${168 + i * 10}`, '#f8f8f6', 4)) +
    shape('M52 256 L354 252 Q364 276 344 292 L82 300 Q48 296 52 256 Z', '#f6f6f2', 'stroke="#d6d6d0" stroke-width="2"') +
    shape('M60 290 L346 286 Q344 304 330 306 L80 310 Q62 308 60 290 Z', tone(look.accent, -0.3)) +
    line('M100 272 Q200 262 320 270', tone(look.accent, 0.2), 4)
  );
};

/** A high-top basketball shoe. */
const highTop: Drawing = (look) => {
  const { color } = look;
  return (
    shape('M84 250 L84 110 Q84 92 104 92 L176 92 Q190 94 192 112 L198 176 Q280 184 330 222 Q354 240 350 262 L84 262 Z', color, `stroke="${tone(color, -0.25)}" stroke-width="3"`) +
    shape('M84 130 L192 130 L196 176 L84 196 Z', look.accent, 'opacity=".9"') +
    circle(160, 222, 24, 'none', `stroke="${tone(color, -0.35)}" stroke-width="6"`) +
    times(6, (i) => line(`M${186 + i * 4} ${110 + i * 14} L${204 + i * 10} ${116 + i * 14}`, '#f8f8f6', 4)) +
    rect(88, 72, 28, 30, 6, tone(look.accent, -0.2)) +
    shape('M72 258 L356 254 Q364 280 344 292 L86 298 Q66 294 72 258 Z', '#f6f6f2', 'stroke="#d6d6d0" stroke-width="2"') +
    shape('M78 288 L350 284 Q346 302 332 304 L90 308 Q76 306 78 288 Z', tone(color, -0.4))
  );
};

/** A pair of adjustable dumbbells. */
const dumbbells: Drawing = (look) => {
  const plateColor = look.color;
  const bell = (y: number, scale: number) => {
    const grip = 56 * scale;
    const plate = (i: number, side: -1 | 1) => {
      const h = (112 - i * 18) * scale;
      const x = side < 0 ? 200 - grip - (i + 1) * 18 * scale : 200 + grip + i * 18 * scale;
      return rect(x, y - h / 2, 16 * scale, h, 4, tone(plateColor, -0.12 * i));
    };
    return (
      rect(200 - grip - 90 * scale, y - 7 * scale, (grip + 90 * scale) * 2, 14 * scale, 6, '#8d96a1') +
      rect(200 - grip, y - 11 * scale, grip * 2, 22 * scale, 8, '#3a3f46') +
      times(6, (i) => rect(200 - grip + 8 + i * ((grip * 2 - 16) / 6), y - 11 * scale, 3, 22 * scale, 1.5, '#555b63')) +
      times(3, (i) => plate(i, -1) + plate(i, 1)) +
      rect(200 - grip - 62 * scale, y - 16 * scale, 8 * scale, 32 * scale, 3, look.accent) +
      rect(200 + grip + 54 * scale, y - 16 * scale, 8 * scale, 32 * scale, 3, look.accent)
    );
  };
  return bell(150, 0.9) + bell(270, 1);
};

/** A kettlebell. */
const kettlebell: Drawing = (look) => {
  const { color } = look;
  return (
    shape('M130 170 Q120 60 200 60 Q280 60 270 170 L238 176 Q246 96 200 96 Q154 96 162 176 Z', tone(color, -0.2)) +
    circle(200, 236, 112, color) +
    ellipse(200, 340, 80, 10, tone(color, -0.4)) +
    circle(200, 240, 40, look.accent) +
    circle(200, 240, 30, tone(look.accent, 0.3)) +
    sheen('M110 200 Q130 140 190 128 Q140 160 128 230 Z', 0.3)
  );
};

/** A yoga mat half rolled. */
const yogaMat: Drawing = (look) => {
  const { color } = look;
  return (
    shape('M70 250 L310 150 L350 236 L112 338 Z', color) +
    shape('M80 254 L310 158 L316 172 L86 268 Z', '#fff', 'opacity=".25"') +
    times(8, (i) => line(`M${100 + i * 28} ${286 - i * 12} L${120 + i * 28} ${328 - i * 12}`, tone(color, -0.15), 3, 'opacity=".6"')) +
    ellipse(90, 292, 46, 52, tone(color, -0.3), 'transform="rotate(-22 90 292)"') +
    ellipse(90, 292, 30, 36, tone(color, -0.1), 'transform="rotate(-22 90 292)"') +
    ellipse(90, 292, 14, 18, tone(color, -0.35), 'transform="rotate(-22 90 292)"') +
    line('M130 210 Q170 180 220 186', look.accent, 6)
  );
};

/** A dome tent with its door rolled up. */
const tent: Drawing = (look) => {
  const { color } = look;
  return (
    ellipse(200, 322, 170, 22, tone(color, -0.5), 'opacity=".35"') +
    shape('M40 318 Q80 110 200 80 Q320 110 360 318 Z', color) +
    shape('M200 80 Q320 110 360 318 L270 318 Q250 150 200 80 Z', tone(color, -0.18)) +
    shape('M200 80 Q150 160 130 318 L40 318 Q80 110 200 80 Z', tone(color, 0.12)) +
    shape('M150 318 Q164 200 200 170 Q236 200 250 318 Z', '#2e3a33') +
    shape('M150 318 Q164 200 200 170 L208 176 Q176 220 170 318 Z', tone(look.accent, -0.1)) +
    line('M200 80 Q140 140 110 318', tone(color, -0.35), 3) +
    line('M200 80 Q260 140 290 318', tone(color, -0.35), 3) +
    line('M40 318 L20 340 M360 318 L380 340', '#6b6f75', 3)
  );
};

/** A folding camping chair. */
const campChair: Drawing = (look) => {
  const { color } = look;
  return (
    line('M110 330 L290 150 M290 330 L110 150', '#5a5f66', 10) +
    shape('M100 90 Q200 70 300 90 L290 250 Q200 280 110 250 Z', color) +
    shape('M110 190 Q200 230 290 190 L290 250 Q200 280 110 250 Z', tone(color, -0.2)) +
    line('M120 110 Q200 96 280 110', tone(color, 0.3), 4, 'stroke-dasharray="8 8"') +
    rect(70, 190, 60, 14, 7, '#3a3f46') +
    rect(270, 190, 60, 14, 7, '#3a3f46') +
    rect(282, 170, 26, 32, 6, look.accent) +
    ellipse(110, 334, 20, 6, '#3a3f46') +
    ellipse(290, 334, 20, 6, '#3a3f46')
  );
};

/** A road bike in profile. */
const roadBike: Drawing = (look) => {
  const { color } = look;
  const rim = (cx: number) => circle(cx, 262, 72, 'none', 'stroke="#23262b" stroke-width="12"') + circle(cx, 262, 62, 'none', `stroke="${tone(color, -0.2)}" stroke-width="3"`) + times(12, (i) => line(`M${cx} 262 L${cx + 60 * Math.cos((i * Math.PI) / 6)} ${262 + 60 * Math.sin((i * Math.PI) / 6)}`, '#b9c0c8', 1.5)) + circle(cx, 262, 8, '#6b7078');
  return (
    rim(96) +
    rim(304) +
    line('M96 262 L170 262 L140 160 Z M170 262 L270 150 L140 160 M270 150 L304 262', color, 12) +
    line('M270 150 L280 118 L300 112 Q318 112 318 128 Q318 140 304 140', '#2d3036', 7) +
    line('M140 160 L132 132', '#9aa2ad', 6) +
    shape('M106 124 L160 122 Q168 130 156 134 L110 134 Q98 130 106 124 Z', '#2d3036') +
    circle(170, 262, 16, '#6b7078') +
    circle(170, 262, 8, look.accent)
  );
};

/** A cycling helmet with vents. */
const helmet: Drawing = (look) => {
  const { color } = look;
  return (
    shape('M56 250 Q50 110 200 92 Q340 104 352 240 Q330 262 300 262 L120 264 Q80 266 56 250 Z', color) +
    shape('M56 250 Q80 266 120 264 L300 262 Q330 262 352 240 L352 256 Q330 280 300 280 L118 282 Q76 282 56 264 Z', tone(color, -0.35)) +
    times(4, (i) => shape(`M${112 + i * 50} ${150 - (i === 1 || i === 2 ? 14 : 0)} q24 -10 40 0 l-6 70 q-14 6 -28 0 Z`, '#23262b')) +
    line('M80 200 Q200 160 330 196', look.accent, 8) +
    line('M120 280 L150 330 L220 330 L260 280', '#3a3f46', 5) +
    sheen('M90 150 Q130 110 190 104 Q130 130 104 176 Z', 0.35)
  );
};

/** Drawings of the sports leaves, each with the colours its goods come in. */
export const sportsProducts = {
  sneakers: { colors: ['#2b2d31', '#c7f464', '#24477a', '#f2f2ee', '#e84a3c'], forms: [runningShoe, highTop] },
  fitness: { colors: ['#2b2e34', '#7fd1b9', '#f3a6b8', '#5b6cff'], forms: [dumbbells, kettlebell, yogaMat] },
  camping: { colors: ['#5d7a4a', '#c7a46b', '#2f3236', '#e3793b'], forms: [tent, campChair] },
  cycling: { colors: ['#1f2226', '#f2f4f6', '#d62828', '#2a6fdb'], forms: [roadBike, helmet] },
} as const;
