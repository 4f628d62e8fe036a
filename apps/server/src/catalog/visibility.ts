import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { merchant, product } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';

/**
 * Goods a shopper may see and buy (crmeb-api §4.4 list filters): shown, not
 * deleted, approved, and sold by an open shop. Use with a join on `merchant`.
 * Written without bound values and in the words of the schema's `LISTED_SQL`,
 * so the planner can use the partial list indexes (docs/adr/0007-catalogue-speed.md).
 */
export const onSale = sql`(${product.isShow} and not ${product.isDel} and ${product.auditStatus} = 1 and ${merchant.isSwitch})`;

/**
 * Checks that goods `id` is {@link onSale}, for the pages of one goods.
 * @throws {HttpError} 404 when it does not exist or is not on sale.
 */
export async function requireOnSale(db: Db, id: number): Promise<void> {
  const [found] = await db
    .select({ id: product.id })
    .from(product)
    .innerJoin(merchant, eq(merchant.id, product.merId))
    .where(and(eq(product.id, id), onSale))
    .limit(1);
  if (!found) throw notFound('goods.notFound', { id });
}
