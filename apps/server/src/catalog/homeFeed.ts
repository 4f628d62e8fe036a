import type { Page, ProductCard } from '@mall/api';
import type { Db } from '../db/client.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { pageGoods, type Paging, type TotalsCache } from './goodsQuery.ts';

/**
 * The home page's endless goods feed (crmeb-api §4.3 `/index/product`, §3
 * home: the storefront asks 13 a page, `HOME_FEED_PAGE_SIZE`): goods on
 * sale with stock left, in the merchandising order (`sort`, then newest).
 * Paging as every goods list: page from 1, limit 1–100 (refused above), a
 * page past the end is empty with the full total, which `totals` may keep
 * (see `pageGoods`). Names and units in `locale` where translated.
 */
export function getHomeFeed(db: Db, paging: Paging, locale: ServerLocale, totals?: TotalsCache): Promise<Page<ProductCard>> {
  return pageGoods(db, { inStock: true }, paging, locale, totals);
}
