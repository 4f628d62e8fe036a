import type { Page, ProductCard, ProductListInput } from '@mall/api';
import type { Db } from '../db/client.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { categoryScope } from './categories.ts';
import type { ReadCache } from '../shared/readCache.ts';
import { pageGoods, type TotalsCache } from './goodsQuery.ts';

export { toPage } from './goodsQuery.ts';

/** Escapes LIKE wildcards so a search for "100%" means the text "100%". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Goods for lists and search (crmeb-api §4.4 `/product/list`, §4.5): only
 * goods on sale (shown, approved, not deleted, open shop).
 * - `keyword`: every term must be in the name or keywords; Chinese matches
 *   by characters (1 character) or character pairs (2 or more), Latin words
 *   by prefix (docs/adr/0005-goods-search.md). Blank means no search; text
 *   without a letter or digit finds nothing.
 * - `cid`: a platform category; a top-level id includes its children; an
 *   unknown one finds nothing. `merId`: one shop.
 * - `minPrice`/`maxPrice`: cents, both ends included.
 * - Order: `salesOrder` (sales + `ficti`), else `priceOrder`, else the
 *   merchandising order; ties by `sort` then newest id.
 * - Paging: `page` from 1 (default 1), `limit` 1–100 (default 10). The route
 *   schema answers 400 naming `page` for 0 or less and naming `limit` above
 *   100 (refused, not clamped). A page past the end is an empty list with the
 *   full `total`.
 * - `caches`: the category tree may be read from `read` (the mall's data
 *   cache), totals kept in `totals` (see `pageGoods`).
 * - Names and units in `locale` where the merchant translated them.
 * @throws {HttpError} 400 naming `maxPrice` when it is below `minPrice`.
 */
export async function listProducts(
  db: Db,
  query: ProductListInput,
  locale: ServerLocale,
  caches: { read?: Pick<ReadCache, 'get'>; totals?: TotalsCache } = {},
): Promise<Page<ProductCard>> {
  const { cid, page = 1, limit = 10, ...filter } = query;
  const categoryIds = cid === undefined ? undefined : await categoryScope(db, cid, caches.read);
  return pageGoods(db, { ...filter, categoryIds }, { page, limit }, locale, caches.totals);
}
