import { and, eq, inArray, sql } from 'drizzle-orm';
import { CART_MAX_QUANTITY, type CartDeleteInput, type CartNumInput, type CartSaveInput } from '@mall/api';
import { onSale } from '../catalog/visibility.ts';
import type { Db, Tx } from '../db/client.ts';
import { cartItem, merchant, product, productSku } from '../db/schema.ts';
import { badRequest, notFound, type HttpError } from '../http/errors.ts';

/** The SKU of an on-sale goods, or a 400 naming the field that points at something unavailable. */
async function sellableSku(tx: Tx, productId: number, skuId: number, index: number) {
  const [row] = await tx
    .select({ skuId: productSku.id, merId: product.merId })
    .from(productSku)
    .innerJoin(product, eq(product.id, productSku.productId))
    .innerJoin(merchant, eq(merchant.id, product.merId))
    .where(and(eq(productSku.id, skuId), eq(productSku.productId, productId), onSale))
    .limit(1);
  if (!row) throw badRequest('goods.skuUnavailable', { skuId, productId }, `${index}.productAttrUnique`);
  return row;
}

/** A line's quantity that the bounds refused, with what the shopper should be told. */
interface Refusal {
  index: number;
  error: HttpError;
}

/**
 * Adds `quantity` units of a SKU to the shopper's line in one statement, the
 * line made when missing. The sum is computed by the database on the row it
 * holds locked (`quantity = cart_item.quantity + n`), never from a value read
 * earlier, so parallel saves of one line all count; and it is bounded in the
 * same statement by {@link CART_MAX_QUANTITY} and the SKU's stock, so no
 * parallel save passes the bound either.
 * @returns the line's id, or undefined when the bound refused the units (nothing written).
 */
async function addUnits(tx: Tx, userId: number, sku: { productId: number; skuId: number; merId: number }, quantity: number) {
  // Parameters in a select list have no type to take from the context: each is cast.
  const result = await tx.execute(sql`
    insert into cart_item (user_id, product_id, sku_id, mer_id, quantity)
    select cast(${userId} as integer), cast(${sku.productId} as integer), id, cast(${sku.merId} as integer), cast(${quantity} as integer)
    from product_sku
    where id = ${sku.skuId} and stock >= ${quantity} and cast(${quantity} as integer) <= ${CART_MAX_QUANTITY}
    on conflict (user_id, sku_id) do update
      set quantity = cart_item.quantity + excluded.quantity, updated_at = now()
      where cart_item.quantity + excluded.quantity
        <= least(${CART_MAX_QUANTITY}, (select stock from product_sku where id = excluded.sku_id))
    returning id`);
  const [row] = (result as unknown as { rows: { id: number }[] }).rows;
  return row?.id;
}

/** Why {@link addUnits} refused: the line would pass 99, or the stock. Read after the refusal, on the line it left locked. */
async function refusalOf(tx: Tx, userId: number, skuId: number, quantity: number, index: number): Promise<HttpError> {
  const [line] = await tx
    .select({ quantity: cartItem.quantity })
    .from(cartItem)
    .where(and(eq(cartItem.userId, userId), eq(cartItem.skuId, skuId)));
  const current = line?.quantity ?? 0;
  if (current + quantity > CART_MAX_QUANTITY) {
    return badRequest('cart.maxQuantity', { max: CART_MAX_QUANTITY, current }, `${index}.cartNum`);
  }
  const [sku] = await tx.select({ stock: productSku.stock }).from(productSku).where(eq(productSku.id, skuId));
  return badRequest('stock.onlyLeft', { left: Math.max(sku?.stock ?? 0, 0) }, `${index}.cartNum`);
}

/**
 * Adds lines to the cart (crmeb-api §6 rule 1): a SKU already in the cart
 * gets the quantities added, atomically, so parallel saves of one line all
 * count. All lines or none: any line that would pass the SKU's stock or
 * {@link CART_MAX_QUANTITY} fails the whole request with a 400 naming it
 * (`1.cartNum`), the first such line of the request when several do.
 * @returns the ids of the touched cart lines, in request order.
 * @throws {HttpError} 400 `N.productAttrUnique` for goods not on sale or a SKU of other goods; 400 `N.cartNum` past a bound.
 */
export async function addToCart(db: Db, userId: number, items: CartSaveInput): Promise<{ cartIds: number[] }> {
  return db.transaction(async (tx) => {
    const skus: Awaited<ReturnType<typeof sellableSku>>[] = [];
    for (const [index, item] of items.entries()) skus.push(await sellableSku(tx, item.productId, item.productAttrUnique, index));
    // Lines are written in SKU order, whatever the request's order, so two requests naming the same lines lock them in the same order and never deadlock.
    const order = items.map((_, index) => index).sort((x, y) => skus[x]!.skuId - skus[y]!.skuId);
    const cartIds: number[] = [];
    const refusals: Refusal[] = [];
    for (const index of order) {
      const sku = skus[index]!;
      const quantity = items[index]!.cartNum;
      const id = await addUnits(tx, userId, { productId: items[index]!.productId, skuId: sku.skuId, merId: sku.merId }, quantity);
      if (id === undefined) refusals.push({ index, error: await refusalOf(tx, userId, sku.skuId, quantity, index) });
      else cartIds[index] = id;
    }
    const first = refusals.sort((x, y) => x.index - y.index)[0];
    // Throwing rolls back the lines already added by this request.
    if (first) throw first.error;
    return { cartIds };
  });
}

/**
 * Sets the quantity of one of the shopper's cart lines (crmeb-api §6 rule 2),
 * never above the SKU's stock. The last of parallel changes wins, as the
 * shopper asked for a number, not an increment; the stock is checked by the
 * statement that writes, so no change passes on a stock read earlier.
 * @throws {HttpError} 404 for a line that is not the shopper's; 400 `number` over stock, 400 `id` for an unavailable item.
 */
export async function setCartQuantity(db: Db, userId: number, input: CartNumInput): Promise<null> {
  const stockOfSellableSku = db
    .select({ stock: productSku.stock })
    .from(productSku)
    .innerJoin(product, eq(product.id, productSku.productId))
    .innerJoin(merchant, eq(merchant.id, product.merId))
    .where(and(eq(productSku.id, cartItem.skuId), onSale));
  const [changed] = await db
    .update(cartItem)
    .set({ quantity: input.number, updatedAt: sql`now()` })
    .where(and(eq(cartItem.id, input.id), eq(cartItem.userId, userId), sql`${input.number} <= (${stockOfSellableSku})`))
    .returning({ id: cartItem.id });
  if (changed) return null;

  // Refused: say why, from the line as it is now.
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
  throw badRequest('stock.onlyLeft', { left: Math.max(line.stock, 0) }, 'number');
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
