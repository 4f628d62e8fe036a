import { and, eq, isNull, or } from 'drizzle-orm';
import type { StripeSettings } from '../config.ts';
import type { Db } from '../db/client.ts';
import { masterOrder } from '../db/schema.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { payable, refusal } from './payOrder.ts';
import { isUnexpectedState, makeStripe, mallCurrency, Stripe, stripeFailure } from './stripeClient.ts';

/** Where card-payment trouble is reported (Fastify's logger is one); never given keys or client secrets. */
export interface CardLog {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

/**
 * Closes the card payment of an order that was cancelled (or paid another
 * way): cancels the Stripe PaymentIntent `outTradeNo` (`pi_…`, the order's
 * `out_trade_no`; nothing to do for null). An intent that is canceled
 * already, or can no longer be canceled, is left as it is (a succeeded one
 * is refunded by the webhook, which finds the order cancelled). Other
 * failures are logged without secrets. Never throws: call it after the
 * cancel committed, whose result it must not change.
 */
export type CloseCardPayment = (outTradeNo: string | null | undefined) => Promise<void>;

/** Card payment through Stripe: what the payment route, the webhook and the order cancel need. */
export interface CardPayments {
  /** The SDK client (pointed at `STRIPE_API_URL` when set). */
  stripe: Stripe;
  /** `STRIPE_WEBHOOK_SECRET`: verifies webhook signatures. */
  webhookSecret: string;
  /**
   * Creates or reuses the one PaymentIntent of the shopper's master order
   * `orderNo` and answers its client secret (see {@link cardPayments}).
   * @throws {HttpError} 404 for an order that is not the shopper's; 400 when it is paid,
   * cancelled or past its deadline, or too small an amount for a card; 500 when Stripe fails.
   */
  start(userId: number, orderNo: string, now: Date): Promise<string>;
  close: CloseCardPayment;
  /**
   * Refunds a succeeded intent in full, once (idempotency key from the intent
   * id). @returns the refund's id (`re_…`). @throws {Stripe.errors.StripeError} when Stripe refuses or fails.
   */
  refund(intentId: string): Promise<string>;
  /**
   * Refunds `amount` cents of a succeeded intent for refund `refundOrderNo`
   * (`RE…`), once per refund (idempotency key `mall-refund-<RE…>`).
   * @returns the refund's id (`re_…`). @throws {Stripe.errors.StripeError} when Stripe refuses or fails.
   */
  refundPart(intentId: string, amount: number, refundOrderNo: string): Promise<string>;
}

/** Idempotency key of an order's PaymentIntent: the same on every call for one order, so Stripe makes one. */
export function intentKey(orderNo: string, replacing?: string | null): string {
  return replacing ? `mall-pay-${orderNo}-after-${replacing}` : `mall-pay-${orderNo}`;
}

/** A Stripe failure as the shopper sees it: too small an amount is their order's (400), anything else the mall's (500). */
function cardFailure(error: unknown): HttpError {
  if (error instanceof Stripe.errors.StripeError && error.code === 'amount_too_small') return badRequest('pay.cardAmountTooSmall', {}, 'orderNo');
  return new HttpError(500, 'pay.cardFailed');
}

/**
 * Card payments through Stripe (crmeb-api §4.8 `stripe`, §6 rule 9), with the
 * official SDK.
 *
 * `start` (from `POST /api/front/pay/payment`, payType `stripe`): one
 * PaymentIntent per master order, amount = the order's pay price in cents,
 * currency = the mall's (stripeClient.ts `mallCurrency`), metadata
 * `{orderNo}`, its id kept in `master_order.out_trade_no`.
 * - An order with an intent reuses it (retrieved from Stripe); one whose
 *   intent was canceled gets a new one, keyed by the one it replaces.
 * - A new intent is created with an idempotency key derived from the order
 *   number, so parallel pays of one order make one intent at Stripe, and is
 *   attached with one conditional write (ADR 0009 pattern 4: `set
 *   out_trade_no where payable and (out_trade_no is null or = this id)`).
 *   Losing that claim because the order was paid or cancelled meanwhile
 *   cancels the new intent and refuses; losing it to another intent reuses that one.
 * No database transaction is held while Stripe is called.
 */
export function cardPayments(db: Db, settings: StripeSettings, log: CardLog): CardPayments {
  const stripe = makeStripe(settings);

  async function orderState(userId: number, orderNo: string) {
    const [order] = await db
      .select({
        paid: masterOrder.paid,
        isCancel: masterOrder.isCancel,
        payDeadline: masterOrder.payDeadline,
        payPrice: masterOrder.payPrice,
        outTradeNo: masterOrder.outTradeNo,
      })
      .from(masterOrder)
      .where(and(eq(masterOrder.orderNo, orderNo), eq(masterOrder.userId, userId)))
      .limit(1);
    return order;
  }

  const isPayable = (order: Awaited<ReturnType<typeof orderState>>, now: Date) =>
    order !== undefined && !order.paid && !order.isCancel && (order.payDeadline === null || order.payDeadline > now);

  const close: CloseCardPayment = async (outTradeNo) => {
    if (!outTradeNo) return;
    try {
      await stripe.paymentIntents.cancel(outTradeNo);
      log.info({ outTradeNo }, 'card payment closed');
    } catch (error) {
      if (isUnexpectedState(error)) return;
      log.warn({ outTradeNo, stripe: stripeFailure(error) }, 'could not cancel the card payment at Stripe');
    }
  };

  async function start(userId: number, orderNo: string, now: Date): Promise<string> {
    // Twice at most: a second pass only when another request attached a different intent meanwhile.
    for (let pass = 0; pass < 2; pass++) {
      const order = await orderState(userId, orderNo);
      if (!order || !isPayable(order, now)) return refusal(orderNo, order, now);

      let intent: Stripe.PaymentIntent;
      try {
        if (order.outTradeNo) {
          const current = await stripe.paymentIntents.retrieve(order.outTradeNo);
          if (current.status !== 'canceled' && current.client_secret) return current.client_secret;
        }
        intent = await stripe.paymentIntents.create(
          {
            amount: order.payPrice,
            currency: await mallCurrency(db),
            metadata: { orderNo },
            description: `Order ${orderNo}`,
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: intentKey(orderNo, order.outTradeNo) },
        );
      } catch (error) {
        log.warn({ orderNo, stripe: stripeFailure(error) }, 'Stripe refused or failed to prepare a card payment');
        throw cardFailure(error);
      }

      // ADR 0009 pattern 4: the intent is attached by one conditional write; whoever gets the row back has it.
      const attachable = order.outTradeNo
        ? or(eq(masterOrder.outTradeNo, order.outTradeNo), eq(masterOrder.outTradeNo, intent.id))
        : or(isNull(masterOrder.outTradeNo), eq(masterOrder.outTradeNo, intent.id));
      const [attached] = await db
        .update(masterOrder)
        .set({ outTradeNo: intent.id })
        .where(and(payable(orderNo, userId, now), attachable))
        .returning({ orderNo: masterOrder.orderNo });
      if (attached && intent.client_secret) return intent.client_secret;

      const after = await orderState(userId, orderNo);
      if (after?.outTradeNo !== intent.id) await close(intent.id);
      if (!after || !isPayable(after, now)) return refusal(orderNo, after, now);
    }
    throw new HttpError(500, 'pay.cardFailed');
  }

  async function refund(intentId: string): Promise<string> {
    const made = await stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey: `mall-refund-${intentId}` });
    log.info({ outTradeNo: intentId, refund: made.id }, 'card payment refunded');
    return made.id;
  }

  async function refundPart(intentId: string, amount: number, refundOrderNo: string): Promise<string> {
    const made = await stripe.refunds.create(
      { payment_intent: intentId, amount, metadata: { refundOrderNo } },
      { idempotencyKey: `mall-refund-${refundOrderNo}` },
    );
    log.info({ outTradeNo: intentId, refund: made.id, refundOrderNo, amount }, 'card payment refunded in part');
    return made.id;
  }

  return { stripe, webhookSecret: settings.webhookSecret, start, close, refund, refundPart };
}
