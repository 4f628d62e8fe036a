import styled from '@emotion/styled';
import { Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatPayTimeLeft, PAY_COUNTDOWN_TICK_MS, payTimeLeft } from './payTimeLeft.ts';

export interface PayCountdownProps {
  /** When the unpaid order is cancelled by the mall (placed + `order_cancel_time` hours). */
  deadline: Date;
  /**
   * The clock, ms (default `Date.now`). Read every {@link PAY_COUNTDOWN_TICK_MS} ms;
   * stories pass a frozen clock to get the same text on every run.
   */
  now?: () => number;
  className?: string;
}

const Text = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
  color: ${(p) => p.theme.color.brand};
  font-size: ${(p) => p.theme.font.size.xs}px;
  font-variant-numeric: tabular-nums;
  svg {
    flex: none;
  }
`;

/**
 * "1:59:30 后自动取消": the time an unpaid order has left before the mall
 * cancels it, counting down each second, then "支付已超时" once it is up. A
 * `timer` (not announced on each tick).
 * @see crmeb-api §6 rule 7 (auto-cancel of unpaid orders)
 */
export function PayCountdown({ deadline, now = Date.now, className }: PayCountdownProps) {
  const intl = useIntl();
  const clock = useRef(now);
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    clock.current = now;
  });
  const left = payTimeLeft(deadline.getTime(), current);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setCurrent(clock.current()), PAY_COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return (
    <Text role="timer" className={className}>
      <Clock size={12} aria-hidden />
      {running
        ? intl.formatMessage({ id: 'payCountdown.left' }, { time: formatPayTimeLeft(left) })
        : intl.formatMessage({ id: 'payCountdown.expired' })}
    </Text>
  );
}
