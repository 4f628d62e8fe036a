import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { merchantOrder } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';

/** Refund statuses an order may be deleted in: none, or refunded (crmeb-api §6 rule 13: not mid-refund). */
const SETTLED_REFUND = [0, 3];

/**
 * The shopper deletes their merchant order `orderNo` (`SH…`;
 * `POST /api/front/order/delete/{orderNo}`, crmeb-api §6 rule 13): only a
 * completed (3) or cancelled (9) order not in the middle of a refund, and
 * softly (`is_user_del`: the shop and the operator still see it; the
 * shopper's lists, counts and detail no longer do). One conditional write
 * (ADR 0009 pattern 4).
 * @throws {HttpError} 404 for an order that is not the shopper's or is
 * deleted already; 400 on `orderNo` for any other status, and nothing changes.
 */
export async function deleteOrder(db: Db, userId: number, orderNo: string): Promise<void> {
  const mine = and(eq(merchantOrder.orderNo, orderNo), eq(merchantOrder.userId, userId), eq(merchantOrder.isUserDel, false));
  const [deleted] = await db
    .update(merchantOrder)
    .set({ isUserDel: true })
    .where(and(mine, inArray(merchantOrder.status, [3, 9]), inArray(merchantOrder.refundStatus, SETTLED_REFUND)))
    .returning({ orderNo: merchantOrder.orderNo });
  if (deleted) return;
  const [current] = await db.select({ status: merchantOrder.status }).from(merchantOrder).where(mine).limit(1);
  if (!current) throw notFound('order.notFound', { orderNo });
  throw badRequest('order.notDeletable', {}, 'orderNo');
}
