import styled from '@emotion/styled';
import { TicketPercent } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { EmptyState } from '../../feedback/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../feedback/ErrorState/ErrorState.tsx';
import { CouponCard, type CouponCardCoupon } from '../CouponCard/CouponCard.tsx';
import { CouponStrip } from './CouponStrip.tsx';

export interface CouponListProps {
  /** The coupons to receive (`GET /api/front/coupons` rows); money in cents. */
  coupons?: CouponCardCoupon[];
  /** 领取 was pressed on a coupon (each card ignores repeat presses within 500 ms). */
  onReceive: (coupon: CouponCardCoupon) => void;
  /** Id of the coupon whose receive call is running (its button shows a spinner). */
  receivingId?: number | null;
  /** Shows placeholders (and `aria-busy`). */
  loading?: boolean;
  /** A load error message; shows an error state (with retry when `onRetry` is given). */
  error?: string | null;
  onRetry?: () => void;
  /**
   * `grid` (default): cards in as many ≥ 300 px columns as fit (the shop's
   * coupon tab). `compact`: one row for the goods detail side panel — a few
   * coupons as chips and a 领券 button that opens every card in a dialog;
   * it renders nothing when there are no coupons.
   */
  variant?: 'grid' | 'compact';
  /** What the grid shows when there are no coupons; 暂无可领取的优惠券 by default. */
  empty?: ReactNode;
  /** Placeholder cards while the grid loads (default 3). */
  skeletonCount?: number;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${(p) => p.theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    min-width: 0;
  }
`;

const SkeletonCard = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[4]}px;
  height: 112px;
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

const Panel = styled.div`
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
`;

/**
 * The coupons a shopper can receive, as {@link CouponCard}s: a responsive
 * grid, or (`variant="compact"`) the one-row strip of the goods detail page
 * that opens them in a dialog. Loading shows placeholders in a region marked
 * `aria-busy`, an error an {@link ErrorState} with retry, no coupons an
 * {@link EmptyState} (the compact strip then renders nothing).
 * @see spec §2 (goods detail: merchant coupons; shop coupon tab), §3 Coupon; crmeb-api §3 /goods_detail, /merchant/merchant/coupon, §4.13
 */
export function CouponList(props: CouponListProps) {
  const { coupons, onReceive, receivingId, loading = false, error, onRetry, variant = 'grid', empty, skeletonCount = 3 } = props;
  const intl = useIntl();
  if (variant === 'compact') return <CouponStrip {...props} />;
  if (loading) {
    return (
      <Grid as="div" role="region" aria-busy="true" aria-label={intl.formatMessage({ id: 'couponList.loading' })}>
        {Array.from({ length: skeletonCount }, (_, i) => (
          <SkeletonCard key={i}>
            <Skeleton width={88} height={86} />
            <div>
              <Skeleton height={16} width="80%" />
              <Skeleton height={12} width="60%" />
              <Skeleton height={28} width={72} />
            </div>
          </SkeletonCard>
        ))}
      </Grid>
    );
  }
  if (error) {
    return (
      <Panel>
        <ErrorState message={error} onRetry={onRetry} />
      </Panel>
    );
  }
  if (!coupons || coupons.length === 0) {
    return (
      <Panel>
        {empty ?? (
          <EmptyState
            icon={<TicketPercent size={56} strokeWidth={1.25} aria-hidden />}
            title={intl.formatMessage({ id: 'couponList.empty' })}
          />
        )}
      </Panel>
    );
  }
  return (
    <Grid aria-label={intl.formatMessage({ id: 'couponList.label' })}>
      {coupons.map((coupon) => (
        <li key={coupon.id}>
          <CouponCard coupon={coupon} receiving={receivingId === coupon.id} onReceive={() => onReceive(coupon)} />
        </li>
      ))}
    </Grid>
  );
}
