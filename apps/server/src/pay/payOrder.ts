import { and, eq, gte, sql } from 'drizzle-orm';
import type { PaymentInput, PaymentResult, PayTypeValue } from '@mall/api';
import type { Db, Tx } from '../db/client.ts';
import { appUser, balanceBill, masterOrder, merchantOrder } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';

/** The order may still be paid: the shopper's, unpaid and not cancelled. */
const payable = (orderNo: string, userId: number) =>
  and(eq(masterOrder.orderNo, orderNo), eq(masterOrder.userId, userId), eq(masterOrder.paid, false), eq(masterOrder.isCancel, false));

/** Why an order that matched no payable row cannot be paid. @throws {HttpError} always */
async function refuse(tx: Tx, orderNo: string, userId: number): Promise<never> {
  const [current] = await tx
    .select({ paid: masterOrder.paid })
    .from(masterOrder)
    .where(and(eq(masterOrder.orderNo, orderNo), eq(masterOrder.userId, userId)))
    .limit(1);
  if (!current) throw notFound('order.notFound', { orderNo });
  throw badRequest(current.paid ? 'pay.alreadyPaid' : 'pay.cancelled', {}, 'orderNo');
}

/**
 * Pays one of the shopper's master orders (crmeb-api §6 rule 9), in one
 * transaction.
 * - `balance`: the order is flipped to paid only if it was unpaid and not
 *   cancelled (so paying twice charges once), the balance is debited only if
 *   it covers the amount (never below zero), the merchant orders are marked
 *   paid and a bill line is written. Answers `status: true`.
 * - `cod` (cash on delivery): the order is confirmed for shipping unpaid; the
 *   money is collected at the door. Choosing it again changes nothing.
 *   Answers `status: false`, since nothing was paid now.
 * `payTypes` are the types switched on (pay/payMethods.ts).
 * @throws {HttpError} 404 for an order that is not the shopper's; 400 when it
 * is paid or cancelled already, the balance is short, or the type is not available.
 */
export async function payOrder(db: Db, userId: number, input: PaymentInput, payTypes: readonly PayTypeValue[]): Promise<PaymentResult> {
  if (!payTypes.includes(input.payType)) {
    throw badRequest('pay.unavailable', { payType: input.payType }, 'payType');
  }
  if (!input.orderNo.startsWith('PT')) throw notFound('order.notFound', { orderNo: input.orderNo });
  const result = (status: boolean): PaymentResult => ({
    status,
    payType: input.payType,
    orderNo: input.orderNo,
    redirect: '',
    stripeClientSecret: '',
  });

  return db.transaction(async (tx) => {
    const payChannel = input.payChannel ?? 'pc';
    if (input.payType === 'cod') {
      const [order] = await tx
        .update(masterOrder)
        .set({ payType: 'cod', payChannel })
        .where(payable(input.orderNo, userId))
        .returning({ orderNo: masterOrder.orderNo });
      if (!order) await refuse(tx, input.orderNo, userId);
      return result(false);
    }

    const now = new Date();
    const [order] = await tx
      .update(masterOrder)
      .set({ paid: true, payTime: now, payType: input.payType, payChannel })
      .where(payable(input.orderNo, userId))
      .returning({ payPrice: masterOrder.payPrice });
    if (!order) return refuse(tx, input.orderNo, userId);

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
    return result(true);
  });
}
