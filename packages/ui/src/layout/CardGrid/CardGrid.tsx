import styled from '@emotion/styled';

export interface CardGridProps {
  /** Cards per row (default 4); ignored when `minWidth` is given. */
  columns?: number;
  /** As many columns as fit, none narrower than this, px (e.g. coupons: 300). */
  minWidth?: number;
  /** Gap between cards: a step of the theme's spacing scale (default 5: 24 px). */
  gap?: 3 | 4 | 5;
}

/**
 * A list of cards in equal columns (a `ul`; `as="ol"` for a ranking, `as="div"`
 * for placeholders): goods, shops, coupons, favourites. Its items may shrink
 * below their content's width, so long names clamp instead of widening a column.
 * @see spec §1 (1200 px page), §2 (lists of goods, shops, coupons)
 */
export const CardGrid = styled('ul', {
  // `as` must be filtered too, or Emotion passes it on instead of rendering that element.
  shouldForwardProp: (prop) => prop !== 'columns' && prop !== 'minWidth' && prop !== 'gap' && prop !== 'as',
})<CardGridProps>`
  display: grid;
  grid-template-columns: ${(p) =>
    p.minWidth === undefined ? `repeat(${p.columns ?? 4}, minmax(0, 1fr))` : `repeat(auto-fill, minmax(${p.minWidth}px, 1fr))`};
  gap: ${(p) => p.theme.space[p.gap ?? 5]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    min-width: 0;
  }
`;
