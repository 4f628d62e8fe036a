import { and, eq, inArray, sql } from 'drizzle-orm';
import { CART_MAX_QUANTITY, type CartDeleteInput, type CartNumInput, type CartSaveInput } from '@mall/api';
import { onSale } from '../catalog/visibility.ts';
import type { Db, Tx } from '../db/client.ts';
import { cartItem, merchant, product, productSku } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';

/** The SKU of an on-sale goods, or a 400 naming the field that points at something unavailable. */
async function sellableSku(tx: Tx, productId: number, skuId: number, index: number) {
  const [row] = await tx
    .select({ skuId: productSku.id, stock: productSku.stock, merId: product.merId, name: product.name })
    .from(productSku)
    .innerJoin(product, eq(product.id, productSku.productId))
    .innerJoin(merchant, eq(merchant.id, product.merId))
    .where(and(eq(productSku.id, skuId), eq(productSku.productId, productId), onSale))
    .limit(1);
  if (!row) throw badRequest('goods.skuUnavailable', { skuId, productId }, `${index}.productAttrUnique`);
  return row;
}

/**
 * Adds lines to the cart (crmeb-api §6 rule 1): a SKU already in the cart
 * gets the quantities added. All lines or none: any line over the stock or
 * over {@link CART_MAX_QUANTITY} fails the whole request with a 400.
 * @returns the ids of the touched cart lines, in request order.
 */
export async function addToCart(db: Db, userId: number, items: CartSaveInput): Promise<{ cartIds: number[] }> {
  return db.transaction(async (tx) => {
    const cartIds: number[] = [];
    for (const [index, item] of items.entries()) {
      const sku = await sellableSku(tx, item.productId, item.productAttrUnique, index);
      const [existing] = await tx
        .select({ quantity: cartItem.quantity })
        .from(cartItem)
        .where(and(eq(cartItem.userId, userId), eq(cartItem.skuId, sku.skuId)))
        .limit(1);
      const quantity = (existing?.quantity ?? 0) + item.cartNum;
      if (quantity > CART_MAX_QUANTITY) {
        throw badRequest('cart.maxQuantity', { max: CART_MAX_QUANTITY, current: existing?.quantity ?? 0 }, `${index}.cartNum`);
      }
      if (quantity > sku.stock) throw badRequest('stock.onlyLeft', { left: sku.stock }, `${index}.cartNum`);
      const [saved] = await tx
        .insert(cartItem)
        .values({ userId, productId: item.productId, skuId: sku.skuId, merId: sku.merId, quantity })
        .onConflictDoUpdate({
          target: [cartItem.userId, cartItem.skuId],
          set: { quantity, updatedAt: sql`now()` },
        })
        .returning({ id: cartItem.id });
      cartIds.push(saved!.id);
    }
    return { cartIds };
  });
}

/**
 * Sets the quantity of one of the shopper's cart lines (crmeb-api §6 rule 2),
 * never above the SKU's stock.
 * @throws {HttpError} 404 for a line that is not the shopper's; 400 over stock or for an unavailable item.
 */
export async function setCartQuantity(db: Db, userId: number, input: CartNumInput): Promise<null> {
  const [line] = await db
    .select({ stock: productSku.stock, sellable: sql<boolean>`coalesce(${onSale}, false)` })
    .from(cartItem)
    .innerJoin(product, eq(product.id, cartItem.productId))
    .innerJoin(merchant, eq(merchant.id, cartItem.merId))
    .leftJoin(productSku, eq(productSku.id, cartItem.skuId))
    .where(and(eq(cartItem.id, input.id), eq(cartItem.userId, userId)))
    .limit(1);
  if (!line) throw notFound('cart.itemNotFound', { id: input.id });
  if (line.stock === null || !line.sellable) throw badRequest('cart.itemUnavailable', {}, 'id');
  if (input.number > line.stock) throw badRequest('stock.onlyLeft', { left: line.stock }, 'number');
  await db
    .update(cartItem)
    .set({ quantity: input.number, updatedAt: sql`now()` })
    .where(and(eq(cartItem.id, input.id), eq(cartItem.userId, userId)));
  return null;
}

/**
 * Removes cart lines. Every id must be one of the shopper's lines, or nothing
 * is removed and the answer is 404 naming the unknown ids.
 */
export async function removeFromCart(db: Db, userId: number, input: CartDeleteInput): Promise<null> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(cartItem)
      .where(and(eq(cartItem.userId, userId), inArray(cartItem.id, input.ids)))
      .returning({ id: cartItem.id });
    if (removed.length !== input.ids.length) {
      const gone = new Set(removed.map((r) => r.id));
      throw notFound('cart.itemsNotFound', { ids: input.ids.filter((id) => !gone.has(id)).join(', ') });
    }
  });
  return null;
}
