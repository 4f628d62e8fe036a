import type { NoInput } from './endpoints.ts';
import type { Static } from 'typebox';
import type { PayTypeValue } from './order.ts';
import type { PaymentBody } from './schemas/order.ts';

/**
 * Payment.
 * @see spec §3 Order (payment method); crmeb-api §4.8, §6 rule 9
 */

/** `data` of `GET /api/front/pay/method`: which payment types are switched on. */
export interface PayMethods {
  /** The shopper's mall balance; works without any network. */
  balanceStatus: boolean;
  paypalStatus: boolean;
  stripeStatus: boolean;
  wechatPaySwitch: boolean;
  codSwitch: boolean;
  upiSwitch: boolean;
}

/** `data` of `POST /api/front/pay/payment`. */
export interface PaymentResult {
  /** True when the order is paid now (balance); false when the shopper must still act (redirect, card form). */
  status: boolean;
  payType: PayTypeValue;
  orderNo: string;
  /** Where to send the shopper next for external payments; '' otherwise. */
  redirect: string;
  stripeClientSecret: string;
}

export type PaymentInput = Static<typeof PaymentBody>;

export interface PayEndpoints {
  'GET /api/front/pay/method': { input: NoInput; data: PayMethods };
  /** Pays a master order. Paying an order that is already paid charges nothing and fails with 400. */
  'POST /api/front/pay/payment': { input: { body: PaymentInput }; data: PaymentResult };
}
