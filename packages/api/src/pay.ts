import type { NoInput, WireMap } from './endpoints.ts';
import { object, same, url } from './wire/codec.ts';
import type { Static } from 'typebox';
import type { PayTypeValue } from './order.ts';
import type { PaymentBody } from './schemas/order.ts';

/**
 * Payment.
 * @see spec §3 Order (payment method); crmeb-api §4.8, §6 rule 9
 */

/**
 * `data` of `GET /api/front/pay/method`: which payment types are switched
 * on. The provider's clients offer one option per switch they know
 * (`paypalStatus` … `upiSwitch`) and ignore the others.
 */
export interface PayMethods {
  /**
   * The shopper's mall balance (pay type `yue`, the name the provider's
   * domestic edition gives it); works without any network. The mall's addition.
   */
  yuePaySwitch: boolean;
  paypalStatus: boolean;
  stripeStatus: boolean;
  wechatPaySwitch: boolean;
  codSwitch: boolean;
  upiSwitch: boolean;
  /**
   * Stripe's publishable key (`pk_…`) for the card page's Stripe.js when
   * `stripeStatus` is on; '' otherwise. The mall's addition: the provider's
   * client hard-codes it.
   */
  stripePublishableKey: string;
}

/** `data` of `POST /api/front/pay/payment`. */
export interface PaymentResult {
  /** True when the order is paid now (`yue`); false when the shopper must still act (redirect, card form) or pays at the door. */
  status: boolean;
  payType: PayTypeValue;
  orderNo: string;
  /** Where to send the shopper next for external payments; '' otherwise. */
  redirect: string;
  /**
   * `stripe`: the client secret of the order's one PaymentIntent, for
   * Stripe.js on `/order/stripe_payment` (the same intent on every call for
   * one order); '' for the other types. The order is paid only when Stripe's
   * signed webhook says so, never by the browser.
   */
  stripeClientSecret: string;
}

export type PaymentInput = Static<typeof PaymentBody>;

export interface PayEndpoints {
  'GET /api/front/pay/method': { input: NoInput; data: PayMethods };
  /**
   * Pays a master order (`PT…`, created unpaid by `order/create`): `yue` now
   * from the balance, `cod` at the door, `stripe` by card (answers the
   * PaymentIntent's client secret). Paying an order that is already paid,
   * cancelled or past its payment deadline charges nothing and fails with 400.
   */
  'POST /api/front/pay/payment': { input: { body: PaymentInput }; data: PaymentResult };
}

// ——— The wire (crmeb-wire §7) ———

export const payWire = {
  'GET /api/front/pay/method': same<PayMethods>(),
  'POST /api/front/pay/payment': object<PaymentResult>()({ redirect: url }),
} satisfies WireMap<PayEndpoints>;
