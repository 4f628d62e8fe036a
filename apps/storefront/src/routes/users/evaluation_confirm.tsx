import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { NotFoundError, type OrderItem } from '@mall/api';
import {
  EmptyState,
  ErrorState,
  Link,
  PageHeading,
  REVIEW_PICTURES_MAX,
  ReviewForm,
  Skeleton,
  toast,
  UploadField,
  type ReviewFormValues,
} from '@mall/ui';
import { goodsPath, reviewsPath } from '../../app/paths.ts';
import { useMallNavigate } from '../../app/useMallNavigate.ts';
import { useOrderDetail } from '../../data/order.ts';
import { useReviewChanges } from '../../data/review.ts';
import { useImageUploads } from '../../data/upload.ts';

/** A merchant order number (`SH…`), as the server's schema takes it. */
const MERCHANT_ORDER_NO = /^SH[0-9]{10,30}$/;

/** Review photos are JPG or PNG (spec §9). */
const REVIEW_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** The line and its order, from the query; null when either is missing or malformed. */
function lineOf(params: URLSearchParams): { orderNo: string; orderInfoId: number } | null {
  const orderNo = params.get('orderNo') ?? '';
  const orderInfoId = Number(params.get('orderInfoId'));
  return MERCHANT_ORDER_NO.test(orderNo) && Number.isSafeInteger(orderInfoId) && orderInfoId > 0 ? { orderNo, orderInfoId } : null;
}

/**
 * The review form of one line with its photo field. Sends
 * `POST /api/front/order/comment` with the uploads' URLs, then opens the
 * goods page, where the review shows at once; a refusal shows the server's
 * message above the submit button.
 */
function ReviewLine({ orderNo, line, onSent }: { orderNo: string; line: OrderItem; onSent: () => void }) {
  const intl = useIntl();
  const navigate = useMallNavigate();
  const { comment, busy } = useReviewChanges();
  const pictures = useImageUploads(REVIEW_PICTURES_MAX);
  const [submitError, setSubmitError] = useState<string | null>(null);

  async function submit(values: ReviewFormValues) {
    setSubmitError(null);
    try {
      await comment({ orderNo, orderInfoId: line.id, ...values, pics: pictures.urls });
      onSent();
      toast.success(intl.formatMessage({ id: 'afterSale.reviewSent' }));
      await navigate(goodsPath(line.productId), { replace: true });
    } catch (error) {
      setSubmitError(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <ReviewForm
      goods={{ image: line.image, name: line.productName, sku: line.sku, price: line.price, payNum: line.payNum, href: goodsPath(line.productId) }}
      onSubmit={submit}
      submitting={busy}
      submitError={submitError}
      picturesCount={pictures.images.length}
      picturesMax={REVIEW_PICTURES_MAX}
      picturesUploading={pictures.uploading}
      picturesField={
        <UploadField
          label={intl.formatMessage({ id: 'afterSale.reviewPictures' })}
          hideLabel
          images={pictures.images}
          pending={pictures.pending}
          max={REVIEW_PICTURES_MAX}
          maxBytes={pictures.maxBytes}
          accept={REVIEW_IMAGE_TYPES}
          onFiles={pictures.add}
          onRemove={pictures.remove}
          onRetry={pictures.retry}
          onDismiss={pictures.dismiss}
          disabled={busy}
        />
      }
    />
  );
}

/** Nothing to review here: the way back to the lines to review. */
function NothingToReview({ titleId }: { titleId: string }) {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage({ id: titleId })}
      action={
        <Link href={reviewsPath()} tone="brand">
          <FormattedMessage id="page.evaluationList" />
        </Link>
      }
    />
  );
}

/** The line of the order to review, once the order is read. */
function ReviewOfOrder({ orderNo, orderInfoId }: { orderNo: string; orderInfoId: number }) {
  const order = useOrderDetail(orderNo);
  // Once sent, the order is read again (the line now reviewed): the form stays until the goods page opens.
  const [sent, setSent] = useState<OrderItem | null>(null);
  if (sent) return <ReviewLine orderNo={orderNo} line={sent} onSent={() => undefined} />;
  if (order.error instanceof NotFoundError) return <NothingToReview titleId="afterSale.orderNotFound" />;
  if (order.error) return <ErrorState message={order.error.message} onRetry={() => void order.mutate()} />;
  if (!order.data) return <Skeleton height={420} />;
  const line = order.data.orderInfoList.find((item) => item.id === orderInfoId);
  if (!line) return <NothingToReview titleId="afterSale.lineNotFound" />;
  if (line.isReply) return <NothingToReview titleId="afterSale.alreadyReviewed" />;
  if (order.data.status !== 2 && order.data.status !== 3) return <NothingToReview titleId="afterSale.notReceived" />;
  return <ReviewLine orderNo={orderNo} line={line} onSent={() => setSent(line)} />;
}

/**
 * `/users/evaluation_confirm?orderNo=SH…&orderInfoId=ID`: the review of one
 * line the shopper received (spec §2, §3 Review, §5, §9; crmeb-api §4.7
 * `comment`, §6 rule 12): overall score, product-quality and service
 * ratings, text, up to 5 JPG/PNG photos, anonymous option. The line is
 * looked up in the order's detail: a missing or someone else's order, an
 * unknown line, one already reviewed or not yet received show why instead
 * of the form.
 */
export default function EvaluationConfirmPage() {
  const intl = useIntl();
  const target = lineOf(useSearchParams()[0]);
  const title = intl.formatMessage({ id: 'page.evaluationConfirm' });
  return (
    <>
      <title>{title}</title>
      <PageHeading title={title} />
      {target ? (
        <ReviewOfOrder key={`${target.orderNo}-${target.orderInfoId}`} {...target} />
      ) : (
        <NothingToReview titleId="afterSale.lineNotFound" />
      )}
    </>
  );
}
