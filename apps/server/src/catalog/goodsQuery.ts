import { and, asc, count, desc, eq, gt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Page, ProductCard } from '@mall/api';
import type { Db } from '../db/client.ts';
import { category, merchant, product } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { localized } from '../i18n/content.ts';
import type { ServerLocale } from '../i18n/locale.ts';
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

/** The sort of a list (crmeb-api §4.4): `salesOrder` first, else `priceOrder`, else the merchandising order. */
type ListOrder = 'sort' | 'sales-asc' | 'sales-desc' | 'price-asc' | 'price-desc';

function listOrderOf(filter: GoodsFilter): ListOrder {
  if (filter.salesOrder) return `sales-${filter.salesOrder}`;
  if (filter.priceOrder) return `price-${filter.priceOrder}`;
  return 'sort';
}

/**
 * `ORDER BY` of a list over `columns` (the product table, or a subquery
 * exposing the same names): the order's key first, then ties by `sort`
 * (higher first), then id (newer first), so pages never overlap.
 */
function orderBy(order: ListOrder, columns: { sales: SQL | SQL.Aliased | AnyColumn; price: AnyColumn; sort: AnyColumn; id: AnyColumn }): SQL[] {
  const first: SQL[] = [];
  if (order === 'sales-asc') first.push(asc(columns.sales as SQL));
  else if (order === 'sales-desc') first.push(desc(columns.sales as SQL));
  else if (order === 'price-asc') first.push(asc(columns.price));
  else if (order === 'price-desc') first.push(desc(columns.price));
  return [...first, desc(columns.sort), desc(columns.id)];
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
 * Which conditions a list has, not their values: lists of one shape share
 * one statement, built once (the query builder costs more CPU than a list's
 * plan and run) and given the values as parameters.
 */
interface Shape {
  keyword: boolean;
  categories: boolean;
  merCategories: boolean;
  merId: boolean;
  minPrice: boolean;
  maxPrice: boolean;
  inStock: boolean;
}

/** The values of a list's conditions, by placeholder name. */
interface ListParams {
  query?: string;
  categoryIds?: number[];
  merCategoryIds?: number[];
  merId?: number;
  minPrice?: number;
  maxPrice?: number;
}

const param = (name: keyof ListParams | 'limit' | 'offset' | 'perCategory' | 'locale') => sql.placeholder(name);

/** The conditions of a list of `shape` besides {@link onSale} and the category. */
function conditionsOf(shape: Shape): SQL[] {
  const where: SQL[] = [];
  if (shape.keyword) where.push(sql`${product.searchVector} @@ ${param('query')}::tsquery`);
  if (shape.merCategories) where.push(sql`${product.merCategoryIds} && ${param('merCategoryIds')}::integer[]`);
  if (shape.merId) where.push(sql`${product.merId} = ${param('merId')}`);
  if (shape.minPrice) where.push(sql`${product.price} >= ${param('minPrice')}`);
  if (shape.maxPrice) where.push(sql`${product.price} <= ${param('maxPrice')}`);
  if (shape.inStock) where.push(gt(product.stock, 0));
  return where;
}

const inCategories = sql`${product.categoryId} = any(${param('categoryIds')}::integer[])`;

/** The key of a list's total: everything that decides which goods match, nothing of their order. */
function totalKey(params: ListParams, inStock: boolean): string {
  const { query, categoryIds, merCategoryIds, merId, minPrice, maxPrice } = params;
  return JSON.stringify(['goods-total', query, categoryIds, merCategoryIds, merId, minPrice, maxPrice, inStock]);
}

/**
 * The columns of a goods card (crmeb-api §4.4 list items), texts in the
 * content locale given as the `locale` parameter (one statement for every
 * locale; i18n/content.ts `localized`).
 */
const cardColumns = {
  id: product.id,
  merId: product.merId,
  merName: localized(merchant.i18n, merchant.name, 'name', param('locale')),
  image: product.image,
  storeName: localized(product.i18n, product.name, 'name', param('locale')),
  price: product.price,
  otPrice: product.otPrice,
  sales: totalSales,
  unitName: localized(product.i18n, product.unitName, 'unitName', param('locale')),
  stock: product.stock,
};

/*
 * Statements are prepared without a name: PostgreSQL then plans each call
 * with its values, as a search's plan depends on how many goods its words
 * match, and a generic plan for every search would walk the wrong index for
 * rare words. What is saved is building the SQL.
 */
const UNNAMED = '';

function countStatement(db: Db, shape: Shape) {
  return db
    .select({ total: count() })
    .from(product)
    .innerJoin(merchant, eq(merchant.id, product.merId))
    .where(and(onSale, shape.categories ? inCategories : undefined, ...conditionsOf(shape)))
    .prepare(UNNAMED);
}

function pageStatement(db: Db, shape: Shape, order: ListOrder) {
  return db
    .select(cardColumns)
    .from(product)
    .innerJoin(merchant, eq(merchant.id, product.merId))
    .where(and(onSale, shape.categories ? inCategories : undefined, ...conditionsOf(shape)))
    .orderBy(...orderBy(order, { sales: totalSales, price: product.price, sort: product.sort, id: product.id }))
    .limit(param('limit'))
    .offset(param('offset'))
    .prepare(UNNAMED);
}

/**
 * One page of a category list without search text: the first
 * `offset + limit` goods of each category in list order, each read by one
 * walk of that category's list index (`product_listed_*_idx`) that stops
 * there, then merged. A department of many leaves thus reads a few rows per
 * leaf, where one sort over the department would read all its goods.
 */
function categoryPageStatement(db: Db, shape: Shape, order: ListOrder) {
  const top = db
    .select({
      ...cardColumns,
      merName: cardColumns.merName.as('mer_name'),
      storeName: cardColumns.storeName.as('store_name'),
      unitName: cardColumns.unitName.as('unit_name'),
      sales: totalSales.as('total_sales'),
      sort: product.sort,
    })
    .from(product)
    .innerJoin(merchant, eq(merchant.id, product.merId))
    // The outer category row: this is what makes the subquery lateral.
    .where(and(eq(product.categoryId, category.id), onSale, ...conditionsOf(shape)))
    .orderBy(...orderBy(order, { sales: totalSales, price: product.price, sort: product.sort, id: product.id }))
    .limit(param('perCategory'))
    .as('top');
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
    .where(sql`${category.id} = any(${param('categoryIds')}::integer[])`)
    .orderBy(...orderBy(order, top))
    .limit(param('limit'))
    .offset(param('offset'))
    .prepare(UNNAMED);
}

type Statement = { execute(values: Record<string, unknown>): Promise<Array<Record<string, unknown>>> };

/** Prepared list statements per database and shape, built on first use (a few dozen shapes at most). */
const statements = new WeakMap<Db, Map<string, Statement>>();

function statement(db: Db, key: string, build: () => Statement): Statement {
  let byKey = statements.get(db);
  if (!byKey) statements.set(db, (byKey = new Map()));
  let found = byKey.get(key);
  if (!found) byKey.set(key, (found = build()));
  return found;
}

/**
 * A page of goods cards on sale ({@link onSale}) matching `filter`, in the
 * order of crmeb-api §4.4. `total` counts every match; a page past the end
 * is an empty list with that total. An empty category list matches nothing.
 *
 * Counting reads every match, where a page reads a few rows: with `totals`
 * the count of a filter is kept there and shared by its pages and sorts
 * (docs/adr/0007-catalogue-speed.md), so a total may lag the catalogue by
 * that cache's lifetime; the goods on the page are always read afresh, and
 * a page the kept total puts past the end is counted again before it is
 * answered empty. Names and units are in `locale` where translated, else as
 * written; totals do not depend on it.
 * @throws {HttpError} 400 naming `maxPrice` when it is below `minPrice`.
 */
export async function pageGoods(
  db: Db,
  filter: GoodsFilter,
  paging: Paging,
  locale: ServerLocale,
  totals?: TotalsCache,
): Promise<Page<ProductCard>> {
  const { page, limit } = paging;
  const { categoryIds, merCategoryIds, merId, minPrice, maxPrice } = filter;
  if (minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice) {
    // The range came in yuan and was read into cents (crmeb-wire §4): the message names the bound as the client sent it.
    throw badRequest('validation.compare', { comparison: '>=', limit: minPrice / 100 }, 'maxPrice');
  }
  if (categoryIds?.length === 0 || merCategoryIds?.length === 0) return toPage([], 0, page, limit);
  const keyword = filter.keyword?.trim();
  const query = keyword ? searchQueryOf(keyword) : undefined;
  if (query === null) return toPage([], 0, page, limit);

  const params: ListParams = { query, categoryIds, merCategoryIds, merId, minPrice, maxPrice };
  const shape: Shape = {
    keyword: query !== undefined,
    categories: categoryIds !== undefined,
    merCategories: merCategoryIds !== undefined,
    merId: merId !== undefined,
    minPrice: minPrice !== undefined,
    maxPrice: maxPrice !== undefined,
    inStock: Boolean(filter.inStock),
  };
  const shapeKey = Object.values(shape).map(Number).join('');
  const values: Record<string, unknown> = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));

  const countAll = async () => {
    const [counted] = await statement(db, `count:${shapeKey}`, () => countStatement(db, shape)).execute(values);
    return Number(counted?.total ?? 0);
  };
  let total = totals ? await totals.get(totalKey(params, shape.inStock), countAll) : await countAll();
  const offset = (page - 1) * limit;
  // A kept total may be behind the catalogue: never answer "past the end" on its word alone.
  if (totals && offset >= total) total = await countAll();
  // Past the last match there is nothing to sort: skip the query a huge page would make expensive.
  if (offset >= total) return toPage([], total, page, limit);

  const order = listOrderOf(filter);
  const byCategory = shape.categories && !shape.keyword;
  const rows = byCategory
    ? await statement(db, `category:${shapeKey}:${order}`, () => categoryPageStatement(db, shape, order)).execute({
        ...values,
        perCategory: offset + limit,
        limit,
        offset,
        locale,
      })
    : await statement(db, `page:${shapeKey}:${order}`, () => pageStatement(db, shape, order)).execute({ ...values, limit, offset, locale });
  return toPage(
    rows.map((r) => ({ ...(r as unknown as ProductCard), sales: Number(r.sales) })),
    total,
    page,
    limit,
  );
}
