import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, PaymentResult, Skeleton } from '@mall/ui';
import { ordersPath } from '../../app/paths.ts';
import { usePaidPoll } from '../../data/pay.ts';

/**
 * What Stripe.js says of a card payment when it brings the shopper back
 * (`redirect_status`): `succeeded` or `processing` mean the money is on its
 * way and the order is paid once Stripe's webhook has landed at the mall;
 * `failed` or `requires_payment_method` mean it did not go through.
 */
function cardOutcome(redirectStatus: string | null): 'waiting' | 'failed' | null {
  if (redirectStatus === 'succeeded' || redirectStatus === 'processing') return 'waiting';
  if (redirectStatus === 'failed' || redirectStatus === 'requires_payment_method' || redirectStatus === 'canceled') return 'failed';
  return null;
}

/**
 * `/order/payment_result?orderNo=` (and Stripe's `&payment_intent=…&redirect_status=…`
 * after a card payment): what became of a payment, read from the order itself
 * rather than trusted from the URL (spec §2). After a card payment the page
 * asks again every 1.5 s until the webhook has marked the order paid
 * (data/pay.ts `usePaidPoll`), showing "waiting for confirmation" (支付结果确认中) meanwhile.
 * The provider's card page returns without an order number: then only
 * Stripe's word is shown, as waiting or failed.
 */
export default function Result() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? undefined;
  const card = cardOutcome(params.get('redirect_status'));
  const failed = card === 'failed' || params.get('status') === 'failed';
  const order = usePaidPoll(orderNo, card === 'waiting');
  const title = <title>{intl.formatMessage({ id: 'result.title' })}</title>;

  if (!orderNo) {
    if (!card) return <EmptyState title={intl.formatMessage({ id: 'result.missing' })} />;
    return (
      <>
        {title}
        <PaymentResult
          status={failed ? 'failed' : 'pending'}
          payType="stripe"
          ordersHref={ordersPath(0)}
          homeHref="/"
        />
      </>
    );
  }
  if (order.error) return <ErrorState message={order.error.message} onRetry={() => void order.mutate()} />;
  if (!order.data) return <Skeleton height={320} />;
  const { paid, payType } = order.data;
  // Cash on delivery is settled at the door: the order is placed, not waiting on a payment.
  const placed = !paid && payType === 'cod' && !failed;
  const status = paid ? 'success' : placed ? 'placed' : failed ? 'failed' : 'pending';
  return (
    <>
      {title}
      <PaymentResult
        status={status}
        orderNo={order.data.orderNo}
        payCents={order.data.payPrice}
        payType={paid ? payType : card ? 'stripe' : payType}
        ordersHref={ordersPath(paid || placed ? 1 : 0)}
        homeHref="/"
      />
    </>
  );
}
