import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { MasterOrderDetail, PayTypeValue } from '@mall/api';
import {
  Button,
  Cluster,
  EmptyState,
  ErrorState,
  FactList,
  Hint,
  Link,
  PageHeading,
  PaymentMethodPicker,
  Price,
  SERVER_ACTION_GUARD_MS,
  Section,
  Skeleton,
  Stack,
  toast,
} from '@mall/ui';
import { orderDetailPath, ordersPath, paymentResultPath, stripePaymentPath } from '../../app/paths.ts';
import { useMallNavigate } from '../../app/useMallNavigate.ts';
import { useMasterOrder, usePayOrder } from '../../data/order.ts';
import { choosePayType, NO_PAY_METHODS, usePayMethods } from '../../data/pay.ts';
import { useSession } from '../../state/SessionContext.tsx';

/**
 * Milliseconds left until `deadline` (0 once passed), ticking every second
 * (timers set in an effect); null without a deadline, or before the first tick.
 */
function useTimeLeft(deadline: Date | null | undefined): number | null {
  const at = deadline?.getTime();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (at === undefined) return undefined;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [at]);
  return at === undefined || now === null ? null : Math.max(0, at - now);
}

/** `h:mm:ss` of a span in ms. */
function clock(ms: number): string {
  const s = Math.ceil(ms / 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

/** Where an order stands for paying: payable, or why not (paid, cancelled, past its deadline). */
function standing(order: MasterOrderDetail, left: number | null): 'payable' | 'paid' | 'cancelled' | 'expired' {
  if (order.paid) return 'paid';
  if (order.isCancel) return 'cancelled';
  return left === 0 ? 'expired' : 'payable';
}

/**
 * `/order/order_pay?orderNo=PT…`: the payment step (the issue "Orders in
 * full": checkout creates the order, this pays it; "pay now" in the orders
 * comes back here). The master order's amount and the time left before the
 * mall cancels it, the payment methods on offer, and pay: balance → paid
 * (payment result); cash on delivery → confirmed for shipping (the orders
 * awaiting shipment); card → the card page. A paid, cancelled or expired
 * order says so instead of offering to pay.
 */
export default function OrderPay() {
  const intl = useIntl();
  const navigate = useMallNavigate();
  const session = useSession();
  const orderNo = useSearchParams()[0].get('orderNo') ?? undefined;
  const order = useMasterOrder(true, orderNo);
  const methods = usePayMethods();
  const pay = usePayOrder();
  const left = useTimeLeft(order.data?.payDeadline);
  const [picked, setPicked] = useState<PayTypeValue | null>(null);
  const [paying, setPaying] = useState(false);
  const title = <title>{intl.formatMessage({ id: 'orderPay.title' })}</title>;

  if (!orderNo) return <EmptyState title={intl.formatMessage({ id: 'orderPay.missing' })} />;
  if (order.error) return <ErrorState message={order.error.message} onRetry={() => void order.mutate()} />;
  if (!order.data) return <Skeleton height={320} />;

  const data = order.data;
  const state = standing(data, left);
  const balance = session.user?.balance ?? 0;
  const on = methods.data ?? NO_PAY_METHODS;
  // The method chosen at checkout, while it is still on offer; else the balance when it covers the amount, else cash on delivery.
  const payType = choosePayType({ picked, earlier: data.payType, methods: on, balanceCents: balance, amountCents: data.payPrice });

  async function submit() {
    if (!payType || !orderNo) return;
    setPaying(true);
    try {
      const outcome = await pay(orderNo, payType);
      if (outcome === 'paid') await navigate(paymentResultPath(orderNo), { replace: true });
      else if (outcome === 'card') await navigate(stripePaymentPath(orderNo));
      else if (outcome === 'confirmed') {
        toast.success(intl.formatMessage({ id: 'orderPay.codConfirmed' }));
        await navigate(ordersPath(1), { replace: true });
      }
    } finally {
      setPaying(false);
    }
  }

  const stateText = state === 'paid' ? 'orderPay.paid' : state === 'cancelled' ? 'orderPay.cancelled' : 'orderPay.expired';
  return (
    <>
      {title}
      <PageHeading title={intl.formatMessage({ id: 'orderPay.title' })} />
      <Section title={intl.formatMessage({ id: 'orderPay.order' })}>
        <Stack>
          <FactList
            facts={[
              { term: <FormattedMessage id="orderPay.orderNo" />, detail: data.orderNo },
              { term: <FormattedMessage id="orderPay.amount" />, detail: <Price cents={data.payPrice} size="xl" /> },
            ]}
          />
          {state === 'payable' && left !== null && (
            <Hint as="p" tone="warning" numeric role="timer" aria-live="off">
              <FormattedMessage id="orderPay.deadline" values={{ time: clock(left) }} />
            </Hint>
          )}
        </Stack>
      </Section>
      {state === 'payable' ? (
        <Section title={intl.formatMessage({ id: 'confirm.payment' })}>
          <PaymentMethodPicker methods={on} value={payType} onChange={setPicked} balanceCents={balance} payCents={data.payPrice} />
          <Cluster justify="end" gap={4} top={5}>
            <Link href={orderDetailPath(data.orderNo)} tone="muted">
              <FormattedMessage id="orderPay.viewOrder" />
            </Link>
            <Button size="lg" loading={paying} disabled={!payType} repeatGuardMs={SERVER_ACTION_GUARD_MS} onClick={() => void submit()}>
              <FormattedMessage id={payType === 'cod' ? 'orderPay.confirmCod' : 'orderPay.submit'} />
            </Button>
          </Cluster>
        </Section>
      ) : (
        <EmptyState
          title={intl.formatMessage({ id: stateText })}
          action={
            <Link href={state === 'paid' ? ordersPath(1) : ordersPath()} tone="brand">
              <FormattedMessage id="orderPay.viewOrders" />
            </Link>
          }
        />
      )}
    </>
  );
}
