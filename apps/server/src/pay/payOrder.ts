import { and, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import type { PaymentInput, PaymentResult, PayTypeValue } from '@mall/api';
import type { Mailer } from '../auth/delivery/courier.ts';
import type { Db, Tx } from '../db/client.ts';
import { appUser, balanceBill, masterOrder, merchantOrder } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { notifyOrderPaid, type NotifyLog } from '../order/notify.ts';
import type { CardPayments } from './cardPayment.ts';
import { settleMerchantOrders } from './settlement.ts';

/** What paying needs besides the database. */
export interface PayDeps {
  db: Db;
  /** The payment types switched on (pay/payMethods.ts). */
  payTypes: readonly PayTypeValue[];
  /** Card payment through Stripe; absent when it is not configured. */
  card?: CardPayments;
  /** Where the "order paid" email goes (the mall's courier); no email without one. */
  mailer?: Mailer;
  log?: NotifyLog;
  /** The clock payment deadlines are read by (tests move it). */
  now?: () => Date;
}

/**
 * The order may still be paid: the shopper's, unpaid, not cancelled, and
 * not past its payment deadline (`pay_deadline`, null for cash on delivery).
 */
export const payable = (orderNo: string, userId: number, now: Date) =>
  and(
    eq(masterOrder.orderNo, orderNo),
    eq(masterOrder.userId, userId),
    eq(masterOrder.paid, false),
    eq(masterOrder.isCancel, false),
    or(isNull(masterOrder.payDeadline), gt(masterOrder.payDeadline, now)),
  );

/** The state a payment was refused for, read again only to say why. */
export interface OrderPayState {
  paid: boolean;
  isCancel: boolean;
  payDeadline: Date | null;
}

/**
 * Why an order in state `current` cannot be paid at `now`: already paid,
 * cancelled, or past its payment deadline (the job runner cancels it soon).
 * @throws {HttpError} always: 404 when there is no such order of the shopper, else 400 naming `orderNo`.
 */
export function refusal(orderNo: string, current: OrderPayState | undefined, now: Date): never {
  if (!current) throw notFound('order.notFound', { orderNo });
  if (current.paid) throw badRequest('pay.alreadyPaid', {}, 'orderNo');
  if (current.isCancel) throw badRequest('pay.cancelled', {}, 'orderNo');
  if (current.payDeadline && current.payDeadline <= now) throw badRequest('pay.expired', {}, 'orderNo');
  // Payable after all (a race moved it back?): say it was not, rather than pretend it was paid.
  throw badRequest('pay.cancelled', {}, 'orderNo');
}

/** Reads the order's payment state for {@link refusal}. @throws {HttpError} always */
async function refuse(tx: Tx | Db, orderNo: string, userId: number, now: Date): Promise<never> {
  const [current] = await tx
    .select({ paid: masterOrder.paid, isCancel: masterOrder.isCancel, payDeadline: masterOrder.payDeadline })
    .from(masterOrder)
    .where(and(eq(masterOrder.orderNo, orderNo), eq(masterOrder.userId, userId)))
    .limit(1);
  return refusal(orderNo, current, now);
}

/**
 * Pays one of the shopper's master orders (`POST /api/front/pay/payment`,
 * crmeb-api §4.8, §6 rule 9; crmeb-wire §7: the order was created unpaid by
 * `order/create`, this is the second step).
 * - `yue` (balance): in one transaction, the order is flipped to paid only if
 *   it is payable (ADR 0009 pattern 4: `update … where paid = false and not
 *   cancelled and deadline not passed`, so paying twice charges once), the
 *   balance is debited only if it covers the amount (pattern 1, never below
 *   zero), the merchant orders are marked paid, a balance bill is written and
 *   the merchants are settled (settlement.ts). Answers `status: true`. After
 *   the commit the shopper is emailed, and a card payment begun for the order
 *   is closed at Stripe.
 * - `cod` (cash on delivery): the order is confirmed for shipping unpaid and
 *   its payment deadline cleared; the money is collected at the door (and
 *   settled at receipt). Choosing it again changes nothing. `status: false`.
 * - `stripe`: the order's one PaymentIntent is created or reused
 *   (cardPayment.ts); answers its client secret, `status: false`. The order
 *   is paid when Stripe's signed webhook says so (stripeWebhook.ts).
 * @throws {HttpError} 404 for an order that is not the shopper's; 400 when it
 * is paid, cancelled or past its deadline, the balance is short, or the type
 * is not available.
 */
export async function payOrder(deps: PayDeps, userId: number, input: PaymentInput): Promise<PaymentResult> {
  const { db } = deps;
  if (!deps.payTypes.includes(input.payType)) {
    throw badRequest('pay.unavailable', { payType: input.payType }, 'payType');
  }
  if (!input.orderNo.startsWith('PT')) throw notFound('order.notFound', { orderNo: input.orderNo });
  const now = deps.now?.() ?? new Date();
  const payChannel = input.payChannel ?? 'pc';
  const result = (status: boolean, stripeClientSecret = ''): PaymentResult => ({
    status,
    payType: input.payType,
    orderNo: input.orderNo,
    redirect: '',
    stripeClientSecret,
  });

  if (input.payType === 'stripe') {
    if (!deps.card) throw badRequest('pay.unavailable', { payType: input.payType }, 'payType');
    const secret = await deps.card.start(userId, input.orderNo, now);
    return result(false, secret);
  }

  if (input.payType === 'cod') {
    await db.transaction(async (tx) => {
      const [order] = await tx
        .update(masterOrder)
        .set({ payType: 'cod', payChannel, payDeadline: null })
        .where(payable(input.orderNo, userId, now))
        .returning({ orderNo: masterOrder.orderNo });
      if (!order) await refuse(tx, input.orderNo, userId, now);
    });
    return result(false);
  }

  const paid = await db.transaction(async (tx) => {
    const [order] = await tx
      .update(masterOrder)
      .set({ paid: true, payTime: now, payType: input.payType, payChannel, payDeadline: null })
      .where(payable(input.orderNo, userId, now))
      .returning({ payPrice: masterOrder.payPrice, outTradeNo: masterOrder.outTradeNo });
    if (!order) return refuse(tx, input.orderNo, userId, now);

    const [debited] = await tx
      .update(appUser)
      .set({ balance: sql`${appUser.balance} - ${order.payPrice}` })
      .where(and(eq(appUser.id, userId), gte(appUser.balance, order.payPrice)))
      .returning({ balance: appUser.balance });
    if (!debited) throw badRequest('pay.insufficientBalance', {}, 'payType');

    await tx.update(merchantOrder).set({ paid: true, payTime: now }).where(eq(merchantOrder.masterOrderNo, input.orderNo));
    await tx.insert(balanceBill).values({
      userId,
      linkId: input.orderNo,
      amount: -order.payPrice,
      balanceAfter: debited.balance,
      title: 'Order payment',
      createdAt: now,
    });
    await settleMerchantOrders(tx, input.orderNo, input.payType);
    return order;
  });

  // After the commit: nothing here can undo the payment. The email is not waited for (it never throws).
  if (deps.mailer) void notifyOrderPaid(deps.mailer, db, input.orderNo, { log: deps.log });
  // A card payment begun for this order must not charge it a second time (if it already did, the webhook refunds it).
  if (paid.outTradeNo && deps.card) await deps.card.close(paid.outTradeNo);
  return result(true);
}
