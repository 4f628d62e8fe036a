import Stripe from 'stripe';
import type { StripeSettings } from '../config.ts';
import type { Db } from '../db/client.ts';
import { getHomeData } from '../catalog/home.ts';

/**
 * The official Stripe SDK, configured from `STRIPE_*` (config.ts). With
 * `STRIPE_API_URL` set (a local stand-in in tests), every API call goes to
 * that origin through the SDK's `host`/`port`/`protocol` options instead of
 * api.stripe.com. Calls time out after 20 s and are retried twice on network
 * errors and on Stripe's 409 "idempotency key in use" (the SDK's own rule).
 */
export function makeStripe(settings: StripeSettings): Stripe {
  const target = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'mall' },
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'http:' ? 80 : 443),
          protocol: target.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** Currency symbols the mall may show (home `shopPayCurrency`), and Stripe's ISO 4217 code for each. */
const CURRENCY_OF_SYMBOL: Record<string, string> = {
  '￥': 'cny',
  '¥': 'cny',
  '$': 'usd',
  US$: 'usd',
  '€': 'eur',
  '£': 'gbp',
  '₹': 'inr',
  '฿': 'thb',
  HK$: 'hkd',
  S$: 'sgd',
};

/**
 * The currency card payments are charged in: the mall's own, as its home
 * settings name it (`shopPayCurrency`, a symbol), lower-case ISO 4217 as
 * Stripe wants it; `cny` for a symbol it does not know. Amounts are the
 * order's cents, which is Stripe's smallest unit for each of these.
 */
export async function mallCurrency(db: Db): Promise<string> {
  const { shopPayCurrency } = await getHomeData(db);
  return CURRENCY_OF_SYMBOL[shopPayCurrency.trim()] ?? 'cny';
}

/** The PaymentIntent's id inside a client secret (`pi_…_secret_…`), or null when it is not one. */
export function intentIdOfSecret(clientSecret: string): string | null {
  const match = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
  return match ? match[1]! : null;
}

/** True for Stripe's refusal of a state change because the object is already in another state (cancel of a canceled intent). */
export function isUnexpectedState(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'payment_intent_unexpected_state';
}

/** What may be logged of a Stripe failure: its type, code, status and request id, never keys or secrets. */
export function stripeFailure(error: unknown): Record<string, unknown> {
  if (error instanceof Stripe.errors.StripeError) {
    return { type: error.type, code: error.code, statusCode: error.statusCode, requestId: error.requestId, message: error.message };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

export { Stripe };
