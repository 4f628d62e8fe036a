import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ProductMini } from '@mall/api';
import type { Db } from '../db/client.ts';
import { merchant, product } from '../db/schema.ts';
import { totalSales } from '../catalog/goodsQuery.ts';
import { onSale } from '../catalog/visibility.ts';
import { localized } from '../i18n/content.ts';
import type { ServerLocale } from '../i18n/locale.ts';

/**
 * The order of a shop's picks: the merchandising order (`sort`), then the
 * best sellers (real plus opening sales), then the newest; the order of the
 * index `product_listed_mer_idx`. Unqualified, so it reads the columns of
 * the innermost `product` in scope (the goods page uses it on an alias).
 */
export const PICK_ORDER = sql`sort desc, (sales + ficti) desc, id desc`;

/**
 * A few goods on sale of each shop in `merIds`, for shop cards (crmeb-api
 * §4.11 `proList`) and the goods page's shop card (§4.4 `merchantInfo.proList`):
 * the shop's merchandising order first (`sort`), then the best sellers
 * (real plus opening sales), then the newest. `exceptProductId` leaves out
 * the goods being viewed. Names in `locale` where translated. One query: a
 * lateral top-`perShop` per shop, so a shop with many goods costs one short
 * index walk, not a sort of them all.
 * @returns the picks by shop id; shops without goods on sale are absent.
 */
export async function shopPicks(
  db: Db,
  merIds: readonly number[],
  perShop: number,
  locale: ServerLocale,
  exceptProductId?: number,
): Promise<Map<number, ProductMini[]>> {
  const picks = new Map<number, ProductMini[]>();
  if (merIds.length === 0) return picks;
  const top = db
    .select({
      id: product.id,
      storeName: localized(product.i18n, product.name, 'name', locale).as('store_name'),
      image: product.image,
      price: product.price,
      otPrice: product.otPrice,
      sales: totalSales.as('total_sales'),
      sort: product.sort,
    })
    .from(product)
    .where(
      and(
        // The outer shop row: this is what makes the subquery lateral.
        eq(product.merId, merchant.id),
        onSale,
        exceptProductId === undefined ? undefined : ne(product.id, exceptProductId),
      ),
    )
    .orderBy(PICK_ORDER)
    .limit(perShop)
    .as('top');
  const rows = await db
    .select({
      merId: merchant.id,
      id: top.id,
      storeName: top.storeName,
      image: top.image,
      price: top.price,
      otPrice: top.otPrice,
      sales: top.sales,
    })
    .from(merchant)
    .innerJoinLateral(top, sql`true`)
    .where(inArray(merchant.id, [...merIds]))
    .orderBy(asc(merchant.id), desc(top.sort), desc(top.sales), desc(top.id));
  for (const { merId, sales, ...goods } of rows) {
    const list = picks.get(merId) ?? [];
    list.push({ ...goods, sales: Number(sales) });
    picks.set(merId, list);
  }
  return picks;
}
