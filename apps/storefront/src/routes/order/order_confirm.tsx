import { useEffect, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  NotFoundError,
  ValidationError,
  type ComputedPriceInput,
  type FieldError,
  type OrderCoupon,
  type PayTypeValue,
  type PreOrder,
} from '@mall/api';
import {
  AddressDialog,
  AddressPicker,
  Button,
  Cluster,
  CouponPicker,
  EmptyState,
  ErrorState,
  Hint,
  Link,
  OrderSummary,
  PageHeading,
  PaymentMethodPicker,
  PointsToggle,
  PriceBreakdown,
  SERVER_ACTION_GUARD_MS,
  Section,
  Stack,
  type AddressFormValues,
  type CheckoutCoupon,
  type CouponPickerPlatform,
  type CouponPickerShop,
  type CouponSelection,
  type UnusableCheckoutCoupon,
} from '@mall/ui';
import { useApiClient } from '../../api/ApiContext.tsx';
import { MALL_TIME_ZONE } from '../../api/mallTimeZone.ts';
import { CART_PATH, orderPayPath } from '../../app/paths.ts';
import { useMallNavigate } from '../../app/useMallNavigate.ts';
import { ADDRESS_READS, saveAddress, useAllAddresses } from '../../data/address.ts';
import { useCheckoutCoupons, useComputedPrice, useCreateOrder, usePreOrder } from '../../data/order.ts';
import { choosePayType, NO_PAY_METHODS, usePayMethods } from '../../data/pay.ts';
import { useRevalidate } from '../../data/useApi.ts';
import { useSession } from '../../state/SessionContext.tsx';

/** No coupon chosen. */
const NO_COUPONS: CouponSelection = { merchant: {}, platform: 0 };

/** A coupon of the shopper as the picker shows it. */
function asCheckoutCoupon(coupon: OrderCoupon): CheckoutCoupon {
  return {
    id: coupon.id,
    name: coupon.name,
    money: coupon.money,
    minPrice: coupon.minPrice,
    startTime: coupon.startTime,
    endTime: coupon.endTime,
    category: coupon.useType,
  };
}

/**
 * The coupons of one scope (a shop's merchant and goods coupons, or the
 * platform's) as the picker groups them: usable, and unusable with the
 * reason. Goods coupons naming none of the order's goods are left out.
 */
function grouped(coupons: OrderCoupon[]): { usable: CheckoutCoupon[]; unusable: UnusableCheckoutCoupon[] } {
  const unusable: UnusableCheckoutCoupon[] = [];
  for (const coupon of coupons) {
    if (coupon.usable || (coupon.reason !== 'minimum' && coupon.reason !== 'notStarted' && coupon.reason !== 'expired')) continue;
    unusable.push({ ...asCheckoutCoupon(coupon), reason: coupon.reason, shortBy: coupon.shortBy });
  }
  return { usable: coupons.filter((c) => c.usable).map(asCheckoutCoupon), unusable };
}

/** The coupon picker's groups: each shop of the pre-order, and the platform. */
function couponGroups(pre: PreOrder, coupons: OrderCoupon[]): { shops: CouponPickerShop[]; platform: CouponPickerPlatform } {
  return {
    shops: pre.orderList.map((shop) => ({
      merId: shop.merId,
      merName: shop.merName,
      ...grouped(coupons.filter((c) => c.useType !== 3 && c.merId === shop.merId)),
    })),
    platform: grouped(coupons.filter((c) => c.useType === 3)),
  };
}

/** The chosen user-coupon ids (one per shop at most, plus the platform's), ascending: the same choice is the same call. */
function chosenIds(selection: CouponSelection): number[] {
  return [...Object.values(selection.merchant), selection.platform].filter((id) => id > 0).sort((a, b) => a - b);
}

/** True once `at` has passed, told by a timer set in an effect for that moment. */
function usePassed(at: Date | undefined): boolean {
  const time = at?.getTime();
  const [firedFor, setFiredFor] = useState<number | null>(null);
  useEffect(() => {
    if (time === undefined) return undefined;
    // Timers hold at most ~24.8 days; a pre-order lives 5 minutes. One already past fires at once.
    const timer = window.setTimeout(() => setFiredFor(time), Math.min(Math.max(0, time - Date.now()), 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [time]);
  return time !== undefined && firedFor === time;
}

/**
 * `/order/order_confirm?preOrderNo=`: checkout (spec §2, §5, §8; the issue
 * "Orders in full", Checkout). Address, one block per shop (its goods, its
 * freight, its own buyer note), coupons (one per shop plus one platform
 * coupon), points, payment method, and the price — always the server's
 * (`computed/price`), asked again whenever a choice changes. Submitting
 * places the order unpaid with the price the shopper saw (`priceKey`) and
 * opens the payment step; a pre-order lives 5 minutes.
 */
export default function OrderConfirm() {
  const intl = useIntl();
  const api = useApiClient();
  const navigate = useMallNavigate();
  const session = useSession();
  const revalidate = useRevalidate();
  const createOrder = useCreateOrder();
  const preOrderNo = useSearchParams()[0].get('preOrderNo') ?? undefined;
  const pre = usePreOrder(preOrderNo);
  const coupons = useCheckoutCoupons(pre.data ? preOrderNo : undefined);
  const addresses = useAllAddresses(true);
  const methods = usePayMethods();

  const [pickedAddress, setPickedAddress] = useState<number | null>(null);
  const [pickedPayType, setPickedPayType] = useState<PayTypeValue | null>(null);
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [selection, setSelection] = useState<CouponSelection>(NO_COUPONS);
  const [useIntegral, setUseIntegral] = useState(false);
  const [adding, setAdding] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [priceChanged, setPriceChanged] = useState(false);
  const [gone, setGone] = useState(false);
  const expired = usePassed(pre.data?.expiresAt);
  const reasonId = useId();

  const list = addresses.data ?? [];
  const addressId = pickedAddress ?? (pre.data?.addressId || list.at(-1)?.id || null);
  const couponIds = chosenIds(selection);
  const choice: ComputedPriceInput | null = pre.data
    ? { preOrderNo: pre.data.preOrderNo, ...(addressId ? { addressId } : {}), couponIds, useIntegral }
    : null;
  const price = useComputedPrice(gone || expired ? null : choice);
  const groups = useMemo(() => (pre.data ? couponGroups(pre.data, coupons.data ?? []) : null), [pre.data, coupons.data]);

  // The pre-order is gone when the server says so (it expired, or it was used).
  const priceGone = price.error instanceof NotFoundError;
  if (!preOrderNo) return <EmptyState title={intl.formatMessage({ id: 'confirm.missing' })} />;
  if (pre.error || gone || expired || priceGone) {
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'confirm.expired' })}
        description={intl.formatMessage({ id: 'confirm.expiredHint' })}
        action={
          <Link href={CART_PATH} tone="brand">
            <FormattedMessage id="confirm.backToCart" />
          </Link>
        }
      />
    );
  }

  const recomputing = price.isValidating || !price.data;
  const figures = price.data;
  const balance = session.user?.balance ?? 0;
  const payFee = figures?.payFee ?? pre.data?.payFee ?? 0;
  // A shopper whose balance falls short (a guest has none) starts on cash on delivery when it is on.
  const payType = choosePayType({ picked: pickedPayType, methods: methods.data ?? NO_PAY_METHODS, balanceCents: balance, amountCents: payFee });
  const missing = !addressId ? 'confirm.selectAddress' : !payType ? 'confirm.selectPayment' : null;

  function choose(next: CouponSelection) {
    setPriceChanged(false);
    setSelection(next);
  }

  async function addAddress(values: AddressFormValues) {
    setFieldErrors([]);
    try {
      const saved = await saveAddress(api, values);
      await revalidate(...ADDRESS_READS);
      setPickedAddress(saved.id);
      setAdding(false);
    } catch (error) {
      if (error instanceof ValidationError && error.fieldErrors.length > 0) setFieldErrors(error.fieldErrors);
      else throw error;
    }
  }

  async function submit() {
    if (!pre.data || !addressId || !payType || !figures || recomputing) return;
    setSubmitting(true);
    try {
      const placed = await createOrder({
        preOrderNo: pre.data.preOrderNo,
        addressId,
        payType,
        payChannel: 'pc',
        couponIds,
        useIntegral,
        orderMerchantRequestList: pre.data.orderList
          .map((shop) => ({ merId: shop.merId, remark: (notes[shop.merId] ?? '').trim() }))
          .filter((request) => request.remark !== ''),
        priceKey: figures.priceKey,
      });
      if ('orderNo' in placed) {
        await navigate(orderPayPath(placed.orderNo), { replace: true });
      } else if (placed.failure === 'priceChanged') {
        // The client has said why; the shopper sees the new price before submitting again.
        setPriceChanged(true);
        await price.mutate();
      } else if (placed.failure === 'preOrderGone') {
        setGone(true);
      }
    } finally {
      setSubmitting(false);
    }
  }

  if (!pre.data) return <OrderSummary orderList={[]} note="" onNoteChange={() => undefined} loading />;
  const integralAvailable = figures?.integralAvailable ?? pre.data.integralAvailable;
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
      <Section title={intl.formatMessage({ id: 'confirm.goods' })}>
        <Stack>
          {pre.data.orderList.map((shop) => (
            <OrderSummary
              key={shop.merId}
              orderList={[shop]}
              note={notes[shop.merId] ?? ''}
              onNoteChange={(note) => setNotes((all) => ({ ...all, [shop.merId]: note }))}
            />
          ))}
        </Stack>
      </Section>
      <Section title={intl.formatMessage({ id: 'confirm.coupons' })}>
        {groups && !coupons.error ? (
          <CouponPicker
            shops={groups.shops}
            platform={groups.platform}
            selected={selection}
            onChange={choose}
            disabled={recomputing}
            timeZone={MALL_TIME_ZONE}
          />
        ) : (
          coupons.error && <ErrorState message={coupons.error.message} onRetry={() => void coupons.mutate()} />
        )}
      </Section>
      <Section title={intl.formatMessage({ id: 'confirm.points' })}>
        <PointsToggle
          available={integralAvailable}
          used={figures?.usedIntegral ?? 0}
          deduction={figures?.deductionPrice ?? 0}
          checked={useIntegral}
          onChange={(next) => {
            setPriceChanged(false);
            setUseIntegral(next);
          }}
          disabled={recomputing}
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
      <Section
        title={intl.formatMessage({ id: 'confirm.price' })}
        extra={<FormattedMessage id="confirm.count" values={{ count: pre.data.orderProNum }} />}
      >
        {price.error && !price.isValidating ? (
          <ErrorState
            message={price.error.message}
            onRetry={() => {
              // A coupon that cannot be used (any more) is dropped; then the price is asked again.
              if (price.error instanceof ValidationError) choose(NO_COUPONS);
              else void price.mutate();
            }}
          />
        ) : (
          <Stack maxWidth={420} atEnd>
            <PriceBreakdown
              goodsTotal={figures?.proTotalFee ?? 0}
              freight={figures?.freightFee ?? 0}
              merchantCouponDeduction={figures?.merCouponFee ?? 0}
              platformCouponDeduction={figures?.platCouponFee ?? 0}
              pointsDeduction={figures?.deductionPrice ?? 0}
              payable={figures?.payFee ?? 0}
              loading={recomputing}
              priceChanged={priceChanged}
            />
          </Stack>
        )}
        <Cluster justify="end" gap={4} top={5}>
          {missing && (
            <Hint tone="warning" size="sm" id={reasonId}>
              {intl.formatMessage({ id: missing })}
            </Hint>
          )}
          <Button
            size="lg"
            minWidth={160}
            disabled={missing !== null || recomputing || !figures}
            loading={submitting}
            repeatGuardMs={SERVER_ACTION_GUARD_MS}
            aria-describedby={missing ? reasonId : undefined}
            onClick={() => void submit()}
          >
            <FormattedMessage id="confirm.submit" />
          </Button>
        </Cluster>
      </Section>
      <AddressDialog open={adding} mode="add" onClose={() => setAdding(false)} onSubmit={addAddress} fieldErrors={fieldErrors} />
    </>
  );
}
