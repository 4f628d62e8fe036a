import { and, arrayOverlaps, asc, count, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Page, ProductCard } from '@mall/api';
import type { Db } from '../db/client.ts';
import { category, merchant, product } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import type { ReadCache } from '../shared/readCache.ts';
import { searchQueryOf } from './searchText.ts';
import { onSale } from './visibility.ts';

/** Units sold as shown: real sales plus the merchant's opening figure (the index `product_total_sales_idx`). */
export const totalSales = sql<number>`(${product.sales} + ${product.ficti})`;

/** Which goods a list holds and in what order. Prices are integer cents. */
export interface GoodsFilter {
  /** Search text (docs/adr/0005-goods-search.md); blank means no search. */
  keyword?: string;
  /** Platform categories the goods must sit in (one of). */
  categoryIds?: number[];
  /** Shop categories the goods must sit in (one of). */
  merCategoryIds?: number[];
  merId?: number;
  minPrice?: number;
  maxPrice?: number;
  priceOrder?: 'asc' | 'desc' | '';
  salesOrder?: 'asc' | 'desc' | '';
  /** Only goods with stock left. */
  inStock?: boolean;
}

/** Page number from 1 and rows per page, as validated by the route schema (`page` ≥ 1, `limit` 1–100). */
export interface Paging {
  page: number;
  limit: number;
}

/** Builds a {@link Page} from rows, the total and the paging input. */
export function toPage<T>(list: T[], total: number, page: number, limit: number): Page<T> {
  return { list, total, page, limit, totalPage: Math.ceil(total / limit) };
}

/**
 * Sort order of the goods lists (crmeb-api §4.4): `salesOrder` first (sales
 * plus `ficti`), else `priceOrder`, else the merchandising order. Ties always
 * go by `sort` (higher first), then id (newer first), so pages never overlap.
 */
function orderOf(filter: GoodsFilter): SQL[] {
  const order: SQL[] = [];
  if (filter.salesOrder) order.push(filter.salesOrder === 'asc' ? asc(totalSales) : desc(totalSales));
  else if (filter.priceOrder) order.push(filter.priceOrder === 'asc' ? asc(product.price) : desc(product.price));
  order.push(desc(product.sort), desc(product.id));
  return order;
}

/**
 * How long a list's total is kept, ms. Totals move with writes no data epoch
 * announces (a sale that empties a goods' stock changes the home feed's), so
 * they are also dropped after this long.
 */
export const LIST_TOTALS_TTL_MS = 60_000;

/** Where list totals may be kept between requests: a {@link ReadCache} (bounded, with a lifetime). */
export type TotalsCache = Pick<ReadCache, 'get'>;

/**
 * The conditions of `filter` besides {@link onSale} and the category, or
 * null when nothing can match (a search text without a letter or digit).
 * `query` is the search text as a tsquery ('' for none).
 */
function conditionsOf(filter: GoodsFilter): { where: SQL[]; query: string } | null {
  const where: SQL[] = [];
  const keyword = filter.keyword?.trim();
  let query = '';
  if (keyword) {
    const parsed = searchQueryOf(keyword);
    if (parsed === null) return null;
    query = parsed;
    where.push(sql`${product.searchVector} @@ ${query}::tsquery`);
  }
  if (filter.merCategoryIds) where.push(arrayOverlaps(product.merCategoryIds, filter.merCategoryIds));
  if (filter.merId !== undefined) where.push(eq(product.merId, filter.merId));
  const { minPrice, maxPrice } = filter;
  if (minPrice !== undefined) where.push(gte(product.price, minPrice));
  if (maxPrice !== undefined) where.push(lte(product.price, maxPrice));
  if (filter.inStock) where.push(gt(product.stock, 0));
  return { where, query };
}

/** The key of a list's total: everything that decides which goods match, nothing of their order. */
function totalKey(filter: GoodsFilter, query: string): string {
  const { categoryIds, merCategoryIds, merId, minPrice, maxPrice, inStock } = filter;
  return JSON.stringify(['goods-total', query, categoryIds, merCategoryIds, merId, minPrice, maxPrice, Boolean(inStock)]);
}

/** The columns of a goods card (crmeb-api §4.4 list items). */
const cardColumns = {
  id: product.id,
  merId: product.merId,
  merName: merchant.name,
  image: product.image,
  storeName: product.name,
  price: product.price,
  otPrice: product.otPrice,
  sales: totalSales,
  unitName: product.unitName,
  stock: product.stock,
};

/**
 * A page of goods cards on sale ({@link onSale}) matching `filter`, in the
 * order of crmeb-api §4.4. `total` counts every match; a page past the end
 * is an empty list with that total. An empty category list matches nothing.
 *
 * Counting reads every match, where a page reads a few rows: with `totals`
 * the count of a filter is kept there and shared by its pages and sorts
 * (docs/adr/0007-catalogue-speed.md), so a total may lag the catalogue by
 * that cache's lifetime; the goods on the page are always read afresh.
 * @throws {HttpError} 400 naming `maxPrice` when it is below `minPrice`.
 */
export async function pageGoods(db: Db, filter: GoodsFilter, paging: Paging, totals?: TotalsCache): Promise<Page<ProductCard>> {
  const { page, limit } = paging;
  if (filter.minPrice !== undefined && filter.maxPrice !== undefined && filter.maxPrice < filter.minPrice) {
    throw badRequest('validation.compare', { comparison: '>=', limit: filter.minPrice }, 'maxPrice');
  }
  if (filter.categoryIds?.length === 0 || filter.merCategoryIds?.length === 0) return toPage([], 0, page, limit);
  const matching = conditionsOf(filter);
  if (matching === null) return toPage([], 0, page, limit);
  const conditions = matching.where;
  const { categoryIds } = filter;
  const condition = and(onSale, categoryIds ? inArray(product.categoryId, categoryIds) : undefined, ...conditions);

  const countAll = async () => {
    const [counted] = await db
      .select({ total: count() })
      .from(product)
      .innerJoin(merchant, eq(merchant.id, product.merId))
      .where(condition);
    return counted?.total ?? 0;
  };
  const total = totals ? await totals.get(totalKey(filter, matching.query), countAll) : await countAll();
  const offset = (page - 1) * limit;
  // Past the last match there is nothing to sort: skip the query a huge page would make expensive.
  if (offset >= total) return toPage([], total, page, limit);

  const rows =
    categoryIds && matching.query === ''
      ? await pageByCategory(db, categoryIds, and(onSale, ...conditions), filter, offset, limit)
      : await db
          .select(cardColumns)
          .from(product)
          .innerJoin(merchant, eq(merchant.id, product.merId))
          .where(condition)
          .orderBy(...orderOf(filter))
          .limit(limit)
          .offset(offset);
  return toPage(
    rows.map((r) => ({ ...r, sales: Number(r.sales) })),
    total,
    page,
    limit,
  );
}

/**
 * One page of a category list without search text: the first
 * `offset + limit` goods of each category in list order, each read by one
 * walk of that category's list index (`product_listed_*_idx`) that stops
 * there, then merged. A department of many leaves thus reads a few rows per
 * leaf, where one sort over the department would read all its goods.
 */
async function pageByCategory(
  db: Db,
  categoryIds: number[],
  condition: SQL | undefined,
  filter: GoodsFilter,
  offset: number,
  limit: number,
): Promise<Array<Omit<ProductCard, 'sales'> & { sales: unknown }>> {
  const top = db
    .select({ ...cardColumns, merName: sql<string>`${merchant.name}`.as('mer_name'), sales: totalSales.as('total_sales'), sort: product.sort })
    .from(product)
    .innerJoin(merchant, eq(merchant.id, product.merId))
    // The outer category row: this is what makes the subquery lateral.
    .where(and(eq(product.categoryId, category.id), condition))
    .orderBy(...orderOf(filter))
    .limit(offset + limit)
    .as('top');
  const order: SQL[] = [];
  if (filter.salesOrder) order.push(filter.salesOrder === 'asc' ? asc(top.sales) : desc(top.sales));
  else if (filter.priceOrder) order.push(filter.priceOrder === 'asc' ? asc(top.price) : desc(top.price));
  order.push(desc(top.sort), desc(top.id));
  return db
    .select({
      id: top.id,
      merId: top.merId,
      merName: top.merName,
      image: top.image,
      storeName: top.storeName,
      price: top.price,
      otPrice: top.otPrice,
      sales: top.sales,
      unitName: top.unitName,
      stock: top.stock,
    })
    .from(category)
    .innerJoinLateral(top, sql`true`)
    .where(inArray(category.id, categoryIds))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}
