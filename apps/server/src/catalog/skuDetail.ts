import type { ProductSpecs } from '@mall/api';
import type { Db } from '../db/client.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { loadSpecs } from './productSpecs.ts';
import { requireOnSale } from './visibility.ts';

/**
 * The SKU picker's data (crmeb-api §4.4 `/product/sku/detail/{id}`): only
 * `productAttr` and `productValue` of the goods detail, in `locale` as the
 * detail answers them, prices in cents.
 * @throws {HttpError} 404 when the goods does not exist or is not on sale.
 */
export async function getSkuDetail(db: Db, id: number, locale: ServerLocale): Promise<ProductSpecs> {
  await requireOnSale(db, id);
  return loadSpecs(db, id, locale);
}
