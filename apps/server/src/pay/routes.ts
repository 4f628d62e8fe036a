import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../auth/delivery/courier.ts';
import type { Db } from '../db/client.ts';
import { route } from '../http/route.ts';
import type { CardPayments } from './cardPayment.ts';
import { enabledPayTypes, payMethods, type PaySettings } from './payMethods.ts';
import { payOrder } from './payOrder.ts';

/** What the payment routes use besides their settings. */
export interface PayRouteDeps {
  /** Card payment through Stripe, when configured (cardPayment.ts `cardPayments`). */
  card?: CardPayments;
  /** The mall's courier, for the "order paid" email. */
  mailer?: Mailer;
}

/**
 * Payment (crmeb-api §4.8): the switches and the payment of a master order.
 * Stripe's webhook is registered apart (stripeWebhook.ts), outside the provider's wire.
 */
export function payRoutes(app: FastifyInstance, db: Db, settings: PaySettings, deps: PayRouteDeps = {}): void {
  const methods = payMethods(settings);
  const payTypes = enabledPayTypes(methods);
  route(app, db, 'GET /api/front/pay/method', async () => methods);
  route(app, db, 'POST /api/front/pay/payment', ({ session, body, request }) =>
    payOrder({ db, payTypes, card: deps.card, mailer: deps.mailer, log: request.log }, session.userId, body),
  );
}
