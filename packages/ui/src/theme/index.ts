export { theme, focusRing, type MallTheme } from './theme.ts';
export { GlobalStyles } from './GlobalStyles.tsx';
export { lineClamp } from './lineClamp.ts';
export { cardFrame } from './cardFrame.ts';
