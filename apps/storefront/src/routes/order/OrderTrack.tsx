import { useIntl } from 'react-intl';
import { EmptyState, LogisticsTrack } from '@mall/ui';
import { MALL_TIME_ZONE } from '../../api/mallTimeZone.ts';
import { useOrderExpress } from '../../data/order.ts';

/**
 * The journey of a shipped merchant order (`SH…`) from
 * `GET /api/front/order/express/{orderNo}`, newest point first; "no
 * tracking" when the order did not go by express. `orderNo` undefined skips
 * the call. `company` and `trackingNo` are shown while the track loads.
 * Used by the order list's logistics dialog and the order detail page.
 * @see spec §3 Logistics; crmeb-api §4.16
 */
export function OrderTrack({ orderNo, company = '', trackingNo = '' }: { orderNo: string | undefined; company?: string; trackingNo?: string }) {
  const intl = useIntl();
  const express = useOrderExpress(orderNo);
  if (express.data === null) return <EmptyState title={intl.formatMessage({ id: 'orderPage.noExpress' })} />;
  return (
    <LogisticsTrack
      company={express.data?.expName ?? company}
      trackingNo={express.data?.expNo ?? trackingNo}
      state={express.data?.state ?? 0}
      // The provider sends the journey oldest first; people read the latest first.
      points={express.data?.logisticsInfo.map((p) => ({ time: p.AcceptTime, status: p.AcceptStation })).reverse()}
      loading={!express.data && !express.error}
      error={express.error?.message ?? null}
      onRetry={() => void express.mutate()}
      timeZone={MALL_TIME_ZONE}
    />
  );
}
