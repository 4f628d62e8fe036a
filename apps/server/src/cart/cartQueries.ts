import { and, count, desc, eq, isNotNull, not, sql } from 'drizzle-orm';
import type { CartCount, CartCountInput, CartGroup, CartItem } from '@mall/api';
import { axesOf, parsedAxes, skuDisplay } from '../catalog/skuText.ts';
import { onSale } from '../catalog/visibility.ts';
import type { Db } from '../db/client.ts';
import { cartItem, merchant, product, productSku } from '../db/schema.ts';
import { localized } from '../i18n/content.ts';
import type { ServerLocale } from '../i18n/locale.ts';

/**
 * A cart line is valid while its SKU exists and its goods are on sale in an
 * open shop; otherwise it is listed among invalid lines (spec §4 "cart items
 * can become invalid"). A valid line may still be sold out (`attrStatus`).
 */
const validLine = and(isNotNull(productSku.id), onSale)!;

function cartLines(db: Db, locale: ServerLocale) {
  return db
    .select({
      id: cartItem.id,
      productId: cartItem.productId,
      skuId: cartItem.skuId,
      merId: cartItem.merId,
      merName: localized(merchant.i18n, merchant.name, 'name', locale),
      cartNum: cartItem.quantity,
      storeName: localized(product.i18n, product.name, 'name', locale),
      productImage: product.image,
      skuImage: productSku.image,
      sku: productSku.sku,
      // The goods' axes, to show the SKU's values in the locale (catalog/skuText.ts).
      axes: axesOf(cartItem.productId),
      price: productSku.price,
      otPrice: productSku.otPrice,
      stock: productSku.stock,
      valid: sql<boolean>`coalesce(${validLine}, false)`,
    })
    .from(cartItem)
    .innerJoin(product, eq(product.id, cartItem.productId))
    .innerJoin(merchant, eq(merchant.id, cartItem.merId))
    .leftJoin(productSku, eq(productSku.id, cartItem.skuId));
}

/**
 * The shopper's cart lines grouped by shop (crmeb-api §4.6 `/cart/list`),
 * valid lines (`isValid` true) or invalid ones. Shops and lines come most
 * recently changed first. Shop and goods names and SKU values are in `locale`
 * where translated, else as written; a line's SKU is its id
 * (`productAttrUnique`), whatever its text.
 */
export async function listCart(db: Db, userId: number, isValid: boolean, locale: ServerLocale): Promise<CartGroup[]> {
  const rows = await cartLines(db, locale)
    .where(and(eq(cartItem.userId, userId), isValid ? validLine : not(validLine)))
    .orderBy(desc(cartItem.updatedAt), desc(cartItem.id));
  const groups = new Map<number, CartGroup>();
  for (const r of rows) {
    const group = groups.get(r.merId) ?? { merId: r.merId, merName: r.merName, cartInfoList: [] };
    groups.set(r.merId, group);
    const line: CartItem = {
      id: r.id,
      productId: r.productId,
      productAttrUnique: r.skuId ?? 0,
      merId: r.merId,
      cartNum: r.cartNum,
      image: r.skuImage || r.productImage,
      storeName: r.storeName,
      sku: r.sku === null ? '' : skuDisplay(parsedAxes(r.axes), r.sku, locale),
      price: r.price ?? 0,
      otPrice: r.otPrice ?? 0,
      stock: r.stock ?? 0,
      attrStatus: Boolean(r.valid) && (r.stock ?? 0) > 0,
    };
    group.cartInfoList.push(line);
  }
  return [...groups.values()];
}

/**
 * Cart badge count (spec §3 Cart count; crmeb-api §4.6 `/cart/count`):
 * `type` total counts lines, sum counts units; `numType` true (default)
 * counts valid lines, false invalid ones.
 */
export async function countCart(db: Db, userId: number, query: CartCountInput = {}): Promise<CartCount> {
  const validity = query.numType === false ? not(validLine) : validLine;
  const measure = query.type === 'sum' ? sql<number>`coalesce(sum(${cartItem.quantity}), 0)` : count();
  const [row] = await db
    .select({ n: measure })
    .from(cartItem)
    .innerJoin(product, eq(product.id, cartItem.productId))
    .innerJoin(merchant, eq(merchant.id, cartItem.merId))
    .leftJoin(productSku, eq(productSku.id, cartItem.skuId))
    .where(and(eq(cartItem.userId, userId), validity));
  return { count: Number(row?.n ?? 0) };
}
