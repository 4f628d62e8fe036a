import { goodsSearchTextOf } from '../../catalog/searchText.ts';
import { goodsImageUrl } from '../../media/urls.ts';
import type { product, productDescription } from '../schema.ts';
import type { LeafCategory } from './categories.ts';
import { describeGoods } from './description.ts';
import type { MerchantDef } from './merchants.ts';
import type { Rng } from './prng.ts';
import { aggregateSkus, type buildSpecs } from './skus.ts';
import type { LeafTemplate } from './templates/index.ts';
import { descriptionTranslations, goodsKeyword, goodsName, goodsTranslations, type GoodsWords } from './translations/goodsTexts.ts';

/** What both the demo catalogue and the large one decide before a goods row is written. */
export interface GoodsRowInput {
  id: number;
  merchant: MerchantDef;
  leaf: LeafCategory;
  template: LeafTemplate;
  /** What its name and keywords are made of, with the shop's brand and the leaf's name. */
  words: GoodsWords;
  /** Selling points, one per line in `info`. */
  points: readonly string[];
  /** Freight per unit, cents. */
  postage: number;
  spec: ReturnType<typeof buildSpecs>;
  sliderImages: string[];
  firstVariant: number;
}

/**
 * The description row of seeded goods: HTML from its name, shop, axes and
 * selling points, and the same in each locale whose texts are all translated.
 */
export function goodsDescriptionRow(g: GoodsRowInput): typeof productDescription.$inferInsert {
  return {
    productId: g.id,
    content: describeGoods({
      name: goodsName(g),
      brand: g.merchant.brand,
      merchantName: g.merchant.row.name,
      categoryName: g.leaf.name,
      unitName: g.template.unitName,
      points: g.points,
      axes: g.spec.attrs.map((a) => ({ name: a.attrName, values: a.attrValues })),
      postage: g.postage,
    }),
    i18n: descriptionTranslations(g),
  };
}

/**
 * The product row of seeded goods: text and its translations, search terms, pictures,
 * the SKU aggregates (price and stock in cents and units) and the opening
 * sales and sort drawn from `r` (in that order, so seeds stay identical).
 * The caller adds what differs: visibility, listing date, shop categories.
 */
export function goodsRow(r: Rng, g: GoodsRowInput): typeof product.$inferInsert & { id: number } {
  const name = goodsName(g);
  const keyword = goodsKeyword(g);
  const i18n = goodsTranslations(g);
  return {
    id: g.id,
    merId: g.merchant.row.id,
    categoryId: g.leaf.id,
    name,
    info: g.points.join('\n'),
    keyword,
    i18n,
    // The same terms the goods search reads (catalog/searchText.ts), translations included.
    searchText: goodsSearchTextOf({ name, keyword, i18n }),
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
