import { circle, isLight, line, rect, shape, sheen, times, tone, type Drawing } from './paint.ts';

/** 服饰鞋包: menswear, womenswear, shoes, bags. */

/** A hooded down jacket with quilted baffles and a zip. */
const pufferJacket: Drawing = (look) => {
  const { color } = look;
  const seam = tone(color, -0.3);
  return (
    shape('M150 96 Q146 38 200 36 Q254 38 250 96 Q200 80 150 96 Z', tone(color, -0.2)) +
    shape('M162 90 Q164 54 200 52 Q236 54 238 90 Q200 80 162 90 Z', tone(color, -0.45)) +
    shape('M138 92 L92 124 Q72 210 70 300 L108 308 Q116 230 132 178 Z', tone(color, -0.08)) +
    shape('M262 92 L308 124 Q328 210 330 300 L292 308 Q284 230 268 178 Z', tone(color, -0.08)) +
    shape('M136 88 Q200 74 264 88 L276 326 Q200 338 124 326 Z', color) +
    times(5, (i) => line(`M${128 - i * 0.4} ${128 + i * 42} Q200 ${136 + i * 42} ${272 + i * 0.4} ${128 + i * 42}`, seam, 2.5)) +
    times(4, (i) => line(`M${84 - i * 3} ${150 + i * 40} L${126 - i} ${154 + i * 40}`, seam, 2.5) + line(`M${316 + i * 3} ${150 + i * 40} L${274 + i} ${154 + i * 40}`, seam, 2.5)) +
    line('M200 86 L200 330', tone(color, -0.5), 4) +
    rect(194, 104, 12, 18, 3, tone(look.accent, -0.1)) +
    rect(70, 296, 38, 12, 5, tone(color, -0.35)) +
    rect(292, 296, 38, 12, 5, tone(color, -0.35)) +
    sheen('M140 96 Q170 86 196 84 L196 326 Q160 326 130 320 Z', 0.1)
  );
};

/** A crew-neck T-shirt laid flat. */
const tShirt: Drawing = (look) => {
  const { color } = look;
  return (
    shape('M146 70 L176 58 Q200 82 224 58 L254 70 L334 112 L306 170 L268 152 L270 332 L130 332 L132 152 L94 170 L66 112 Z', color) +
    shape('M176 58 Q200 82 224 58 L232 62 Q200 100 168 62 Z', tone(color, -0.25)) +
    line('M94 170 L66 112', tone(color, -0.2), 3) +
    line('M306 170 L334 112', tone(color, -0.2), 3) +
    line('M132 152 L132 200', tone(color, -0.12), 2) +
    line('M268 152 L268 200', tone(color, -0.12), 2) +
    circle(200, 180, 26 + look.detail(13) * 12, look.accent, 'opacity=".85"') +
    rect(170, 226, 60, 8, 4, look.accent, 'opacity=".6"') +
    sheen('M146 70 L176 58 Q184 68 190 72 L170 330 L130 332 L132 152 Z', 0.08)
  );
};

/** A business shirt, buttoned, with a pointed collar. */
const dressShirt: Drawing = (look) => {
  const { color } = look;
  const stripe = tone(color, -0.12);
  return (
    shape('M142 74 L96 104 Q78 200 74 306 L108 312 Q114 230 132 170 Z', tone(color, -0.06)) +
    shape('M258 74 L304 104 Q322 200 326 306 L292 312 Q286 230 268 170 Z', tone(color, -0.06)) +
    shape('M140 72 L200 64 L260 72 L270 330 L130 330 Z', color) +
    times(7, (i) => line(`M${146 + i * 18} 80 L${142 + i * 19} 328`, stripe, 1.5, 'opacity=".7"')) +
    shape('M168 60 L200 70 L232 60 L240 74 L206 116 L200 84 L194 116 L160 74 Z', tone(color, 0.25)) +
    line('M194 116 L200 84 L206 116', tone(color, -0.3), 2) +
    line('M200 118 L200 330', tone(color, -0.22), 3) +
    times(5, (i) => circle(200, 140 + i * 40, 4, tone(color, -0.35))) +
    rect(72, 298, 38, 16, 5, tone(color, -0.15)) +
    rect(290, 298, 38, 16, 5, tone(color, -0.15))
  );
};

/** A fit-and-flare dress with a small floral print. */
const dress: Drawing = (look) => {
  const { color } = look;
  const flowers = times(18, (i) => {
    const x = 120 + ((i * 53) % 160) + look.detail(20 + i) * 12;
    const y = 200 + ((i * 37) % 130);
    const inside = Math.abs(x - 200) < (y - 160) * 0.9;
    return inside ? circle(x, y, 5, '#fff', 'opacity=".8"') + circle(x, y, 2.5, look.accent) : '';
  });
  return (
    line('M170 60 L176 30', tone(color, -0.2), 5) +
    line('M230 60 L224 30', tone(color, -0.2), 5) +
    shape('M162 60 Q200 84 238 60 L250 150 L150 150 Z', color) +
    shape('M152 160 L248 160 L318 336 Q200 356 82 336 Z', color) +
    flowers +
    shape('M162 60 Q200 84 238 60 L240 76 Q200 98 160 76 Z', tone(color, -0.15)) +
    rect(146, 146, 108, 18, 6, tone(look.accent, -0.1)) +
    line('M170 170 L138 330', tone(color, -0.15), 2) +
    line('M230 170 L262 330', tone(color, -0.15), 2) +
    sheen('M162 66 L196 78 L196 146 L154 146 Z', 0.12)
  );
};

/** A long wool coat with lapels and a belt. */
const woolCoat: Drawing = (look) => {
  const { color } = look;
  return (
    shape('M140 70 L94 100 Q76 220 74 322 L108 326 Q116 240 134 176 Z', tone(color, -0.08)) +
    shape('M260 70 L306 100 Q324 220 326 322 L292 326 Q284 240 266 176 Z', tone(color, -0.08)) +
    shape('M138 66 Q200 56 262 66 L280 352 L120 352 Z', color) +
    shape('M166 60 L200 86 L234 60 L246 70 L214 170 L200 150 L186 170 L154 70 Z', tone(color, -0.18)) +
    shape('M200 150 L214 170 L210 352 L200 352 Z', tone(color, -0.12)) +
    rect(126, 210, 148, 16, 4, tone(color, -0.25)) +
    rect(190, 206, 22, 24, 4, 'none', `stroke="${tone(look.accent, -0.2)}" stroke-width="4"`) +
    times(2, (i) => circle(226, 182 + i * 60, 5, tone(color, -0.4)) + circle(226, 262 + i * 40, 5, tone(color, -0.4))) +
    line('M150 270 L178 270', tone(color, -0.3), 3) +
    line('M222 270 L250 270', tone(color, -0.3), 3)
  );
};

function sole(color: string, thick: number, more = ''): string {
  return shape(`M54 ${284 - thick} L350 ${284 - thick} Q356 300 336 306 L72 306 Q50 300 54 ${284 - thick} Z`, color, more);
}

/** A casual low-top sneaker in profile. */
const casualSneaker: Drawing = (look) => {
  const { color } = look;
  return (
    shape('M66 262 Q62 196 100 182 L160 170 Q186 136 222 148 L296 206 Q346 222 346 262 L346 272 L66 272 Z', color, `stroke="${tone(color, -0.25)}" stroke-width="3"`) +
    shape('M66 262 Q62 214 80 196 L120 200 Q110 240 130 272 L66 272 Z', tone(color, -0.18)) +
    shape('M150 230 Q210 190 292 226 Q250 222 210 240 Z', look.accent) +
    times(5, (i) => line(`M${172 + i * 18} ${166 + i * 10} L${188 + i * 18} ${178 + i * 10}`, tone(color, -0.45), 4)) +
    sole('#f6f6f4', 16, 'stroke="#d3d3cf" stroke-width="2"') +
    line('M58 286 L348 286', '#d8d8d4', 3) +
    sheen('M100 186 L160 174 Q150 190 150 200 L90 210 Z', 0.25)
  );
};

/** A Chelsea boot in profile. */
const chelseaBoot: Drawing = (look) => {
  // Boots come in leather colours: a pale colour is taken as suede of a deeper shade.
  const color = isLight(look.color) ? tone(look.color, -0.45) : look.color;
  return (
    shape('M104 80 L198 80 L204 206 Q286 210 334 246 Q350 258 348 280 L100 280 Z', color) +
    shape('M150 86 L186 86 L190 210 L160 216 Z', tone(color, -0.35)) +
    rect(100, 64, 18, 36, 6, tone(look.accent, -0.1)) +
    line('M104 90 Q160 96 198 90', tone(color, -0.3), 3) +
    sole('#3a2a20', 12) +
    rect(76, 268, 60, 38, 6, '#3a2a20') +
    sheen('M110 90 L140 90 L136 270 L110 270 Z', 0.12)
  );
};

/** A polished lace-up leather shoe in profile. */
const leatherShoe: Drawing = (look) => {
  const { color } = look;
  return (
    shape('M72 266 Q66 214 104 206 L170 200 Q210 172 250 190 L318 226 Q352 238 352 264 L352 272 L72 272 Z', color) +
    shape('M170 200 Q210 172 250 190 L240 214 Q206 204 182 222 Z', tone(color, -0.25)) +
    times(4, (i) => line(`M${190 + i * 14} ${194 + i * 5} L${198 + i * 14} ${210 + i * 4}`, tone(color, 0.4), 2.5)) +
    line('M96 226 Q170 228 206 216', tone(color, -0.3), 2.5, 'stroke-dasharray="5 5"') +
    shape('M60 270 L356 270 Q360 290 344 292 L76 292 Q56 290 60 270 Z', '#2a1f1a') +
    sheen('M260 196 Q300 210 330 230 Q300 226 262 210 Z', 0.45)
  );
};

/** A leather tote bag. */
const tote: Drawing = (look) => {
  const { color } = look;
  return (
    line('M138 150 Q138 60 200 60 Q262 60 262 150', tone(color, -0.35), 12) +
    line('M158 150 Q158 86 200 86 Q242 86 242 150', tone(color, -0.2), 10) +
    shape('M96 146 L304 146 L326 334 Q326 344 316 344 L84 344 Q74 344 74 334 Z', color) +
    shape('M96 146 L304 146 L306 168 L94 168 Z', tone(color, -0.15)) +
    line('M100 176 L300 176', tone(color, 0.3), 2, 'stroke-dasharray="6 6"') +
    rect(182, 196, 36, 22, 5, tone(look.accent, -0.1)) +
    circle(200, 207, 5, tone(look.accent, 0.5)) +
    sheen('M100 170 L150 170 L136 340 L84 340 Z', 0.12)
  );
};

/** A backpack with a front pocket. */
const backpack: Drawing = (look) => {
  const { color } = look;
  return (
    line('M170 70 Q200 40 230 70', tone(color, -0.35), 10) +
    rect(104, 66, 192, 280, 56, tone(color, -0.25)) +
    rect(108, 70, 184, 272, 52, color) +
    rect(128, 210, 144, 112, 30, tone(color, -0.12)) +
    line('M136 226 Q200 216 264 226', tone(color, -0.4), 4) +
    rect(194, 222, 12, 20, 4, look.accent) +
    line('M128 120 Q200 100 272 120', tone(color, -0.35), 4) +
    rect(188, 116, 24, 12, 4, look.accent) +
    sheen('M118 100 Q130 76 170 72 L150 330 Q118 320 116 290 Z', 0.14)
  );
};

/** A hard-shell trolley suitcase. */
const suitcase: Drawing = (look) => {
  const { color } = look;
  return (
    rect(170, 30, 10, 60, 4, '#8a929c') +
    rect(220, 30, 10, 60, 4, '#8a929c') +
    rect(164, 24, 72, 14, 7, '#3a3f46') +
    rect(118, 84, 164, 252, 22, tone(color, -0.3)) +
    rect(122, 88, 156, 244, 19, color) +
    times(4, (i) => rect(142 + i * 36, 100, 8, 220, 4, tone(color, -0.15))) +
    rect(182, 80, 36, 14, 5, tone(look.accent, -0.2)) +
    circle(146, 344, 12, '#30343a') +
    circle(254, 344, 12, '#30343a') +
    sheen('M126 100 L150 96 L150 324 L126 320 Z', 0.2)
  );
};

/** Drawings of the fashion leaves, each with the colours its goods come in. */
export const fashionProducts = {
  menswear: { colors: ['#2b2f3a', '#2f4a6d', '#b59b75', '#e9e4d8', '#6b7a5a'], forms: [pufferJacket, tShirt, dressShirt] },
  womenswear: { colors: ['#e8c8b0', '#8da7c4', '#2b2b30', '#8a2d3b', '#f1d3dc'], forms: [dress, woolCoat] },
  shoes: { colors: ['#2b2d31', '#f2f0ea', '#a08a72', '#6d4a34'], forms: [casualSneaker, chelseaBoot, leatherShoe] },
  bags: { colors: ['#2a2a2e', '#9b5a32', '#cbb39a', '#7e2b36'], forms: [tote, backpack, suitcase] },
} as const;
