import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { ValidationError, type FieldError, type PayTypeValue } from '@mall/api';
import {
  AddressDialog,
  AddressPicker,
  CheckoutTotals,
  EmptyState,
  Link,
  OrderSummary,
  PageHeading,
  PaymentMethodPicker,
  Section,
  type AddressFormValues,
} from '@mall/ui';
import { useApiClient } from '../../api/ApiContext.tsx';
import { paymentResultPath } from '../../app/paths.ts';
import { ADDRESS_READS, toAddressInput, useAllAddresses } from '../../data/address.ts';
import { usePreOrder } from '../../data/order.ts';
import { usePayMethods } from '../../data/pay.ts';
import { useRevalidate } from '../../data/useApi.ts';
import { useSession } from '../../state/SessionContext.tsx';

/** Payment switches while `pay/method` loads: none on. */
const NO_PAY_METHODS = { yuePaySwitch: false, paypalStatus: false, stripeStatus: false, wechatPaySwitch: false, codSwitch: false, upiSwitch: false };

/** `/order/order_confirm?preOrderNo=`: address, goods per shop, payment method, note, submit (spec §2, §5). */
export default function OrderConfirm() {
  const intl = useIntl();
  const api = useApiClient();
  const navigate = useNavigate();
  const session = useSession();
  const revalidate = useRevalidate();
  const preOrderNo = useSearchParams()[0].get('preOrderNo') ?? undefined;
  const pre = usePreOrder(preOrderNo);
  const addresses = useAllAddresses(true);
  const methods = usePayMethods();

  const [pickedAddress, setPickedAddress] = useState<number | null>(null);
  const [pickedPayType, setPickedPayType] = useState<PayTypeValue | null>(null);
  const [note, setNote] = useState('');
  const [adding, setAdding] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const [submitting, setSubmitting] = useState(false);

  if (!preOrderNo) return <EmptyState title={intl.formatMessage({ id: 'confirm.missing' })} />;
  if (pre.error) {
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'confirm.expired' })}
        action={
          <Link href="/order/shopping_cart" tone="brand">
            <FormattedMessage id="cart.title" />
          </Link>
        }
      />
    );
  }

  const list = addresses.data ?? [];
  const addressId = pickedAddress ?? (pre.data?.addressId || list[0]?.id || null);
  const balance = session.user?.balance ?? 0;
  const payFee = pre.data?.payFee ?? 0;
  const balanceUsable = Boolean(methods.data?.yuePaySwitch) && balance >= payFee;
  // A shopper whose balance falls short (a guest has none) starts on cash on delivery when it is on.
  const payType = pickedPayType ?? (balanceUsable ? 'yue' : methods.data?.codSwitch ? 'cod' : null);
  const missing = !addressId ? 'confirm.selectAddress' : !payType ? 'confirm.selectPayment' : null;

  async function addAddress(values: AddressFormValues) {
    setFieldErrors([]);
    try {
      const saved = await api.request('POST /api/front/address/edit', { body: toAddressInput(values), silent: true });
      await revalidate(...ADDRESS_READS);
      setPickedAddress(saved.id);
      setAdding(false);
    } catch (error) {
      if (error instanceof ValidationError && error.fieldErrors.length > 0) setFieldErrors(error.fieldErrors);
      else throw error;
    }
  }

  async function submit() {
    if (!pre.data || !addressId || !payType) return;
    setSubmitting(true);
    let orderNo: string | undefined;
    try {
      ({ orderNo } = await api.request('POST /api/front/order/create', {
        body: { preOrderNo: pre.data.preOrderNo, addressId, payType, payChannel: 'pc', mark: note.trim() || undefined },
      }));
      await api.request('POST /api/front/pay/payment', { body: { orderNo, payType, payChannel: 'pc' } });
      session.refresh();
      navigate(paymentResultPath(orderNo), { replace: true });
    } catch {
      // The client has shown why. An order that exists but is unpaid waits on the result page.
      if (orderNo) navigate(`${paymentResultPath(orderNo)}&status=failed`, { replace: true });
    } finally {
      setSubmitting(false);
      void revalidate('GET /api/front/cart/count', 'GET /api/front/cart/list');
    }
  }

  if (!pre.data) return <OrderSummary orderList={[]} note="" onNoteChange={() => undefined} loading />;
  return (
    <>
      <title>{intl.formatMessage({ id: 'confirm.title' })}</title>
      <PageHeading title={intl.formatMessage({ id: 'confirm.title' })} />
      <Section title={intl.formatMessage({ id: 'confirm.address' })}>
        <AddressPicker
          addresses={list}
          selectedId={addressId}
          onSelect={setPickedAddress}
          onAdd={() => setAdding(true)}
          loading={!addresses.data && !addresses.error}
          error={addresses.error ? addresses.error.message : null}
          onRetry={() => void addresses.mutate()}
        />
      </Section>
      <Section title={intl.formatMessage({ id: 'confirm.payment' })}>
        <PaymentMethodPicker
          methods={methods.data ?? NO_PAY_METHODS}
          value={payType}
          onChange={setPickedPayType}
          balanceCents={balance}
          payCents={payFee}
        />
      </Section>
      <Section title={intl.formatMessage({ id: 'confirm.goods' })}>
        <OrderSummary orderList={pre.data.orderList} note={note} onNoteChange={setNote} />
      </Section>
      <CheckoutTotals
        proTotalFee={pre.data.proTotalFee}
        freightFee={pre.data.freightFee}
        couponFee={pre.data.couponFee}
        payFee={pre.data.payFee}
        orderProNum={pre.data.orderProNum}
        onSubmit={() => void submit()}
        submitting={submitting}
        disabled={missing !== null}
        disabledReason={missing ? intl.formatMessage({ id: missing }) : undefined}
      />
      <AddressDialog open={adding} mode="add" onClose={() => setAdding(false)} onSubmit={addAddress} fieldErrors={fieldErrors} />
    </>
  );
}
