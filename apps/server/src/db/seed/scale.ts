import { count, max, sql } from 'drizzle-orm';
import { goodsImageUrl } from '../../media/urls.ts';
import type { Db } from '../client.ts';
import { product, productAttr, productDescription, productSku } from '../schema.ts';
import type { DepartmentKey, LeafCategory } from './categories.ts';
import { buildSeedData, SEED } from './data.ts';
import type { CatalogRows } from './goodsCatalog.ts';
import { goodsDescriptionRow, goodsRow, type GoodsRowInput } from './goodsRow.ts';
import { syncIdSequence } from './insert.ts';
import { buildMerchantCategories, type MerchantCategoryTrees } from './merchantCategories.ts';
import { MERCHANTS, type MerchantDef } from './merchants.ts';
import { createRng } from './prng.ts';
import { buildSpecs } from './skus.ts';
import { LEAF_TEMPLATES, type LeafTemplate } from './templates/index.ts';
import { attrTranslations, goodsName } from './translations/goodsTexts.ts';
import { unnestInsert } from './unnestInsert.ts';

/** Seed of the generated goods; each goods draws from its own generator made from this and its id. */
export const SCALE_SEED = 20_250_601;

/** Goods built and inserted per round, so 100k goods never sit in memory at once. */
const GOODS_PER_ROUND = 5_000;

/*
 * Latin series and model words in the generated names, so a Latin search
 * ("Nova", "Pro") has hits the way marketplace listings mix Chinese
 * names with brand and model words.
 */
export const LATIN_SERIES = ['Nova', 'Aero', 'Zen', 'Volt', 'Luna', 'Terra', 'Pixel', 'Orbit', 'Vista', 'Flex', 'Nano', 'Quantum'] as const;
const MODEL_LETTERS = ['X', 'S', 'M', 'A', 'K', 'T'] as const;
const TIERS = ['', '', 'Pro', 'Max', 'Lite', 'Plus', 'Air', 'Ultra'] as const;

const POSTAGES = [600, 800, 1000, 1200, 1500] as const;
const MINUTE_MS = 60_000;
/** Generated goods are listed after the demo goods, one every 3 minutes. */
const FIRST_LISTED = Date.UTC(2025, 4, 1, 2, 0, 0);
/** Shares of generated goods sold out (every SKU at 0) and off the shelves. */
const SOLD_OUT_SHARE = 0.03;
const HIDDEN_SHARE = 0.01;

/** What {@link seedScale} added and how long it took. */
export interface ScaleSummary {
  /** Goods in the database before and after. */
  goodsBefore: number;
  goodsAfter: number;
  addedGoods: number;
  addedAttrs: number;
  addedSkus: number;
  /** Wall time of building and inserting, ms. */
  ms: number;
}

/** Who sells in each department: the self-operated shop and the specialists. */
export type Sellers = Map<DepartmentKey, { self: MerchantDef | undefined; specialists: MerchantDef[] }>;

/** The sellers of each department, as the demo seed plans them. */
export function sellersByDepartment(): Sellers {
  const byDepartment: Sellers = new Map();
  for (const m of MERCHANTS) {
    for (const department of m.departments) {
      const entry = byDepartment.get(department) ?? { self: undefined, specialists: [] };
      if (m.row.isSelf) entry.self = m;
      else entry.specialists.push(m);
      byDepartment.set(department, entry);
    }
  }
  return byDepartment;
}

/** Ids the next generated axis and SKU rows take; advanced as rows are built. */
export interface NextIds {
  attr: number;
  sku: number;
}

/** What every generated goods is drawn from: the demo's leaf categories, its shops and their own category trees. */
export interface ScaleContext {
  leaves: readonly LeafCategory[];
  sellers: Sellers;
  shopTrees: MerchantCategoryTrees;
}

/** The context of the demo mall {@link buildSeedData} makes (the rows `seed()` wrote). */
export function scaleContext(): ScaleContext {
  const demo = buildSeedData();
  return {
    leaves: demo.categories.leaves,
    sellers: sellersByDepartment(),
    shopTrees: buildMerchantCategories(SEED, MERCHANTS, demo.categories.leaves, demo.catalog.products),
  };
}

/**
 * One generated goods with its axes and SKUs, a pure function of `id`: a
 * leaf category, a shop selling in that department (about a third from the
 * self-operated shop) and its place in the shop's own categories, a name of
 * brand, Latin series and model, template name and edition, its search
 * terms, and SKUs drawn like the demo goods', with the same translations
 * (seed/translations/goodsTexts.ts).
 */
export function buildScaleGoods(id: number, context: ScaleContext, next: NextIds): CatalogRows {
  const { leaves, sellers, shopTrees } = context;
  const r = createRng((SCALE_SEED ^ Math.imul(id, 0x9e3779b1)) >>> 0);
  const leaf = r.pick(leaves);
  const template: LeafTemplate = LEAF_TEMPLATES[leaf.key];
  const { self, specialists } = sellers.get(leaf.department) ?? { self: undefined, specialists: [] };
  const merchant = self && (specialists.length === 0 || r.chance(0.3)) ? self : r.pick(specialists);
  const [baseName, minYuan, maxYuan] = r.pick(template.names);
  const tier = r.pick(TIERS);
  const model = `${r.pick(MODEL_LETTERS)}${r.int(1, 99)}${tier ? ` ${tier}` : ''}`;
  const series = r.pick(LATIN_SERIES);
  const words = { model: `${series} ${model}`, baseName, edition: r.pick(template.editions), extraKeywords: [series] };
  const soldOut = r.chance(SOLD_OUT_SHARE);
  const hidden = r.chance(HIDDEN_SHARE);

  const firstVariant = r.int(0, 9000);
  const sliderImages = Array.from({ length: r.int(3, 5) }, (_, i) => goodsImageUrl(leaf.key, firstVariant + i));
  const spec = buildSpecs(r, {
    template,
    baseYuan: minYuan + (maxYuan - minYuan) * r.next() ** 1.3,
    markup: r.chance(0.75) ? 1.1 + r.next() * 0.5 : null,
    soldOut,
    singleSpec: r.chance(0.2),
    imageOf: (i) => goodsImageUrl(leaf.key, firstVariant + i),
  });
  const points = r.sample(template.points, r.int(3, 4));
  const postage = r.chance(template.freeShipping) ? 0 : r.pick(POSTAGES);

  const input: GoodsRowInput = { id, merchant, leaf, template, words, points, postage, spec, sliderImages, firstVariant };
  return {
    products: [
      {
        ...goodsRow(r, input),
        merCategoryIds: shopTrees.categoryIdsOf({ id, merId: merchant.row.id, categoryId: leaf.id, name: goodsName(input) }),
        isShow: !hidden,
        createdAt: new Date(FIRST_LISTED + id * 3 * MINUTE_MS),
      },
    ],
    descriptions: [goodsDescriptionRow(input)],
    attrs: spec.attrs.map((attr, sort) => ({ id: next.attr++, productId: id, ...attr, i18n: attrTranslations(attr, leaf.key), sort })),
    skus: spec.skus.map((sku) => ({ id: next.sku++, productId: id, ...sku })),
  };
}

/**
 * Adds generated goods to a seeded mall until it holds `totalGoods` goods
 * (nothing when it already does): spread over the demo's leaf categories and
 * shops (and the shops' own categories), with axes, SKUs, prices in cents,
 * stock, sales and the search terms the goods search reads. The same rows on
 * every run over the same demo seed (ids continue after the largest existing
 * ones). One transaction, inserted with `unnest` in rounds of
 * {@link GOODS_PER_ROUND} goods; the tables are then vacuumed and analysed
 * (list and search plans at this size depend on the statistics, category
 * counts on the visibility map).
 * @throws {RangeError} when `totalGoods` is not a positive integer.
 * @throws the database's error when the demo seed (shops, categories) is missing.
 */
export async function seedScale(db: Db, totalGoods: number): Promise<ScaleSummary> {
  if (!Number.isInteger(totalGoods) || totalGoods < 1) throw new RangeError(`goods must be a positive integer, got ${totalGoods}`);
  const started = performance.now();
  const context = scaleContext();
  const summary: ScaleSummary = { goodsBefore: 0, goodsAfter: 0, addedGoods: 0, addedAttrs: 0, addedSkus: 0, ms: 0 };

  await db.transaction(async (tx) => {
    const [goods] = await tx.select({ n: count(), last: max(product.id) }).from(product);
    const [attrs] = await tx.select({ last: max(productAttr.id) }).from(productAttr);
    const [skus] = await tx.select({ last: max(productSku.id) }).from(productSku);
    summary.goodsBefore = goods?.n ?? 0;
    const toAdd = Math.max(0, totalGoods - summary.goodsBefore);
    const firstId = (goods?.last ?? 0) + 1;
    const next: NextIds = { attr: (attrs?.last ?? 0) + 1, sku: (skus?.last ?? 0) + 1 };

    for (let offset = 0; offset < toAdd; offset += GOODS_PER_ROUND) {
      const round: CatalogRows = { products: [], descriptions: [], attrs: [], skus: [] };
      for (let id = firstId + offset; id < firstId + Math.min(toAdd, offset + GOODS_PER_ROUND); id++) {
        const one = buildScaleGoods(id, context, next);
        round.products.push(...one.products);
        round.descriptions.push(...one.descriptions);
        round.attrs.push(...one.attrs);
        round.skus.push(...one.skus);
      }
      await unnestInsert(tx, product, round.products);
      await unnestInsert(tx, productDescription, round.descriptions);
      await unnestInsert(tx, productAttr, round.attrs);
      await unnestInsert(tx, productSku, round.skus);
      summary.addedGoods += round.products.length;
      summary.addedAttrs += round.attrs.length;
      summary.addedSkus += round.skus.length;
    }
    for (const table of [product, productAttr, productSku]) await syncIdSequence(tx, table);
  });
  // Statistics for the plans, and the visibility map that lets a category's count answer from its index (ADR 7).
  await db.execute(sql`vacuum analyze product, product_description, product_attr, product_sku`);

  summary.goodsAfter = summary.goodsBefore + summary.addedGoods;
  summary.ms = Math.round(performance.now() - started);
  return summary;
}
