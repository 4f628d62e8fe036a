import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { merchant } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';

/** A shop row as stored. */
export type MerchantRow = typeof merchant.$inferSelect;

/**
 * The shop `id` when it exists and is open for business (`is_switch`): a
 * closed shop has no pages, takes no followers and offers no coupons.
 * @throws {HttpError} 404 `merchant.notFound` for an unknown or closed shop.
 */
export async function findOpenShop(db: Db, id: number): Promise<MerchantRow> {
  const [row] = await db
    .select()
    .from(merchant)
    .where(and(eq(merchant.id, id), eq(merchant.isSwitch, true)))
    .limit(1);
  if (!row) throw notFound('merchant.notFound', { id });
  return row;
}

/**
 * Checks that the shop `id` exists, open or closed: what a shopper may still
 * act on for a shop that closed (unfollowing it).
 * @throws {HttpError} 404 `merchant.notFound` for an unknown shop.
 */
export async function assertShopExists(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ id: merchant.id }).from(merchant).where(eq(merchant.id, id)).limit(1);
  if (!row) throw notFound('merchant.notFound', { id });
}
