import { buildActivities, type ActivityRows } from './activities.ts';
import { buildCategories, type CategoryTree } from './categories.ts';
import { buildCoupons } from './coupons.ts';
import { buildDemoReceivedOrders, type DemoOrderRows } from './demoOrders.ts';
import { DEMO_POINTS, DEMO_PROFILE } from './demoUser.ts';
import { buildCatalog, type CatalogRows } from './goodsCatalog.ts';
import { GUARANTEES } from './guarantees.ts';
import { siteConfigRows } from './home.ts';
import { HOT_KEYWORDS } from './keywords.ts';
import { MERCHANT_CATEGORIES, MERCHANT_TYPES } from './merchantTypes.ts';
import { buildMerchantCategories } from './merchantCategories.ts';
import { merchantProfile } from './merchantProfiles.ts';
import { MERCHANTS } from './merchants.ts';
import { buildReviews, type ReviewRow } from './reviews.ts';

/** The seed of the PRNG behind every drawn number of the demo mall. */
export const SEED = 20_250_101;

/** Every row of the demo mall except the shopper (whose password hash is salted). */
export interface SeedData {
  merchantTypes: typeof MERCHANT_TYPES;
  merchantCategories: typeof MERCHANT_CATEGORIES;
  merchants: Array<(typeof MERCHANTS)[number]['row']>;
  categories: CategoryTree;
  catalog: CatalogRows;
  guarantees: typeof GUARANTEES;
  hotKeywords: typeof HOT_KEYWORDS;
  siteConfig: ReturnType<typeof siteConfigRows>;
  /** Each shop's own category tree; the goods' `merCategoryIds` point into it. */
  merchantProductCategories: ReturnType<typeof buildMerchantCategories>['rows'];
  coupons: ReturnType<typeof buildCoupons>;
  /** Goods reviews (some deleted). */
  reviews: ReviewRow[];
  /** Home activities and their goods. */
  activities: ActivityRows;
  /** The demo shopper's received orders, their reviews and points; the shops' balances include what they were credited. */
  demoOrders: DemoOrderRows;
}

/** The first goods of leaf `key` that is on the shelves and in stock, for banner links. */
function showcase(catalog: CatalogRows, categoryId: number): number {
  const goods = catalog.products.find((p) => p.categoryId === categoryId && p.isShow && (p.stock ?? 0) > 0);
  if (!goods) throw new Error(`no goods to show for category ${categoryId}`);
  return goods.id;
}

/** Builds the demo mall's rows; a pure function of {@link SEED}. */
export function buildSeedData(seed = SEED): SeedData {
  const categories = buildCategories();
  const catalog = buildCatalog(seed, categories.leaves, MERCHANTS);
  const shopTrees = buildMerchantCategories(seed, MERCHANTS, categories.leaves, catalog.products);
  for (const goods of catalog.products) goods.merCategoryIds = shopTrees.categoryIdsOf(goods);
  const leafId = (key: string) => {
    const leaf = categories.leaves.find((l) => l.key === key);
    if (!leaf) throw new Error(`unknown leaf ${key}`);
    return leaf.id;
  };
  const merchants = MERCHANTS.map((m) => ({ ...m.row, ...merchantProfile(m) }));
  const reviews = buildReviews(seed, catalog, categories.leaves);
  const demoOrders = buildDemoReceivedOrders({
    catalog,
    leaves: categories.leaves,
    merchants,
    merchantCategories: MERCHANT_CATEGORIES,
    firstReviewId: reviews.length + 1,
    spendablePoints: DEMO_POINTS,
    shopper: DEMO_PROFILE,
  });
  return {
    merchantTypes: MERCHANT_TYPES,
    merchantCategories: MERCHANT_CATEGORIES,
    merchants: merchants.map((m) => ({ ...m, balance: (m.balance ?? 0) + (demoOrders.credits.get(m.id) ?? 0) })),
    categories,
    catalog,
    guarantees: GUARANTEES,
    hotKeywords: HOT_KEYWORDS,
    siteConfig: siteConfigRows({
      digitalId: categories.departmentIds.digital,
      fashionId: categories.departmentIds.fashion,
      fruitId: leafId('fruit'),
      applianceId: categories.departmentIds.appliance,
      furnitureGoodsId: showcase(catalog, leafId('furniture')),
      campingGoodsId: showcase(catalog, leafId('camping')),
    }),
    merchantProductCategories: shopTrees.rows,
    coupons: buildCoupons(seed, MERCHANTS, catalog.products),
    reviews,
    activities: buildActivities(seed, catalog, categories.leaves),
    demoOrders,
  };
}
