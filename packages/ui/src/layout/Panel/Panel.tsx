import styled from '@emotion/styled';
import { layoutProps, type SpaceStep } from '../spacing.ts';

export interface PanelProps {
  /** Inner space, a step of the theme's scale (default 5: 20 px). */
  padding?: SpaceStep;
  /** Corner radius from the theme (default `md`). */
  radius?: 'sm' | 'md';
  /** Lifted off the page by the theme's card shadow (a payment form). */
  raised?: boolean;
  /** Space below it, a step of the scale (default 0). */
  bottom?: SpaceStep;
}

/**
 * A white block on the page's grey, without a heading (for a titled block use
 * `Section`): the goods page's top, the card-payment form. A `div`;
 * `as="section"` with an `aria-label` for a named region.
 * @see spec §1 (white blocks on a grey page)
 */
export const Panel = styled('div', {
  shouldForwardProp: layoutProps(['padding', 'radius', 'raised', 'bottom']),
})<PanelProps>`
  min-width: 0;
  margin: 0 0 ${(p) => p.theme.space[p.bottom ?? 0]}px;
  padding: ${(p) => p.theme.space[p.padding ?? 5]}px;
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius[p.radius ?? 'md']}px;
  box-shadow: ${(p) => (p.raised ? p.theme.shadow.card : 'none')};
`;
