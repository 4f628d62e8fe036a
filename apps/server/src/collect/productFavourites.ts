import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CollectDeleteInput, CollectListInput, Page, ProductCollectItem } from '@mall/api';
import { toPage } from '../catalog/productList.ts';
import { onSale } from '../catalog/visibility.ts';
import type { Db } from '../db/client.ts';
import { merchant, product, productCollect } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { localized } from '../i18n/content.ts';
import type { ServerLocale } from '../i18n/locale.ts';

/**
 * Keeps a goods on sale among the shopper's favourites (crmeb-api §4.12
 * `add/product`). Adding it again changes nothing, not even the date.
 * @throws {HttpError} 404 `goods.notFound` when the goods is unknown or not on sale.
 */
export async function addFavourite(db: Db, userId: number, productId: number): Promise<null> {
  const [goods] = await db
    .select({ id: product.id })
    .from(product)
    .innerJoin(merchant, eq(merchant.id, product.merId))
    .where(and(eq(product.id, productId), onSale))
    .limit(1);
  if (!goods) throw notFound('goods.notFound', { id: productId });
  await db.insert(productCollect).values({ userId, productId }).onConflictDoNothing();
  return null;
}

/**
 * Drops a goods from the favourites (crmeb-api §4.12 `cancel/{proId}`); goods
 * gone off sale can still be dropped. Nothing happens when it is not there.
 * @throws {HttpError} 404 `goods.notFound` for an unknown goods id.
 */
export async function cancelFavourite(db: Db, userId: number, productId: number): Promise<null> {
  const [goods] = await db.select({ id: product.id }).from(product).where(eq(product.id, productId)).limit(1);
  if (!goods) throw notFound('goods.notFound', { id: productId });
  await db.delete(productCollect).where(and(eq(productCollect.userId, userId), eq(productCollect.productId, productId)));
  return null;
}

/**
 * Drops several favourites by goods id (crmeb-api §4.12 `delete/product`).
 * All or nothing: another shopper's favourites are not the caller's to drop.
 * @throws {HttpError} 404 `collect.notFound` naming the ids that are not among the shopper's favourites; nothing is deleted.
 */
export async function deleteFavourites(db: Db, userId: number, input: CollectDeleteInput): Promise<null> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(productCollect)
      .where(and(eq(productCollect.userId, userId), inArray(productCollect.productId, input.ids)))
      .returning({ productId: productCollect.productId });
    if (removed.length !== input.ids.length) {
      const gone = new Set(removed.map((r) => r.productId));
      throw notFound('collect.notFound', { ids: input.ids.filter((id) => !gone.has(id)).join(', ') });
    }
  });
  return null;
}

/**
 * The shopper's favourite goods, newest first (crmeb-api §4.12 `product/list`).
 * Goods that went off sale stay listed with `isShow` false, so the shopper
 * sees what became of them instead of a silently shorter list. Names in
 * `locale` where translated.
 */
export async function listFavourites(db: Db, userId: number, query: CollectListInput, locale: ServerLocale): Promise<Page<ProductCollectItem>> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  const mine = eq(productCollect.userId, userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        productId: productCollect.productId,
        createdAt: productCollect.createdAt,
        storeName: localized(product.i18n, product.name, 'name', locale),
        image: product.image,
        price: product.price,
        isShow: sql<boolean>`(${onSale})`,
        stock: product.stock,
      })
      .from(productCollect)
      .innerJoin(product, eq(product.id, productCollect.productId))
      .innerJoin(merchant, eq(merchant.id, product.merId))
      .where(mine)
      .orderBy(desc(productCollect.createdAt), desc(productCollect.productId))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(productCollect).where(mine),
  ]);
  return toPage(
    rows.map(({ createdAt, ...row }) => ({ id: row.productId, ...row, isShow: Boolean(row.isShow), createTime: createdAt })),
    counted?.total ?? 0,
    page,
    limit,
  );
}

/** Whether the shopper keeps the goods among the favourites; false for guests (`userId` null). */
export async function isFavourite(db: Db, userId: number | null, productId: number): Promise<boolean> {
  if (userId === null) return false;
  const [row] = await db
    .select({ productId: productCollect.productId })
    .from(productCollect)
    .where(and(eq(productCollect.userId, userId), eq(productCollect.productId, productId)))
    .limit(1);
  return row !== undefined;
}
