import { createHash } from 'node:crypto';
import { asc, sql, type SQL } from 'drizzle-orm';
import type { HomeData } from '@mall/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/password.ts';
import { goodsSearchTextOf } from '../../catalog/searchText.ts';
import { renderArt } from '../../media/render.ts';
import { openPglite, type Database, type Db } from '../client.ts';
import { migrate } from '../migrate.ts';
import * as schema from '../schema.ts';
import { DEMO_SHOPPER, isEmpty, reset, seed, type SeedSummary } from './index.ts';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

async function count(db: Db, query: SQL): Promise<number> {
  const [row] = await rows<{ n: number | string }>(db, query);
  return Number(row?.n ?? Number.NaN);
}

/** SHA-256 of several tables ordered by key, without the shopper's salted password hash. */
async function digest(db: Db): Promise<string> {
  const hash = createHash('sha256');
  const add = (name: string, data: unknown) => hash.update(`${name}:${JSON.stringify(data)}\n`);
  add('merchant_type', await db.select().from(schema.merchantType).orderBy(asc(schema.merchantType.id)));
  add('merchant_category', await db.select().from(schema.merchantCategory).orderBy(asc(schema.merchantCategory.id)));
  add('merchant', await db.select().from(schema.merchant).orderBy(asc(schema.merchant.id)));
  add('merchant_product_category', await db.select().from(schema.merchantProductCategory).orderBy(asc(schema.merchantProductCategory.id)));
  add('coupon', await db.select().from(schema.coupon).orderBy(asc(schema.coupon.id)));
  add('category', await db.select().from(schema.category).orderBy(asc(schema.category.id)));
  add('product', await db.select().from(schema.product).orderBy(asc(schema.product.id)));
  add('product_attr', await db.select().from(schema.productAttr).orderBy(asc(schema.productAttr.id)));
  add('product_sku', await db.select().from(schema.productSku).orderBy(asc(schema.productSku.id)));
  add('product_reply', await db.select().from(schema.productReply).orderBy(asc(schema.productReply.id)));
  add('activity', await db.select().from(schema.activity).orderBy(asc(schema.activity.id)));
  add('activity_product', await db.select().from(schema.activityProduct).orderBy(asc(schema.activityProduct.activityId), asc(schema.activityProduct.productId)));
  add('guarantee', await db.select().from(schema.guarantee).orderBy(asc(schema.guarantee.id)));
  add('hot_keyword', await db.select().from(schema.hotKeyword).orderBy(asc(schema.hotKeyword.id)));
  add('site_config', await db.select().from(schema.siteConfig).orderBy(asc(schema.siteConfig.key)));
  const users = await db.select().from(schema.appUser).orderBy(asc(schema.appUser.id));
  add('app_user', users.map(({ passwordHash: _salted, ...user }) => user));
  add('user_coupon', await db.select().from(schema.userCoupon).orderBy(asc(schema.userCoupon.id)));
  add('integral_record', await db.select().from(schema.integralRecord).orderBy(asc(schema.integralRecord.id)));
  add('master_order', await db.select().from(schema.masterOrder).orderBy(asc(schema.masterOrder.id)));
  add('merchant_order', await db.select().from(schema.merchantOrder).orderBy(asc(schema.merchantOrder.id)));
  add('order_item', await db.select().from(schema.orderItem).orderBy(asc(schema.orderItem.id)));
  add('order_logistics', await db.select().from(schema.orderLogistics).orderBy(asc(schema.orderLogistics.merOrderNo)));
  add('bill', await db.select().from(schema.bill).orderBy(asc(schema.bill.id)));
  return hash.digest('hex');
}

/** Draws the picture a seeded `/media/art/…` URL names; undefined when it names none. */
function draw(url: string): string | undefined {
  const match = /^\/media\/art\/([a-z]+)\/([^/]+)$/.exec(url);
  return match ? renderArt(match[1] ?? '', match[2] ?? '') : undefined;
}

let first: Database;
let second: Database;
let db: Db;
let summary: SeedSummary;
let emptyBeforeSeed: boolean;

beforeAll(async () => {
  [first, second] = await Promise.all([openPglite('memory://'), openPglite('memory://')]);
  await Promise.all([migrate(first), migrate(second)]);
  db = first.db;
  emptyBeforeSeed = await isEmpty(db);
  summary = await seed(db);
  await seed(second.db);
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe('seed', () => {
  it('reports an empty database before and a full one after', async () => {
    expect(emptyBeforeSeed).toBe(true);
    expect(await isEmpty(db)).toBe(false);
  });

  it('writes the counts it reports, and enough of everything', async () => {
    expect(await count(db, sql`select count(*) as n from merchant_type`)).toBe(summary.merchantTypes);
    expect(await count(db, sql`select count(*) as n from merchant_category`)).toBe(summary.merchantCategories);
    expect(await count(db, sql`select count(*) as n from merchant`)).toBe(summary.merchants);
    expect(await count(db, sql`select count(*) as n from category`)).toBe(summary.categories);
    expect(await count(db, sql`select count(*) as n from product`)).toBe(summary.products);
    expect(await count(db, sql`select count(*) as n from product_attr`)).toBe(summary.productAttrs);
    expect(await count(db, sql`select count(*) as n from product_sku`)).toBe(summary.skus);
    expect(await count(db, sql`select count(*) as n from guarantee`)).toBe(4);
    expect(await count(db, sql`select count(*) as n from hot_keyword`)).toBe(summary.hotKeywords);
    expect(await count(db, sql`select count(*) as n from app_user`)).toBe(1);

    expect(summary.merchantTypes).toBeGreaterThanOrEqual(8);
    expect(summary.merchantCategories).toBeGreaterThanOrEqual(8);
    expect(summary.merchants).toBeGreaterThanOrEqual(8);
    expect(await count(db, sql`select count(*) as n from category where level = 1 and pid = 0`)).toBeGreaterThanOrEqual(8);
    expect(
      await count(db, sql`select count(*) as n from category c join category p on p.id = c.pid where c.level = 2 and p.level = 1`),
    ).toBeGreaterThanOrEqual(30);
    expect(summary.leafCategories).toBe(summary.categories - (await count(db, sql`select count(*) as n from category where level = 1`)));
    expect(summary.products).toBeGreaterThanOrEqual(300);
    expect(summary.hotKeywords).toBeGreaterThanOrEqual(8);
  });

  it('has exactly one self-operated shop and sensible shop fields', async () => {
    expect(await count(db, sql`select count(*) as n from merchant where is_self`)).toBe(1);
    const shops = await db.select().from(schema.merchant);
    for (const shop of shops) {
      expect(shop.starLevel).toBeGreaterThanOrEqual(1);
      expect(shop.starLevel).toBeLessThanOrEqual(5);
      expect(shop.serviceHours).toMatch(/^\d\d:\d\d-\d\d:\d\d$/);
      expect(shop.intro && shop.address && shop.phone && shop.keywords).toBeTruthy();
    }
    expect(shops.filter((s) => s.starLevel >= 4).length).toBeGreaterThan(shops.length / 2);
    expect(shops.some((s) => s.isRecommend)).toBe(true);
    const fees = await db.select().from(schema.merchantCategory);
    expect(fees.every((c) => c.handlingFeeBp >= 0 && c.handlingFeeBp <= 10_000)).toBe(true);
  });

  it('puts goods in every leaf category, only in leaves, and gives every shop goods', async () => {
    const emptyLeaves = await rows(
      db,
      sql`select c.id from category c where c.level = 2 and not exists (select 1 from product p where p.category_id = c.id)`,
    );
    expect(emptyLeaves).toEqual([]);
    expect(await count(db, sql`select count(*) as n from product p join category c on c.id = p.category_id where c.level <> 2`)).toBe(0);
    expect(await count(db, sql`select count(*) as n from merchant m where not exists (select 1 from product p where p.mer_id = m.id)`)).toBe(0);
  });

  it('keeps the goods price, old price, stock and sales equal to their SKUs', async () => {
    const mismatched = await rows(
      db,
      sql`select p.id from product p
          left join lateral (
            select min(s.price) as price, sum(s.stock) as stock, sum(s.sales) as sales,
                   (select c.ot_price from product_sku c where c.product_id = p.id order by c.price, c.id limit 1) as ot_price
            from product_sku s where s.product_id = p.id
          ) a on true
          where a.price is null or p.price <> a.price or p.ot_price <> a.ot_price or p.stock <> a.stock or p.sales <> a.sales`,
    );
    expect(mismatched).toEqual([]);
  });

  it('has sold-out goods, out-of-stock SKUs of goods in stock, and a few goods off the shelves', async () => {
    expect(summary.soldOutProducts).toBeGreaterThanOrEqual(10);
    expect(await count(db, sql`select count(*) as n from product where stock = 0`)).toBe(summary.soldOutProducts);
    expect(
      await count(db, sql`select count(*) as n from product_sku s join product p on p.id = s.product_id where s.stock = 0 and p.stock > 0`),
    ).toBeGreaterThan(0);
    expect(await count(db, sql`select count(*) as n from product where not is_show`)).toBe(summary.hiddenProducts);
    expect(summary.hiddenProducts).toBeGreaterThan(0);
    expect(summary.hiddenProducts).toBeLessThanOrEqual(5);
  });

  it('prices in plausible cents with old prices at or above the price', async () => {
    expect(await count(db, sql`select count(*) as n from product_sku where price < 100 or (ot_price <> 0 and ot_price < price)`)).toBe(0);
    expect(await count(db, sql`select count(*) as n from product where postage = 0`)).toBeGreaterThan(summary.products / 2);
    expect(await count(db, sql`select count(*) as n from product where postage not in (0, 600, 800, 1000, 1200, 1500)`)).toBe(0);
  });

  it('names every SKU by its values in axis order, with keys matching the axes', async () => {
    const attrs = await db.select().from(schema.productAttr).orderBy(asc(schema.productAttr.productId), asc(schema.productAttr.sort));
    const skus = await db.select().from(schema.productSku);
    const products = await db.select().from(schema.product);
    const axesOf = new Map<number, typeof attrs>();
    for (const attr of attrs) axesOf.set(attr.productId, [...(axesOf.get(attr.productId) ?? []), attr]);
    const skuCount = new Map<number, number>();
    for (const sku of skus) {
      const axes = axesOf.get(sku.productId) ?? [];
      // jsonb keeps keys in its own order; the axis order is product_attr.sort, checked through `sku` below.
      expect(Object.keys(sku.attrValue).sort()).toEqual(axes.map((a) => a.attrName).sort());
      const values = axes.map((a) => sku.attrValue[a.attrName] ?? '');
      axes.forEach((a, i) => expect(a.attrValues).toContain(values[i]));
      expect(sku.sku).toBe(values.join(','));
      skuCount.set(sku.productId, (skuCount.get(sku.productId) ?? 0) + 1);
    }
    for (const product of products) {
      const axes = axesOf.get(product.id) ?? [];
      expect(axes.length).toBeGreaterThanOrEqual(1);
      expect(axes.length).toBeLessThanOrEqual(3);
      expect(skuCount.get(product.id)).toBe(axes.reduce((n, a) => n * a.attrValues.length, 1));
      expect(product.specType).toBe((skuCount.get(product.id) ?? 0) > 1);
      if (!product.specType) expect(axes.map((a) => [a.attrName, a.attrValues])).toEqual([['规格', ['默认']]]);
    }
  });

  it('gives goods unique names within a shop and complete listing fields', async () => {
    expect(await rows(db, sql`select mer_id, name from product group by mer_id, name having count(*) > 1`)).toEqual([]);
    const products = await db
      .select({ product: schema.product, content: schema.productDescription.content })
      .from(schema.product)
      .leftJoin(schema.productDescription, sql`${schema.productDescription.productId} = ${schema.product.id}`);
    expect(products.length).toBeGreaterThan(300);
    for (const { product: p, content } of products) {
      expect(p.info.split('\n').length).toBeGreaterThanOrEqual(3);
      expect(p.sliderImages.length).toBeGreaterThanOrEqual(3);
      expect(p.sliderImages.length).toBeLessThanOrEqual(5);
      expect(p.auditStatus).toBe(1);
      expect(content).toMatch(/^<h3>/);
      expect(content).not.toMatch(/<script|<style|<img|<a |https?:|javascript:|\son\w+=/i);
    }
  });

  it('links every picture to artwork the media routes can draw', async () => {
    const urls = new Set<string>();
    for (const p of await db.select().from(schema.product)) [p.image, ...p.sliderImages].forEach((u) => urls.add(u));
    for (const s of await db.select({ image: schema.productSku.image }).from(schema.productSku)) urls.add(s.image);
    for (const m of await db.select().from(schema.merchant)) [m.avatar, m.backImage].forEach((u) => urls.add(u));
    for (const c of await db.select().from(schema.category)) urls.add(c.icon);
    for (const g of await db.select().from(schema.guarantee)) urls.add(g.icon);
    const undrawable = [...urls].filter((url) => draw(url) === undefined);
    expect(undrawable).toEqual([]);
  });

  it('stores home data with banners that link into the storefront, footer lines and a user menu', async () => {
    const configs = await db.select().from(schema.siteConfig);
    const home = configs.find((c) => c.key === 'home')?.value as HomeData;
    const menu = configs.find((c) => c.key === 'userMenu')?.value as { id: number; pc_url: string; name: Record<string, string> }[];
    expect(home.shopPayCurrency).toBe('￥');
    expect(home.consumerType).toBe('hotline');
    expect(home.consumerH5Url).toBe('');
    expect(home.banner.length).toBeGreaterThanOrEqual(3);
    expect(home.bastBanner.length).toBeGreaterThanOrEqual(2);
    for (const pic of [home.logoUrl, home.recommendImage, home.shopStreetHeaderImag]) expect(draw(pic)).toBeDefined();
    for (const banner of [...home.banner, ...home.bastBanner]) {
      expect(draw(banner.pic)).toBeDefined();
      const byCategory = /^\/goods\/goods_search\?cid=(\d+)$/.exec(banner.url);
      const byGoods = /^\/goods_detail\/(\d+)$/.exec(banner.url);
      expect(byCategory ?? byGoods).not.toBeNull();
      if (byCategory) expect(await count(db, sql`select count(*) as n from category where id = ${Number(byCategory[1])}`)).toBe(1);
      if (byGoods) {
        expect(await count(db, sql`select count(*) as n from product where id = ${Number(byGoods[1])} and is_show and stock > 0`)).toBe(1);
      }
    }
    expect(home.siteAddress).toBeTruthy();
    expect(home.businessLicence).toBeTruthy();
    expect(home.mobileUrl).toMatch(/^https:\/\//);
    expect(menu.find((m) => m.id === 70)?.pc_url).toBe('/users/merchant_settled');
    expect(menu.some((m) => m.pc_url === '')).toBe(true);
    for (const entry of menu) expect(Object.keys(entry.name).sort()).toEqual(['en', 'fr', 'lao', 'th', 'zh-CN']);
  });

  it('gives every shop a contact, licences, banners, backgrounds and a customer-service channel', async () => {
    const shops = await db.select().from(schema.merchant).orderBy(asc(schema.merchant.id));
    for (const shop of shops) {
      expect(shop.realName, shop.name).toMatch(/\S/);
      expect(shop.email, shop.name).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
      expect(shop.qualificationPictures.length, shop.name).toBeGreaterThanOrEqual(2);
      expect(shop.qualificationPictures.length, shop.name).toBeLessThanOrEqual(3);
      expect(shop.pcBanner.length, shop.name).toBeGreaterThanOrEqual(2);
      expect(shop.pcBanner.length, shop.name).toBeLessThanOrEqual(3);
      for (const url of [...shop.qualificationPictures, ...shop.pcBanner, shop.streetBackImage, shop.pcBackImage]) {
        expect(draw(url), url).toBeDefined();
      }
      if (shop.serviceType === 'H5') expect(shop.serviceLink).toMatch(/^https:\/\//);
      if (shop.serviceType === 'email') expect(shop.serviceEmail).toMatch(/@/);
      if (shop.serviceType === 'message') expect(shop.serviceMessage).toMatch(/\S/);
    }
    const types = shops.map((s) => s.serviceType);
    expect(types.filter((t) => t === 'phone').length).toBeGreaterThan(shops.length / 2);
    for (const other of ['H5', 'email', 'message']) expect(types.filter((t) => t === other)).toHaveLength(1);
  });

  it('gives every shop a two-level tree of its own categories and puts each goods in 1–2 of its leaves', async () => {
    const nodes = await db.select().from(schema.merchantProductCategory);
    expect(nodes).toHaveLength(summary.merchantProductCategories);
    const byId = new Map(nodes.map((n) => [n.id, n]));
    const childrenOf = (id: number) => nodes.filter((n) => n.pid === id);
    for (const shop of await db.select().from(schema.merchant)) {
      const tops = nodes.filter((n) => n.merId === shop.id && n.pid === 0);
      expect(tops.length, shop.name).toBeGreaterThanOrEqual(3);
      expect(tops.length, shop.name).toBeLessThanOrEqual(6);
      for (const top of tops) expect(childrenOf(top.id).length, top.name).toBeLessThanOrEqual(4);
    }
    for (const child of nodes.filter((n) => n.pid !== 0)) {
      const parent = byId.get(child.pid);
      expect(parent?.pid, child.name).toBe(0);
      expect(parent?.merId, child.name).toBe(child.merId);
    }
    const used = new Set<number>();
    for (const goods of await db.select().from(schema.product)) {
      expect(goods.merCategoryIds.length, goods.name).toBeGreaterThanOrEqual(1);
      expect(goods.merCategoryIds.length, goods.name).toBeLessThanOrEqual(2);
      for (const id of goods.merCategoryIds) {
        expect(byId.get(id)?.merId, goods.name).toBe(goods.merId);
        expect(childrenOf(id), goods.name).toEqual([]);
        used.add(id);
      }
    }
    const emptyLeaves = nodes.filter((n) => childrenOf(n.id).length === 0 && !used.has(n.id)).map((n) => n.name);
    expect(emptyLeaves).toEqual([]);
    expect(nodes.some((n) => n.pid !== 0)).toBe(true);
  });

  it('offers shop, product and platform coupons, open for receiving until 2030, some limited, one nearly and one fully claimed', async () => {
    const coupons = await db.select().from(schema.coupon);
    expect(coupons).toHaveLength(summary.coupons);
    expect(summary.platformCoupons).toBe(2);
    expect(summary.productCoupons).toBeGreaterThanOrEqual(2);
    expect(summary.goneCoupons).toBeGreaterThanOrEqual(1);
    expect(summary.limitedCoupons).toBe(coupons.filter((c) => c.isLimited).length);
    for (const shop of await db.select().from(schema.merchant)) {
      const own = coupons.filter((c) => c.merId === shop.id && c.useType === 1).length;
      expect(own, shop.name).toBeGreaterThanOrEqual(2);
      expect(own, shop.name).toBeLessThanOrEqual(4);
    }
    expect(coupons.filter((c) => c.useType === 3).every((c) => c.merId === null)).toBe(true);
    expect(coupons.some((c) => c.isLimited && c.lastTotal === 1)).toBe(true);
    expect(coupons.some((c) => c.isLimited && c.lastTotal === 0)).toBe(true);
    expect(coupons.some((c) => c.minPrice === 0 && c.useType === 1)).toBe(true);
    const goods = new Map((await db.select().from(schema.product)).map((p) => [p.id, p]));
    for (const c of coupons) {
      expect(c.status && !c.isDel, c.name).toBe(true);
      expect(c.receiveStartTime.getTime(), c.name).toBeLessThan(Date.UTC(2025, 1, 1));
      expect(c.receiveEndTime?.getTime() ?? Infinity, c.name).toBeGreaterThanOrEqual(Date.UTC(2030, 11, 1));
      if (c.minPrice > 0) expect(c.money, c.name).toBeLessThan(c.minPrice);
      if (c.isFixedTime) expect(c.useEndTime?.getTime() ?? 0, c.name).toBeGreaterThanOrEqual(Date.UTC(2030, 11, 31));
      else expect(c.day, c.name).toBeGreaterThan(0);
      if (c.useType === 2) {
        expect(c.productIds.length, c.name).toBeGreaterThanOrEqual(1);
        for (const id of c.productIds) expect(goods.get(id)?.merId, c.name).toBe(c.merId);
      } else {
        expect(c.productIds, c.name).toEqual([]);
      }
    }
  });

  it('writes the search terms of every goods from its name and keywords and their translations', async () => {
    const goods = await db.select().from(schema.product);
    const wrong = goods.filter((p) => p.searchText !== goodsSearchTextOf(p)).map((p) => p.id);
    expect(wrong).toEqual([]);
    expect(goods.every((p) => p.searchText.length > 0)).toBe(true);
  });

  it('reviews most goods, 0–30 each, mostly 5 stars, some pictures and shop answers, dated in the year before a fixed day', async () => {
    const all = await db.select().from(schema.productReply);
    expect(all).toHaveLength(summary.reviews);
    // The demo catalogue's reviews; the demo shopper's own are checked with their orders.
    const reviews = all.filter((r) => r.userId === null);
    expect(reviews).toHaveLength(summary.reviews - summary.demoReviews);
    expect(reviews.filter((r) => r.isDel)).toHaveLength(summary.deletedReviews);
    expect(summary.deletedReviews).toBeGreaterThan(0);
    const perGoods = new Map<number, number>();
    for (const r of reviews) perGoods.set(r.productId, (perGoods.get(r.productId) ?? 0) + 1);
    expect(Math.max(...perGoods.values())).toBeLessThanOrEqual(30);
    expect(perGoods.size).toBeGreaterThan(summary.products * 0.7);
    expect(perGoods.size).toBeLessThan(summary.products);
    const share = (test: (r: (typeof reviews)[number]) => boolean) => reviews.filter(test).length / reviews.length;
    expect(share((r) => r.star === 5)).toBeGreaterThan(0.6);
    expect(share((r) => r.star >= 3 && r.star <= 4)).toBeGreaterThan(0.1);
    expect(share((r) => r.star <= 2)).toBeGreaterThan(0.03);
    expect(share((r) => r.star <= 2)).toBeLessThan(0.15);
    expect(share((r) => r.pics.length > 0)).toBeGreaterThan(0.15);
    expect(share((r) => r.pics.length > 0)).toBeLessThan(0.25);
    expect(share((r) => r.merchantReplyContent !== '')).toBeGreaterThan(0.25);
    expect(share((r) => r.merchantReplyContent !== '')).toBeLessThan(0.35);
    expect(new Set(reviews.map((r) => r.comment)).size).toBeGreaterThan(reviews.length / 2);
    const goods = new Map((await db.select().from(schema.product)).map((p) => [p.id, p]));
    const skus = new Set((await db.select().from(schema.productSku)).map((s) => `${s.productId}:${s.sku}`));
    const latest = Math.max(...reviews.map((r) => r.createdAt.getTime()));
    for (const r of reviews) {
      expect(r.userId).toBeNull();
      expect(r.merId).toBe(goods.get(r.productId)?.merId);
      expect(r.pics.length).toBeLessThanOrEqual(3);
      for (const url of [...r.pics, r.avatar].filter(Boolean)) expect(draw(url), url).toBeDefined();
      expect(r.nickname).toMatch(/^(1\*\*\d|[^*]+)$/);
      expect(skus.has(`${r.productId}:${r.sku}`)).toBe(true);
      expect(r.createdAt.getTime()).toBeGreaterThan(goods.get(r.productId)!.createdAt.getTime());
      expect(r.createdAt.getTime()).toBeGreaterThan(latest - 366 * 86_400_000);
      expect(r.merchantReplyTime === null).toBe(r.merchantReplyContent === '');
    }
    expect(latest).toBeLessThan(Date.UTC(2026, 0, 1));
  });

  it('gives the demo shopper received orders: lines to review, lines reviewed (one order in full), settled with the shops, points in the ledger', async () => {
    expect(summary.demoOrders).toBe(3);
    expect(summary.demoLinesToReview).toBeGreaterThanOrEqual(2);
    expect(summary.demoReviews).toBeGreaterThanOrEqual(2);
    const shopOrders = await db.select().from(schema.merchantOrder).orderBy(asc(schema.merchantOrder.id));
    const masters = new Map((await db.select().from(schema.masterOrder)).map((m) => [m.orderNo, m]));
    const lines = await db.select().from(schema.orderItem).orderBy(asc(schema.orderItem.id));
    const bills = await db.select().from(schema.bill);
    const skus = new Map((await db.select().from(schema.productSku)).map((s) => [s.id, s]));
    const goods = new Map((await db.select().from(schema.product)).map((p) => [p.id, p]));
    expect(shopOrders).toHaveLength(summary.demoOrders);
    for (const order of shopOrders) {
      const master = masters.get(order.masterOrderNo)!;
      const own = lines.filter((l) => l.merOrderNo === order.orderNo);
      expect(order).toMatchObject({ userId: 1, status: 3, paid: true, isUserDel: false, deliveryType: 'express', autoReceiptAt: null });
      expect(master).toMatchObject({ userId: 1, paid: true, payType: 'cod', isCancel: false, payDeadline: null, payPrice: order.payPrice });
      expect(order.receivingTime!.getTime()).toBeGreaterThan(order.deliveryTime!.getTime());
      expect(order.proTotalPrice).toBe(own.reduce((sum, l) => sum + l.price * l.quantity, 0));
      expect(order.payPrice).toBe(order.proTotalPrice + order.totalPostage);
      expect(order.totalNum).toBe(own.reduce((sum, l) => sum + l.quantity, 0));
      expect(order.commissionCharge + order.merchantIncome).toBe(order.payPrice);
      expect(order.gainIntegral).toBe(Math.floor(order.payPrice / 100));
      for (const line of own) {
        expect(skus.get(line.skuId)).toMatchObject({ productId: line.productId, sku: line.sku, price: line.price });
        expect(goods.get(line.productId)).toMatchObject({ merId: order.merId, isShow: true, name: line.productName });
      }
      expect(bills.filter((b) => b.linkId === order.orderNo || b.linkId === order.masterOrderNo).map((b) => [b.party, b.type, b.amount]).sort()).toEqual(
        [
          ['merchant', 'order_income', order.merchantIncome],
          ['platform', 'commission', order.commissionCharge],
          ['user', 'pay_order', -order.payPrice],
        ],
      );
    }
    // Refunds, one in each status (seed/demoRefunds.ts): what a refund gave back never exceeds what was paid.
    const refunds = await db.select().from(schema.refundOrder).orderBy(asc(schema.refundOrder.id));
    expect(refunds.map((r) => r.refundStatus).sort()).toEqual([0, 1, 2, 3]);
    for (const r of refunds) expect(r).toMatchObject({ userId: 1, refundType: 2, byMerchant: false });
    for (const order of shopOrders) {
      const given = refunds.filter((r) => r.merOrderNo === order.orderNo && r.refundStatus === 3).reduce((sum, r) => sum + r.refundPrice, 0);
      expect(order.refundPrice).toBe(given);
      expect(given).toBeLessThanOrEqual(order.payPrice);
    }
    // A shop's balance is what it was credited.
    for (const shop of await db.select().from(schema.merchant)) {
      expect(shop.balance, shop.name).toBe(bills.filter((b) => b.party === 'merchant' && b.partyId === shop.id).reduce((sum, b) => sum + b.amount, 0));
    }
    // Lines waiting and lines reviewed; one order reviewed in full.
    const reviewed = (no: string) => lines.filter((l) => l.merOrderNo === no).every((l) => l.isReply);
    expect(shopOrders.filter((o) => reviewed(o.orderNo))).toHaveLength(1);
    expect(lines.filter((l) => !l.isReply)).toHaveLength(summary.demoLinesToReview);

    // Each reviewed line has the shopper's review: masked name, avatar, the line's SKU, scores; one with pictures and the shop's answer.
    const reviews = await db.select().from(schema.productReply).where(sql`${schema.productReply.userId} is not null`);
    expect(reviews).toHaveLength(summary.demoReviews);
    expect(reviews.map((r) => r.orderItemId).sort()).toEqual(lines.filter((l) => l.isReply).map((l) => l.id).sort());
    const [user] = await db.select().from(schema.appUser);
    for (const r of reviews) {
      const line = lines.find((l) => l.id === r.orderItemId)!;
      expect(r).toMatchObject({ userId: 1, productId: line.productId, sku: line.sku, nickname: '演**户', avatar: user!.avatar, isDel: false, isAnonymous: false });
      expect(r.productScore).toBeGreaterThanOrEqual(1);
      expect(r.serviceScore).toBeGreaterThanOrEqual(1);
      expect(r.createdAt.getTime()).toBeGreaterThan(shopOrders.find((o) => o.orderNo === line.merOrderNo)!.receivingTime!.getTime());
      for (const url of r.pics) expect(draw(url), url).toBeDefined();
      // The newest of its goods, by date as by id (the goods page lists by id).
      const others = await db.select().from(schema.productReply).where(sql`${schema.productReply.productId} = ${r.productId} and ${schema.productReply.id} <> ${r.id}`);
      for (const o of others) {
        expect(o.id).toBeLessThan(r.id);
        expect(o.createdAt.getTime()).toBeLessThan(r.createdAt.getTime());
      }
    }
    expect(reviews.some((r) => r.pics.length === 2 && r.merchantReplyContent !== '' && r.merchantReplyTime !== null)).toBe(true);

    // The ledger adds up to the spendable points: the orders' points thawed, each review's granted once.
    const ledger = await db.select().from(schema.integralRecord).orderBy(asc(schema.integralRecord.id));
    // Additions, and the points the refunded order had earned taken back (seed/demoRefunds.ts), the newest record.
    expect(ledger.every((r) => r.userId === 1 && r.status === 3)).toBe(true);
    expect(ledger.filter((r) => r.type === 2).map((r) => r.title)).toEqual(['integral.refundGainBack']);
    expect(ledger.reduce((sum, r) => sum + (r.type === 1 ? r.integral : -r.integral), 0)).toBe(user!.integral);
    expect(ledger.at(-1)!.balance).toBe(user!.integral);
    expect(ledger.filter((r) => r.title === 'integral.orderGain').map((r) => [r.linkId, r.integral]).sort()).toEqual(
      shopOrders.map((o) => [o.orderNo, o.gainIntegral]).sort(),
    );
    expect(ledger.filter((r) => r.title === 'integral.review').map((r) => [r.linkId, r.linkType, r.integral]).sort()).toEqual(
      reviews.map((r) => [`reply:${r.orderItemId}`, 'reply', r.pics.length > 0 ? 20 : 10]).sort(),
    );
    // Nothing left for the job runner: no frozen points, no order due.
    expect(ledger.filter((r) => r.thawTime !== null).every((r) => r.thawTime!.getTime() < Date.UTC(2026, 0, 1))).toBe(true);
  });

  it('runs one activity of each home layout with a banner, rules and 6–12 goods on sale', async () => {
    const activities = await db.select().from(schema.activity).orderBy(asc(schema.activity.id));
    expect(activities).toHaveLength(summary.activities);
    expect(activities.map((a) => a.type).sort()).toEqual([1, 2, 3]);
    const placed = await db.select().from(schema.activityProduct);
    expect(placed).toHaveLength(summary.activityGoods);
    const goods = new Map((await db.select().from(schema.product)).map((p) => [p.id, p]));
    for (const a of activities) {
      expect(a.isShow).toBe(true);
      expect(a.endTime).toBeNull();
      expect(a.instruction).toMatch(/\S/);
      expect(a.banner.length).toBeGreaterThanOrEqual(1);
      for (const url of a.banner) expect(draw(url), url).toBeDefined();
      const own = placed.filter((p) => p.activityId === a.id);
      expect(own.length).toBeGreaterThanOrEqual(6);
      expect(own.length).toBeLessThanOrEqual(12);
      for (const p of own) expect(goods.get(p.productId)?.isShow && (goods.get(p.productId)?.stock ?? 0) > 0).toBe(true);
    }
  });

  it('creates the demo shopper whose password verifies', async () => {
    const [user] = await db.select().from(schema.appUser);
    expect(user).toMatchObject({
      countryCode: DEMO_SHOPPER.countryCode,
      phone: DEMO_SHOPPER.phone,
      balance: 1_000_000,
      userType: 'phone',
    });
    expect(await verifyPassword(DEMO_SHOPPER.password, user?.passwordHash ?? null)).toBe(true);
    expect(await verifyPassword('wrong-password', user?.passwordHash ?? null)).toBe(false);
  });

  it('gives the demo shopper points, recorded as a gift, and coupons for checkout: a platform coupon and shop coupons of several shops', async () => {
    const [user] = await db.select().from(schema.appUser);
    expect(user?.integral).toBe(5000);
    expect(summary.demoPoints).toBe(5000);
    const ledger = await db.select().from(schema.integralRecord);
    const gift = summary.demoPoints - ledger.filter((r) => r.title !== 'integral.gift').reduce((sum, r) => sum + (r.type === 1 ? r.integral : -r.integral), 0);
    expect(ledger[0]).toEqual(expect.objectContaining({ id: 1, userId: 1, type: 1, title: 'integral.gift', integral: gift, balance: gift, status: 3 }));
    expect(gift).toBeGreaterThan(summary.demoPoints / 2);
    const held = await db.select().from(schema.userCoupon);
    expect(held).toHaveLength(summary.demoCoupons);
    const coupons = new Map((await db.select().from(schema.coupon)).map((c) => [c.id, c]));
    expect(held.some((c) => c.useType === 3 && c.merId === null)).toBe(true);
    expect(new Set(held.filter((c) => c.useType === 1).map((c) => c.merId)).size).toBeGreaterThanOrEqual(2);
    for (const c of held) {
      const offer = coupons.get(c.couponId)!;
      expect(c, c.name).toMatchObject({ userId: 1, status: 0, type: 'send', merId: offer.merId, money: offer.money, minPrice: offer.minPrice, useType: offer.useType });
      expect(offer.isLimited, c.name).toBe(false);
      expect(c.startTime.getTime()).toBeLessThan(Date.UTC(2025, 1, 1));
      expect(c.endTime.getTime()).toBeGreaterThanOrEqual(Date.UTC(2030, 11, 31));
    }
  });

  it('gives identical rows on two fresh databases', async () => {
    expect(await digest(second.db)).toBe(await digest(db));
  });

  it('resets to empty and seeds again to the same rows, with id sequences past the seeded ids', async () => {
    const before = await digest(second.db);
    await reset(second.db);
    expect(await isEmpty(second.db)).toBe(true);
    expect(await count(second.db, sql`select count(*) as n from product_sku`)).toBe(0);
    await seed(second.db);
    expect(await digest(second.db)).toBe(before);
    const [added] = await second.db.insert(schema.hotKeyword).values({ title: '新词' }).returning({ id: schema.hotKeyword.id });
    expect(added?.id).toBe(summary.hotKeywords + 1);
  });
});
