import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementLocale } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  Button,
  EmptyState,
  FactList,
  Hint,
  Link,
  PageHeading,
  Panel,
  Skeleton,
  Stack,
  formatMoney,
  useCurrencySymbol,
  type Locale,
} from '@mall/ui';
import { localizePath } from '../../app/localePath.ts';
import { paymentResultPath } from '../../app/paths.ts';
import { useMasterOrder } from '../../data/order.ts';
import { useCardPayment, usePayMethods } from '../../data/pay.ts';
import { useLocale } from '../../state/LocaleContext.tsx';

/** Stripe's name of each interface language; Lao has none, so Stripe picks from the browser. */
const STRIPE_LOCALE: Record<Locale, StripeElementLocale> = { 'zh-CN': 'zh', en: 'en', fr: 'fr', th: 'th', lao: 'auto' };

/**
 * Stripe's Payment Element and the pay button. `confirmPayment` sends the
 * card to Stripe (never to the mall) and, when it goes through, Stripe.js
 * takes the browser to `returnUrl` with `redirect_status`; only an error that
 * Stripe reports at once (a declined card) stays here, shown under the form.
 */
function CardForm({ returnUrl, payCents }: { returnUrl: string; payCents: number | undefined }) {
  const intl = useIntl();
  const stripe = useStripe();
  const elements = useElements();
  const symbol = useCurrencySymbol();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setProblem(null);
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
    // Reached only when Stripe refused at once; otherwise the browser is already on its way to the result page.
    setProblem(error.message ?? intl.formatMessage({ id: 'paymentResult.failedMessage' }));
    setBusy(false);
  }

  return (
    <Stack as="form" maxWidth={560} onSubmit={(e) => void submit(e)} aria-label={intl.formatMessage({ id: 'page.stripePayment' })}>
      <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
      {problem && (
        <Hint as="p" tone="danger" role="alert">
          {problem}
        </Hint>
      )}
      <Button type="submit" variant="primary" size="lg" loading={busy} disabled={!stripe || !elements || !ready}>
        {payCents === undefined ? (
          <FormattedMessage id="stripe.payNow" />
        ) : (
          <FormattedMessage id="stripe.pay" values={{ amount: formatMoney(payCents, intl.locale, symbol) }} />
        )}
      </Button>
    </Stack>
  );
}

/**
 * `/order/stripe_payment?orderNo=PT…` (the mall's), or `?clientSecret=…` (the
 * provider's client, crmeb-wire §7): card payment with Stripe's Payment
 * Element. With an order number the page asks the server for the order's
 * PaymentIntent (`pay/payment`, payType `stripe`: one per order, reused);
 * Stripe.js loads from Stripe with the mall's publishable key (`pay/method`),
 * on this page only. After `confirmPayment` the shopper lands on
 * `/order/payment_result`, which waits for Stripe's webhook to mark the order paid.
 */
export default function StripePayment() {
  const intl = useIntl();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? undefined;
  const givenSecret = params.get('clientSecret') ?? undefined;
  const methods = usePayMethods();
  const card = useCardPayment(givenSecret ? undefined : orderNo);
  const order = useMasterOrder(true, orderNo);
  const publishableKey = methods.data?.stripeStatus ? methods.data.stripePublishableKey : '';
  const stripe = useMemo(() => (publishableKey ? loadStripe(publishableKey) : null), [publishableKey]);
  const clientSecret = givenSecret ?? card.data?.stripeClientSecret;
  const title = intl.formatMessage({ id: 'page.stripePayment' });

  const resultHref = orderNo ? paymentResultPath(orderNo) : '/order/payment_result';
  const returnUrl = useMemo(() => new URL(localizePath(resultHref, locale), window.location.origin).href, [resultHref, locale]);
  const options = useMemo(() => (clientSecret ? { clientSecret, locale: STRIPE_LOCALE[locale] } : undefined), [clientSecret, locale]);

  let body;
  if (!orderNo && !givenSecret) body = <EmptyState title={intl.formatMessage({ id: 'stripe.missing' })} />;
  else if (methods.data && !methods.data.stripeStatus) body = <EmptyState title={intl.formatMessage({ id: 'stripe.off' })} />;
  else if (card.error) {
    // Paid already, cancelled, or past its time: the server says which; the result page shows where the order stands.
    body = (
      <EmptyState
        title={card.error.message}
        action={
          <Link href={resultHref} tone="brand">
            <FormattedMessage id="paymentResult.viewOrders" />
          </Link>
        }
      />
    );
  } else if (!stripe || !options) body = <Skeleton height={280} />;
  else {
    body = (
      <Stack>
        {orderNo && <FactList facts={[{ term: <FormattedMessage id="paymentResult.orderNo" />, detail: orderNo }]} />}
        <Elements stripe={stripe} options={options}>
          <CardForm returnUrl={returnUrl} payCents={order.data?.payPrice} />
        </Elements>
      </Stack>
    );
  }

  return (
    <>
      <title>{title}</title>
      <PageHeading title={title} />
      <Panel as="section" padding={6} radius="sm" raised aria-label={title}>
        {body}
      </Panel>
    </>
  );
}
