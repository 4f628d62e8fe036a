import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { REVIEW_TYPE, type Page, type ProductReply, type ReplyConfig, type ReplyListInput, type ReviewType } from '@mall/api';
import type { Db } from '../db/client.ts';
import { productReply } from '../db/schema.ts';
import { FALLBACK_LOCALE, type ServerLocale } from '../i18n/locale.ts';
import { shownReply, type ReplyRow } from '../review/shownReply.ts';
import { toPage } from './goodsQuery.ts';
import { requireOnSale } from './visibility.ts';

/** The stars each review filter keeps (crmeb-api §5 review type): good 5, general 2–4, bad 1. */
export const STARS_OF: Record<ReviewType, readonly number[]> = {
  [REVIEW_TYPE.all]: [5, 4, 3, 2, 1],
  [REVIEW_TYPE.good]: [5],
  [REVIEW_TYPE.general]: [4, 3, 2],
  [REVIEW_TYPE.bad]: [1],
};

/**
 * The SQL of one page of the shown reviews of goods `productId` with these
 * stars, newest first (by id: reviews are numbered as they are written, and
 * the seed numbers the demo ones by date).
 *
 * One `UNION ALL` branch per star, each `order by id desc limit offset+limit`:
 * with its goods and star fixed, a branch is a backward range scan of the
 * `(product_id, star, id)` index that stops after `offset + limit` rows, and
 * PostgreSQL merges the branches in id order (Merge Append) and stops at the
 * page. The first pages read a few index entries whatever the goods' number
 * of reviews; a page at offset M reads at most M + limit per star. A single
 * `star in (…)` condition, or branches without their own order and limit,
 * would read and sort every review of the goods (the planner does not merge
 * index scans of a flattened UNION ALL on an index whose leading columns are
 * fixed). Exported for the bench's plan check (bench/reviews.ts).
 */
export function replyPageQuery(productId: number, stars: readonly number[], limit: number, offset: number): SQL {
  const branches = sql.join(
    stars.map(
      (star) => sql`(select id, user_id, star, comment, pics, merchant_reply_content, nickname, avatar, created_at, sku,
                            product_score, service_score, is_anonymous
                     from product_reply where product_id = ${productId} and star = ${star} and not is_del
                     order by id desc limit ${offset + limit})`,
    ),
    sql` union all `,
  );
  return sql`select * from (${branches}) as r order by r.id desc limit ${limit} offset ${offset}`;
}

/** One page of reviews as {@link replyPageQuery} reads it, as rows. */
async function pageOfReplies(db: Db, productId: number, stars: readonly number[], limit: number, offset: number): Promise<ReplyRow[]> {
  const result = await db.execute(replyPageQuery(productId, stars, limit, offset));
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return rows.map((r) => ({
    id: Number(r.id),
    uid: r.user_id === null ? null : Number(r.user_id),
    star: Number(r.star),
    comment: String(r.comment),
    pics: (typeof r.pics === 'string' ? JSON.parse(r.pics) : r.pics) as string[],
    merchantReplyContent: String(r.merchant_reply_content),
    nickname: String(r.nickname),
    avatar: String(r.avatar),
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
    sku: String(r.sku),
    productScore: r.product_score === null ? null : Number(r.product_score),
    serviceScore: r.service_score === null ? null : Number(r.service_score),
    isAnonymous: Boolean(r.is_anonymous),
  }));
}

/**
 * Reviews of a goods (crmeb-api §4.4 `/product/reply/list/{id}`; spec §2
 * review list): `type` 0 all, 1 good (5 stars), 2 general (2–4), 3 bad (1);
 * newest first; deleted reviews never; a review counts the moment it is
 * written (nothing here is cached). Each with its SKU, the reviewer's masked
 * name (an anonymous one's label in `locale`), product and service scores
 * (null for the demo catalogue's). `uid` is null for reviews without an
 * account (the demo catalogue's) and anonymous ones. Paging as every list:
 * page from 1, limit 1–100 (refused above), past the end an empty list; a
 * deep page costs its offset in index entries per star (see {@link replyPageQuery}).
 * @throws {HttpError} 404 when the goods does not exist or is not on sale.
 */
export async function listReplies(
  db: Db,
  productId: number,
  query: ReplyListInput = {},
  locale: ServerLocale = FALLBACK_LOCALE,
): Promise<Page<ProductReply>> {
  const { page = 1, limit = 10, type = REVIEW_TYPE.all } = query;
  await requireOnSale(db, productId);
  const stars = STARS_OF[type as ReviewType] ?? STARS_OF[REVIEW_TYPE.all];
  const condition: SQL | undefined = and(
    eq(productReply.productId, productId),
    stars.length === 5 ? undefined : inArray(productReply.star, [...stars]),
    eq(productReply.isDel, false),
  );
  const offset = (page - 1) * limit;
  // Both at once (two connections of the pool on PostgreSQL): the count, reading every review of the goods, is the slower.
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(productReply).where(condition),
    pageOfReplies(db, productId, stars, limit, offset),
  ]);
  const total = counted?.total ?? 0;
  return toPage(
    rows.map((row) => shownReply(row, locale)),
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
