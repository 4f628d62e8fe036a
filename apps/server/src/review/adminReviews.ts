import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AdminReview, AdminReviewReplyInput, AdminReviewsInput, Page } from '@mall/api';
import { writeAudit, type Actor } from '../admin/audit.ts';
import { toPage } from '../catalog/productList.ts';
import type { Db } from '../db/client.ts';
import { product, productReply } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { replyColumns, type ReplyRow } from './shownReply.ts';

/*
 * The operator's side of reviews (`/api/admin/reviews`, `admin reviews …`;
 * the issue "After-sale", Reviews): every shop's reviews, and the shop's
 * reply to one, which the goods page shows at once.
 */

const adminColumns = {
  ...replyColumns,
  productId: productReply.productId,
  productName: product.name,
  merId: productReply.merId,
  orderItemId: productReply.orderItemId,
  merchantReplyTime: productReply.merchantReplyTime,
};

type AdminRow = ReplyRow & { productId: number; productName: string; merId: number; orderItemId: number | null; merchantReplyTime: Date | null };

/**
 * A review as the operator sees it: the stored (masked) name and the
 * account even of an anonymous review, which the shop may need to answer.
 */
function toAdminReview(row: AdminRow): AdminReview {
  return {
    id: row.id,
    uid: row.uid,
    star: row.star,
    comment: row.comment,
    pics: row.pics,
    merchantReplyContent: row.merchantReplyContent,
    nickname: row.nickname,
    avatar: row.avatar,
    createTime: row.createdAt,
    sku: row.sku,
    productScore: row.productScore,
    serviceScore: row.serviceScore,
    productId: row.productId,
    productName: row.productName,
    merId: row.merId,
    orderItemId: row.orderItemId,
    merchantReplyTime: row.merchantReplyTime ?? null,
  };
}

/** Reviews of one goods, one shop, or those without a reply, as the query asks; deleted ones never. */
function conditionOf(query: AdminReviewsInput): SQL | undefined {
  return and(
    eq(productReply.isDel, false),
    query.productId === undefined ? undefined : eq(productReply.productId, query.productId),
    query.merId === undefined ? undefined : eq(productReply.merId, query.merId),
    query.unanswered ? eq(productReply.merchantReplyContent, '') : undefined,
  );
}

/**
 * Reviews of every shop, newest first (`GET /api/admin/reviews`; the CLI's
 * `admin reviews list`), optionally of one goods (`productId`), one shop
 * (`merId`), or only those the shop has not answered (`unanswered`). Paged as every list.
 */
export async function listAdminReviews(db: Db, query: AdminReviewsInput = {}): Promise<Page<AdminReview>> {
  const { page = 1, limit = 10 } = query;
  const condition = conditionOf(query);
  const [counted] = await db.select({ total: count() }).from(productReply).where(condition);
  const total = counted?.total ?? 0;
  const offset = (page - 1) * limit;
  if (offset >= total) return toPage([], total, page, limit);
  const rows = await db
    .select(adminColumns)
    .from(productReply)
    .innerJoin(product, eq(product.id, productReply.productId))
    .where(condition)
    .orderBy(desc(productReply.id))
    .limit(limit)
    .offset(offset);
  return toPage(rows.map(toAdminReview), total, page, limit);
}

/**
 * The shop's reply to review `id` (`POST /api/admin/reviews/{id}/reply`;
 * the CLI's `admin reviews reply`), replacing an earlier one, stamped `now`,
 * with its audit entry (`review.reply`, target `review:<id>`, the reply
 * before and after) in the same transaction. The goods page shows it at
 * once. The text is stored as written and shown as text.
 * @throws {HttpError} 404 `review.notFound` for an unknown or deleted review; nothing changes then.
 */
export async function replyToReview(db: Db, actor: Actor, id: number, input: AdminReviewReplyInput, now = new Date()): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ content: productReply.merchantReplyContent, time: productReply.merchantReplyTime })
      .from(productReply)
      .where(and(eq(productReply.id, id), eq(productReply.isDel, false)))
      .for('update');
    if (!before) throw notFound('review.notFound', { id: String(id) });
    await tx.update(productReply).set({ merchantReplyContent: input.content, merchantReplyTime: now }).where(eq(productReply.id, id));
    await writeAudit(
      tx,
      actor,
      {
        action: 'review.reply',
        target: `review:${id}`,
        before: { merchantReplyContent: before.content, merchantReplyTime: before.time?.toISOString() ?? null },
        after: { merchantReplyContent: input.content, merchantReplyTime: now.toISOString() },
      },
      now,
    );
    const [row] = await tx.select(adminColumns).from(productReply).innerJoin(product, eq(product.id, productReply.productId)).where(eq(productReply.id, id));
    return toAdminReview(row!);
  });
}
