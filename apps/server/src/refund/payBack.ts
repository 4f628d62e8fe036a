import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  appUser,
  balanceBill,
  bill,
  masterOrder,
  merchant,
  merchantOrder,
  orderItem,
  product,
  productSku,
  refundEvent,
  refundItem,
  refundOrder,
} from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { giveBackRefundPoints, takeBackRefundPoints } from '../points/ledger.ts';
import { proportionalPart } from './refundMath.ts';
import { syncOrderRefundStatus } from './refundableLines.ts';

/**
 * Giving the money back (the issue "After-sale", operator side): in the
 * transaction that marks a refund refunded, the money returns where it came
 * from, stock and points come back, and the shop's credit and the platform's
 * commission are reversed in proportion.
 */

/** Refunds a card payment in part, once per refund (idempotency key `mall-refund-<RE…>`). @returns the provider's refund id. */
export type CardRefund = (intentId: string, amount: number, refundOrderNo: string) => Promise<string>;

/** What giving money back needs besides the transaction. */
export interface PayBackDeps {
  /** Refunds through Stripe; absent when card payment is not configured (a card order then cannot be refunded: 400). */
  cardRefund?: CardRefund;
}

/** What {@link payBack} did. */
export interface PaidBack {
  refundOrderNo: string;
  refundPrice: number;
  channel: string;
  pointsBack: number;
  pointsTaken: number;
  unitsBack: number;
}

/**
 * Marks refund `refundOrderNo` refunded (status `from` → 3) in `tx`, once:
 * the claim is one conditional write (ADR 0009 pattern 4), so two approvals
 * racing give the money back once; the loser gets null.
 * - Money: balance orders back to the balance (with a balance bill); card
 *   orders through a Stripe refund of this amount (idempotency key per
 *   refund; a failure rolls everything back); cash on delivery recorded as
 *   refunded offline. `merchant_order.refund_price` grows by the amount, and
 *   its check constraint keeps the sum of refunds ≤ what was paid.
 * - Stock: the refund's units go back to their SKUs and goods (SKUs in id order).
 * - Points: the order's spent points in proportion to the goods money given
 *   back, and the earned points in proportion to the money (frozen ones
 *   voided in part, available ones taken, never below zero); the order's last
 *   refund gives back exactly what is left.
 * - The shop's credit and the commission are reversed in proportion, with bills.
 */
export async function payBack(
  tx: Tx,
  refundOrderNo: string,
  from: number,
  deps: PayBackDeps,
  now: Date,
  actor: 'merchant' | 'system',
  note = '',
): Promise<PaidBack | null> {
  const [refund] = await tx
    .update(refundOrder)
    .set({ refundStatus: 3, refundTime: now, autoApproveAt: null })
    .where(and(eq(refundOrder.refundOrderNo, refundOrderNo), eq(refundOrder.refundStatus, from)))
    .returning();
  if (!refund) return null;

  const [order] = await tx.select().from(merchantOrder).where(eq(merchantOrder.orderNo, refund.merOrderNo));
  const [master] = await tx
    .select({ payType: masterOrder.payType, outTradeNo: masterOrder.outTradeNo, userId: masterOrder.userId })
    .from(masterOrder)
    .where(eq(masterOrder.orderNo, refund.masterOrderNo));
  if (!order || !master) throw new Error(`payBack: order of ${refundOrderNo} missing`);

  // Refunds of this order already given back (not this one), for the proportional parts.
  const [before] = await tx
    .select({
      money: sql<number>`coalesce(sum(${refundOrder.refundPrice}), 0)`.mapWith(Number),
      goods: sql<number>`coalesce(sum(${refundOrder.goodsPrice}), 0)`.mapWith(Number),
      useBack: sql<number>`coalesce(sum(${refundOrder.useIntegralBack}), 0)`.mapWith(Number),
      gainBack: sql<number>`coalesce(sum(${refundOrder.gainIntegralBack}), 0)`.mapWith(Number),
      incomeBack: sql<number>`coalesce(sum(${refundOrder.incomeBack}), 0)`.mapWith(Number),
      commissionBack: sql<number>`coalesce(sum(${refundOrder.commissionBack}), 0)`.mapWith(Number),
    })
    .from(refundOrder)
    .where(and(eq(refundOrder.merOrderNo, order.orderNo), eq(refundOrder.refundStatus, 3), ne(refundOrder.refundOrderNo, refundOrderNo)));
  const b = before!;
  const last = b.money + refund.refundPrice >= order.payPrice;
  const goodsPaid = Math.max(0, order.payPrice - order.totalPostage);

  // Money goes back where it came from.
  const amount = refund.refundPrice;
  const channel = master.payType === 'cod' ? 'cod' : master.payType === 'stripe' ? 'stripe' : 'yue';
  let outRefundNo = '';
  if (amount > 0 && channel === 'yue') {
    const [after] = await tx
      .update(appUser)
      .set({ balance: sql`${appUser.balance} + ${amount}` })
      .where(eq(appUser.id, refund.userId))
      .returning({ balance: appUser.balance });
    await tx.insert(balanceBill).values({ userId: refund.userId, linkId: refundOrderNo, amount, balanceAfter: after!.balance, title: 'Order refund', createdAt: now });
  }
  await tx
    .update(merchantOrder)
    .set({ refundPrice: sql`${merchantOrder.refundPrice} + ${amount}` })
    .where(eq(merchantOrder.orderNo, order.orderNo));

  // Units back in stock (pattern 1; SKUs in id order, pattern 3).
  const units = await tx
    .select({ skuId: orderItem.skuId, productId: orderItem.productId, num: refundItem.num, itemId: orderItem.id })
    .from(refundItem)
    .innerJoin(orderItem, eq(orderItem.id, refundItem.orderItemId))
    .where(eq(refundItem.refundOrderNo, refundOrderNo))
    .orderBy(orderItem.skuId);
  for (const unit of units) {
    await tx
      .update(productSku)
      .set({ stock: sql`${productSku.stock} + ${unit.num}`, sales: sql`greatest(${productSku.sales} - ${unit.num}, 0)` })
      .where(eq(productSku.id, unit.skuId));
    await tx
      .update(product)
      .set({ stock: sql`${product.stock} + ${unit.num}`, sales: sql`greatest(${product.sales} - ${unit.num}, 0)` })
      .where(eq(product.id, unit.productId));
  }
  await tx
    .update(orderItem)
    .set({ openRefundNo: null })
    .where(and(inArray(orderItem.id, units.map((u) => u.itemId)), eq(orderItem.openRefundNo, refundOrderNo)));

  // Points spent on these goods come back; points earned on them are taken back (voided in part while frozen).
  const useBack = await giveBackRefundPoints(tx, refund.userId, proportionalPart(order.useIntegral, refund.goodsPrice, goodsPaid, b.useBack, last), refundOrderNo, now);
  const gainBack = await takeBackRefundPoints(tx, order.orderNo, proportionalPart(order.gainIntegral, amount, order.payPrice, b.gainBack, last), refundOrderNo, now);

  // The shop's credit and the commission, reversed in proportion (only what was credited: an unsettled order has nothing to reverse).
  const commissionBack = proportionalPart(order.commissionCharge, amount, order.payPrice, b.commissionBack, last);
  const incomeBack = Math.min(Math.max(0, order.merchantIncome - b.incomeBack), Math.max(0, amount - commissionBack));
  if (incomeBack > 0) {
    const [debited] = await tx
      .update(merchant)
      .set({ balance: sql`${merchant.balance} - ${incomeBack}` })
      .where(and(eq(merchant.id, order.merId), sql`${merchant.balance} >= ${incomeBack}`))
      .returning({ id: merchant.id });
    if (!debited) throw badRequest('refund.merchantBalance', {}, 'refundOrderNo');
  }
  await tx
    .insert(bill)
    .values([
      { party: 'user' as const, partyId: refund.userId, linkId: refundOrderNo, type: 'refund', amount, payType: channel, createdAt: now },
      ...(incomeBack > 0
        ? [{ party: 'merchant' as const, partyId: order.merId, linkId: refundOrderNo, type: 'refund', amount: -incomeBack, payType: channel, createdAt: now }]
        : []),
      ...(commissionBack > 0
        ? [{ party: 'platform' as const, partyId: 0, linkId: refundOrderNo, type: 'commission_refund', amount: -commissionBack, payType: channel, createdAt: now }]
        : []),
    ])
    .onConflictDoNothing();

  // The card refund last, so nothing after it can fail and leave Stripe's refund without the mall's record.
  if (amount > 0 && channel === 'stripe') {
    if (!deps.cardRefund || !master.outTradeNo) throw badRequest('refund.cardUnavailable', {}, 'refundOrderNo');
    outRefundNo = await deps.cardRefund(master.outTradeNo, amount, refundOrderNo);
  }

  await tx
    .update(refundOrder)
    .set({ refundChannel: channel, outRefundNo, useIntegralBack: useBack, gainIntegralBack: gainBack, incomeBack, commissionBack })
    .where(eq(refundOrder.refundOrderNo, refundOrderNo));
  await tx.insert(refundEvent).values({ refundOrderNo, event: 'refund', status: 3, actor, note, createdAt: now });
  await syncOrderRefundStatus(tx, order.orderNo);
  return { refundOrderNo, refundPrice: amount, channel, pointsBack: useBack, pointsTaken: gainBack, unitsBack: units.reduce((n, u) => n + u.num, 0) };
}
