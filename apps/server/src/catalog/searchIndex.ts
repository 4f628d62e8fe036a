import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { product } from '../db/schema.ts';
import { goodsSearchTextOf } from './searchText.ts';

/** Goods rewritten per statement. */
const CHUNK = 1_000;

/**
 * Writes `search_text` for goods that have none: every goods of a database
 * seeded before the column existed (migration 0004), or written by code that
 * forgot it. The terms are those of {@link goodsSearchTextOf}: name and
 * keywords with their translations. Idempotent, and one look at the partial index
 * `product_search_missing_idx` when nothing is missing. Goods whose name and
 * keywords hold no letter or digit keep ''. Returns how many goods it rewrote.
 * @see docs/adr/0005-goods-search.md
 */
export async function fillMissingSearchText(db: Db): Promise<number> {
  const rows = await db
    .select({ id: product.id, name: product.name, keyword: product.keyword, i18n: product.i18n })
    .from(product)
    .where(eq(product.searchText, ''));
  const stale = rows.map((r) => ({ id: r.id, text: goodsSearchTextOf(r) })).filter((r) => r.text !== '');
  for (let start = 0; start < stale.length; start += CHUNK) {
    const chunk = stale.slice(start, start + CHUNK);
    await db.execute(sql`
      update ${product} set search_text = v.text
      from unnest(${sql.param(chunk.map((r) => r.id))}::integer[], ${sql.param(chunk.map((r) => r.text))}::text[]) as v(id, text)
      where ${product.id} = v.id`);
  }
  return stale.length;
}
