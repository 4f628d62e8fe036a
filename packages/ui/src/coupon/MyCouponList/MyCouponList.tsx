import styled from '@emotion/styled';
import { TicketPercent } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { EmptyState } from '../../feedback/EmptyState/EmptyState.tsx';
import { ListStates, type ListPaging, type LoadStateProps } from '../../feedback/ListStates/ListStates.tsx';
import { CardGrid } from '../../layout/CardGrid/CardGrid.tsx';
import { MyCouponCard, type MyCoupon } from '../MyCouponCard/MyCouponCard.tsx';
import type { MyCouponTab } from '../MyCouponTabs/MyCouponTabs.tsx';

export interface MyCouponListProps extends LoadStateProps, ListPaging {
  /** One page of the shopper's coupons; money in cents. */
  coupons?: MyCoupon[];
  /** The tab shown, for the empty state's words (暂无可用优惠券 / 暂无不可用优惠券). */
  tab: MyCouponTab;
  /** Where 去使用 of a usable coupon leads; undefined hides the link. */
  hrefOf: (coupon: MyCoupon) => string | undefined;
  /** IANA time zone whose calendar days the validity is shown in; the browser's by default. */
  timeZone?: string;
  /** Placeholder cards while loading (default 6). */
  skeletonCount?: number;
}

const SkeletonCard = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[4]}px;
  height: 124px;
  padding: ${(p) => p.theme.space[3]}px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  > div {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${(p) => p.theme.space[2]}px;
  }
`;

/**
 * A page of the shopper's coupons as {@link MyCouponCard}s in as many
 * ≥ 300 px columns as fit (three on the account pages' content column),
 * with page links under them when the paging props are given. Loading shows
 * placeholders in a region marked `aria-busy`, an error an error state with
 * retry, no coupons an {@link EmptyState} worded for the tab.
 * @see spec §2 /users/coupon_list, §3 Coupon; crmeb-wire §10 `coupon/list` (limit 9)
 */
export function MyCouponList({ coupons, tab, hrefOf, timeZone, skeletonCount = 6, ...states }: MyCouponListProps) {
  const intl = useIntl();
  return (
    <ListStates
      {...states}
      items={coupons}
      loadingLabel={intl.formatMessage({ id: 'myCouponList.loading' })}
      skeleton={(busy) => (
        <CardGrid as="div" minWidth={300} gap={4} {...busy}>
          {Array.from({ length: skeletonCount }, (_, i) => (
            <SkeletonCard key={i}>
              <Skeleton width={104} height={98} />
              <div>
                <Skeleton height={16} width="80%" />
                <Skeleton height={12} width="50%" />
                <Skeleton height={12} width="70%" />
              </div>
            </SkeletonCard>
          ))}
        </CardGrid>
      )}
      empty={
        <EmptyState
          icon={<TicketPercent size={56} strokeWidth={1.25} aria-hidden />}
          title={intl.formatMessage({ id: tab === 'usable' ? 'myCouponList.emptyUsable' : 'myCouponList.emptyUnusable' })}
        />
      }
    >
      {(list) => (
        <CardGrid minWidth={300} gap={4} aria-label={intl.formatMessage({ id: 'myCouponList.label' })}>
          {list.map((coupon) => (
            <li key={coupon.id}>
              <MyCouponCard coupon={coupon} goHref={hrefOf(coupon)} timeZone={timeZone} />
            </li>
          ))}
        </CardGrid>
      )}
    </ListStates>
  );
}
