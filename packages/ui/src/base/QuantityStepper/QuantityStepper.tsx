import styled from '@emotion/styled';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { focusRing } from '../../theme/theme.ts';
import { clampQuantity } from './clampQuantity.ts';

export interface QuantityStepperProps {
  value: number;
  /** Called with the new quantity, already clamped to [min, max]. */
  onChange: (value: number) => void;
  /** Lowest quantity (default 1). */
  min?: number;
  /** Highest quantity, e.g. the SKU's stock capped at 99 (crmeb-api §6 rule 2). */
  max: number;
  disabled?: boolean;
  /** Accessible name of the number box, e.g. "Quantity of <goods name>". */
  label?: string;
  size?: 'sm' | 'md';
}

const Root = styled.div<{ compact: boolean }>`
  display: inline-flex;
  align-items: stretch;
  height: ${(p) => (p.compact ? 28 : 36)}px;
  border: 1px solid ${(p) => p.theme.color.borderStrong};
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.surface};
  overflow: hidden;
`;

const Step = styled.button<{ compact: boolean }>`
  width: ${(p) => (p.compact ? 28 : 36)}px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  background: ${(p) => p.theme.color.page};
  color: ${(p) => p.theme.color.text};
  cursor: pointer;
  &:disabled {
    color: ${(p) => p.theme.color.disabledText};
    background: ${(p) => p.theme.color.disabledSurface};
    cursor: not-allowed;
  }
  ${focusRing}
`;

const Input = styled.input<{ compact: boolean }>`
  width: ${(p) => (p.compact ? 40 : 52)}px;
  border: 0;
  border-inline: 1px solid ${(p) => p.theme.color.borderStrong};
  text-align: center;
  font-variant-numeric: tabular-nums;
  outline: 0;
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${(p) => p.theme.color.focus};
  }
  &:disabled {
    background: ${(p) => p.theme.color.disabledSurface};
    color: ${(p) => p.theme.color.disabledText};
  }
`;

/**
 * A quantity box with − and + buttons. Typing is allowed; the value is
 * clamped to [min, max] when the box loses focus or Enter is pressed, so the
 * cart never asks for more than the stock (spec §4 cart, crmeb-api §6).
 */
export function QuantityStepper({ value, onChange, min = 1, max, disabled = false, label, size = 'md' }: QuantityStepperProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState(String(value));
  // A new value from the owner replaces whatever is being typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }

  function commit(next: number | string) {
    const clamped = clampQuantity(next, min, max);
    setDraft(String(clamped));
    if (clamped !== value) onChange(clamped);
  }

  return (
    <Root compact={size === 'sm'}>
      <Step
        type="button"
        compact={size === 'sm'}
        aria-label={intl.formatMessage({ id: 'quantityStepper.decrease' })}
        disabled={disabled || value <= min}
        onClick={() => commit(value - 1)}
      >
        <Minus size={14} aria-hidden />
      </Step>
      <Input
        compact={size === 'sm'}
        inputMode="numeric"
        aria-label={label ?? intl.formatMessage({ id: 'quantityStepper.label' })}
        value={draft}
        disabled={disabled}
        onChange={(e) => setDraft(e.target.value.replace(/[^0-9]/g, ''))}
        onBlur={() => commit(draft)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(draft);
        }}
      />
      <Step
        type="button"
        compact={size === 'sm'}
        aria-label={intl.formatMessage({ id: 'quantityStepper.increase' })}
        disabled={disabled || value >= max}
        onClick={() => commit(value + 1)}
      >
        <Plus size={14} aria-hidden />
      </Step>
    </Root>
  );
}
