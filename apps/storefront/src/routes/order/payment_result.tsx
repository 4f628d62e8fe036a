import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, PaymentResult, Skeleton } from '@mall/ui';
import { ordersPath } from '../../app/paths.ts';
import { useMasterOrder } from '../../data/order.ts';

/**
 * `/order/payment_result?orderNo=`: what became of a payment, read from the
 * order itself rather than trusted from the URL (spec §2).
 */
export default function Result() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? undefined;
  const order = useMasterOrder(true, orderNo);
  if (!orderNo) return <EmptyState title={intl.formatMessage({ id: 'result.missing' })} />;
  if (order.error) return <ErrorState message={order.error.message} onRetry={() => void order.mutate()} />;
  if (!order.data) return <Skeleton height={320} />;
  const { paid, payType } = order.data;
  // Cash on delivery is settled at the door: the order is placed, not waiting on a payment.
  const placed = !paid && payType === 'cod' && params.get('status') !== 'failed';
  const status = paid ? 'success' : placed ? 'placed' : params.get('status') === 'failed' ? 'failed' : 'pending';
  return (
    <>
      <title>{intl.formatMessage({ id: 'result.title' })}</title>
      <PaymentResult
        status={status}
        orderNo={order.data.orderNo}
        payCents={order.data.payPrice}
        payType={order.data.payType}
        ordersHref={ordersPath(paid || placed ? 1 : 0)}
        homeHref="/"
      />
    </>
  );
}
