import type { Rng } from './prng.ts';
import { oldPrice, shopPrice } from './pricing.ts';
import type { AxisSpec, LeafTemplate } from './templates/index.ts';

/** One specification axis of a goods, as stored in `product_attr`. */
export interface AttrDraft {
  attrName: string;
  attrValues: string[];
}

/** One SKU before it has ids; money in cents. */
export interface SkuDraft {
  sku: string;
  attrValue: Record<string, string>;
  price: number;
  otPrice: number;
  stock: number;
  sales: number;
  image: string;
}

/** What decides a goods' specifications. */
export interface SpecInput {
  template: LeafTemplate;
  /** Price of the cheapest specification before rounding, yuan; the axes' uplifts are fractions of it. */
  baseYuan: number;
  /** Old price = price × markup; null for goods shown without an old price. */
  markup: number | null;
  /** Every SKU gets stock 0. */
  soldOut: boolean;
  /** One axis 规格 with the single value 默认. */
  singleSpec: boolean;
  /** Picture of a SKU from the index of its colour (0 for goods without a colour axis). */
  imageOf: (colourIndex: number) => string;
}

/** Axes and SKUs of one goods. */
export interface SpecDraft {
  attrs: AttrDraft[];
  skus: SkuDraft[];
  /** False for a single specification. */
  specType: boolean;
}

/** The only axis of single-specification goods. */
export const SINGLE_AXIS: AxisSpec = { name: '规格', values: ['默认'], uplift: [0] };

/** Values a goods takes from an axis: a cheapest-first prefix when priced, else any in list order. */
function chooseValues(rng: Rng, axis: AxisSpec): Array<{ value: string; uplift: number }> {
  const count = rng.int(2, Math.min(4, axis.values.length));
  const indices = axis.values.map((_, i) => i);
  const chosen = axis.uplift ? indices.slice(0, count) : rng.sample(indices, count);
  return chosen.map((i) => ({ value: axis.values[i] ?? '', uplift: axis.uplift?.[i] ?? 0 }));
}

/** Most units a SKU at `price` cents has sold: cheap goods sell more. */
function salesCeiling(price: number): number {
  return price < 5_000 ? 3_000 : price < 30_000 ? 1_200 : price < 200_000 ? 400 : 150;
}

/**
 * Draws the axes (1–3 of the template's, 2–4 values each) and one SKU per
 * combination of values, named by the values joined with ',' in axis order.
 * Prices are cents; stock is mostly 20–500 with a few SKUs at 0, or all 0
 * when `soldOut`. A goods not sold out always keeps at least one SKU in stock.
 */
export function buildSpecs(rng: Rng, input: SpecInput): SpecDraft {
  const { template } = input;
  const single = input.singleSpec || template.axes.length === 0;
  const axes = single ? [SINGLE_AXIS] : rng.sample(template.axes, rng.int(1, Math.min(3, template.axes.length)));
  const choices = single ? [[{ value: '默认', uplift: 0 }]] : axes.map((axis) => chooseValues(rng, axis));

  let combos: Array<Array<{ value: string; uplift: number; index: number }>> = [[]];
  for (const values of choices) {
    combos = combos.flatMap((combo) => values.map((v, index) => [...combo, { ...v, index }]));
  }

  // SKUs of one colour share a picture; other axes (size, storage) do not change how goods look.
  const colourAxis = axes.findIndex((axis) => axis.name === '颜色');
  const skus = combos.map((combo): SkuDraft => {
    const price = shopPrice(input.baseYuan * (1 + combo.reduce((sum, v) => sum + v.uplift, 0)));
    const stock = input.soldOut || (combos.length > 1 && rng.chance(0.08)) ? 0 : rng.int(20, 500);
    return {
      sku: combo.map((v) => v.value).join(','),
      attrValue: Object.fromEntries(combo.map((v, i) => [axes[i]?.name ?? '', v.value])),
      price,
      otPrice: input.markup === null ? 0 : oldPrice(price, input.markup),
      stock,
      sales: Math.floor(rng.next() ** 2.5 * salesCeiling(price)),
      image: input.imageOf(colourAxis < 0 ? 0 : (combo[colourAxis]?.index ?? 0)),
    };
  });
  const first = skus[0];
  if (!input.soldOut && first && skus.every((s) => s.stock === 0)) first.stock = rng.int(20, 500);

  return {
    attrs: axes.map((axis, i) => ({ attrName: axis.name, attrValues: (choices[i] ?? []).map((v) => v.value) })),
    skus,
    specType: skus.length > 1,
  };
}

/**
 * The goods' columns denormalised from its SKUs: lowest price and that SKU's
 * old price (the first such SKU on a tie), total stock and total sales.
 */
export function aggregateSkus(skus: readonly SkuDraft[]): { price: number; otPrice: number; stock: number; sales: number } {
  const cheapest = skus.reduce<SkuDraft | undefined>((best, s) => (best === undefined || s.price < best.price ? s : best), undefined);
  return {
    price: cheapest?.price ?? 0,
    otPrice: cheapest?.otPrice ?? 0,
    stock: skus.reduce((sum, s) => sum + s.stock, 0),
    sales: skus.reduce((sum, s) => sum + s.sales, 0),
  };
}
