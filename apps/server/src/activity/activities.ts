import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { ACTIVITY_BLOCK_GOODS, type ActivityBlock, type ActivityDetail, type ActivityGoods, type ActivityType, type Page } from '@mall/api';
import type { Db } from '../db/client.ts';
import { activity, activityProduct, merchant, product } from '../db/schema.ts';
import { toPage, type Paging } from '../catalog/goodsQuery.ts';
import { onSale } from '../catalog/visibility.ts';
import { notFound } from '../http/errors.ts';
import { localized, pickList, pickText, SOURCE_LOCALE } from '../i18n/content.ts';
import type { ServerLocale } from '../i18n/locale.ts';

/** Activities shoppers see: shown, started (or no start) and not ended (or no end), by the database's clock. */
const live = and(
  eq(activity.isShow, true),
  or(isNull(activity.startTime), lte(activity.startTime, sql`now()`)),
  or(isNull(activity.endTime), gt(activity.endTime, sql`now()`)),
)!;

/** An activity's goods in the original's field names (`image` is added from `proImage`), names in `locale`. */
function goodsColumns(locale: ServerLocale) {
  return {
    proId: product.id,
    proImage: product.image,
    storeName: localized(product.i18n, product.name, 'name', locale).as('store_name'),
    price: product.price,
    otPrice: product.otPrice,
    // Beyond the original's fields: goods cards show what sold and whether any is left.
    sales: sql<number>`(${product.sales} + ${product.ficti})::int`.as('sales'),
    stock: product.stock,
  };
}

function toGoods(row: Omit<ActivityGoods, 'image'>): ActivityGoods {
  return { ...row, image: row.proImage };
}

/**
 * The home page's activity blocks (crmeb-api §4.3 `/activity/index/list`):
 * live activities by `sort` (higher first) then id, each with its first
 * {@link ACTIVITY_BLOCK_GOODS} goods on sale. A hidden, not yet started or
 * ended activity is absent. Names in `locale` (i18n/content.ts). Prices in cents.
 */
export async function listActivityBlocks(db: Db, locale: ServerLocale = SOURCE_LOCALE): Promise<ActivityBlock[]> {
  const activities = await db
    .select({ id: activity.id, name: localized(activity.i18n, activity.name, 'name', locale), type: activity.type })
    .from(activity)
    .where(live)
    .orderBy(desc(activity.sort), asc(activity.id));
  if (activities.length === 0) return [];
  const ranked = db
    .select({
      ...goodsColumns(locale),
      activityId: activityProduct.activityId,
      rank: sql<number>`row_number() over (partition by ${activityProduct.activityId} order by ${activityProduct.sort} desc, ${product.id})`.as(
        'rank',
      ),
    })
    .from(activityProduct)
    .innerJoin(product, eq(product.id, activityProduct.productId))
    .innerJoin(merchant, eq(merchant.id, product.merId))
    .where(and(inArray(activityProduct.activityId, activities.map((a) => a.id)), onSale))
    .as('ranked');
  const goods = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, ACTIVITY_BLOCK_GOODS))
    .orderBy(asc(ranked.activityId), asc(ranked.rank));
  return activities.map((a) => ({
    id: a.id,
    name: a.name,
    type: a.type as ActivityType,
    productList: goods
      .filter((g) => g.activityId === a.id)
      .map(({ activityId: _activity, rank: _rank, ...g }) => toGoods(g)),
  }));
}

/** @throws {HttpError} 404 when activity `aid` does not exist or is not live. */
async function requireLive(db: Db, aid: number): Promise<typeof activity.$inferSelect> {
  const [row] = await db
    .select()
    .from(activity)
    .where(and(eq(activity.id, aid), live))
    .limit(1);
  if (!row) throw notFound('activity.notFound', { id: aid });
  return row;
}

/**
 * An activity's landing-page header (crmeb-api §4.3 `/pc/activity/detail/{aid}`;
 * spec §2 /goods/activity_list): id, name, type, `banner` as an array of
 * image URLs (the original sent a JSON string) and `instruction`, in
 * `locale`: name, rules and banner pictures (which draw words) each fall
 * back to the row's own (i18n/content.ts).
 * @throws {HttpError} 404 when the activity does not exist, is hidden, has not started or has ended.
 */
export async function getActivityDetail(db: Db, aid: number, locale: ServerLocale = SOURCE_LOCALE): Promise<ActivityDetail> {
  const row = await requireLive(db, aid);
  return {
    id: row.id,
    name: pickText(row.i18n, 'name', locale, row.name),
    type: row.type as ActivityType,
    banner: pickList(row.i18n, 'banner', locale, row.banner),
    instruction: pickText(row.i18n, 'instruction', locale, row.instruction),
  };
}

/**
 * A page of an activity's goods on sale (crmeb-api §4.3 `/activity/list/{aid}`),
 * in the activity's order (`sort` higher first, then goods id). Paging as
 * every list: page from 1, limit 1–100 (refused above), past the end an
 * empty list with the full total. Names in `locale`. Prices in cents.
 * @throws {HttpError} 404 when the activity does not exist, is hidden, has not started or has ended.
 */
export async function listActivityGoods(db: Db, aid: number, paging: Paging, locale: ServerLocale = SOURCE_LOCALE): Promise<Page<ActivityGoods>> {
  const { page, limit } = paging;
  await requireLive(db, aid);
  const condition = and(eq(activityProduct.activityId, aid), onSale);
  const [counted] = await db
    .select({ total: count() })
    .from(activityProduct)
    .innerJoin(product, eq(product.id, activityProduct.productId))
    .innerJoin(merchant, eq(merchant.id, product.merId))
    .where(condition);
  const total = counted?.total ?? 0;
  const offset = (page - 1) * limit;
  if (offset >= total) return toPage([], total, page, limit);
  const rows = await db
    .select(goodsColumns(locale))
    .from(activityProduct)
    .innerJoin(product, eq(product.id, activityProduct.productId))
    .innerJoin(merchant, eq(merchant.id, product.merId))
    .where(condition)
    .orderBy(desc(activityProduct.sort), asc(product.id))
    .limit(limit)
    .offset(offset);
  return toPage(rows.map(toGoods), total, page, limit);
}
