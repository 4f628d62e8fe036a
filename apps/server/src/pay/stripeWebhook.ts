import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Mailer } from '../auth/delivery/courier.ts';
import type { Db } from '../db/client.ts';
import { masterOrder, merchantOrder, paymentEvent } from '../db/schema.ts';
import { notifyOrderPaid } from '../order/notify.ts';
import type { CardPayments } from './cardPayment.ts';
import { mallCurrency, stripeFailure, type Stripe } from './stripeClient.ts';
import { settleMerchantOrders } from './settlement.ts';

/** Where Stripe posts its events (configure this URL, on the mall's public address, in Stripe's dashboard). */
export const STRIPE_WEBHOOK_PATH = '/api/pay/stripe/webhook';

/** What became of one verified event. */
export type WebhookOutcome =
  /** The order was marked paid and settled. */
  | 'paid'
  /** The event was handled before (same event id): nothing changed. */
  | 'replay'
  /** The order was cancelled, or paid another way: the card payment was refunded. */
  | 'refunded'
  /** The order was paid by this intent already. */
  | 'alreadyPaid'
  /** No order has this intent. */
  | 'unknownIntent'
  /** The amount or currency received is not the order's: nothing changed (logged). */
  | 'amountMismatch'
  /** Any other event type (`payment_intent.payment_failed`…): recorded, nothing changed. */
  | 'ignored';

/**
 * Handles one signature-verified Stripe event, exactly once, in one
 * transaction:
 * 1. The event id is claimed in `payment_event` (ADR 0009 pattern 4, `insert
 *    … on conflict do nothing`): a replayed event finds its id there and
 *    changes nothing. Every verified event is recorded, handled or ignored.
 * 2. `payment_intent.succeeded`: the master order whose `out_trade_no` is the
 *    intent's id is locked (`for update`). If the amount received and the
 *    currency are the order's (pay price, cents), it is marked paid (`where
 *    paid = false and not cancelled`, the same guard as every payment), with
 *    its merchant orders, and settled (settlement.ts). A cancelled order, or
 *    one paid another way (balance) meanwhile, is not paid twice: the intent
 *    is refunded through Stripe (idempotent per intent) and the refund
 *    recorded in `payment_event` (`id` = the refund's `re_…`, `type` 'refund').
 * 3. Anything else (failed, canceled, processing…) changes no order, so
 *    events arriving out of order (a failure after the success) are harmless.
 * A Stripe failure while refunding rolls everything back and throws, so
 * Stripe delivers the event again.
 */
export async function handleStripeEvent(db: Db, card: CardPayments, event: Stripe.Event): Promise<{ outcome: WebhookOutcome; orderNo: string }> {
  const intent = event.type.startsWith('payment_intent.') ? (event.data.object as Stripe.PaymentIntent) : undefined;
  const metaOrderNo = typeof intent?.metadata?.orderNo === 'string' ? intent.metadata.orderNo : '';
  const currency = intent ? await mallCurrency(db) : '';

  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(paymentEvent)
      .values({ id: event.id, type: event.type, orderNo: metaOrderNo.slice(0, 64) })
      .onConflictDoNothing()
      .returning({ id: paymentEvent.id });
    if (claimed.length === 0) return { outcome: 'replay', orderNo: metaOrderNo };
    if (event.type !== 'payment_intent.succeeded' || !intent) return { outcome: 'ignored', orderNo: metaOrderNo };

    const [order] = await tx
      .select({
        orderNo: masterOrder.orderNo,
        payPrice: masterOrder.payPrice,
        paid: masterOrder.paid,
        payType: masterOrder.payType,
        isCancel: masterOrder.isCancel,
      })
      .from(masterOrder)
      .where(eq(masterOrder.outTradeNo, intent.id))
      .for('update');
    if (!order) return { outcome: 'unknownIntent', orderNo: metaOrderNo };

    const received = intent.amount_received ?? intent.amount;
    if (received !== order.payPrice || intent.currency?.toLowerCase() !== currency) {
      return { outcome: 'amountMismatch', orderNo: order.orderNo };
    }

    if (order.isCancel || (order.paid && order.payType !== 'stripe')) {
      const refundId = await card.refund(intent.id);
      await tx.insert(paymentEvent).values({ id: refundId, type: 'refund', orderNo: order.orderNo }).onConflictDoNothing();
      return { outcome: 'refunded', orderNo: order.orderNo };
    }
    if (order.paid) return { outcome: 'alreadyPaid', orderNo: order.orderNo };

    const now = new Date();
    const [marked] = await tx
      .update(masterOrder)
      .set({ paid: true, payTime: now, payType: 'stripe', payDeadline: null })
      .where(and(eq(masterOrder.orderNo, order.orderNo), eq(masterOrder.paid, false), eq(masterOrder.isCancel, false)))
      .returning({ orderNo: masterOrder.orderNo });
    if (!marked) return { outcome: 'alreadyPaid', orderNo: order.orderNo };
    await tx.update(merchantOrder).set({ paid: true, payTime: now }).where(eq(merchantOrder.masterOrderNo, order.orderNo));
    await settleMerchantOrders(tx, order.orderNo, 'stripe');
    return { outcome: 'paid', orderNo: order.orderNo };
  });
}

/**
 * `POST /api/pay/stripe/webhook`: Stripe's events, outside the provider's
 * wire (Stripe reads only the HTTP status). The body is read raw, in this
 * route's own scope (every other route keeps the app's JSON parser), because
 * the signature covers the exact bytes: `stripe.webhooks.constructEvent`
 * with `STRIPE_WEBHOOK_SECRET`.
 * - a missing or forged signature, or a stale one (Stripe's 5-minute
 *   tolerance): HTTP 400 `{error}`, nothing changes;
 * - a verified event: handled (see {@link handleStripeEvent}), HTTP 200 `{received: true}`;
 * - a failure of the mall or of Stripe while handling: HTTP 500, so Stripe
 *   retries later (the event id was not recorded).
 * After a payment commits, the shopper is emailed (order/notify.ts).
 */
export function stripeWebhookRoutes(db: Db, card: CardPayments, mailer?: Mailer): FastifyPluginAsync {
  return async (scope: FastifyInstance) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      if (typeof signature !== 'string' || !Buffer.isBuffer(body)) {
        return reply.code(400).send({ error: 'a signed Stripe event is expected' });
      }
      let event: Stripe.Event;
      try {
        event = card.stripe.webhooks.constructEvent(body, signature, card.webhookSecret);
      } catch {
        request.log.warn('a Stripe webhook with a signature that does not verify was refused');
        return reply.code(400).send({ error: 'signature verification failed' });
      }
      try {
        const { outcome, orderNo } = await handleStripeEvent(db, card, event);
        if (outcome === 'unknownIntent' || outcome === 'amountMismatch') {
          request.log.warn({ event: event.id, type: event.type, orderNo, outcome }, 'a Stripe payment did not match an order');
        } else {
          request.log.info({ event: event.id, type: event.type, orderNo, outcome }, 'Stripe event');
        }
        if (outcome === 'paid' && mailer) void notifyOrderPaid(mailer, db, orderNo, { log: request.log });
        return reply.code(200).send({ received: true });
      } catch (error) {
        request.log.error({ event: event.id, type: event.type, stripe: stripeFailure(error) }, 'a Stripe event could not be handled');
        return reply.code(500).send({ error: 'the event could not be handled; deliver it again' });
      }
    });
  };
}
