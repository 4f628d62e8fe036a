import { and, eq, ne, notExists, sql } from 'drizzle-orm';
import type { PointsSettings } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { masterOrder, merchantOrder } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { settleMerchantOrders } from '../pay/settlement.ts';
import { earnFrozenPoints } from '../points/ledger.ts';

/**
 * Confirming receipt of a shipped merchant order (crmeb-api §6 rule 11:
 * status 1 → 3, straight to completed; the issue "Orders in full": points
 * earned, frozen for the after-sale window). One function for the shopper's
 * "confirm receipt" and the job runner's automatic receipt (order/sweeper.ts).
 */

/** What a receipt did. */
export interface ReceivedOrder {
  /** The merchant order (`SH…`), now status 3. */
  orderNo: string;
  masterOrderNo: string;
  userId: number;
  receivingTime: Date;
  /** Points earned, frozen until `thawTime` (0 when the order paid less than ￥1 per point). */
  pointsEarned: number;
  thawTime: Date;
  /** Cash on delivery: the money was collected at the door now, so the order became paid. */
  paidAtReceipt: boolean;
  /** Cash on delivery: this receipt was the master's last unpaid parcel, so its shops were credited now. */
  settled: boolean;
  by: 'shopper' | 'timeout';
}

/** Options of {@link receiveMerchantOrder}. */
export interface ReceiveOptions {
  /** Only this shopper's order (404 otherwise); the job runner gives none. */
  userId?: number;
  now: Date;
  points: Pick<PointsSettings, 'gainPerYuan' | 'frozenDays'>;
  by: ReceivedOrder['by'];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Points an order paying `payPrice` cents earns: ⌊payPrice / 100 × gainPerYuan⌋
 * (`POINTS_GAIN_PER_YUAN`, 1 by default: one point per whole yuan paid).
 */
export function pointsEarnedFor(payPrice: number, gainPerYuan: number): number {
  if (payPrice <= 0 || gainPerYuan <= 0) return 0;
  // In integers when the rate is one (the usual case), so no floating point decides a point.
  return Number.isInteger(gainPerYuan) ? Math.floor((payPrice * gainPerYuan) / 100) : Math.floor((payPrice / 100) * gainPerYuan + 1e-9);
}

/**
 * Confirms receipt of merchant order `orderNo` in the caller's transaction.
 * - The master order's row is locked first (`FOR UPDATE`), as the cancel and
 *   the payment take it, so every writer of an order takes the master before
 *   its shops (ADR 0009 pattern 3) and two receipts of one master's parcels
 *   run one after the other.
 * - The order is claimed by one conditional write (pattern 4): status 1 → 3
 *   with the receiving time, its auto-receipt cleared; the shopper's receipt
 *   and the job runner's cannot both happen.
 * - Cash on delivery: the parcel is paid at the door, so the merchant order
 *   becomes paid now; when no unpaid parcel of the master is left, the master
 *   becomes paid and its shops are credited (pay/settlement.ts
 *   `settleMerchantOrders`, once per master).
 * - The points the order earns ({@link pointsEarnedFor}) are recorded frozen
 *   until `POINTS_FROZEN_DAYS` from now (points/ledger.ts `earnFrozenPoints`, once per order).
 * @returns what was received, or null when the order could not be claimed
 * (not there, not the shopper's, or not awaiting receipt).
 */
export async function receiveMerchantOrder(tx: Tx, orderNo: string, options: ReceiveOptions): Promise<ReceivedOrder | null> {
  const { now } = options;
  const [master] = await tx
    .select({ orderNo: masterOrder.orderNo, payType: masterOrder.payType })
    .from(masterOrder)
    .where(eq(masterOrder.orderNo, sql`(select ${merchantOrder.masterOrderNo} from ${merchantOrder} where ${merchantOrder.orderNo} = ${orderNo})`))
    .for('update');
  if (!master) return null;

  const cod = master.payType === 'cod';
  const [order] = await tx
    .update(merchantOrder)
    .set({
      status: 3,
      receivingTime: now,
      autoReceiptAt: null,
      ...(cod ? { paid: true, payTime: sql`coalesce(${merchantOrder.payTime}, ${now.toISOString()}::timestamptz)` } : {}),
    })
    .where(
      and(
        eq(merchantOrder.orderNo, orderNo),
        options.userId === undefined ? undefined : eq(merchantOrder.userId, options.userId),
        eq(merchantOrder.status, 1),
      ),
    )
    .returning({ userId: merchantOrder.userId, payPrice: merchantOrder.payPrice, masterOrderNo: merchantOrder.masterOrderNo });
  if (!order) return null;

  let settled = false;
  if (cod) {
    // The master is paid once its last unpaid parcel is: then the shops are credited, once (settlement.ts).
    const [paidMaster] = await tx
      .update(masterOrder)
      .set({ paid: true, payTime: now, payDeadline: null })
      .where(
        and(
          eq(masterOrder.orderNo, order.masterOrderNo),
          eq(masterOrder.paid, false),
          notExists(
            sql`(select 1 from ${merchantOrder} where ${merchantOrder.masterOrderNo} = ${order.masterOrderNo} and not ${merchantOrder.paid} and ${merchantOrder.status} <> 9)`,
          ),
        ),
      )
      .returning({ orderNo: masterOrder.orderNo });
    if (paidMaster) settled = (await settleMerchantOrders(tx, paidMaster.orderNo, 'cod')).settledNow;
  }

  const points = pointsEarnedFor(order.payPrice, options.points.gainPerYuan);
  const thawTime = new Date(now.getTime() + options.points.frozenDays * DAY_MS);
  await tx.update(merchantOrder).set({ gainIntegral: points }).where(and(eq(merchantOrder.orderNo, orderNo), ne(merchantOrder.gainIntegral, points)));
  const earned = await earnFrozenPoints(tx, order.userId, points, orderNo, thawTime);

  return {
    orderNo,
    masterOrderNo: order.masterOrderNo,
    userId: order.userId,
    receivingTime: now,
    pointsEarned: earned ? points : 0,
    thawTime,
    paidAtReceipt: cod,
    settled,
    by: options.by,
  };
}

/**
 * The shopper confirms receipt of their merchant order `orderNo` (`SH…`;
 * `POST /api/front/order/take/{orderNo}`), in one transaction (see
 * {@link receiveMerchantOrder}).
 * @throws {HttpError} 404 for an order that is not the shopper's (or deleted);
 * 400 on `orderNo` when it is not awaiting receipt, and nothing changes.
 */
export async function takeOrder(
  db: Db,
  userId: number,
  orderNo: string,
  points: Pick<PointsSettings, 'gainPerYuan' | 'frozenDays'>,
  now = new Date(),
): Promise<ReceivedOrder> {
  return db.transaction(async (tx) => {
    const received = await receiveMerchantOrder(tx, orderNo, { userId, now, points, by: 'shopper' });
    if (received) return received;
    const [current] = await tx
      .select({ status: merchantOrder.status })
      .from(merchantOrder)
      .where(and(eq(merchantOrder.orderNo, orderNo), eq(merchantOrder.userId, userId), eq(merchantOrder.isUserDel, false)))
      .limit(1);
    if (!current) throw notFound('order.notFound', { orderNo });
    throw badRequest('order.notAwaitingReceipt', {}, 'orderNo');
  });
}
