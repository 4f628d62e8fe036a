/**
 * The one theme of the mall: brand red, a 1200 px page, spacing and type scales.
 * Colours are chosen so text meets WCAG AA contrast (4.5:1) on white and on
 * the page grey, which the a11y tests of every story enforce.
 * @see spec §1 (brand colour red, page width 1200 px), §9
 */
/** The bundled Noto families (`@mall/ui/fonts.css`) first, then the system's. */
export const BUNDLED_FONT_FAMILY =
  '"Noto Sans SC", "Noto Sans Thai", "Noto Sans Lao", "PingFang SC", "Microsoft YaHei", system-ui, sans-serif';

/**
 * The shopper's own faces first (issue 17): the Chinese ones every desktop has (macOS, Windows, and Linux's
 * Noto CJK), the system's UI face for Latin, the system's Thai and Lao faces; then Noto Sans Thai and Lao as
 * a small web fallback (`@mall/ui/fallback-fonts.css`, about 9 KB a weight, fetched only for text no face
 * before them has). Nothing here blocks text: the fallback faces swap in.
 */
export const SYSTEM_FONT_FAMILY =
  '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", system-ui, -apple-system, ' +
  '"Segoe UI", Roboto, "Leelawadee UI", Thonburi, "Lao UI", "Lao Sangam MN", "Noto Sans Thai", "Noto Sans Lao", sans-serif';

export const theme = {
  color: {
    /** Brand red: buttons, prices, badges. 5.0:1 on white. */
    brand: '#d7261e',
    brandHover: '#b81f18',
    brandActive: '#9e1a14',
    /** Tint behind brand-coloured text (selected SKU, chips). */
    brandSoft: '#fff1f0',
    onBrand: '#ffffff',
    text: '#222222',
    textMuted: '#555555',
    /** Secondary text; still 5:1 on the page grey. */
    textSubtle: '#666666',
    border: '#e5e5e5',
    borderStrong: '#c9c9c9',
    surface: '#ffffff',
    page: '#f5f5f5',
    success: '#17803d',
    warning: '#a15c00',
    danger: '#c0392b',
    disabledText: '#6e6e6e',
    disabledSurface: '#f0f0f0',
    overlay: 'rgba(0, 0, 0, 0.45)',
    focus: '#1a73e8',
  },
  layout: {
    /** Content width of every page, px (spec §1). */
    pageWidth: 1200,
    /** Height of the plain header, px. */
    headerHeight: 96,
  },
  /** Spacing scale in px, by step: space[1] = 4 px … space[8] = 48 px. */
  space: [0, 4, 8, 12, 16, 20, 24, 32, 48] as const,
  font: {
    /**
     * Bundled families first so every machine renders alike (Chinese, Thai, Lao glyphs included): what stories
     * and screenshots need, with `@mall/ui/fonts.css`. A shop's pages use {@link SYSTEM_FONT_FAMILY} instead.
     */
    family: BUNDLED_FONT_FAMILY as string,
    /** Type scale in px. */
    size: { xs: 12, sm: 13, md: 14, lg: 16, xl: 18, xxl: 24, display: 32 },
    weight: { regular: 400, medium: 500, bold: 700 },
    lineHeight: 1.5,
  },
  radius: { sm: 4, md: 8, lg: 12, pill: 999 },
  shadow: {
    card: '0 1px 3px rgba(0, 0, 0, 0.08)',
    raised: '0 6px 20px rgba(0, 0, 0, 0.12)',
  },
  /** Stacking order, lowest first. */
  zIndex: { header: 100, drawer: 200, floating: 900, dialog: 1000, toast: 1100 },
  /** Transition length, ms. */
  motion: { fast: 120, normal: 200 },
} as const;

/** A token table with its literal values widened (`'#d7261e'` to `string`), so another brand's values fit it; tuples keep their length. */
type Widened<T> = T extends string ? string : T extends number ? number : { readonly [K in keyof T]: Widened<T[K]> };

/** Shape of the mall theme: every token {@link theme} has, with any value of its type. */
export type MallTheme = Widened<typeof theme>;

/** Any part of a value, nested; arrays (the spacing scale) whole. */
type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { readonly [K in keyof T]?: DeepPartial<T[K]> } : T;

/** Any part of a {@link MallTheme}, nested: what a brand changes. Arrays (the spacing scale) are replaced whole. */
export type MallThemeOverrides = DeepPartial<MallTheme>;

/**
 * A theme for another brand: `overrides` merged over `base` (the mall's own {@link theme} by default),
 * group by group and key by key, so a blue mall gives only its colours:
 * `createMallTheme({ color: { brand: '#1d4ed8', brandHover: '#1e40af', brandActive: '#1e3a8a', brandSoft: '#eff6ff' } })`.
 * Pass the result to `MallProvider theme`. Keep text colours at 4.5:1 contrast on white (WCAG AA).
 * @see spec §1 (brand colour), issue 18 (themeable tokens)
 */
export function createMallTheme(overrides: MallThemeOverrides, base: MallTheme = theme): MallTheme {
  return mergeTokens(base, overrides) as MallTheme;
}

function mergeTokens(base: unknown, overrides: unknown): unknown {
  if (overrides === undefined) return base;
  if (!isTokenGroup(base) || !isTokenGroup(overrides)) return overrides;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) merged[key] = mergeTokens(base[key], value);
  return merged;
}

function isTokenGroup(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

declare module '@emotion/react' {
  // Emotion's Theme is an empty interface made to be extended this way. This merges with an app's own
  // augmentation (its tokens beside the mall's) rather than replacing it, since the token types are wide.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends MallTheme {}
}

/** A visible keyboard-focus ring in the theme's focus colour, as CSS text. */
export function focusRingOf(t: MallTheme): string {
  return `
  &:focus-visible {
    outline: 2px solid ${t.color.focus};
    outline-offset: 2px;
  }
`;
}

/** A visible keyboard-focus ring, shared by every interactive piece: `${focusRing}` in a styled template reads the provider's theme. */
export const focusRing = ({ theme: t }: { theme: MallTheme }): string => focusRingOf(t);
