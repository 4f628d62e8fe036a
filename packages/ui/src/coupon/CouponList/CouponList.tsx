import styled from '@emotion/styled';
import { TicketPercent } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { EmptyState } from '../../feedback/EmptyState/EmptyState.tsx';
import { ListStates, type LoadStateProps } from '../../feedback/ListStates/ListStates.tsx';
import { CardGrid } from '../../layout/CardGrid/CardGrid.tsx';
import { CouponCard, type CouponCardCoupon } from '../CouponCard/CouponCard.tsx';
import { CouponStrip } from './CouponStrip.tsx';

export interface CouponListProps extends LoadStateProps {
  /** The coupons to receive (`GET /api/front/coupons` rows); money in cents. */
  coupons?: CouponCardCoupon[];
  /** 领取 was pressed on a coupon (each card ignores repeat presses within 500 ms). */
  onReceive: (coupon: CouponCardCoupon) => void;
  /** Id of the coupon whose receive call is running (its button shows a spinner). */
  receivingId?: number | null;
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
  /** IANA time zone whose calendar days the cards' fixed validity dates are shown in; the browser's by default. */
  timeZone?: string;
}

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

/**
 * The coupons a shopper can receive, as {@link CouponCard}s: a responsive
 * grid, or (`variant="compact"`) the one-row strip of the goods detail page
 * that opens them in a dialog. Loading shows placeholders in a region marked
 * `aria-busy`, an error an error state with retry, no coupons an
 * {@link EmptyState} ({@link ListStates}; the compact strip then renders nothing).
 * @see spec §2 (goods detail: merchant coupons; shop coupon tab), §3 Coupon; crmeb-api §3 /goods_detail, /merchant/merchant/coupon, §4.13
 */
export function CouponList(props: CouponListProps) {
  const { coupons, onReceive, receivingId, variant = 'grid', empty, skeletonCount = 3, timeZone, ...states } = props;
  const intl = useIntl();
  if (variant === 'compact') return <CouponStrip {...props} />;
  return (
    <ListStates
      {...states}
      items={coupons}
      loadingLabel={intl.formatMessage({ id: 'couponList.loading' })}
      skeleton={(busy) => (
        <CardGrid as="div" minWidth={300} gap={4} {...busy}>
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
        </CardGrid>
      )}
      empty={
        empty ?? (
          <EmptyState icon={<TicketPercent size={56} strokeWidth={1.25} aria-hidden />} title={intl.formatMessage({ id: 'couponList.empty' })} />
        )
      }
    >
      {(list) => (
        <CardGrid minWidth={300} gap={4} aria-label={intl.formatMessage({ id: 'couponList.label' })}>
          {list.map((coupon) => (
            <li key={coupon.id}>
              <CouponCard coupon={coupon} receiving={receivingId === coupon.id} timeZone={timeZone} onReceive={() => onReceive(coupon)} />
            </li>
          ))}
        </CardGrid>
      )}
    </ListStates>
  );
}
