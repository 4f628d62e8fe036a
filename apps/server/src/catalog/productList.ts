import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Page, ProductCard, ProductListInput } from '@mall/api';
import type { Db } from '../db/client.ts';
import { merchant, product } from '../db/schema.ts';
import { categoryScope } from './categories.ts';
import { onSale } from './visibility.ts';

/** Escapes LIKE wildcards so a search for "100%" means the text "100%". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Builds a {@link Page} from rows, the total and the paging input. */
export function toPage<T>(list: T[], total: number, page: number, limit: number): Page<T> {
  return { list, total, page, limit, totalPage: Math.ceil(total / limit) };
}

/**
 * Goods for lists and search (crmeb-api §4.4 `/product/list`): keyword in
 * the name or keywords, platform category (a top-level id includes its
 * children), shop, price range in cents; sorted by sales (real + opening
 * figure) or price, else by the merchandising order.
 */
export async function listProducts(db: Db, query: ProductListInput = {}): Promise<Page<ProductCard>> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  const where: Array<SQL | undefined> = [onSale];
  const keyword = query.keyword?.trim();
  if (keyword) where.push(or(ilike(product.name, likePattern(keyword)), ilike(product.keyword, likePattern(keyword))));
  if (query.cid) {
    const scope = await categoryScope(db, query.cid);
    if (scope.length === 0) return toPage([], 0, page, limit);
    where.push(inArray(product.categoryId, scope));
  }
  if (query.merId) where.push(eq(product.merId, query.merId));
  if (query.minPrice !== undefined) where.push(gte(product.price, query.minPrice));
  if (query.maxPrice !== undefined) where.push(lte(product.price, query.maxPrice));
  const condition = and(...where);

  const totalSales = sql<number>`(${product.sales} + ${product.ficti})`;
  const order: SQL[] = [];
  if (query.salesOrder) order.push(query.salesOrder === 'asc' ? asc(totalSales) : desc(totalSales));
  else if (query.priceOrder) order.push(query.priceOrder === 'asc' ? asc(product.price) : desc(product.price));
  order.push(desc(product.sort), desc(product.id));

  const [rows, [counted]] = await Promise.all([
    db
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
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(product).innerJoin(merchant, eq(merchant.id, product.merId)).where(condition),
  ]);
  return toPage(
    rows.map((r) => ({ ...r, sales: Number(r.sales) })),
    counted?.total ?? 0,
    page,
    limit,
  );
}
