import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { MerchantSearchInput, MerchantSearchItem, MerchantStreetInput, Page } from '@mall/api';
import { likePattern, toPage } from '../catalog/productList.ts';
import type { Db } from '../db/client.ts';
import { merchant } from '../db/schema.ts';
import { localized } from '../i18n/content.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { shopPicks } from './shopPicks.ts';

/** Goods shown on each shop card. */
export const CARD_PICKS = 3;

/** The fields of a shop card, the name in `locale` where translated. */
const cardFields = (locale: ServerLocale) => ({
  id: merchant.id,
  name: localized(merchant.i18n, merchant.name, 'name', locale),
  categoryId: merchant.categoryId,
  typeId: merchant.typeId,
  isSelf: merchant.isSelf,
  backImage: merchant.backImage,
  avatar: merchant.avatar,
  streetBackImage: merchant.streetBackImage,
  starLevel: merchant.starLevel,
});

/** One page of open shops matching `where`, in `order`, each with its goods picks, texts in `locale`. */
async function shopCards(
  db: Db,
  where: SQL,
  order: SQL[],
  paging: { page: number; limit: number },
  locale: ServerLocale,
): Promise<Page<MerchantSearchItem>> {
  const { page, limit } = paging;
  const [rows, [counted]] = await Promise.all([
    db
      .select(cardFields(locale))
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
    locale,
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
 * Shop and goods names in `locale` where translated.
 */
export function listShopStreet(db: Db, query: MerchantStreetInput, locale: ServerLocale): Promise<Page<MerchantSearchItem>> {
  const paging = { page: query.page ?? 1, limit: query.limit ?? 10 };
  return shopCards(db, open, [desc(merchant.isRecommend), desc(merchant.sort), desc(merchant.id)], paging, locale);
}

/**
 * Shop search (crmeb-api §4.11 `/search/list`, §6 rule 19): open shops whose
 * name (as written, or in `locale` where translated) or keywords contain
 * `keywords` (case-insensitive, wildcards taken literally), of a shop
 * category, type, or self-operated or not; best rated first. Names in `locale`.
 * The provider's shop-search page pages with `pages` and sends the text as
 * `keyword` (crmeb-wire §14): those count when `page` and `keywords` are absent.
 */
export function searchShops(db: Db, query: MerchantSearchInput, locale: ServerLocale): Promise<Page<MerchantSearchItem>> {
  const where: Array<SQL | undefined> = [open];
  const keywords = (query.keywords || query.keyword)?.trim();
  if (keywords) {
    const pattern = likePattern(keywords);
    where.push(
      or(ilike(merchant.name, pattern), ilike(localized(merchant.i18n, merchant.name, 'name', locale), pattern), ilike(merchant.keywords, pattern)),
    );
  }
  if (query.categoryId !== undefined) where.push(eq(merchant.categoryId, query.categoryId));
  if (query.typeId !== undefined) where.push(eq(merchant.typeId, query.typeId));
  if (query.isSelf !== undefined) where.push(eq(merchant.isSelf, query.isSelf));
  const paging = { page: query.page ?? query.pages ?? 1, limit: query.limit ?? 10 };
  return shopCards(db, and(...where)!, [desc(merchant.starLevel), desc(merchant.sort), desc(merchant.id)], paging, locale);
}
