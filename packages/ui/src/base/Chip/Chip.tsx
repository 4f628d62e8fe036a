import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { focusRing } from '../../theme/theme.ts';

/** How a chip is drawn: `outline` a white box with a grey border, `plain` text only until it is selected. */
export type ChipVariant = 'outline' | 'plain';

export interface ChipProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * `outline` (default): a white 34 px box with a grey border, for values to
   * choose among (goods specifications). `plain`: text on the card, framed only
   * when selected, for dense filter rows (categories).
   */
  variant?: ChipVariant;
  /** Drawn as chosen: red text and border (`outline` adds a thicker border and a red corner tick). */
  selected?: boolean;
  /**
   * Drawn as not possible now (dashed border, grey text) and marked
   * `aria-disabled`: it stays focusable but a click does nothing. For a choice
   * that other choices rule out (a sold-out specification value).
   */
  unavailable?: boolean;
}

type StyleProps = { variant: ChipVariant; selected: boolean; unavailable: boolean };

const variantStyle = ({ theme: t, variant }: StyleProps & { theme: Theme }) =>
  variant === 'outline'
    ? css`
        min-width: 64px;
        min-height: 34px;
        padding: 6px ${t.space[3]}px;
        border-color: ${t.color.borderStrong};
        background: ${t.color.surface};
      `
    : css`
        padding: 3px ${t.space[3]}px;
        border-color: transparent;
        background: transparent;
      `;

const selectedStyle = ({ theme: t, variant, selected }: StyleProps & { theme: Theme }) =>
  selected &&
  (variant === 'outline'
    ? css`
        border-color: ${t.color.brand};
        box-shadow: inset 0 0 0 1px ${t.color.brand};
        color: ${t.color.brand};
        font-weight: ${t.font.weight.medium};
        /* A tick in the corner, so the choice is not told by colour alone. */
        &::after {
          content: '';
          position: absolute;
          right: 0;
          bottom: 0;
          width: 0;
          height: 0;
          border-style: solid;
          border-width: 0 0 12px 12px;
          border-color: transparent transparent ${t.color.brand} transparent;
        }
      `
    : css`
        border-color: ${t.color.brand};
        color: ${t.color.brand};
        font-weight: ${t.font.weight.bold};
      `);

const Root = styled('button', {
  shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'selected' && prop !== 'unavailable',
})<StyleProps>`
  position: relative;
  max-width: 100%;
  border: 1px solid;
  border-radius: ${(p) => p.theme.radius.sm}px;
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.font.size.sm}px;
  line-height: 20px;
  text-align: center;
  overflow-wrap: anywhere;
  cursor: pointer;
  transition:
    border-color ${(p) => p.theme.motion.fast}ms,
    color ${(p) => p.theme.motion.fast}ms;
  ${variantStyle}
  &:hover:not(:disabled):not([aria-disabled='true']) {
    color: ${(p) => p.theme.color.brand};
    ${(p) => p.variant === 'outline' && `border-color: ${p.theme.color.brand};`}
  }
  ${selectedStyle}
  ${(p) =>
    p.unavailable &&
    css`
      border-style: dashed;
      ${p.variant === 'plain' && `border-color: ${p.theme.color.borderStrong};`}
      color: ${p.theme.color.disabledText};
      cursor: not-allowed;
    `}
  &:disabled {
    border-color: ${(p) => p.theme.color.border};
    background: ${(p) => (p.variant === 'outline' ? p.theme.color.disabledSurface : 'transparent')};
    color: ${(p) => p.theme.color.disabledText};
    cursor: not-allowed;
  }
  ${focusRing}
`;

/**
 * A small selectable button (12 px padding, 13 px text): a category in a
 * filter row, a value of a goods specification. It draws the states —
 * `selected`, `unavailable` (dashed, focusable, clicks ignored) and native
 * `disabled` — and leaves their meaning to the caller, which adds the
 * semantics of its group: `aria-pressed` for a filter toggle, `role="radio"`
 * with `aria-checked` inside a `radiogroup` for a specification value.
 * Defaults to `type="button"`; the ref reaches the `<button>`.
 * @see spec §2 (/goods/goods_search category filter), §3 Goods (specifications, inventory)
 */
export const Chip = forwardRef<HTMLButtonElement, ChipProps>(function Chip(
  { variant = 'outline', selected = false, unavailable = false, type = 'button', onClick, ...rest },
  ref,
) {
  return (
    <Root
      ref={ref}
      {...rest}
      type={type}
      variant={variant}
      selected={selected}
      unavailable={unavailable}
      aria-disabled={unavailable ? true : rest['aria-disabled']}
      onClick={(event) => {
        if (!unavailable) onClick?.(event);
      }}
    />
  );
});
