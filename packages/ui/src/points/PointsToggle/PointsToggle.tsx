import styled from '@emotion/styled';
import { Coins } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Checkbox } from '../../base/Checkbox/Checkbox.tsx';
import { Price } from '../../money/Price/Price.tsx';

/** Why points cannot be used: the shopper has none, or fewer than the least that can be used on an order. */
export type PointsDisabledReason = 'none' | 'belowMinimum';

export interface PointsToggleProps {
  /** The shopper's usable points (not frozen). */
  available: number;
  /** Points the order uses when the box is ticked (as priced by the server). */
  used: number;
  /** What those points take off the order, integer cents. */
  deduction: number;
  /** Whether points are used. */
  checked: boolean;
  /** The box was ticked or unticked. */
  onChange: (checked: boolean) => void;
  /** Points cannot be used now (or the order is being re-priced): the box is off. With no points it is off anyway. */
  disabled?: boolean;
  /** Why it is off, said under it; `none` by default when `available` is 0. */
  disabledReason?: PointsDisabledReason;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[4]}px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.surface};
  font-size: ${(p) => p.theme.font.size.sm}px;
  color: ${(p) => p.theme.color.text};
  > svg {
    flex: none;
    color: ${(p) => p.theme.color.warning};
  }
  label {
    font-size: ${(p) => p.theme.font.size.md}px;
    font-weight: ${(p) => p.theme.font.weight.medium};
  }
`;

const Muted = styled.span`
  color: ${(p) => p.theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Saving = styled.span`
  margin-left: auto;
  font-variant-numeric: tabular-nums;
`;

const Reason = styled.span`
  flex-basis: 100%;
  color: ${(p) => p.theme.color.warning};
  font-size: ${(p) => p.theme.font.size.xs}px;
`;

/**
 * Paying part of an order with points, on the order confirm page: a 使用积分
 * box with the shopper's usable points ("可用积分 1,280"); ticked, it says
 * what is used and saved ("使用 500 积分，抵扣 ￥5.00", announced politely
 * as the price is recomputed). It is off, with the reason under it, when the
 * shopper has no points (暂无可用积分) or fewer than the order's minimum
 * (`belowMinimum`), and while `disabled`. Money in integer cents.
 * @see spec §1 (earn and spend points), §3 Order (points deduction), User (points); crmeb-api §4.10
 */
export function PointsToggle({ available, used, deduction, checked, onChange, disabled = false, disabledReason }: PointsToggleProps) {
  const intl = useIntl();
  const id = useId();
  const noPoints = available <= 0;
  const off = disabled || noPoints;
  const reason = disabledReason ?? (noPoints ? 'none' : undefined);
  const on = checked && !noPoints;
  return (
    <Root role="group" aria-labelledby={`${id}-label`}>
      <Coins size={18} aria-hidden />
      <Checkbox
        label={<span id={`${id}-label`}>{intl.formatMessage({ id: 'pointsToggle.label' })}</span>}
        checked={on}
        disabled={off}
        aria-describedby={`${id}-available${off && reason ? ` ${id}-reason` : ''}`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <Muted id={`${id}-available`}>{intl.formatMessage({ id: 'pointsToggle.available' }, { count: available })}</Muted>
      <Saving role="status">
        {on && (
          <FormattedMessage
            id="pointsToggle.saving"
            values={{ count: used, amount: <Price cents={deduction} /> }}
          />
        )}
      </Saving>
      {off && reason && <Reason id={`${id}-reason`}>{intl.formatMessage({ id: `pointsToggle.${reason}` })}</Reason>}
    </Root>
  );
}
