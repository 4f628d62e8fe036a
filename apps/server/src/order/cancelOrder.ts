import { and, asc, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { PayTypeValue } from '@mall/api';
import type { Db, Tx } from '../db/client.ts';
import { masterOrder, merchantOrder, orderItem, product, productSku, userCoupon } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { giveBackSpentPoints } from '../points/ledger.ts';

/**
 * Cancelling an order that was not paid (crmeb-api §6 rules 7 and 8; the
 * issue "Orders in full": "cancel (unpaid only: returns stock, coupons and
 * points exactly once)"). One function for the shopper's cancel and for the
 * job runner's (order/sweeper.ts), so both give back the same things, once.
 *
 * Cash on delivery: such an order was never paid, so it may be cancelled
 * like any unpaid order as long as none of its shops has shipped (every
 * merchant order still awaiting shipment). Once a parcel is on its way the
 * money is collected at the door, and a cancel is refused.
 */

/** What a cancel did, for whoever acts after the commit (the payments code closes a card PaymentIntent). */
export interface CancelledOrder {
  /** The master order (`PT…`). */
  orderNo: string;
  userId: number;
  /** Its merchant orders (`SH…`), all now status 9. */
  merOrderNos: string[];
  payType: PayTypeValue;
  /** The card payment's id at the provider (Stripe PaymentIntent `pi_…`) to close; null when none was started. */
  outTradeNo: string | null;
  cancelTime: Date;
  /** Units put back in stock, over every line. */
  unitsReturned: number;
  /** The shopper's coupons given back (`user_coupon.id`): to unused, or to expired when their time is over. */
  couponIds: number[];
  /** Points given back to the shopper. */
  pointsReturned: number;
  /** Who cancelled: the shopper, or the job runner when the time to pay ran out. */
  by: 'shopper' | 'timeout';
}

/** Options of {@link cancelMasterOrder}. */
export interface CancelOptions {
  /** Only this shopper's order (404 otherwise); the job runner gives none. */
  userId?: number;
  /** The time of the cancel (tests move it). */
  now: Date;
  by: CancelledOrder['by'];
}

/** Nothing of the master order has shipped: every merchant order of it still awaits shipment. */
const nothingShipped = (orderNo: string) =>
  notExists(
    sql`(select 1 from ${merchantOrder} where ${merchantOrder.masterOrderNo} = ${orderNo} and ${merchantOrder.status} <> 0)`,
  );

/**
 * Cancels master order `orderNo` in the caller's transaction: the master is
 * claimed by one conditional write (ADR 0009 pattern 4: `is_cancel` from
 * false to true where unpaid and nothing shipped), so of a shopper's cancel,
 * the job runner's cancel and a payment racing on the same row exactly one
 * wins; the losers find nothing to claim. Then, for the winner only: every
 * merchant order goes to status 9 with its cancel time; each line's units
 * go back to its SKU and goods (stock up, sales down; SKUs in id order, each
 * followed by its goods, as order/createOrder.ts takes them: ADR 0009
 * pattern 3, pattern 1 for each row's own value); the coupons the order used
 * become unused again (or expired when their end has passed) and forget the
 * order; the points it spent come back (points/ledger.ts
 * `giveBackSpentPoints`, itself once per order by a unique index).
 * @returns what was cancelled, or null when the order could not be claimed
 * (not there, not the shopper's, paid, shipped, or cancelled already).
 */
export async function cancelMasterOrder(tx: Tx, orderNo: string, options: CancelOptions): Promise<CancelledOrder | null> {
  const { now } = options;
  const [master] = await tx
    .update(masterOrder)
    .set({ isCancel: true, cancelTime: now, payDeadline: null })
    .where(
      and(
        eq(masterOrder.orderNo, orderNo),
        options.userId === undefined ? undefined : eq(masterOrder.userId, options.userId),
        eq(masterOrder.paid, false),
        eq(masterOrder.isCancel, false),
        nothingShipped(orderNo),
      ),
    )
    .returning({ userId: masterOrder.userId, payType: masterOrder.payType, outTradeNo: masterOrder.outTradeNo });
  if (!master) return null;

  const merchantOrders = await tx
    .update(merchantOrder)
    .set({ status: 9, cancelTime: now, autoReceiptAt: null })
    .where(and(eq(merchantOrder.masterOrderNo, orderNo), eq(merchantOrder.status, 0), eq(merchantOrder.paid, false)))
    .returning({ orderNo: merchantOrder.orderNo });
  const [all] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(merchantOrder).where(eq(merchantOrder.masterOrderNo, orderNo));
  // A shop shipped (or was paid) between the claim and this update: that order is not cancellable after all.
  if (merchantOrders.length !== (all?.n ?? 0)) throw badRequest('order.notCancellable', {}, 'orderNo');
  const merOrderNos = merchantOrders.map((o) => o.orderNo).sort();

  let unitsReturned = 0;
  if (merOrderNos.length > 0) {
    const lines = await tx
      .select({
        skuId: orderItem.skuId,
        productId: orderItem.productId,
        quantity: sql<number>`sum(${orderItem.quantity})`.mapWith(Number),
      })
      .from(orderItem)
      .where(inArray(orderItem.merOrderNo, merOrderNos))
      .groupBy(orderItem.skuId, orderItem.productId)
      .orderBy(asc(orderItem.skuId));
    for (const line of lines) {
      unitsReturned += line.quantity;
      // Pattern 1: each row's own value moves in the statement; sales never go below zero.
      await tx
        .update(productSku)
        .set({ stock: sql`${productSku.stock} + ${line.quantity}`, sales: sql`greatest(${productSku.sales} - ${line.quantity}, 0)` })
        .where(eq(productSku.id, line.skuId));
      await tx
        .update(product)
        .set({ stock: sql`${product.stock} + ${line.quantity}`, sales: sql`greatest(${product.sales} - ${line.quantity}, 0)` })
        .where(eq(product.id, line.productId));
    }
  }

  const coupons = await tx
    .update(userCoupon)
    .set({
      status: sql`case when ${userCoupon.endTime} > ${now.toISOString()}::timestamptz then 0 else 2 end`,
      orderNo: null,
      useTime: null,
    })
    .where(and(eq(userCoupon.orderNo, orderNo), eq(userCoupon.userId, master.userId), ne(userCoupon.status, 0)))
    .returning({ id: userCoupon.id });

  const pointsReturned = await giveBackSpentPoints(tx, orderNo);

  return {
    orderNo,
    userId: master.userId,
    merOrderNos,
    payType: master.payType as PayTypeValue,
    outTradeNo: master.outTradeNo ?? null,
    cancelTime: now,
    unitsReturned,
    couponIds: coupons.map((c) => c.id).sort((a, b) => a - b),
    pointsReturned,
    by: options.by,
  };
}

/**
 * Why master order `orderNo` could not be claimed for a cancel.
 * @throws {HttpError} always: 404 when it is not the shopper's; 400 on
 * `orderNo` when it is cancelled already, paid, or partly shipped.
 */
async function refuse(tx: Tx, userId: number, orderNo: string): Promise<never> {
  const [current] = await tx
    .select({ paid: masterOrder.paid, isCancel: masterOrder.isCancel })
    .from(masterOrder)
    .where(and(eq(masterOrder.orderNo, orderNo), eq(masterOrder.userId, userId)))
    .limit(1);
  if (!current) throw notFound('order.notFound', { orderNo });
  if (current.isCancel) throw badRequest('order.alreadyCancelled', {}, 'orderNo');
  throw badRequest('order.notCancellable', {}, 'orderNo');
}

/**
 * The shopper cancels their unpaid master order `orderNo` (`PT…`;
 * `POST /api/front/order/cancel/{orderNo}`, crmeb-api §6 rule 8), in one
 * transaction (see {@link cancelMasterOrder}). Call `afterCancel` work (closing
 * a card payment) with the result once this has resolved, i.e. after the commit.
 * @returns what was cancelled.
 * @throws {HttpError} 404 for an order that is not the shopper's; 400 on
 * `orderNo` when it is paid, shipped (cash on delivery) or cancelled already,
 * and nothing changes.
 */
export async function cancelOrder(db: Db, userId: number, orderNo: string, now = new Date()): Promise<CancelledOrder> {
  return db.transaction(async (tx) => {
    const cancelled = await cancelMasterOrder(tx, orderNo, { userId, now, by: 'shopper' });
    return cancelled ?? refuse(tx, userId, orderNo);
  });
}
