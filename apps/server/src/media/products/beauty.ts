import { circle, ellipse, group, line, rect, shape, sheen, times, tone, type Drawing } from './paint.ts';

/** 美妆个护: skincare, makeup and perfume, hair and body care, oral care. */

/** A dropper bottle of serum with a jar of cream beside it. */
const serumAndJar: Drawing = (look) => {
  const glass = look.color;
  return (
    rect(176, 48, 44, 70, 22, tone(look.accent, -0.25)) +
    rect(170, 108, 56, 26, 6, '#d9d4cb') +
    rect(132, 130, 132, 206, 30, tone(glass, -0.2)) +
    rect(136, 134, 124, 198, 27, glass, 'opacity=".95"') +
    rect(196, 140, 6, 150, 3, '#fff', 'opacity=".35"') +
    rect(148, 200, 100, 74, 8, '#fffdf8') +
    rect(162, 218, 56, 8, 4, tone(look.accent, -0.3)) +
    rect(162, 236, 72, 5, 2.5, '#b9b2a6') +
    rect(162, 248, 44, 5, 2.5, '#b9b2a6') +
    sheen('M142 150 Q142 136 158 136 L166 136 L160 320 Q142 316 142 300 Z', 0.35) +
    ellipse(290, 312, 62, 14, tone(look.accent, -0.3)) +
    rect(228, 262, 124, 50, 10, '#fbf8f3') +
    rect(222, 238, 136, 30, 12, tone(look.accent, 0)) +
    rect(222, 260, 136, 8, 4, tone(look.accent, -0.2)) +
    rect(244, 282, 60, 6, 3, tone(look.accent, -0.3))
  );
};

/** A squeeze tube of lotion or sunscreen standing on its cap. */
const tube: Drawing = (look) => {
  const { color } = look;
  return (
    shape('M132 52 L268 52 L252 290 L148 290 Z', color) +
    rect(126, 44, 148, 16, 4, tone(color, -0.15)) +
    times(8, (i) => line(`M${134 + i * 18} 46 L${134 + i * 18} 58`, tone(color, -0.3), 2)) +
    rect(150, 286, 100, 56, 10, tone(look.accent, -0.1)) +
    rect(150, 286, 100, 12, 6, tone(look.accent, -0.3)) +
    circle(200, 150, 30, look.accent, 'opacity=".85"') +
    circle(200, 150, 16, '#fff', 'opacity=".7"') +
    rect(170, 200, 60, 8, 4, tone(color, -0.45)) +
    rect(176, 216, 48, 5, 2.5, tone(color, -0.3)) +
    sheen('M140 62 L170 62 L166 286 L152 286 Z', 0.3)
  );
};

/** A faceted perfume bottle with a heavy cap. */
const perfume: Drawing = (look) => {
  const liquid = look.color;
  return (
    rect(160, 52, 80, 70, 10, tone(look.accent, -0.35)) +
    rect(166, 58, 68, 58, 8, tone(look.accent, -0.15)) +
    rect(182, 118, 36, 22, 4, '#d8c79f') +
    shape('M112 152 L288 152 L312 330 L88 330 Z', tone(liquid, -0.25)) +
    shape('M118 158 L282 158 L304 324 L96 324 Z', liquid, 'opacity=".9"') +
    shape('M118 158 L160 158 L140 324 L96 324 Z', '#fff', 'opacity=".28"') +
    shape('M250 158 L282 158 L304 324 L276 324 Z', '#000', 'opacity=".1"') +
    rect(150, 222, 100, 40, 4, '#fdfaf2', 'opacity=".9"') +
    rect(170, 236, 60, 6, 3, tone(liquid, -0.5)) +
    rect(182, 248, 36, 4, 2, tone(liquid, -0.3))
  );
};

/** An open lipstick beside its cap. */
const lipstick: Drawing = (look) => {
  const shade = look.accent === look.color ? tone(look.color, -0.3) : look.color;
  const gold = '#d4b56a';
  return (
    shape('M150 120 L150 72 Q150 52 176 40 L190 40 L190 120 Z', tone(shade, -0.1)) +
    shape('M150 72 Q150 52 176 40 L176 120 L150 120 Z', '#fff', 'opacity=".18"') +
    rect(140, 118, 60, 40, 4, gold) +
    rect(136, 156, 68, 180, 10, '#2b2b2f') +
    rect(136, 156, 68, 12, 4, tone(gold, -0.2)) +
    rect(144, 170, 10, 156, 5, '#fff', 'opacity=".14"') +
    rect(230, 176, 72, 160, 10, '#2b2b2f') +
    rect(230, 176, 72, 16, 4, gold) +
    rect(238, 196, 10, 130, 5, '#fff', 'opacity=".14"')
  );
};

/** An open eyeshadow palette. */
const palette: Drawing = (look) => {
  const shades = [tone(look.color, 0.5), tone(look.color, 0.2), look.color, tone(look.color, -0.3), tone(look.accent, 0.3), look.accent, tone(look.accent, -0.3), '#c9a27a', '#6b4a3a'];
  return (
    shape('M80 90 L320 90 L300 170 L100 170 Z', '#cfc8d8') +
    shape('M90 98 L310 98 L294 162 L106 162 Z', '#eef2f7') +
    rect(70, 176, 260, 160, 16, '#2b2b30') +
    rect(82, 188, 236, 136, 10, '#3a3a40') +
    times(9, (i) => rect(92 + (i % 3) * 76, 196 + Math.floor(i / 3) * 42, 64, 34, 6, shades[i] ?? look.color)) +
    sheen('M92 198 L156 198 L156 206 L92 212 Z', 0.3)
  );
};

/** A pump bottle of shampoo or body wash. */
const pumpBottle: Drawing = (look) => {
  const { color } = look;
  return (
    rect(186, 28, 60, 14, 6, '#e7e3dc') +
    rect(186, 28, 16, 40, 4, '#e7e3dc') +
    rect(180, 62, 40, 34, 6, '#e7e3dc') +
    rect(174, 92, 52, 18, 5, tone(color, -0.3)) +
    rect(122, 106, 156, 236, 34, tone(color, -0.2)) +
    rect(126, 110, 148, 228, 31, color) +
    rect(144, 176, 112, 108, 10, '#fffaf3', 'opacity=".92"') +
    circle(200, 206, 16, look.accent) +
    rect(166, 234, 68, 8, 4, tone(color, -0.45)) +
    rect(176, 252, 48, 5, 2.5, tone(color, -0.25)) +
    rect(170, 264, 60, 5, 2.5, tone(color, -0.25)) +
    sheen('M132 130 Q132 116 150 114 L156 114 L150 330 Q132 326 132 312 Z', 0.3)
  );
};

/** A rounded bottle of conditioner with a flip cap, standing on the cap. */
const flipCapBottle: Drawing = (look) => {
  const { color } = look;
  return (
    shape('M138 60 Q200 30 262 60 L282 270 L118 270 Z', color) +
    rect(120, 266, 160, 72, 22, tone(look.accent, -0.15)) +
    rect(120, 266, 160, 16, 8, tone(look.accent, -0.35)) +
    rect(150, 130, 100, 90, 12, '#fffaf3', 'opacity=".9"') +
    circle(200, 156, 14, look.accent) +
    rect(168, 182, 64, 7, 3.5, tone(color, -0.45)) +
    rect(178, 198, 44, 5, 2.5, tone(color, -0.25)) +
    sheen('M146 70 Q160 60 172 56 L164 262 L132 262 Z', 0.28)
  );
};

/** An electric toothbrush on its charger, with a tube of toothpaste. */
const toothbrush: Drawing = (look) => {
  const { color } = look;
  return (
    ellipse(150, 334, 56, 14, tone(color, -0.35)) +
    rect(100, 310, 100, 26, 12, tone(color, -0.15)) +
    rect(136, 40, 28, 30, 8, '#f4f6f8') +
    times(6, (i) => rect(138 + (i % 3) * 9, 28 + Math.floor(i / 3) * 9, 6, 14, 3, i % 2 ? look.accent : '#ffffff', `stroke="${tone(color, -0.2)}" stroke-width="1"`)) +
    rect(142, 66, 16, 70, 8, '#eef1f4') +
    rect(126, 130, 48, 190, 24, tone(color, -0.2)) +
    rect(130, 134, 40, 182, 20, color) +
    circle(150, 200, 10, tone(color, -0.35)) +
    circle(150, 200, 5, look.accent) +
    rect(146, 230, 8, 30, 4, tone(color, -0.3)) +
    toothpaste(look.accent)
  );
};

/** A tube of toothpaste standing on its cap, leaning. */
function toothpaste(accent: string): string {
  return group(
    shape('M226 150 L314 150 L304 330 L236 330 Z', '#fdfdfd', 'stroke="#d8dbe0" stroke-width="2"') +
      rect(222, 140, 96, 14, 4, '#e4e7eb') +
      rect(250, 326, 40, 28, 6, tone(accent, -0.2)) +
      rect(240, 200, 60, 56, 8, accent, 'opacity=".9"') +
      rect(252, 214, 36, 8, 4, '#fff'),
    { rotate: 12, cx: 270, cy: 250 },
  );
}

/** Drawings of the beauty leaves, each with the colours its goods come in. */
export const beautyProducts = {
  skincare: { colors: ['#f2c6b4', '#b8d8e8', '#e9e0cf', '#cbb8e3'], forms: [serumAndJar, tube] },
  makeup: { colors: ['#f0a6b8', '#b2273c', '#e9c9a0', '#9f6fb8'], forms: [perfume, lipstick, palette] },
  haircare: { colors: ['#7fc4b8', '#f2d38a', '#c7b5e6', '#f1f0ec'], forms: [pumpBottle, flipCapBottle] },
  oral: { colors: ['#f4f6f8', '#2b2e34', '#f4c6d3', '#a7d8ee'], forms: [toothbrush] },
} as const;
