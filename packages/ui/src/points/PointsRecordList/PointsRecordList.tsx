import styled from '@emotion/styled';
import { Coins, Snowflake } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from '../../base/Link/Link.tsx';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { EmptyState } from '../../feedback/EmptyState/EmptyState.tsx';
import { ListStates, type ListPaging, type LoadStateProps } from '../../feedback/ListStates/ListStates.tsx';
import { formatOrderTime } from '../../order/orderTime.ts';

/**
 * One change of the shopper's points (the domestic edition's
 * `GET /api/front/user/center/integral/list` rows: `title`, `linkId`,
 * `type` and `integral`, `createTime`, `thawTime`).
 */
export interface PointsRecord {
  id: number;
  /** Why the points changed, e.g. 订单奖励积分, 下单抵扣. */
  title: string;
  /** The order it came from (`linkId` when `linkType` is `order`); left out when none. */
  orderNo?: string;
  /** The change in whole points: positive when earned (`type` 1), negative when spent (`type` 2). */
  amount: number;
  /** When it happened. */
  createTime: Date;
  /** While earned points are frozen (`status` 2): when they thaw; null or left out otherwise. */
  frozenUntil?: Date | null;
}

export interface PointsRecordListProps extends LoadStateProps, ListPaging {
  /** The changes of the current page, newest first. */
  records?: PointsRecord[];
  /** Path of an order's detail page; the order number becomes a link. */
  orderHref?: (orderNo: string) => string;
  /** IANA time zone the times are shown in; the browser's by default. */
  timeZone?: string;
}

const Rows = styled.ul`
  margin: 0;
  padding: 0 ${(p) => p.theme.space[5]}px;
  list-style: none;
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
`;

/** A change: what and from which order on the left, when in the middle, the amount on the right. */
const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 160px 160px;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[4]}px 0;
  font-size: ${(p) => p.theme.font.size.md}px;
  color: ${(p) => p.theme.color.text};
  & + & {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  time {
    color: ${(p) => p.theme.color.textSubtle};
    font-size: ${(p) => p.theme.font.size.sm}px;
    font-variant-numeric: tabular-nums;
  }
`;

const What = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  small {
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.font.size.xs}px;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Amount = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 2px;
  b {
    font-size: ${(p) => p.theme.font.size.lg}px;
    font-variant-numeric: tabular-nums;
  }
  b[data-sign='earned'] {
    color: ${(p) => p.theme.color.success};
  }
`;

const Frozen = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.xs}px;
`;

/**
 * The changes of the shopper's points, newest first: each with its reason,
 * the order it came from (a link when `orderHref` is given), when it
 * happened, and the change (+200 in green when earned, -500 when spent),
 * with "冻结中，2025/03/21 解冻" under points still frozen. Paged under the
 * list when the paging props are given; placeholders in a region marked
 * `aria-busy` while `loading`, an error state with 重试 on `error`, and
 * 暂无积分记录 with none ({@link ListStates}).
 * @see spec §2 (user points), §3 Points account (points detail list); crmeb-api §4.10
 */
export function PointsRecordList({ records, orderHref, timeZone, ...states }: PointsRecordListProps) {
  const intl = useIntl();
  const day = (date: Date) => intl.formatDate(date, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
  return (
    <ListStates
      {...states}
      items={records}
      loadingLabel={intl.formatMessage({ id: 'pointsRecordList.loading' })}
      skeleton={(busy) => (
        <Rows as="div" {...busy}>
          {[0, 1, 2, 3].map((i) => (
            <Row key={i} as="div">
              <What>
                <Skeleton width="40%" height={16} />
                <Skeleton width="60%" height={12} />
              </What>
              <Skeleton width={120} height={14} />
              <Skeleton width={64} height={20} />
            </Row>
          ))}
        </Rows>
      )}
      empty={
        <EmptyState
          icon={<Coins size={56} strokeWidth={1.25} aria-hidden />}
          title={intl.formatMessage({ id: 'pointsRecordList.empty' })}
          description={intl.formatMessage({ id: 'pointsRecordList.emptyHint' })}
        />
      }
    >
      {(list) => (
        <Rows aria-label={intl.formatMessage({ id: 'pointsRecordList.label' })}>
          {list.map((record) => (
            <Row key={record.id}>
              <What>
                <span>{record.title}</span>
                {record.orderNo && (
                  <small>
                    {intl.formatMessage(
                      { id: 'pointsRecordList.orderNo' },
                      { orderNo: orderHref ? <Link href={orderHref(record.orderNo)} tone="brand">{record.orderNo}</Link> : record.orderNo },
                    )}
                  </small>
                )}
              </What>
              <time dateTime={record.createTime.toISOString()}>{formatOrderTime(intl, record.createTime, timeZone)}</time>
              <Amount>
                <b data-sign={record.amount > 0 ? 'earned' : 'spent'}>{intl.formatNumber(record.amount, { signDisplay: 'exceptZero' })}</b>
                {record.frozenUntil && (
                  <Frozen>
                    <Snowflake size={12} aria-hidden />
                    {intl.formatMessage({ id: 'pointsRecordList.frozenUntil' }, { date: day(record.frozenUntil) })}
                  </Frozen>
                )}
              </Amount>
            </Row>
          ))}
        </Rows>
      )}
    </ListStates>
  );
}
