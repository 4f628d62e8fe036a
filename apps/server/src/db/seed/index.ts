import { getTableName, is, sql } from 'drizzle-orm';
import { insertDemoRefunds } from './demoRefunds.ts';
import { demoApplications } from './demoApplications.ts';
import { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../auth/password.ts';
import type { Db, Tx } from '../client.ts';
import * as schema from '../schema.ts';
import { buildSeedData } from './data.ts';
import { DEMO_SHOPPER, demoPointsRecord, demoUserCoupons, demoUserRow } from './demoUser.ts';
import type { DemoOrderRows } from './demoOrders.ts';
import { insertInChunks, syncIdSequence } from './insert.ts';

export { DEMO_SHOPPER } from './demoUser.ts';

/** How many rows the seed wrote, by what they are. */
export interface SeedSummary {
  merchantTypes: number;
  merchantCategories: number;
  merchants: number;
  categories: number;
  leafCategories: number;
  products: number;
  /** Goods off the shelves (`isShow` false). */
  hiddenProducts: number;
  /** Goods whose every SKU has stock 0. */
  soldOutProducts: number;
  productAttrs: number;
  skus: number;
  guarantees: number;
  hotKeywords: number;
  siteConfigs: number;
  users: number;
  /** Reviews written, deleted ones included. */
  reviews: number;
  /** Reviews deleted (`isDel`), never shown. */
  deletedReviews: number;
  /** The demo shopper's received merchant orders, their lines waiting for a review, and the reviews they wrote. */
  demoOrders: number;
  demoLinesToReview: number;
  demoReviews: number;
  activities: number;
  /** Goods placed in activities. */
  activityGoods: number;
  /** Rows of the shops' own category trees, over every shop. */
  merchantProductCategories: number;
  coupons: number;
  /** Coupons of the platform (useType 3) and for listed goods (useType 2). */
  platformCoupons: number;
  productCoupons: number;
  /** Limited coupons, and those of them all claimed (`lastTotal` 0). */
  limitedCoupons: number;
  goneCoupons: number;
  /** Coupons the demo shopper holds (issued by the mall), and their spendable points. */
  demoCoupons: number;
  demoPoints: number;
}

/** Every table of the schema, from the schema module itself so new tables are never missed. */
function schemaTables(): PgTable[] {
  const values: unknown[] = Object.values(schema);
  return values.filter((value): value is PgTable => is(value, PgTable));
}

/**
 * Fills an empty, migrated database with the demo mall: shop types and
 * categories, shops with their own category trees, the category tree, goods
 * with axes and SKUs, coupons, guarantees, hot keywords, home and footer
 * settings, goods reviews, home activities, and the demo shopper
 * ({@link DEMO_SHOPPER}) with points, a few coupons, and received orders
 * with lines to review and lines reviewed (seed/demoOrders.ts) and one application to
 * open a shop in each status (seed/demoApplications.ts). One transaction: all
 * or nothing. Identical rows on every run except the shopper's salted
 * password hash.
 * @throws the database's error (e.g. a unique violation) when the database is not empty.
 */
export async function seed(db: Db): Promise<SeedSummary> {
  const data = buildSeedData();
  const user = demoUserRow(await hashPassword(DEMO_SHOPPER.password));
  const demoCoupons = demoUserCoupons(data.coupons);
  const { products, descriptions, attrs, skus } = data.catalog;
  const { demoOrders } = data;
  const fees = new Map(data.merchantCategories.map((c) => [c.id, c.handlingFeeBp ?? 0]));
  const applications = demoApplications(user.id!, data.merchants, (id) => fees.get(id) ?? 0);

  await db.transaction(async (tx) => {
    await insertInChunks(tx, schema.merchantType, data.merchantTypes);
    await insertInChunks(tx, schema.merchantCategory, data.merchantCategories);
    await insertInChunks(tx, schema.merchant, data.merchants);
    await insertInChunks(tx, schema.merchantProductCategory, data.merchantProductCategories);
    await insertInChunks(tx, schema.category, data.categories.rows);
    await insertInChunks(tx, schema.product, products);
    await insertInChunks(tx, schema.productDescription, descriptions);
    await insertInChunks(tx, schema.productAttr, attrs);
    await insertInChunks(tx, schema.productSku, skus);
    await insertInChunks(tx, schema.coupon, data.coupons);
    await insertInChunks(tx, schema.guarantee, data.guarantees);
    await insertInChunks(tx, schema.hotKeyword, data.hotKeywords);
    await insertInChunks(tx, schema.siteConfig, data.siteConfig);
    await insertInChunks(tx, schema.appUser, [user]);
    await insertInChunks(tx, schema.merchantApply, applications);
    await insertInChunks(tx, schema.integralRecord, [demoPointsRecord(demoOrders.giftPoints), ...demoOrders.points]);
    await insertInChunks(tx, schema.userCoupon, demoCoupons);
    await insertDemoReceivedOrders(tx, demoOrders);
    await insertInChunks(tx, schema.productReply, [...data.reviews, ...demoOrders.reviews]);
    await insertInChunks(tx, schema.activity, data.activities.activities);
    await insertInChunks(tx, schema.activityProduct, data.activities.goods);
    for (const table of [
      schema.merchantType,
      schema.merchantCategory,
      schema.merchant,
      schema.merchantProductCategory,
      schema.category,
      schema.product,
      schema.productAttr,
      schema.productSku,
      schema.coupon,
      schema.guarantee,
      schema.hotKeyword,
      schema.appUser,
      schema.merchantApply,
      schema.integralRecord,
      schema.userCoupon,
      schema.productReply,
      schema.activity,
      schema.masterOrder,
      schema.merchantOrder,
      schema.orderItem,
      schema.bill,
    ]) {
      await syncIdSequence(tx, table);
    }
    // Made by the refund services, whose rows take ids from the sequences: after those are past the seeded ids.
    const { pointsTaken } = await insertDemoRefunds(tx, demoOrders);
    // The refunded order's earned points were taken back: the mall's gift (ledger record 1) grows by as much, so the
    // shopper keeps the spendable points the seed promises, and every later balance in the ledger moves with it.
    if (pointsTaken > 0) {
      await tx.execute(sql`update integral_record set integral = integral + ${pointsTaken} where id = 1`);
      await tx.execute(sql`update integral_record set balance = balance + ${pointsTaken} where user_id = 1`);
      await tx.execute(sql`update app_user set integral = integral + ${pointsTaken} where id = 1`);
    }
  });

  return {
    merchantTypes: data.merchantTypes.length,
    merchantCategories: data.merchantCategories.length,
    merchants: data.merchants.length,
    categories: data.categories.rows.length,
    leafCategories: data.categories.leaves.length,
    products: products.length,
    hiddenProducts: products.filter((p) => p.isShow === false).length,
    soldOutProducts: products.filter((p) => p.stock === 0).length,
    productAttrs: attrs.length,
    skus: skus.length,
    guarantees: data.guarantees.length,
    hotKeywords: data.hotKeywords.length,
    siteConfigs: data.siteConfig.length,
    users: 1,
    reviews: data.reviews.length + demoOrders.reviews.length,
    deletedReviews: data.reviews.filter((r) => r.isDel).length,
    demoOrders: demoOrders.shopOrders.length,
    demoLinesToReview: demoOrders.lines.filter((l) => !l.isReply).length,
    demoReviews: demoOrders.reviews.length,
    activities: data.activities.activities.length,
    activityGoods: data.activities.goods.length,
    merchantProductCategories: data.merchantProductCategories.length,
    coupons: data.coupons.length,
    platformCoupons: data.coupons.filter((c) => c.useType === 3).length,
    productCoupons: data.coupons.filter((c) => c.useType === 2).length,
    limitedCoupons: data.coupons.filter((c) => c.isLimited).length,
    goneCoupons: data.coupons.filter((c) => c.isLimited && c.lastTotal === 0).length,
    demoCoupons: demoCoupons.length,
    demoPoints: user.integral ?? 0,
  };
}

/**
 * Writes the demo shopper's received orders (seed/demoOrders.ts) in the
 * seed's transaction: masters, shop orders, lines, parcels and bills (the
 * reviews and points records go with the others). Reusable by later seeds
 * that start from received orders (refunds).
 */
export async function insertDemoReceivedOrders(tx: Tx, rows: DemoOrderRows): Promise<void> {
  await insertInChunks(tx, schema.masterOrder, rows.masters);
  await insertInChunks(tx, schema.merchantOrder, rows.shopOrders);
  await insertInChunks(tx, schema.orderItem, rows.lines);
  await insertInChunks(tx, schema.orderLogistics, rows.logistics);
  await insertInChunks(tx, schema.bill, rows.bills);
}

/** True when the database holds no shop, i.e. it has never been seeded. */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.merchant.id }).from(schema.merchant).limit(1);
  return rows.length === 0;
}

/**
 * Empties every table of the schema and restarts their id sequences, leaving
 * the migrations' own bookkeeping alone. Destroys all data: orders, users, everything.
 */
export async function reset(db: Db): Promise<void> {
  const names = schemaTables().map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`truncate table ${names.join(', ')} restart identity cascade`));
}
