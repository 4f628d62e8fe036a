import { and, count, eq, inArray } from 'drizzle-orm';
import { RefundStatus, type OrderCenterCounts } from '@mall/api';
import type { Db } from '../db/client.ts';
import { refundOrder } from '../db/schema.ts';
import { countOrders } from './orderQueries.ts';

/** Refunds the shopper still waits on: under the merchant's review, or approved and not yet paid back (a return on its way included). */
const IN_PROGRESS = [RefundStatus.review, RefundStatus.refunding];

/**
 * `GET /api/front/order/center/data`: the account home's shortcuts (the issue
 * "Account centre"): the order tabs to pay, to ship, to receive and to review
 * counted as `GET /api/front/order/data` counts them, and the refunds in progress.
 */
export async function countCenter(db: Db, userId: number): Promise<OrderCenterCounts> {
  const [orders, [refunds]] = await Promise.all([
    countOrders(db, userId),
    db
      .select({ n: count() })
      .from(refundOrder)
      .where(and(eq(refundOrder.userId, userId), inArray(refundOrder.refundStatus, IN_PROGRESS))),
  ]);
  return {
    unPaidCount: orders.unPaidCount,
    unShippedCount: orders.unShippedCount,
    receivedCount: orders.receivedCount,
    awaitReplyCount: orders.awaitReplyCount,
    refundCount: refunds?.n ?? 0,
  };
}
