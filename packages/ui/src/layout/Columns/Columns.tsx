import styled from '@emotion/styled';
import { layoutProps, type SpaceStep } from '../spacing.ts';

export interface ColumnsProps {
  /**
   * Width of the side column, px, or `auto` for as wide as its content (a
   * toolbar's sort control). The other column takes the rest.
   */
  side: number | 'auto';
  /** Where the side column sits: `start` (default, a menu or a filter) or `end`. */
  sideAt?: 'start' | 'end';
  /** Space between the columns, a step of the theme's scale (default 5: 20 px). */
  gap?: SpaceStep;
  /** `start` (default): each column as tall as its content; `stretch`: both as tall as the taller. */
  align?: 'start' | 'stretch';
}

/**
 * Two columns: a fixed side and a main column taking the rest, which may
 * shrink below its content's width. The account centre's menu beside its
 * page, a shop's categories beside its goods, the goods page's gallery
 * beside its buying box. Its two children are the columns, in reading order.
 * @see spec §1 (1200 px desktop page)
 */
export const Columns = styled('div', {
  shouldForwardProp: layoutProps(['side', 'sideAt', 'gap', 'align']),
})<ColumnsProps>`
  display: grid;
  grid-template-columns: ${(p) => {
    const side = p.side === 'auto' ? 'auto' : `${p.side}px`;
    return p.sideAt === 'end' ? `minmax(0, 1fr) ${side}` : `${side} minmax(0, 1fr)`;
  }};
  gap: ${(p) => p.theme.space[p.gap ?? 5]}px;
  align-items: ${(p) => p.align ?? 'start'};
  min-width: 0;
`;
