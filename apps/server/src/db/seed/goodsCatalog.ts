import { goodsImageUrl } from '../../media/urls.ts';
import type { product, productAttr, productDescription, productSku } from '../schema.ts';
import type { LeafCategory } from './categories.ts';
import { goodsDescriptionRow, goodsRow, type GoodsRowInput } from './goodsRow.ts';
import type { MerchantDef } from './merchants.ts';
import { createRng, type Rng } from './prng.ts';
import { buildSpecs } from './skus.ts';
import { LEAF_TEMPLATES, type GoodsName } from './templates/index.ts';
import { attrTranslations } from './translations/goodsTexts.ts';

/** Goods, their descriptions, axes and SKUs as rows with fixed ids. */
export interface CatalogRows {
  products: Array<typeof product.$inferInsert & { id: number }>;
  descriptions: Array<typeof productDescription.$inferInsert>;
  attrs: Array<typeof productAttr.$inferInsert>;
  skus: Array<typeof productSku.$inferInsert>;
}

/** How many goods are sold out (every SKU at 0) and how many are off the shelves. */
export const SOLD_OUT_GOODS = 12;
export const HIDDEN_GOODS = 3;

const POSTAGES = [600, 800, 1000, 1200, 1500] as const;
const HOUR_MS = 3_600_000;
const FIRST_LISTED = Date.UTC(2025, 0, 6, 2, 0, 0);

interface PlannedGoods {
  leaf: LeafCategory;
  merchant: MerchantDef;
  baseName: GoodsName;
  edition: string;
}

/** Which shop sells what: per leaf 7–9 goods, about a third from the self-operated shop. */
function planGoods(rng: Rng, leaves: readonly LeafCategory[], merchants: readonly MerchantDef[]): PlannedGoods[] {
  const plan: PlannedGoods[] = [];
  for (const leaf of leaves) {
    const template = LEAF_TEMPLATES[leaf.key];
    const sellers = merchants.filter((m) => m.departments.includes(leaf.department));
    const self = sellers.find((m) => m.row.isSelf);
    const specialists = sellers.filter((m) => !m.row.isSelf);
    // Distinct (name, edition) pairs keep names unique within a shop.
    const pairs = rng.shuffle(template.names.flatMap((baseName) => template.editions.map((edition) => ({ baseName, edition }))));
    const count = Math.min(rng.int(7, 9), pairs.length);
    for (let k = 0; k < count; k++) {
      const pair = pairs[k];
      const merchant = self && (specialists.length === 0 || rng.chance(0.3)) ? self : rng.pick(specialists);
      if (pair) plan.push({ leaf, merchant, ...pair });
    }
  }
  return plan;
}

/** A generator for one goods, so each goods' numbers do not shift when another changes. */
function goodsRng(seed: number, id: number): Rng {
  return createRng((seed ^ Math.imul(id, 0x9e3779b1)) >>> 0);
}

/**
 * Every goods of the demo mall with its axes and SKUs. Each shop sells only
 * in its own departments; {@link SOLD_OUT_GOODS} goods are sold out and
 * {@link HIDDEN_GOODS} others are off the shelves (`isShow` false). The
 * goods' price, old price, stock and sales are the aggregates of its SKUs.
 */
export function buildCatalog(seed: number, leaves: readonly LeafCategory[], merchants: readonly MerchantDef[]): CatalogRows {
  const rng = createRng(seed);
  const plan = planGoods(rng, leaves, merchants);
  const picked = rng.shuffle(plan.map((_, i) => i));
  const soldOut = new Set(picked.slice(0, SOLD_OUT_GOODS));
  const hidden = new Set(picked.slice(SOLD_OUT_GOODS, SOLD_OUT_GOODS + HIDDEN_GOODS));

  const rows: CatalogRows = { products: [], descriptions: [], attrs: [], skus: [] };
  plan.forEach((goods, index) => {
    const id = index + 1;
    const r = goodsRng(seed, id);
    const { leaf, merchant } = goods;
    const template = LEAF_TEMPLATES[leaf.key];
    const [baseName, minYuan, maxYuan] = goods.baseName;

    const firstVariant = r.int(0, 9000);
    const sliderImages = Array.from({ length: r.int(3, 5) }, (_, i) => goodsImageUrl(leaf.key, firstVariant + i));
    const spec = buildSpecs(r, {
      template,
      baseYuan: minYuan + (maxYuan - minYuan) * r.next() ** 1.3,
      markup: r.chance(0.75) ? 1.1 + r.next() * 0.5 : null,
      soldOut: soldOut.has(index),
      singleSpec: r.chance(0.2),
      imageOf: (i) => goodsImageUrl(leaf.key, firstVariant + i),
    });
    const points = r.sample(template.points, r.int(3, 4));
    const postage = r.chance(template.freeShipping) ? 0 : r.pick(POSTAGES);
    const words = { model: '', baseName, edition: goods.edition, extraKeywords: [] };

    const input: GoodsRowInput = { id, merchant, leaf, template, words, points, postage, spec, sliderImages, firstVariant };
    rows.products.push({
      ...goodsRow(r, input),
      isShow: !hidden.has(index),
      createdAt: new Date(FIRST_LISTED + index * 7 * HOUR_MS + r.int(0, 59) * 60_000),
    });
    rows.descriptions.push(goodsDescriptionRow(input));
    spec.attrs.forEach((attr, sort) => rows.attrs.push({ productId: id, ...attr, i18n: attrTranslations(attr, leaf.key), sort }));
    for (const sku of spec.skus) rows.skus.push({ productId: id, ...sku });
  });

  // Ids follow insertion order so reruns give the same ids.
  rows.attrs.forEach((row, i) => (row.id = i + 1));
  rows.skus.forEach((row, i) => (row.id = i + 1));
  return rows;
}
