import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Tx, Db } from '../db/client.ts';
import { orderItem, refundItem, refundOrder } from '../db/schema.ts';
import type { PaidLine } from './refundMath.ts';

/** A merchant order's line with what refunds hold of it. */
export interface OrderLine extends PaidLine {
  productId: number;
  skuId: number;
  productName: string;
  image: string;
  sku: string;
  openRefundNo: string | null;
}

/**
 * The lines of merchant order `merOrderNo` with the money already in open or
 * done refunds of each (refused ones do not count), in line order. With
 * `lock`, the lines are locked (`FOR UPDATE`) for the caller's transaction.
 */
export async function orderLines(db: Db | Tx, merOrderNo: string, lock = false): Promise<OrderLine[]> {
  const query = db
    .select({
      id: orderItem.id,
      productId: orderItem.productId,
      skuId: orderItem.skuId,
      productName: orderItem.productName,
      image: orderItem.image,
      sku: orderItem.sku,
      price: orderItem.price,
      quantity: orderItem.quantity,
      refundNum: orderItem.refundNum,
      openRefundNo: orderItem.openRefundNo,
    })
    .from(orderItem)
    .where(eq(orderItem.merOrderNo, merOrderNo))
    .orderBy(asc(orderItem.id));
  const lines = lock ? await query.for('update') : await query;
  const money = await db
    .select({ id: refundItem.orderItemId, money: sql<number>`coalesce(sum(${refundItem.refundPrice}), 0)`.mapWith(Number) })
    .from(refundItem)
    .innerJoin(refundOrder, eq(refundOrder.refundOrderNo, refundItem.refundOrderNo))
    .where(and(eq(refundOrder.merOrderNo, merOrderNo), ne(refundOrder.refundStatus, 1)))
    .groupBy(refundItem.orderItemId);
  const byLine = new Map(money.map((m) => [m.id, m.money]));
  return lines.map((line) => ({ ...line, refundedMoney: byLine.get(line.id) ?? 0 }));
}

/** Freight already in open or done refunds of a merchant order, cents. */
export async function postageRefunded(db: Db | Tx, merOrderNo: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${refundOrder.postagePrice}), 0)`.mapWith(Number) })
    .from(refundOrder)
    .where(and(eq(refundOrder.merOrderNo, merOrderNo), ne(refundOrder.refundStatus, 1)));
  return row?.n ?? 0;
}

/**
 * A merchant order's refund status (crmeb-api §5: 0 none, 1 applied, 2
 * refunding, 3 refunded) set from its refunds in one statement: 1 while one
 * is under review, 2 while one is approved and under way, 3 once every unit
 * is refunded, else 0 (a partial refund done, or refused ones only: the
 * order goes on, and its other lines may still be asked back).
 */
export async function syncOrderRefundStatus(tx: Tx, merOrderNo: string): Promise<void> {
  await tx.execute(sql`
    update merchant_order m set refund_status = case
      when exists (select 1 from refund_order r where r.mer_order_no = m.order_no and r.refund_status = 0) then 1
      when exists (select 1 from refund_order r where r.mer_order_no = m.order_no and r.refund_status = 2) then 2
      when not exists (
        select 1 from order_item i where i.mer_order_no = m.order_no
          and i.quantity > coalesce((select sum(ri.num) from refund_item ri join refund_order r on r.refund_order_no = ri.refund_order_no
            where ri.order_item_id = i.id and r.refund_status = 3), 0)
      ) then 3
      else 0 end
    where m.order_no = ${merOrderNo}`);
}
