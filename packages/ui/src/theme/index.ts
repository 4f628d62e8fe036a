export { theme, createMallTheme, focusRing, focusRingOf, BUNDLED_FONT_FAMILY, SYSTEM_FONT_FAMILY, type MallTheme, type MallThemeOverrides } from './theme.ts';
export { GlobalStyles } from './GlobalStyles.tsx';
export { lineClamp } from './lineClamp.ts';
export { cardFrame } from './cardFrame.ts';
