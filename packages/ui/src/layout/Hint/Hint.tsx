import styled from '@emotion/styled';
import { layoutProps } from '../spacing.ts';

/** What a hint says by its colour: `muted` an aside, `warning` a deadline or a missing step, `danger` a failure. */
export type HintTone = 'muted' | 'warning' | 'danger';

export interface HintProps {
  /** Colour from the theme (default `muted`). Say the same in words: colour alone tells nothing to some readers. */
  tone?: HintTone;
  /** Type size from the theme; by default the surrounding text's. */
  size?: 'sm' | 'md';
  /** Figures of equal width, so a countdown does not jitter as it ticks. */
  numeric?: boolean;
}

const COLOUR = { muted: 'textMuted', warning: 'warning', danger: 'danger' } as const;

/**
 * A short line of coloured text beside or under what it is about: why the
 * order button is off, the time left to pay, a card refused. A `span`;
 * `as="p"` for a line of its own (no margins). Give it `role="alert"` for a
 * failure that appears on an action, `role="timer"` for a countdown.
 * @see spec §1 (colours), §6 (checkout, payment)
 */
export const Hint = styled('span', {
  shouldForwardProp: layoutProps(['tone', 'size', 'numeric']),
})<HintProps>`
  margin: 0;
  color: ${(p) => p.theme.color[COLOUR[p.tone ?? 'muted']]};
  font-size: ${(p) => (p.size ? `${p.theme.font.size[p.size]}px` : 'inherit')};
  font-variant-numeric: ${(p) => (p.numeric ? 'tabular-nums' : 'normal')};
`;
