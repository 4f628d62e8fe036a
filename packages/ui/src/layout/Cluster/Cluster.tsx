import styled from '@emotion/styled';
import { layoutProps, type SpaceStep } from '../spacing.ts';

export interface ClusterProps {
  /** Where the items gather: `start` (default), `end` (a form's actions) or `between` (spread to both edges). */
  justify?: 'start' | 'end' | 'between';
  /** Space between items, a step of the theme's scale (default 3: 12 px); also between wrapped rows. */
  gap?: SpaceStep;
  /** Space above, a step of the scale (default 0). */
  top?: SpaceStep;
  /** Space at both sides, inside, a step of the scale (default 0). */
  inset?: SpaceStep;
}

const JUSTIFY = { start: 'flex-start', end: 'flex-end', between: 'space-between' } as const;

/**
 * Items in a row, centred on one line and wrapping when they do not fit: a
 * form's actions (a link, then the button), the goods page's share and
 * favourite row. A `div`; `as="p"` for a line of text.
 * @see spec §1
 */
export const Cluster = styled('div', {
  shouldForwardProp: layoutProps(['justify', 'gap', 'top', 'inset']),
})<ClusterProps>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${(p) => JUSTIFY[p.justify ?? 'start']};
  gap: ${(p) => p.theme.space[p.gap ?? 3]}px;
  min-width: 0;
  margin: ${(p) => p.theme.space[p.top ?? 0]}px 0 0;
  padding: 0 ${(p) => p.theme.space[p.inset ?? 0]}px;
`;
