import type { MallTheme } from './theme.ts';

/**
 * CSS of a card in a grid of cards (goods, shops, favourites): a white box
 * with a light border and rounded corners, as tall as its row, its content
 * in a column and its picture clipped to the corners; the provider's theme's
 * colours and radius (`${cardFrame}` in a styled template).
 */
export const cardFrame = ({ theme: t }: { theme: MallTheme }): string => `
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${t.color.surface};
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.md}px;
  overflow: hidden;
`;
