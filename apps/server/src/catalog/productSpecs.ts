import { asc, eq } from 'drizzle-orm';
import type { ProductSpecs } from '@mall/api';
import type { Db } from '../db/client.ts';
import { productAttr, productSku } from '../db/schema.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { localizedSpecs } from './skuText.ts';

/**
 * A goods' specification axes (in their `sort` order) and its SKUs keyed by
 * their value string (crmeb-api §4.4 `productAttr`, `productValue`), names
 * and values in `locale` where the merchant translated them (catalog/skuText.ts):
 * the part shared by the detail page and the SKU picker. Prices are cents.
 * Does not check that the goods is on sale: callers do, before or alongside.
 */
export async function loadSpecs(db: Db, productId: number, locale: ServerLocale): Promise<ProductSpecs> {
  const [attrs, skus] = await Promise.all([
    db.select().from(productAttr).where(eq(productAttr.productId, productId)).orderBy(asc(productAttr.sort), asc(productAttr.id)),
    db.select().from(productSku).where(eq(productSku.productId, productId)).orderBy(asc(productSku.id)),
  ]);
  return localizedSpecs(
    attrs,
    skus.map((s) => ({
      id: s.id,
      productId: s.productId,
      sku: s.sku,
      attrValue: s.attrValue,
      price: s.price,
      otPrice: s.otPrice,
      stock: s.stock,
      sales: s.sales,
      image: s.image,
    })),
    locale,
  );
}
