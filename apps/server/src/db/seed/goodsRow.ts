import { searchTextOf } from '../../catalog/searchText.ts';
import { goodsImageUrl } from '../../media/urls.ts';
import type { product, productDescription } from '../schema.ts';
import type { LeafCategory } from './categories.ts';
import { describeGoods } from './description.ts';
import type { MerchantDef } from './merchants.ts';
import type { Rng } from './prng.ts';
import { aggregateSkus, type buildSpecs } from './skus.ts';
import type { LeafTemplate } from './templates/index.ts';

/** What both the demo catalogue and the large one decide before a goods row is written. */
export interface GoodsRowInput {
  id: number;
  merchant: MerchantDef;
  leaf: LeafCategory;
  template: LeafTemplate;
  name: string;
  keyword: string;
  /** Selling points, one per line in `info`. */
  points: readonly string[];
  /** Freight per unit, cents. */
  postage: number;
  spec: ReturnType<typeof buildSpecs>;
  sliderImages: string[];
  firstVariant: number;
}

/** The description row of seeded goods: HTML from its name, shop, axes and selling points. */
export function goodsDescriptionRow(g: GoodsRowInput): typeof productDescription.$inferInsert {
  return {
    productId: g.id,
    content: describeGoods({
      name: g.name,
      brand: g.merchant.brand,
      merchantName: g.merchant.row.name,
      categoryName: g.leaf.name,
      unitName: g.template.unitName,
      points: g.points,
      axes: g.spec.attrs.map((a) => ({ name: a.attrName, values: a.attrValues })),
      postage: g.postage,
    }),
  };
}

/**
 * The product row of seeded goods: text, search terms, pictures,
 * the SKU aggregates (price and stock in cents and units) and the opening
 * sales and sort drawn from `r` (in that order, so seeds stay identical).
 * The caller adds what differs: visibility, listing date, shop categories.
 */
export function goodsRow(r: Rng, g: GoodsRowInput): typeof product.$inferInsert & { id: number } {
  return {
    id: g.id,
    merId: g.merchant.row.id,
    categoryId: g.leaf.id,
    name: g.name,
    info: g.points.join('\n'),
    keyword: g.keyword,
    // The same terms the goods search reads (catalog/searchText.ts).
    searchText: searchTextOf(g.name, g.keyword),
    image: g.sliderImages[0] ?? goodsImageUrl(g.leaf.key, g.firstVariant),
    sliderImages: g.sliderImages,
    unitName: g.template.unitName,
    ...aggregateSkus(g.spec.skus),
    postage: g.postage,
    ficti: r.chance(0.5) ? r.int(10, 500) : 0,
    specType: g.spec.specType,
    isDel: false,
    auditStatus: 1,
    sort: r.chance(0.2) ? r.int(1, 100) : 0,
  };
}
