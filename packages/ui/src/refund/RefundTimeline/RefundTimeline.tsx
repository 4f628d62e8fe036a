import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { formatOrderTime } from '../../order/orderTime.ts';
import { refundChannelLabel } from '../refundWords.ts';
import type { RefundKind, RefundTimelineEvent } from '../types.ts';

export interface RefundTimelineProps {
  /** The steps as the server sends them, oldest first; shown newest first. */
  events: RefundTimelineEvent[];
  /** The kind of refund, for what an approval means (refund at once, or send the goods back). */
  refundType: RefundKind;
  /** Where the money went ('yue', 'stripe', 'cod', another as it is; '' for not yet), said under the refund step. */
  refundChannel?: string;
  /** IANA time zone the times are shown in; the browser's by default. */
  timeZone?: string;
  className?: string;
}

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${(p) => p.theme.font.size.md}px;
`;

/** A step: a dot on the line at the left, what happened, its details, and when. The newest is in the brand colour, a refusal in red. */
const Step = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 0 0 ${(p) => p.theme.space[4]}px ${(p) => p.theme.space[6]}px;
  color: ${(p) => p.theme.color.textMuted};
  &::before {
    content: '';
    position: absolute;
    top: 6px;
    left: 4px;
    width: 9px;
    height: 9px;
    border-radius: 50%;
    background: ${(p) => p.theme.color.borderStrong};
  }
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    top: 18px;
    bottom: 2px;
    left: 8px;
    width: 1px;
    background: ${(p) => p.theme.color.border};
  }
  &[data-newest] {
    color: ${(p) => p.theme.color.text};
    > strong {
      color: ${(p) => p.theme.color.brand};
    }
    &::before {
      background: ${(p) => p.theme.color.brand};
      box-shadow: 0 0 0 3px ${(p) => p.theme.color.brandSoft};
    }
  }
  &[data-event='refuse']::before {
    background: ${(p) => p.theme.color.danger};
  }
  > strong {
    font-weight: ${(p) => p.theme.font.weight.medium};
  }
  > span {
    font-size: ${(p) => p.theme.font.size.sm}px;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  > time {
    color: ${(p) => p.theme.color.textSubtle};
    font-size: ${(p) => p.theme.font.size.xs}px;
    font-variant-numeric: tabular-nums;
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.textMuted};
`;

/** Message ids of a step's title and of the line its note goes on. */
function wording(step: RefundTimelineEvent, refundType: RefundKind, byMerchant: boolean): { title: string; note: string } {
  switch (step.event) {
    case 'apply':
      return { title: 'refundTimeline.apply', note: 'refundTimeline.note' };
    case 'approve':
      return { title: refundType === 2 ? 'refundTimeline.approveReturn' : 'refundTimeline.approveRefund', note: 'refundTimeline.merchantNote' };
    case 'autoApprove':
      return { title: 'refundTimeline.autoApprove', note: 'refundTimeline.note' };
    case 'refuse':
      return { title: 'refundTimeline.refuse', note: 'refundTimeline.refuseReason' };
    case 'return':
      return { title: 'refundTimeline.return', note: 'refundTimeline.returnParcel' };
    case 'receive':
      return { title: 'refundTimeline.receive', note: 'refundTimeline.merchantNote' };
    case 'refund':
      return byMerchant
        ? { title: 'refundTimeline.refundByMerchant', note: 'refundTimeline.merchantReason' }
        : { title: 'refundTimeline.refund', note: 'refundTimeline.merchantNote' };
  }
}

/**
 * The steps of a refund, newest first (the latest at the top, in the brand
 * colour, as the parcel track shows it): applied; approved by the merchant
 * (for a return: send the goods back) or automatically when the merchant
 * did not answer in time; refused, with the reason; the return sent, with
 * its parcel; the goods received back; refunded, with where the money went
 * (account balance, the card paid with, offline) — "refunded by the
 * merchant" when no shopper applied first. Notes are shown as text, each
 * step with its time to the minute in the locale and `timeZone`. An ordered
 * list (`role="list"`) named 退款进度.
 * @see spec §4 Refund statuses (each change timestamped, shown as a timeline); the issue "After-sale"
 */
export function RefundTimeline({ events, refundType, refundChannel = '', timeZone, className }: RefundTimelineProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'refundTimeline.label' });
  if (events.length === 0) {
    return <Empty className={className}>{intl.formatMessage({ id: 'refundTimeline.empty' })}</Empty>;
  }
  // The merchant's own refund: no application by the shopper (the server records the merchant's as actor `merchant`).
  const byMerchant = !events.some((step) => step.event === 'apply' && step.actor !== 'merchant');
  const channelId = refundChannelLabel(refundChannel);
  const channel = channelId ? intl.formatMessage({ id: channelId }) : refundChannel;
  const newestFirst = [...events].reverse();
  return (
    <Steps role="list" aria-label={label} className={className}>
      {newestFirst.map((step, i) => {
        const { title, note } = wording(step, refundType, byMerchant);
        return (
          <Step key={i} data-newest={i === 0 ? '' : undefined} data-event={step.event}>
            <strong>{intl.formatMessage({ id: title })}</strong>
            {step.note && <span>{intl.formatMessage({ id: note }, { note: step.note })}</span>}
            {step.event === 'refund' && channel && (
              <span>{intl.formatMessage({ id: 'refundTimeline.refundTo' }, { channel })}</span>
            )}
            <time dateTime={step.time.toISOString()}>{formatOrderTime(intl, step.time, timeZone)}</time>
          </Step>
        );
      })}
    </Steps>
  );
}
