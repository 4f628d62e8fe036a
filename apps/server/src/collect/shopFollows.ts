import { and, count, desc, eq } from 'drizzle-orm';
import type { CollectListInput, MerchantCollectItem, Page } from '@mall/api';
import { toPage } from '../catalog/productList.ts';
import type { Db } from '../db/client.ts';
import { merchant, merchantCollect } from '../db/schema.ts';
import { localized } from '../i18n/content.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { assertShopExists, findOpenShop } from '../merchant/openShop.ts';

/**
 * Follows an open shop (crmeb-api §4.12 `add/merchant`). Following it again
 * changes nothing, not even the date it was first followed.
 * @throws {HttpError} 404 for an unknown or closed shop.
 */
export async function followShop(db: Db, userId: number, merId: number): Promise<null> {
  await findOpenShop(db, merId);
  await db.insert(merchantCollect).values({ userId, merId }).onConflictDoNothing();
  return null;
}

/**
 * Stops following a shop (crmeb-api §4.12 `cancel/merchant`); a shop that
 * closed can still be unfollowed. Nothing happens when not following.
 * @throws {HttpError} 404 for an unknown shop.
 */
export async function unfollowShop(db: Db, userId: number, merId: number): Promise<null> {
  await assertShopExists(db, merId);
  await db.delete(merchantCollect).where(and(eq(merchantCollect.userId, userId), eq(merchantCollect.merId, merId)));
  return null;
}

/**
 * The shops the shopper follows, newest first; closed ones stay, marked by
 * `isSwitch` (crmeb-api §4.12 `merchant/list`). Names in `locale` where translated.
 */
export async function listFollowedShops(db: Db, userId: number, query: CollectListInput, locale: ServerLocale): Promise<Page<MerchantCollectItem>> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  const mine = eq(merchantCollect.userId, userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        uid: merchantCollect.userId,
        merId: merchantCollect.merId,
        merName: localized(merchant.i18n, merchant.name, 'name', locale),
        merAvatar: merchant.avatar,
        createdAt: merchantCollect.createdAt,
        isSwitch: merchant.isSwitch,
      })
      .from(merchantCollect)
      .innerJoin(merchant, eq(merchant.id, merchantCollect.merId))
      .where(mine)
      .orderBy(desc(merchantCollect.createdAt), desc(merchantCollect.merId))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(merchantCollect).where(mine),
  ]);
  return toPage(
    rows.map(({ createdAt, ...row }) => ({ ...row, createTime: createdAt })),
    counted?.total ?? 0,
    page,
    limit,
  );
}

/** How many shoppers follow the shop (spec §3 follower count). */
export async function countFollowers(db: Db, merId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(merchantCollect).where(eq(merchantCollect.merId, merId));
  return row?.n ?? 0;
}

/** Whether the shopper follows the shop; false for guests (`userId` null). */
export async function isFollowing(db: Db, userId: number | null, merId: number): Promise<boolean> {
  if (userId === null) return false;
  const [row] = await db
    .select({ merId: merchantCollect.merId })
    .from(merchantCollect)
    .where(and(eq(merchantCollect.userId, userId), eq(merchantCollect.merId, merId)))
    .limit(1);
  return row !== undefined;
}
