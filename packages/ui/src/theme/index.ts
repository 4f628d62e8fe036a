export { theme, focusRing, type MallTheme } from './theme.ts';
export { GlobalStyles } from './GlobalStyles.tsx';
