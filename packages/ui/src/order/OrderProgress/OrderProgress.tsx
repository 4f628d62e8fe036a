import styled from '@emotion/styled';
import { Check, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { formatOrderTime } from '../orderTime.ts';
import { progressSteps, type OrderProgressTimes } from './progressSteps.ts';

export interface OrderProgressProps {
  /** When the order reached each step (placed always; the others once reached); `cancelled` makes it the cancelled bar. */
  times: OrderProgressTimes;
  /** Cash on delivery: no 付款 step (paid at the door). */
  cashOnDelivery?: boolean;
  /** IANA time zone the times are shown in; the browser's by default. */
  timeZone?: string;
}

const List = styled.ol`
  display: flex;
  margin: 0;
  padding: ${(p) => p.theme.space[5]}px 0;
  list-style: none;
`;

const Step = styled.li`
  position: relative;
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
  min-width: 0;
  padding: 0 ${(p) => p.theme.space[2]}px;
  text-align: center;
  color: ${(p) => p.theme.color.textSubtle};
  font-size: ${(p) => p.theme.font.size.sm}px;
  /* The line from the previous step to this one, behind the circles. */
  & + &::before {
    content: '';
    position: absolute;
    top: 13px;
    right: calc(50% + 18px);
    left: calc(-50% + 18px);
    height: 2px;
    background: ${(p) => p.theme.color.border};
  }
  &[data-reached] + &[data-reached]::before {
    background: ${(p) => p.theme.color.brand};
  }
  &[data-reached] {
    color: ${(p) => p.theme.color.text};
  }
  &[aria-current='step'] .step-name {
    color: ${(p) => p.theme.color.brand};
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
  &[data-key='cancelled'][aria-current='step'] .step-name {
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const Dot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border: 2px solid ${(p) => p.theme.color.border};
  border-radius: 50%;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.textSubtle};
  font-size: ${(p) => p.theme.font.size.sm}px;
  font-weight: ${(p) => p.theme.font.weight.bold};
  [data-reached] > & {
    border-color: ${(p) => p.theme.color.brand};
    background: ${(p) => p.theme.color.brand};
    color: ${(p) => p.theme.color.onBrand};
  }
  [data-key='cancelled'] > & {
    border-color: ${(p) => p.theme.color.textSubtle};
    background: ${(p) => p.theme.color.textSubtle};
  }
`;

const When = styled.time`
  color: ${(p) => p.theme.color.textSubtle};
  font-size: ${(p) => p.theme.font.size.xs}px;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/**
 * The progress bar of an order: 提交订单 → 付款成功 → 商家发货 → 确认收货 →
 * 交易完成 (no 付款 for cash on delivery), each reached step in red with the
 * time it was reached under it, the current step (`aria-current="step"`) in
 * bold; a cancelled order ends with a grey 订单取消 after the steps it reached
 * ({@link progressSteps}). An ordered list, so screen readers hear the
 * steps in order and which is current. Times to the minute in the locale
 * and `timeZone`.
 * @see spec §2 order detail (progress bar), §4 Order statuses; crmeb-api §3 /order/order_detail, §5
 */
export function OrderProgress({ times, cashOnDelivery = false, timeZone }: OrderProgressProps) {
  const intl = useIntl();
  const steps = progressSteps(times, cashOnDelivery);
  return (
    <List aria-label={intl.formatMessage({ id: 'orderProgress.label' })}>
      {steps.map((step, index) => (
        <Step
          key={step.key}
          data-key={step.key}
          data-reached={step.reached ? '' : undefined}
          aria-current={step.current ? 'step' : undefined}
        >
          <Dot aria-hidden>
            {step.key === 'cancelled' ? (
              <X size={16} strokeWidth={3} />
            ) : step.reached && !step.current ? (
              <Check size={16} strokeWidth={3} />
            ) : (
              index + 1
            )}
          </Dot>
          <span className="step-name">{intl.formatMessage({ id: `orderProgress.${step.key}` })}</span>
          {step.time && <When dateTime={step.time.toISOString()}>{formatOrderTime(intl, step.time, timeZone)}</When>}
        </Step>
      ))}
    </List>
  );
}
