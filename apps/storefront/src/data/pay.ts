import { useState } from 'react';
import type { PayMethods, PayTypeValue } from '@mall/api';
import { useApi } from './useApi.ts';

/** No payment type on: what the pickers show until the methods are read. */
export const NO_PAY_METHODS: PayMethods = {
  yuePaySwitch: false,
  paypalStatus: false,
  stripeStatus: false,
  stripePublishableKey: '',
  wechatPaySwitch: false,
  codSwitch: false,
  upiSwitch: false,
};

/** Whether payment type `type` is switched on (the types the storefront offers: balance, cash on delivery, card). */
function payTypeOffered(methods: PayMethods, type: PayTypeValue): boolean {
  return (type === 'yue' && methods.yuePaySwitch) || (type === 'cod' && methods.codSwitch) || (type === 'stripe' && methods.stripeStatus);
}

/**
 * The payment choice of checkout and of the pay page, decided here once (spec §4 checkout): the shopper's pick;
 * else the type chosen before (`earlier`, the order's `payType` on the pay page) while it is still on offer; else
 * the balance when it is on and covers `amountCents`; else cash on delivery when it is on (a guest has no
 * balance); else none, and the page asks for one.
 */
export function choosePayType(choice: {
  picked: PayTypeValue | null;
  earlier?: PayTypeValue;
  methods: PayMethods;
  balanceCents: number;
  amountCents: number;
}): PayTypeValue | null {
  const { picked, earlier, methods, balanceCents, amountCents } = choice;
  if (picked) return picked;
  if (earlier && payTypeOffered(methods, earlier)) return earlier;
  if (methods.yuePaySwitch && balanceCents >= amountCents) return 'yue';
  return methods.codSwitch ? 'cod' : null;
}

/** Which payment types are switched on (and Stripe's publishable key when the card is). */
export function usePayMethods() {
  return useApi('GET /api/front/pay/method', {}, { revalidateOnFocus: false });
}

/**
 * The card payment of master order `orderNo` (`PT…`): `POST pay/payment`
 * with `stripe`, whose answer carries the client secret of the order's one
 * PaymentIntent (the server makes it once and hands back the same one on every
 * call, so asking again on a reload is harmless). Asked once per page view;
 * `undefined` skips the call.
 */
export function useCardPayment(orderNo: string | undefined) {
  return useApi('POST /api/front/pay/payment', orderNo ? { body: { orderNo, payType: 'stripe', payChannel: 'pc' } } : null, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}

/** How often the payment result asks whether the order is paid yet (ms), and for how long at most (ms). */
export const PAID_POLL_MS = 1500;
export const PAID_POLL_FOR_MS = 90_000;

/**
 * Master order `orderNo`, read again every {@link PAID_POLL_MS} while
 * `waiting` and it is not paid yet, for at most {@link PAID_POLL_FOR_MS}: the
 * payment result after a card payment, which only Stripe's webhook marks paid,
 * a moment after the shopper is back. `undefined` skips the call.
 */
export function usePaidPoll(orderNo: string | undefined, waiting: boolean) {
  // Read once, when the page first renders (a lazy initial state), not on every render.
  const [since] = useState(() => Date.now());
  return useApi('GET /api/front/order/master/detail/:orderNo', orderNo ? { params: { orderNo } } : null, {
    refreshInterval: (data) => (waiting && !data?.paid && Date.now() - since < PAID_POLL_FOR_MS ? PAID_POLL_MS : 0),
  });
}
