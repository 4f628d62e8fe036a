import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { OrderReplyListInput, Page, ReplyableItem } from '@mall/api';
import { toPage } from '../catalog/productList.ts';
import type { Db } from '../db/client.ts';
import { merchant, merchantOrder, orderItem, productReply } from '../db/schema.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { replyColumns, shownReply, type ReplyRow } from './shownReply.ts';

/**
 * The shopper's received lines for the review pages (`GET
 * /api/front/order/reply/list`; crmeb-api §4.7; spec §2
 * `/users/evaluation_list`): lines of their own merchant orders that are
 * received (status 3) and not deleted by them.
 * - `isReply` absent or false: those not reviewed yet and not refunded in
 *   full (`refund_num < quantity`), the ones `order/comment` takes;
 * - `isReply` true: those reviewed, each with its review in `reply` as the
 *   goods page shows it to a reader of `locale`.
 * Newest receipt first, then the newest line. Paged as every list.
 */
export async function listReplyableItems(
  db: Db,
  userId: number,
  query: OrderReplyListInput = {},
  locale: ServerLocale,
): Promise<Page<ReplyableItem>> {
  const { page = 1, limit = 10, isReply = false } = query;
  const condition = and(
    eq(merchantOrder.userId, userId),
    eq(merchantOrder.status, 3),
    eq(merchantOrder.isUserDel, false),
    eq(orderItem.isReply, isReply),
    isReply ? undefined : lt(orderItem.refundNum, orderItem.quantity),
  );
  const [counted] = await db
    .select({ total: count() })
    .from(orderItem)
    .innerJoin(merchantOrder, eq(merchantOrder.orderNo, orderItem.merOrderNo))
    .where(condition);
  const total = counted?.total ?? 0;
  const offset = (page - 1) * limit;
  if (offset >= total) return toPage([], total, page, limit);

  const rows = await db
    .select({
      line: orderItem,
      merId: merchantOrder.merId,
      merName: merchant.name,
      receivingTime: merchantOrder.receivingTime,
      reply: replyColumns,
    })
    .from(orderItem)
    .innerJoin(merchantOrder, eq(merchantOrder.orderNo, orderItem.merOrderNo))
    .innerJoin(merchant, eq(merchant.id, merchantOrder.merId))
    .leftJoin(productReply, eq(productReply.orderItemId, orderItem.id))
    .where(condition)
    .orderBy(sql`${merchantOrder.receivingTime} desc nulls last`, desc(orderItem.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows.map(({ line, merId, merName, receivingTime, reply }) => ({
      id: line.id,
      merOrderNo: line.merOrderNo,
      merId,
      merName,
      productId: line.productId,
      productName: line.productName,
      image: line.image,
      sku: line.sku,
      price: line.price,
      payNum: line.quantity,
      receivingTime: receivingTime ?? null,
      reply: reply ? shownReply(reply as ReplyRow, locale) : null,
    })),
    total,
    page,
    limit,
  );
}
