import styled from '@emotion/styled';
import { ReceiptText } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { EmptyState } from '../../feedback/EmptyState/EmptyState.tsx';
import { ListStates, type ListPaging, type LoadStateProps } from '../../feedback/ListStates/ListStates.tsx';
import { RefundCard } from '../RefundCard/RefundCard.tsx';
import type { RefundSummaryData } from '../types.ts';

export interface RefundListProps extends LoadStateProps, ListPaging {
  /** The refunds of the current page, newest first; left out while loading. */
  refunds?: RefundSummaryData[];
  /** Path of a refund's detail page, e.g. `/order/refund_detail?refundOrderNo=RE…`. */
  detailHref: (refund: RefundSummaryData) => string;
  /** IANA time zone the times are shown in; the browser's by default. */
  timeZone?: string;
}

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]}px;
  padding: ${(p) => p.theme.space[4]}px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
  > div {
    display: flex;
    gap: ${(p) => p.theme.space[3]}px;
    align-items: center;
  }
`;

/**
 * The shopper's refunds (`/users/refund_list`), newest first, one
 * {@link RefundCard} each with a link to its detail (`detailHref`). Page
 * links under the list when the paging props are given; placeholder cards
 * in a region marked `aria-busy` while `loading`, an error state with 重试
 * on `error`, and 暂无退款记录 with none ({@link ListStates}).
 * @see spec §2 /users/refund_list, §4 Refund statuses
 */
export function RefundList({ refunds, detailHref, timeZone, ...states }: RefundListProps) {
  const intl = useIntl();
  return (
    <ListStates
      {...states}
      items={refunds}
      loadingLabel={intl.formatMessage({ id: 'refundList.loading' })}
      skeleton={(busy) => (
        <Rows as="div" {...busy}>
          {[0, 1, 2].map((i) => (
            <Placeholder key={i}>
              <Skeleton width="50%" height={14} />
              <div>
                <Skeleton width={72} height={72} />
                <Skeleton width="40%" height={16} />
              </div>
            </Placeholder>
          ))}
        </Rows>
      )}
      empty={
        <EmptyState
          icon={<ReceiptText size={56} strokeWidth={1.25} aria-hidden />}
          title={intl.formatMessage({ id: 'refundList.empty' })}
          description={intl.formatMessage({ id: 'refundList.emptyHint' })}
        />
      }
    >
      {(list) => (
        <Rows aria-label={intl.formatMessage({ id: 'refundList.label' })}>
          {list.map((refund) => (
            <li key={refund.refundOrderNo}>
              <RefundCard refund={refund} detailHref={detailHref(refund)} timeZone={timeZone} />
            </li>
          ))}
        </Rows>
      )}
    </ListStates>
  );
}
