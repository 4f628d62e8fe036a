import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { NotFoundError, type RefundApplyInfo } from '@mall/api';
import { EmptyState, ErrorState, Link, PageHeading, RefundForm, Skeleton, toast, UploadField, type RefundRequest } from '@mall/ui';
import { ordersPath, refundDetailPath } from '../../app/paths.ts';
import { useMallNavigate } from '../../app/useMallNavigate.ts';
import { useRefundApplyInfo, useRefundChanges, useRefundReasons } from '../../data/refund.ts';
import { useImageUploads } from '../../data/upload.ts';

/** A merchant order number (`SH…`), as the server's schema takes it. */
const MERCHANT_ORDER_NO = /^SH[0-9]{10,30}$/;

/** The back-to-orders link of the page's empty states. */
function OrdersLink() {
  return (
    <Link href={ordersPath()} tone="brand">
      <FormattedMessage id="orders.title" />
    </Link>
  );
}

/**
 * The refund form of one order with its voucher-image field: the form's
 * lines, reason and description, the images uploaded meanwhile. Sends
 * `POST /api/front/order/refund` with the uploads' URLs and opens the new
 * refund's detail; a refusal (e.g. a line already in an open refund) shows
 * the server's message above the submit button.
 */
function RefundApply({ info, reasons }: { info: RefundApplyInfo; reasons: string[] }) {
  const intl = useIntl();
  const navigate = useMallNavigate();
  const { apply } = useRefundChanges();
  const images = useImageUploads(info.maxImages);
  const [submitError, setSubmitError] = useState<string | null>(null);

  async function submit(request: RefundRequest) {
    if (images.uploading) {
      setSubmitError(intl.formatMessage({ id: 'afterSale.imagesUploading' }));
      return;
    }
    setSubmitError(null);
    try {
      const { refundOrderNo } = await apply({
        orderNo: info.orderNo,
        text: request.text,
        explain: request.explain,
        reasonImage: images.urls,
        items: request.items,
      });
      toast.success(intl.formatMessage({ id: 'afterSale.refundApplied' }));
      await navigate(refundDetailPath(refundOrderNo), { replace: true });
    } catch (error) {
      setSubmitError(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <RefundForm
      order={info}
      reasons={reasons}
      onSubmit={submit}
      submitError={submitError}
      imagesCount={images.images.length}
      maxImages={info.maxImages}
      imagesField={
        <UploadField
          label={intl.formatMessage({ id: 'afterSale.refundImages' })}
          hideLabel
          images={images.images}
          pending={images.pending}
          max={info.maxImages}
          maxBytes={images.maxBytes}
          onFiles={images.add}
          onRemove={images.remove}
          onRetry={images.retry}
          onDismiss={images.dismiss}
        />
      }
    />
  );
}

/**
 * `/users/refund_confirm?orderNo=SH…`: asking money back on some lines of a
 * merchant order (spec §2, §3 Refund; crmeb-api §4.9, §6 rule 14). The
 * server says which lines and units can still be asked back and which kind
 * of refund the order allows now; an order that cannot be refunded shows
 * why. A missing, malformed or someone else's order number shows the
 * not-found state.
 */
export default function RefundConfirmPage() {
  const intl = useIntl();
  const orderNo = useSearchParams()[0].get('orderNo') ?? '';
  const known = MERCHANT_ORDER_NO.test(orderNo);
  const info = useRefundApplyInfo(known ? orderNo : undefined);
  const reasons = useRefundReasons();
  const title = intl.formatMessage({ id: 'page.refundConfirm' });
  const failure = info.error ?? reasons.error;

  return (
    <>
      <title>{title}</title>
      <PageHeading title={title} />
      {!known || info.error instanceof NotFoundError ? (
        <EmptyState title={intl.formatMessage({ id: 'afterSale.orderNotFound' })} action={<OrdersLink />} />
      ) : failure ? (
        <ErrorState
          message={failure.message}
          onRetry={() => {
            void info.mutate();
            void reasons.mutate();
          }}
        />
      ) : !info.data || !reasons.data ? (
        <Skeleton height={420} />
      ) : (
        <RefundApply key={info.data.orderNo} info={info.data} reasons={reasons.data} />
      )}
    </>
  );
}
