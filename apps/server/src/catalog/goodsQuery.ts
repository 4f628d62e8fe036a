import { and, arrayOverlaps, asc, count, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Page, ProductCard } from '@mall/api';
import type { Db } from '../db/client.ts';
import { merchant, product } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { searchQueryOf } from './searchText.ts';
import { onSale } from './visibility.ts';

/** `product.search_text` as the tsvector the GIN index `product_search_idx` holds; keep the two identical. */
const searchVector = sql`array_to_tsvector(string_to_array(${product.searchText}, ' '))`;

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
 * The conditions of `filter` besides {@link onSale}, or null when nothing can
 * match (a search text without a letter or digit).
 */
function conditionsOf(filter: GoodsFilter): SQL[] | null {
  const where: SQL[] = [];
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const query = searchQueryOf(keyword);
    if (query === null) return null;
    where.push(sql`${searchVector} @@ ${query}::tsquery`);
  }
  if (filter.categoryIds) where.push(inArray(product.categoryId, filter.categoryIds));
  if (filter.merCategoryIds) where.push(arrayOverlaps(product.merCategoryIds, filter.merCategoryIds));
  if (filter.merId !== undefined) where.push(eq(product.merId, filter.merId));
  const { minPrice, maxPrice } = filter;
  if (minPrice !== undefined) where.push(gte(product.price, minPrice));
  if (maxPrice !== undefined) where.push(lte(product.price, maxPrice));
  if (filter.inStock) where.push(gt(product.stock, 0));
  return where;
}

/**
 * A page of goods cards on sale ({@link onSale}) matching `filter`, in the
 * order of crmeb-api §4.4. `total` counts every match; a page past the end
 * is an empty list with that total. An empty category list matches nothing.
 * @throws {HttpError} 400 naming `maxPrice` when it is below `minPrice`.
 */
export async function pageGoods(db: Db, filter: GoodsFilter, paging: Paging): Promise<Page<ProductCard>> {
  const { page, limit } = paging;
  if (filter.minPrice !== undefined && filter.maxPrice !== undefined && filter.maxPrice < filter.minPrice) {
    throw badRequest('validation.compare', { comparison: '>=', limit: filter.minPrice }, 'maxPrice');
  }
  if (filter.categoryIds?.length === 0 || filter.merCategoryIds?.length === 0) return toPage([], 0, page, limit);
  const conditions = conditionsOf(filter);
  if (conditions === null) return toPage([], 0, page, limit);
  const condition = and(onSale, ...conditions);

  const [counted] = await db
    .select({ total: count() })
    .from(product)
    .innerJoin(merchant, eq(merchant.id, product.merId))
    .where(condition);
  const total = counted?.total ?? 0;
  const offset = (page - 1) * limit;
  // Past the last match there is nothing to sort: skip the query a huge page would make expensive.
  if (offset >= total) return toPage([], total, page, limit);

  const rows = await db
    .select({
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
    })
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
