import { desc, eq } from 'drizzle-orm';
import { LEADERBOARD_SIZE, type LeaderboardItem } from '@mall/api';
import type { Db } from '../db/client.ts';
import { merchant, product } from '../db/schema.ts';
import { localized } from '../i18n/content.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { totalSales } from './goodsQuery.ts';
import { onSale } from './visibility.ts';

/**
 * The ranking (crmeb-api §4.4 leaderboard, §6 rule 21; spec §2 /goods/top_one):
 * the {@link LEADERBOARD_SIZE} goods on sale with the most units sold (real
 * sales plus `ficti`), ties by `sort` then newest id. Prices in cents; names
 * in `locale` where translated.
 */
export async function getLeaderboard(db: Db, locale: ServerLocale): Promise<LeaderboardItem[]> {
  const rows = await db
    .select({
      id: product.id,
      storeName: localized(product.i18n, product.name, 'name', locale),
      image: product.image,
      price: product.price,
      otPrice: product.otPrice,
      sales: totalSales,
    })
    .from(product)
    .innerJoin(merchant, eq(merchant.id, product.merId))
    .where(onSale)
    .orderBy(desc(totalSales), desc(product.sort), desc(product.id))
    .limit(LEADERBOARD_SIZE);
  return rows.map((r) => ({ ...r, sales: Number(r.sales) }));
}
