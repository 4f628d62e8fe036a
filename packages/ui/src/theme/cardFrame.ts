import { theme } from './theme.ts';

/**
 * CSS of a card in a grid of cards (goods, shops, favourites): a white box
 * with a light border and rounded corners, as tall as its row, its content
 * in a column and its picture clipped to the corners.
 */
export const cardFrame = `
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md}px;
  overflow: hidden;
`;
