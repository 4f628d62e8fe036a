import styled from '@emotion/styled';
import { layoutProps, type SpaceStep } from '../spacing.ts';

export interface StackProps {
  /** Space between blocks: a step of the theme's scale (default 4: 16 px). */
  gap?: SpaceStep;
  /** Space above the stack, a step of the scale (e.g. a list under its tabs). */
  top?: SpaceStep;
  /** Narrower than its container, px (a form of 560, a receipt of 420). */
  maxWidth?: number;
  /** Pushed to the end of its row (a receipt under the goods, at the right). */
  atEnd?: boolean;
  /** Room kept above it when scrolled to by an anchor, px (under a sticky bar). */
  scrollMargin?: number;
}

/**
 * Blocks one under another with a gap from the theme: a page's sections, a
 * list of order cards, a form's fields. A `div`; `as="ul"` or `"ol"` for a
 * list (bullets and indent removed), `as="form"`, `as="section"`. Its blocks may
 * shrink below their content's width, so a long name wraps or clamps instead
 * of widening the page.
 * @see spec §1 (1200 px page of stacked white blocks)
 */
export const Stack = styled('div', {
  shouldForwardProp: layoutProps(['gap', 'top', 'maxWidth', 'atEnd', 'scrollMargin']),
})<StackProps>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: ${(p) => p.theme.space[p.gap ?? 4]}px;
  min-width: 0;
  max-width: ${(p) => (p.maxWidth === undefined ? 'none' : `${p.maxWidth}px`)};
  margin: ${(p) => p.theme.space[p.top ?? 0]}px 0 0 ${(p) => (p.atEnd ? 'auto' : '0')};
  padding: 0;
  list-style: none;
  scroll-margin-top: ${(p) => p.scrollMargin ?? 0}px;
`;
