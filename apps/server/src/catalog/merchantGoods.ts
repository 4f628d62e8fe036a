import { and, asc, desc, eq } from 'drizzle-orm';
import type { MerchantCategoryNode, MerchantProductListInput, Page, ProductCard } from '@mall/api';
import type { Db } from '../db/client.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { merchant, merchantProductCategory } from '../db/schema.ts';
import { pageGoods, type TotalsCache } from './goodsQuery.ts';
import { withChildren } from './categories.ts';

/**
 * A shop's own category tree (crmeb-api §4.4 merchant category list): two
 * levels, shown categories only (a hidden parent hides its children), each
 * level by `sort` (higher first) then id. Empty for an unknown or closed
 * shop, whose goods are not on sale either.
 */
export async function getMerchantCategoryTree(db: Db, merId: number): Promise<MerchantCategoryNode[]> {
  const rows = await db
    .select({
      id: merchantProductCategory.id,
      pid: merchantProductCategory.pid,
      name: merchantProductCategory.name,
      sort: merchantProductCategory.sort,
    })
    .from(merchantProductCategory)
    .innerJoin(merchant, eq(merchant.id, merchantProductCategory.merId))
    .where(and(eq(merchantProductCategory.merId, merId), eq(merchantProductCategory.isShow, true), eq(merchant.isSwitch, true)))
    .orderBy(desc(merchantProductCategory.sort), asc(merchantProductCategory.id));
  const roots = rows.filter((r) => r.pid === 0).map((r): MerchantCategoryNode => ({ ...r }));
  const byId = new Map(roots.map((r) => [r.id, r]));
  for (const row of rows) {
    if (row.pid === 0) continue;
    const parent = byId.get(row.pid);
    if (parent) (parent.childList ??= []).push({ ...row });
  }
  return roots;
}

/**
 * The shop categories a `cid` of the shop's goods list matches: the category
 * and, for a top-level one, its shown children. Empty when the id is not a
 * shown category of that shop.
 */
async function merchantCategoryScope(db: Db, merId: number, cid: number): Promise<number[]> {
  const rows = await db
    .select({ id: merchantProductCategory.id, pid: merchantProductCategory.pid })
    .from(merchantProductCategory)
    .where(and(eq(merchantProductCategory.merId, merId), eq(merchantProductCategory.isShow, true)));
  return withChildren(rows, cid);
}

/**
 * A shop's goods (crmeb-api §4.4 `/product/merchant/pro/list`): the goods list
 * of `listProducts` for one shop (`merId`, required), where `cid` is one of
 * the shop's own categories (a top-level id includes its children; goods
 * match through `product.mer_category_ids`). Same search, price range in
 * cents, sorts and paging rules (page from 1; limit 1–100, refused above;
 * a page past the end is empty with the full total, which `totals` may keep
 * (see `pageGoods`). An unknown shop or a category of another shop gives an
 * empty page. Names and units in `locale` where translated.
 * @throws {HttpError} 400 naming `maxPrice` when it is below `minPrice`.
 */
export async function listMerchantProducts(
  db: Db,
  query: MerchantProductListInput,
  locale: ServerLocale,
  totals?: TotalsCache,
): Promise<Page<ProductCard>> {
  const { cid, page = 1, limit = 10, ...filter } = query;
  const merCategoryIds = cid === undefined ? undefined : await merchantCategoryScope(db, query.merId, cid);
  return pageGoods(db, { ...filter, merCategoryIds }, { page, limit }, locale, totals);
}
