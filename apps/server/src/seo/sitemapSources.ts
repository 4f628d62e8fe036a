import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { CategoryNode } from '@mall/api';
import type { Db } from '../db/client.ts';
import { merchant, product } from '../db/schema.ts';
import { getCategoryTree } from '../catalog/categories.ts';
import { onSale } from '../catalog/visibility.ts';

/**
 * What the sitemaps list, read from the database (issue 17): goods on sale,
 * open shops and shown categories. Goods and shops are split into files by
 * id ranges (keyset), so a file of the 100,000-goods catalogue is one index
 * range scan, never an OFFSET past the files before it.
 */

/** An id range of one sitemap file: `from` inclusive, `before` exclusive (null: to the end). */
export interface IdRange {
  from: number;
  before: number | null;
}

/**
 * The first id of each run of `per` ids among the rows `listed` selects
 * (one `id` column), ascending: the lower bounds of files of `per` rows.
 * Empty when `listed` selects nothing.
 */
async function runStarts(db: Db, listed: SQL, per: number): Promise<number[]> {
  const result = await db.execute(sql`
    select id from (select id, row_number() over (order by id) as n from (${listed}) as listed) as numbered
    where (n - 1) % ${per} = 0
    order by id`);
  return (result as unknown as { rows: Array<{ id: number | string }> }).rows.map((r) => Number(r.id));
}

/** Goods {@link onSale}, as one `id` column. */
const listedGoods = sql`select ${product.id} as id from ${product} inner join ${merchant} on ${merchant.id} = ${product.merId} where ${onSale}`;

/** Open shops (`is_switch`), as one `id` column. */
const openShops = sql`select ${merchant.id} as id from ${merchant} where ${merchant.isSwitch}`;

/** Lower bounds of files of `per` goods on sale ({@link runStarts}). */
export function listedGoodsStarts(db: Db, per: number): Promise<number[]> {
  return runStarts(db, listedGoods, per);
}

/** Lower bounds of files of `per` open shops ({@link runStarts}). */
export function openShopStarts(db: Db, per: number): Promise<number[]> {
  return runStarts(db, openShops, per);
}

const inRange = (column: typeof product.id | typeof merchant.id, range: IdRange) =>
  range.before === null ? gte(column, range.from) : and(gte(column, range.from), lt(column, range.before));

/** Ids of goods on sale in `range`, ascending, at most `limit` (a file's bound, should goods be listed since the range was drawn). */
export async function listedGoodsIds(db: Db, range: IdRange, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: product.id })
    .from(product)
    .innerJoin(merchant, eq(merchant.id, product.merId))
    .where(and(onSale, inRange(product.id, range)))
    .orderBy(asc(product.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Ids of open shops in `range`, ascending, at most `limit`. */
export async function openShopIds(db: Db, range: IdRange, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: merchant.id })
    .from(merchant)
    .where(and(eq(merchant.isSwitch, true), inRange(merchant.id, range)))
    .orderBy(asc(merchant.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Ids of the categories the storefront shows (spec §3 Category tree: shown,
 * under a shown parent), in the tree's order, parents before their children.
 */
export async function shownCategoryIds(db: Db): Promise<number[]> {
  const ids: number[] = [];
  const walk = (nodes: readonly CategoryNode[]) => {
    for (const node of nodes) {
      ids.push(node.id);
      walk(node.childList ?? []);
    }
  };
  walk(await getCategoryTree(db));
  return ids;
}
