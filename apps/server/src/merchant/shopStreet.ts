import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { MerchantSearchInput, MerchantSearchItem, MerchantStreetInput, Page } from '@mall/api';
import { likePattern, toPage } from '../catalog/productList.ts';
import type { Db } from '../db/client.ts';
import { merchant } from '../db/schema.ts';
import { shopPicks } from './shopPicks.ts';

/** Goods shown on each shop card. */
export const CARD_PICKS = 3;

const cardFields = {
  id: merchant.id,
  name: merchant.name,
  categoryId: merchant.categoryId,
  typeId: merchant.typeId,
  isSelf: merchant.isSelf,
  backImage: merchant.backImage,
  avatar: merchant.avatar,
  streetBackImage: merchant.streetBackImage,
  starLevel: merchant.starLevel,
};

/** One page of open shops matching `where`, in `order`, each with its goods picks. */
async function shopCards(db: Db, where: SQL, order: SQL[], page: number, limit: number): Promise<Page<MerchantSearchItem>> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(cardFields)
      .from(merchant)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(merchant).where(where),
  ]);
  const picks = await shopPicks(
    db,
    rows.map((r) => r.id),
    CARD_PICKS,
  );
  return toPage(
    rows.map((r) => ({ ...r, proList: picks.get(r.id) ?? [] })),
    counted?.total ?? 0,
    page,
    limit,
  );
}

const open = eq(merchant.isSwitch, true);

/**
 * The shop street (crmeb-api §4.11 `/street`, §6 rule 18): open shops,
 * recommended ones first, then by the mall's sort order, then the newest.
 */
export function listShopStreet(db: Db, query: MerchantStreetInput = {}): Promise<Page<MerchantSearchItem>> {
  return shopCards(db, open, [desc(merchant.isRecommend), desc(merchant.sort), desc(merchant.id)], query.page ?? 1, query.limit ?? 10);
}

/**
 * Shop search (crmeb-api §4.11 `/search/list`, §6 rule 19): open shops whose
 * name or keywords contain `keywords` (case-insensitive, wildcards taken
 * literally), of a shop category, type, or self-operated or not; best rated first.
 * The provider's shop-search page pages with `pages` and sends the text as
 * `keyword` (crmeb-wire §14): those count when `page` and `keywords` are absent.
 */
export function searchShops(db: Db, query: MerchantSearchInput = {}): Promise<Page<MerchantSearchItem>> {
  const where: Array<SQL | undefined> = [open];
  const keywords = (query.keywords || query.keyword)?.trim();
  if (keywords) where.push(or(ilike(merchant.name, likePattern(keywords)), ilike(merchant.keywords, likePattern(keywords))));
  if (query.categoryId !== undefined) where.push(eq(merchant.categoryId, query.categoryId));
  if (query.typeId !== undefined) where.push(eq(merchant.typeId, query.typeId));
  if (query.isSelf !== undefined) where.push(eq(merchant.isSelf, query.isSelf));
  return shopCards(db, and(...where)!, [desc(merchant.starLevel), desc(merchant.sort), desc(merchant.id)], query.page ?? query.pages ?? 1, query.limit ?? 10);
}
