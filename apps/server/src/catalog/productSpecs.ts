import { asc, eq } from 'drizzle-orm';
import type { ProductSpecs, SkuValue } from '@mall/api';
import type { Db } from '../db/client.ts';
import { productAttr, productSku } from '../db/schema.ts';

/**
 * A goods' specification axes (in their `sort` order) and its SKUs keyed by
 * their value string (crmeb-api §4.4 `productAttr`, `productValue`): the part
 * shared by the detail page and the SKU picker. Prices are cents. Does not
 * check that the goods is on sale: callers do, before or alongside.
 */
export async function loadSpecs(db: Db, productId: number): Promise<ProductSpecs> {
  const [attrs, skus] = await Promise.all([
    db.select().from(productAttr).where(eq(productAttr.productId, productId)).orderBy(asc(productAttr.sort), asc(productAttr.id)),
    db.select().from(productSku).where(eq(productSku.productId, productId)).orderBy(asc(productSku.id)),
  ]);
  const productValue: Record<string, SkuValue> = {};
  for (const s of skus) {
    productValue[s.sku] = {
      id: s.id,
      productId: s.productId,
      sku: s.sku,
      attrValue: s.attrValue,
      price: s.price,
      otPrice: s.otPrice,
      stock: s.stock,
      sales: s.sales,
      image: s.image,
    };
  }
  return {
    productAttr: attrs.map((a) => ({ id: a.id, productId: a.productId, attrName: a.attrName, attrValues: a.attrValues })),
    productValue,
  };
}
