import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { NotFoundError } from '@mall/api';
import { EmptyState, ErrorState, Link, PageHeading, RefundDetail, Skeleton, toast, type ReturnParcel } from '@mall/ui';
import { MALL_TIME_ZONE } from '../../api/mallTimeZone.ts';
import { goodsPath, orderDetailPath, REFUNDS_PATH } from '../../app/paths.ts';
import { useRefundChanges, useRefundDetail } from '../../data/refund.ts';

/** A refund number (`RE…`), as the server's schema takes it. */
const REFUND_ORDER_NO = /^RE[0-9]{10,30}$/;

/** The refund of `refundOrderNo` with its return-parcel form while it awaits the return. */
function RefundView({ refundOrderNo }: { refundOrderNo: string }) {
  const intl = useIntl();
  const refund = useRefundDetail(refundOrderNo);
  const { sendReturn } = useRefundChanges();
  const [returnError, setReturnError] = useState<string | null>(null);

  if (refund.error instanceof NotFoundError) return <NotFound />;
  if (refund.error) return <ErrorState message={refund.error.message} onRetry={() => void refund.mutate()} />;
  if (!refund.data) return <Skeleton height={480} />;

  async function submitReturn(parcel: ReturnParcel) {
    setReturnError(null);
    try {
      const next = await sendReturn({ refundOrderNo, expressName: parcel.expressName, trackingNo: parcel.trackingNo });
      await refund.mutate(next, { revalidate: false });
      toast.success(intl.formatMessage({ id: 'afterSale.returnSent' }));
    } catch (error) {
      setReturnError(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <RefundDetail
      refund={refund.data}
      onSubmitReturn={submitReturn}
      returnError={returnError}
      orderHref={orderDetailPath}
      lineHref={(line) => {
        const productId = refund.data?.orderInfoList.find((l) => l.id === line.id)?.productId;
        return productId ? goodsPath(productId) : undefined;
      }}
      timeZone={MALL_TIME_ZONE}
    />
  );
}

/** No such refund of this shopper: the way back to the list. */
function NotFound() {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage({ id: 'afterSale.refundNotFound' })}
      action={
        <Link href={REFUNDS_PATH} tone="brand">
          <FormattedMessage id="page.refundList" />
        </Link>
      }
    />
  );
}

/**
 * `/order/refund_detail?refundOrderNo=RE…`: one refund (spec §2, §3 Refund,
 * §4 refund statuses): its stage, amount and where the money went, the
 * lines, the shopper's reason, description and voucher images (opened in
 * the viewer), the merchant's note, the timeline, and, once a return is
 * approved, the form for the return parcel. A missing, malformed or someone
 * else's refund number shows the not-found state.
 */
export default function RefundDetailPage() {
  const intl = useIntl();
  const refundOrderNo = useSearchParams()[0].get('refundOrderNo') ?? '';
  const title = intl.formatMessage({ id: 'page.refundDetail' });
  return (
    <>
      <title>{title}</title>
      <PageHeading title={title} />
      {REFUND_ORDER_NO.test(refundOrderNo) ? <RefundView key={refundOrderNo} refundOrderNo={refundOrderNo} /> : <NotFound />}
    </>
  );
}
