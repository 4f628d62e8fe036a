import type { PayMethods, PayTypeValue } from '@mall/api';

/** Payment settings of the mall (config `PAY_COD`). */
export interface PaySettings {
  /** Cash on delivery on offer: the way to buy for shoppers without a balance, guests among them. */
  cashOnDelivery: boolean;
}

/**
 * Which payment types the mall switches on (`GET /api/front/pay/method`,
 * crmeb-api §4.8): the mall balance always, cash on delivery per config.
 * PayPal, Stripe and WeChat Pay stay off until a provider is configured.
 */
export function payMethods(settings: PaySettings): PayMethods {
  return {
    yuePaySwitch: true,
    paypalStatus: false,
    stripeStatus: false,
    wechatPaySwitch: false,
    codSwitch: settings.cashOnDelivery,
    upiSwitch: false,
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
