import type { PayMethods, PayTypeValue } from '@mall/api';

/** Payment settings of the mall (config `PAY_COD`, `STRIPE_*`). */
export interface PaySettings {
  /** Cash on delivery on offer: the way to buy for shoppers without a balance, guests among them. */
  cashOnDelivery: boolean;
  /** Card payment through Stripe (config `STRIPE_*`, all three set); off when absent. Only the publishable key is read here. */
  stripe?: { publishableKey: string };
}

/**
 * Which payment types the mall switches on (`GET /api/front/pay/method`,
 * crmeb-api §4.8): the mall balance always, cash on delivery per config,
 * Stripe card payment when its keys are configured (with the publishable key
 * the card page needs). PayPal and WeChat Pay stay off.
 */
export function payMethods(settings: PaySettings): PayMethods {
  return {
    yuePaySwitch: true,
    paypalStatus: false,
    stripeStatus: settings.stripe !== undefined,
    wechatPaySwitch: false,
    codSwitch: settings.cashOnDelivery,
    upiSwitch: false,
    stripePublishableKey: settings.stripe?.publishableKey ?? '',
  };
}

/** The `payType` values an order may be placed or paid with under these switches. */
export function enabledPayTypes(methods: PayMethods): readonly PayTypeValue[] {
  const on: [PayTypeValue, boolean][] = [
    ['yue', methods.yuePaySwitch],
    ['paypal', methods.paypalStatus],
    ['stripe', methods.stripeStatus],
    ['wechat', methods.wechatPaySwitch],
    ['cod', methods.codSwitch],
  ];
  return on.filter(([, enabled]) => enabled).map(([type]) => type);
}
