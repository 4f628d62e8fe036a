import styled from '@emotion/styled';
import { Check } from 'lucide-react';
import { forwardRef, type ChangeEvent, type CSSProperties, type InputHTMLAttributes, type ReactNode } from 'react';

export interface ChoiceCardProps extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'className' | 'style' | 'children' | 'checked' | 'onChange' | 'disabled'
  > {
  /** The card's content, inside the `<label>` (phrasing content: spans, icons). It names the radio unless `aria-labelledby` does. */
  children: ReactNode;
  /** Whether this choice is the chosen one (the radio's `checked`): red 2 px border and a ticked red corner. */
  checked: boolean;
  /** Called when the shopper picks the card (click anywhere on the label, Space, or arrow keys within the radio group). */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Greys the card out (disabled surface, `not-allowed` cursor) and disables the radio. */
  disabled?: boolean;
  /**
   * Controls inside the card frame but outside the label, so pressing them does
   * not pick the card (e.g. an absolutely placed 编辑 button).
   */
  aside?: ReactNode;
  /** Class of the card frame (a `<div>`): size it with `styled(ChoiceCard)`, e.g. `min-height`. */
  className?: string;
  /** Inline style of the card frame. */
  style?: CSSProperties;
}

const Frame = styled('div', { shouldForwardProp: (prop) => prop !== 'checked' && prop !== 'disabled' })<{
  checked: boolean;
  disabled: boolean;
}>`
  position: relative;
  display: flex;
  background: ${(p) => (p.disabled ? p.theme.color.disabledSurface : p.theme.color.surface)};
  border: ${(p) => (p.checked ? 2 : 1)}px solid ${(p) => (p.checked ? p.theme.color.brand : p.theme.color.border)};
  border-radius: ${(p) => p.theme.radius.sm}px;
  /* Keeps the content in place when the border thickens. */
  padding: ${(p) => (p.checked ? 0 : 1)}px;
  overflow: hidden;
  transition: border-color ${(p) => p.theme.motion.fast}ms;
  ${(p) => !p.disabled && `&:hover { border-color: ${p.theme.color.brand}; }`}
  &:has(input:focus-visible) {
    outline: 2px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
`;

const Label = styled('label', { shouldForwardProp: (prop) => prop !== 'disabled' })<{ disabled: boolean }>`
  flex: 1;
  display: flex;
  min-width: 0;
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[4]}px;
  cursor: ${(p) => (p.disabled ? 'not-allowed' : 'pointer')};
  /* The radio stays in the page for keyboard and assistive tech; the card shows its state. */
  input {
    position: absolute;
    top: 0;
    left: 0;
    width: 1px;
    height: 1px;
    margin: 0;
    opacity: 0;
  }
`;

/** The red corner with a tick on the chosen card. */
const Corner = styled.span`
  position: absolute;
  right: 0;
  bottom: 0;
  width: 28px;
  height: 28px;
  background: linear-gradient(135deg, transparent 50%, ${(p) => p.theme.color.brand} 50%);
  color: ${(p) => p.theme.color.onBrand};
  svg {
    position: absolute;
    right: 2px;
    bottom: 2px;
  }
`;

/**
 * A card that is one option of a radio group: a `<label>` around a native
 * radio (visually hidden, so the browser gives arrow keys, Space and the one
 * tab stop of the group) and the caller's content. The card shows the radio's
 * state: 1 px grey border, red on hover; when `checked` a red 2 px border (the
 * content does not move) and a red corner with a tick; when `disabled` a grey
 * surface. Keyboard focus draws the focus ring around the whole card.
 *
 * The caller gives the group (`role="radiogroup"` with a label, a shared
 * `name`) and lays out its content: the label is a flex row with 12/16 px
 * padding that stretches to the card's height. Other props go to the radio
 * (`name`, `value`, `aria-labelledby`, `aria-describedby`…); the ref reaches it.
 * @see spec §2 order confirm (address and payment choice), §3 Address, §3 Order (payment method)
 */
export const ChoiceCard = forwardRef<HTMLInputElement, ChoiceCardProps>(function ChoiceCard(
  { children, checked, disabled = false, aside, className, style, ...input },
  ref,
) {
  return (
    <Frame className={className} style={style} checked={checked} disabled={disabled}>
      <Label disabled={disabled}>
        <input ref={ref} type="radio" checked={checked} disabled={disabled} {...input} />
        {children}
      </Label>
      {aside}
      {checked && (
        <Corner aria-hidden>
          <Check size={12} strokeWidth={3} />
        </Corner>
      )}
    </Frame>
  );
});
