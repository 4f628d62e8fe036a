import { and, eq, gte, sql } from 'drizzle-orm';
import type { PaymentInput, PaymentResult } from '@mall/api';
import { ENABLED_PAY_TYPES } from '../order/createOrder.ts';
import type { Db } from '../db/client.ts';
import { appUser, balanceBill, masterOrder, merchantOrder } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';

/**
 * Pays one of the shopper's master orders from the mall balance
 * (crmeb-api §6 rule 9), in one transaction: the order is flipped to paid
 * only if it was unpaid and not cancelled (so paying twice charges once),
 * the balance is debited only if it covers the amount (never below zero),
 * the merchant orders are marked paid and a bill line is written.
 * @throws {HttpError} 404 for an order that is not the shopper's; 400 when it
 * is paid or cancelled already, the balance is short, or the type is not available.
 */
export async function payOrder(db: Db, userId: number, input: PaymentInput): Promise<PaymentResult> {
  if (!ENABLED_PAY_TYPES.includes(input.payType)) {
    throw badRequest('pay.unavailable', { payType: input.payType }, 'payType');
  }
  if (!input.orderNo.startsWith('PT')) throw notFound('order.notFound', { orderNo: input.orderNo });

  return db.transaction(async (tx) => {
    const now = new Date();
    const [order] = await tx
      .update(masterOrder)
      .set({ paid: true, payTime: now, payType: input.payType, payChannel: input.payChannel ?? 'pc' })
      .where(
        and(
          eq(masterOrder.orderNo, input.orderNo),
          eq(masterOrder.userId, userId),
          eq(masterOrder.paid, false),
          eq(masterOrder.isCancel, false),
        ),
      )
      .returning({ payPrice: masterOrder.payPrice });

    if (!order) {
      const [current] = await tx
        .select({ paid: masterOrder.paid, isCancel: masterOrder.isCancel })
        .from(masterOrder)
        .where(and(eq(masterOrder.orderNo, input.orderNo), eq(masterOrder.userId, userId)))
        .limit(1);
      if (!current) throw notFound('order.notFound', { orderNo: input.orderNo });
      throw badRequest(current.paid ? 'pay.alreadyPaid' : 'pay.cancelled', {}, 'orderNo');
    }

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
    return { status: true, payType: input.payType, orderNo: input.orderNo, redirect: '', stripeClientSecret: '' };
  });
}
