import { and, between, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { REVIEW_TYPE, type Page, type ProductReply, type ReplyConfig, type ReplyListInput, type ReviewType } from '@mall/api';
import type { Db } from '../db/client.ts';
import { productReply } from '../db/schema.ts';
import { toPage } from './goodsQuery.ts';
import { requireOnSale } from './visibility.ts';

/** The stars a review filter keeps (crmeb-api §5 review type); undefined for all. */
function starsOf(type: ReviewType): SQL | undefined {
  switch (type) {
    case REVIEW_TYPE.good:
      return eq(productReply.star, 5);
    case REVIEW_TYPE.general:
      return between(productReply.star, 2, 4);
    case REVIEW_TYPE.bad:
      return eq(productReply.star, 1);
    default:
      return undefined;
  }
}

/**
 * Reviews of a goods (crmeb-api §4.4 `/product/reply/list/{id}`; spec §2
 * review list): `type` 0 all, 1 good (5 stars), 2 general (2–4), 3 bad (1);
 * newest first (ties by id); deleted reviews never. `uid` is null for
 * reviews without an account (the demo catalogue's). Paging as every list:
 * page from 1, limit 1–100 (refused above), past the end an empty list.
 * @throws {HttpError} 404 when the goods does not exist or is not on sale.
 */
export async function listReplies(db: Db, productId: number, query: ReplyListInput = {}): Promise<Page<ProductReply>> {
  const { page = 1, limit = 10, type = REVIEW_TYPE.all } = query;
  await requireOnSale(db, productId);
  const condition = and(eq(productReply.productId, productId), eq(productReply.isDel, false), starsOf(type as ReviewType));
  const [counted] = await db.select({ total: count() }).from(productReply).where(condition);
  const total = counted?.total ?? 0;
  const offset = (page - 1) * limit;
  if (offset >= total) return toPage([], total, page, limit);

  const rows = await db
    .select({
      id: productReply.id,
      uid: productReply.userId,
      star: productReply.star,
      comment: productReply.comment,
      pics: productReply.pics,
      merchantReplyContent: productReply.merchantReplyContent,
      nickname: productReply.nickname,
      avatar: productReply.avatar,
      createdAt: productReply.createdAt,
      sku: productReply.sku,
    })
    .from(productReply)
    .where(condition)
    .orderBy(desc(productReply.createdAt), desc(productReply.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows.map(({ createdAt, ...r }) => ({ ...r, createTime: createdAt })),
    total,
    page,
    limit,
  );
}

/** `value` rounded to `digits` decimals, as a number. */
function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/**
 * The review summary of a goods (crmeb-api §4.4 `/product/reply/config/{id}`,
 * §6 rule 20) over its reviews that are not deleted: counts by filter
 * (good 5 stars, general 2–4, poor 1; they add up to `sumCount`),
 * `replyChance` the good rate in percent with 2 decimals (the original sent
 * a fraction such as "0.95"), `replyStar` the average stars with 1 decimal
 * (the original rounded down to whole stars). Both 0 without reviews.
 * @throws {HttpError} 404 when the goods does not exist or is not on sale.
 */
export async function getReplyConfig(db: Db, productId: number): Promise<ReplyConfig> {
  await requireOnSale(db, productId);
  const [row] = await db
    .select({
      sumCount: count(),
      goodCount: count(sql`case when ${productReply.star} = 5 then 1 end`),
      inCount: count(sql`case when ${productReply.star} between 2 and 4 then 1 end`),
      poorCount: count(sql`case when ${productReply.star} = 1 then 1 end`),
      starTotal: sql<string | number | null>`sum(${productReply.star})`,
    })
    .from(productReply)
    .where(and(eq(productReply.productId, productId), eq(productReply.isDel, false)));
  const sumCount = row?.sumCount ?? 0;
  const goodCount = row?.goodCount ?? 0;
  const starTotal = Number(row?.starTotal ?? 0);
  return {
    sumCount,
    goodCount,
    inCount: row?.inCount ?? 0,
    poorCount: row?.poorCount ?? 0,
    replyChance: sumCount === 0 ? 0 : round((goodCount / sumCount) * 100, 2),
    replyStar: sumCount === 0 ? 0 : round(starTotal / sumCount, 1),
  };
}
