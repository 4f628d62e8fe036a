import { and, eq, exists, lt, sql } from 'drizzle-orm';
import type { OrderCommentInput, ProductReply } from '@mall/api';
import type { PointsSettings } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { appUser, merchantOrder, orderItem, productReply } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { grantReviewPoints } from '../points/ledger.ts';
import { attachUploads } from '../upload/attach.ts';
import { picsOf } from './commentPics.ts';
import { maskNickname, replyColumns, shownReply } from './shownReply.ts';

/** What reviewing needs from the settings: the points a review earns (`REVIEW_POINTS`, `REVIEW_POINTS_WITH_PICS`; 0 off). */
export type ReviewPointsSettings = Pick<PointsSettings, 'reviewPoints' | 'reviewPointsWithPics'>;

/** The merchant order status of a received (completed) order (crmeb-api §6 rule 11). */
const RECEIVED = 3;

/**
 * Says why line `orderInfoId` of `orderNo` could not be claimed for a review,
 * reading it again inside the transaction (ADR 0009 pattern 1: read only to
 * say why).
 * @throws {HttpError} always: 404 for an order that is not the shopper's (or
 *   deleted by them); 400 naming `orderInfoId` for a line not of the order,
 *   already reviewed or refunded in full; 400 naming `orderNo` for an order
 *   not received yet.
 */
async function refusal(tx: Tx, userId: number, input: OrderCommentInput): Promise<never> {
  const [order] = await tx
    .select({ status: merchantOrder.status })
    .from(merchantOrder)
    .where(and(eq(merchantOrder.orderNo, input.orderNo), eq(merchantOrder.userId, userId), eq(merchantOrder.isUserDel, false)))
    .limit(1);
  if (!order) throw notFound('order.notFound', { orderNo: input.orderNo });
  const [line] = await tx
    .select({ isReply: orderItem.isReply, refundNum: orderItem.refundNum, quantity: orderItem.quantity })
    .from(orderItem)
    .where(and(eq(orderItem.id, input.orderInfoId), eq(orderItem.merOrderNo, input.orderNo)))
    .limit(1);
  if (!line) throw badRequest('review.lineNotInOrder', { orderNo: input.orderNo }, 'orderInfoId');
  if (order.status !== RECEIVED) throw badRequest('review.notReceived', {}, 'orderNo');
  if (line.isReply) throw badRequest('review.alreadyReviewed', {}, 'orderInfoId');
  if (line.refundNum >= line.quantity) throw badRequest('review.lineRefunded', {}, 'orderInfoId');
  // Claimable now: whatever stood in the way a moment ago has changed; the shopper may send it again.
  throw badRequest('database.conflict');
}

/**
 * The shopper reviews one received line of their own merchant order
 * (`POST /api/front/order/comment`; crmeb-api §6 rule 12; spec §3 Review,
 * §5, §9), in one transaction:
 * - the comment must not be blank (spec §5 "Please fill in your
 *   experience"); it is stored exactly as written and always shown as text;
 * - the line is claimed by one conditional write (ADR 0009 pattern 4):
 *   `is_reply` false → true, only for a line of `orderNo` that is the
 *   shopper's, not deleted, received (status 3), and not refunded in full;
 *   of two reviews of one line at once, one wins and the other is told it
 *   was reviewed (the unique index `product_reply_order_item_key` guards too).
 *   The order counts as reviewed (`isReply`) once every line is;
 * - at most 5 pictures, each the shopper's own upload, attached to
 *   `review:<line>` (upload/attach.ts), stored as `/uploads/…` paths;
 * - the review carries the shopper's masked name and avatar, the line's SKU,
 *   `star`, and the product and service scores (`star` when not given);
 * - points: `reviewPointsWithPics` with pictures, else `reviewPoints`,
 *   available at once, once per line (points/ledger.ts `grantReviewPoints`).
 * Nothing is cached: the goods page lists and counts it at once.
 * @returns the review as the goods page shows it to a reader of `locale`.
 * @throws {HttpError} 400 naming the field (`comment`, `pics`, `orderNo`,
 *   `orderInfoId`) or 404 for an order that is not the shopper's; nothing changes then.
 */
export async function commentOrderLine(
  db: Db,
  userId: number,
  input: OrderCommentInput,
  settings: ReviewPointsSettings,
  locale: ServerLocale,
  now = new Date(),
): Promise<ProductReply> {
  const comment = input.comment ?? '';
  if (comment.trim() === '') throw badRequest('review.commentRequired', {}, 'comment');
  const pics = picsOf(input.pics);

  return db.transaction(async (tx) => {
    const [line] = await tx
      .update(orderItem)
      .set({ isReply: true })
      .where(
        and(
          eq(orderItem.id, input.orderInfoId),
          eq(orderItem.merOrderNo, input.orderNo),
          eq(orderItem.isReply, false),
          lt(orderItem.refundNum, orderItem.quantity),
          exists(
            tx
              .select({ one: sql`1` })
              .from(merchantOrder)
              .where(
                and(
                  eq(merchantOrder.orderNo, input.orderNo),
                  eq(merchantOrder.userId, userId),
                  eq(merchantOrder.status, RECEIVED),
                  eq(merchantOrder.isUserDel, false),
                ),
              ),
          ),
        ),
      )
      .returning({ id: orderItem.id, productId: orderItem.productId, sku: orderItem.sku });
    if (!line) return refusal(tx, userId, input);

    const paths = await attachUploads(tx, userId, pics, `review:${line.id}`, 'pics');
    if (new Set(paths).size !== paths.length) throw badRequest('validation.uniqueItems', {}, 'pics');

    const [who] = await tx
      .select({ nickname: appUser.nickname, phone: appUser.phone, avatar: appUser.avatar, merId: merchantOrder.merId })
      .from(appUser)
      .innerJoin(merchantOrder, eq(merchantOrder.orderNo, input.orderNo))
      .where(eq(appUser.id, userId));
    const [review] = await tx
      .insert(productReply)
      .values({
        productId: line.productId,
        merId: who!.merId,
        userId,
        orderItemId: line.id,
        nickname: maskNickname(who!.nickname || who!.phone || ''),
        avatar: who!.avatar,
        star: input.star,
        comment,
        pics: paths,
        sku: line.sku,
        productScore: input.productScore ?? input.star,
        serviceScore: input.serviceScore ?? input.star,
        isAnonymous: input.isAnonymous ?? false,
        createdAt: now,
      })
      .returning(replyColumns);

    const points = paths.length > 0 ? settings.reviewPointsWithPics : settings.reviewPoints;
    await grantReviewPoints(tx, userId, points, line.id, now);
    return shownReply(review!, locale);
  });
}
