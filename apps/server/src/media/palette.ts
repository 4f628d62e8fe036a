/**
 * Colour families of the artwork: one per top category of the mall, plus the
 * mall's own brand red. Each family holds gradient pairs (from, to) from light
 * to deep, so pictures of one department look related but not identical.
 */
const FAMILY_SHADES = {
  brand: [
    ['#ff6a5b', '#e93323'],
    ['#ff8a65', '#f4511e'],
    ['#ff7a9a', '#e0245e'],
    ['#ffb36b', '#f26b1d'],
  ],
  digital: [
    ['#6aa8ff', '#2f6bff'],
    ['#5ec8ff', '#1f7ae0'],
    ['#7f9cff', '#3a4fd8'],
    ['#4fd1e8', '#1c8fc7'],
  ],
  office: [
    ['#8e9bff', '#4f5bd5'],
    ['#7c8cff', '#3949ab'],
    ['#9fa8da', '#5c6bc0'],
    ['#80b0ff', '#4062d8'],
  ],
  appliance: [
    ['#4fd8c4', '#12a18c'],
    ['#5ee0b0', '#17a673'],
    ['#62cfe0', '#1390a8'],
    ['#7ddcc0', '#2a9d8f'],
  ],
  fashion: [
    ['#ff8fab', '#e64980'],
    ['#f7a8c8', '#c2185b'],
    ['#ffa59e', '#e35d6a'],
    ['#d59dff', '#a23cc8'],
  ],
  beauty: [
    ['#f5a3d7', '#c9379d'],
    ['#ffb1c8', '#e0527e'],
    ['#e0aaff', '#9b4dca'],
    ['#ffc2d1', '#d6457c'],
  ],
  food: [
    ['#ffc36b', '#f08c00'],
    ['#ffad5c', '#e8590c'],
    ['#ffd56b', '#e0a100'],
    ['#b5e27a', '#5c9e1f'],
  ],
  home: [
    ['#e6c39a', '#b07a45'],
    ['#f0b98d', '#c46a3a'],
    ['#d9c2a7', '#8d6e63'],
    ['#f3d27a', '#c28f1c'],
  ],
  baby: [
    ['#ffd98a', '#f5a524'],
    ['#a8e6ff', '#4cb3e6'],
    ['#ffc1a8', '#f07f5a'],
    ['#c3f0a0', '#6cc04a'],
  ],
  sports: [
    ['#7be495', '#2f9e44'],
    ['#63e6be', '#0ca678'],
    ['#a9e34b', '#5c940d'],
    ['#74c0fc', '#1971c2'],
  ],
  culture: [
    ['#b197fc', '#7048e8'],
    ['#9775fa', '#5f3dc4'],
    ['#da77f2', '#9c36b5'],
    ['#91a7ff', '#4c6ef5'],
  ],
} as const satisfies Record<string, ReadonlyArray<readonly [string, string]>>;

/** A colour family's name. */
export type Family = keyof typeof FAMILY_SHADES;

/** Families in a fixed order, so a small integer in a URL can name one. */
export const FAMILY_ORDER: readonly Family[] = Object.keys(FAMILY_SHADES) as Family[];

/** A gradient as two CSS hex colours, light first. */
export type Gradient = readonly [from: string, to: string];

/** Gradient number `shade` of `family`; any non-negative integer works (it wraps around). */
export function gradientOf(family: Family, shade: number): Gradient {
  const shades = FAMILY_SHADES[family];
  return shades[shade % shades.length] ?? shades[0];
}

/** The family at position `index` of {@link FAMILY_ORDER}, wrapping around. */
export function familyAt(index: number): Family {
  return FAMILY_ORDER[index % FAMILY_ORDER.length] ?? 'brand';
}
