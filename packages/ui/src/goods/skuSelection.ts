/**
 * Pure helpers for choosing a SKU from specification axes.
 *
 * A goods item has axes (`attrs`, e.g. 颜色 and 尺码) and SKUs keyed by their
 * values joined with `,` in axis order (`"曜石黑,256GB"`), exactly like
 * `ProductDetail.productValue` of the API. A selection maps an axis name to
 * the chosen value; axes not yet chosen are absent.
 * Values are assumed not to contain `,` (the API builds keys by joining with it).
 * @see spec §3 (Goods: specifications, inventory, sold-out flag)
 */

/** One specification axis: its name and its values in display order. */
export interface SkuAttr {
  attrName: string;
  attrValues: string[];
}

/** What the selection helpers need of a SKU: its id, stock (units) and price (cents). */
export interface SkuStock {
  id: number;
  stock: number;
  price: number;
}

/** Chosen value per axis name; an axis without a key is not chosen yet. */
export type SkuSelection = Record<string, string>;

/**
 * The key of the SKU a selection points at (values joined with `,` in axis
 * order), or `undefined` while some axis is not chosen (or there are no axes).
 * @example skuKey([{ attrName: '颜色', attrValues: ['红', '蓝'] }], { 颜色: '蓝' }) → '蓝'
 */
export function skuKey(attrs: readonly SkuAttr[], value: SkuSelection): string | undefined {
  if (attrs.length === 0) return undefined;
  const parts: string[] = [];
  for (const attr of attrs) {
    const chosen = value[attr.attrName];
    if (chosen === undefined) return undefined;
    parts.push(chosen);
  }
  return parts.join(',');
}

/** The SKU a complete selection points at, or `undefined` (incomplete, or no such SKU). */
export function selectedSku<S extends SkuStock>(
  attrs: readonly SkuAttr[],
  skus: Readonly<Record<string, S>>,
  value: SkuSelection,
): S | undefined {
  const key = skuKey(attrs, value);
  return key === undefined ? undefined : skus[key];
}

/**
 * Whether `candidate` on axis `attrName` can be chosen: some SKU with stock > 0
 * has that value and agrees with every value chosen on the OTHER axes (axes not
 * chosen yet match anything). The current value of `attrName` itself is ignored.
 */
export function isValueAvailable(
  attrs: readonly SkuAttr[],
  skus: Readonly<Record<string, SkuStock>>,
  value: SkuSelection,
  attrName: string,
  candidate: string,
): boolean {
  const wanted = attrs.map((attr) => (attr.attrName === attrName ? candidate : value[attr.attrName]));
  for (const [key, sku] of Object.entries(skus)) {
    if (!(sku.stock > 0)) continue;
    const parts = key.split(',');
    if (parts.length !== attrs.length) continue;
    if (wanted.every((want, i) => want === undefined || parts[i] === want)) return true;
  }
  return false;
}

/** Every combination of values, first axis varying slowest (the order a shopper reads them). */
function* combinations(attrs: readonly SkuAttr[]): Generator<string[]> {
  if (attrs.length === 0) return;
  const [first, ...rest] = attrs;
  for (const v of first!.attrValues) {
    if (rest.length === 0) yield [v];
    else for (const tail of combinations(rest)) yield [v, ...tail];
  }
}

/**
 * The selection to start a detail page with: the first combination (in axis
 * and value order) whose SKU is in stock; when every SKU is sold out, the very
 * first combination, so the page can show the sold-out state. `{}` when there
 * are no axes or an axis has no values.
 * For single-specification goods (one axis `规格` with the value `默认`) this
 * is `{ 规格: '默认' }`.
 */
export function firstAvailableSelection(attrs: readonly SkuAttr[], skus: Readonly<Record<string, SkuStock>>): SkuSelection {
  let first: string[] | undefined;
  for (const combo of combinations(attrs)) {
    first ??= combo;
    const sku = skus[combo.join(',')];
    if (sku && sku.stock > 0) return toSelection(attrs, combo);
  }
  return first ? toSelection(attrs, first) : {};
}

function toSelection(attrs: readonly SkuAttr[], combo: string[]): SkuSelection {
  const out: SkuSelection = {};
  attrs.forEach((attr, i) => {
    out[attr.attrName] = combo[i]!;
  });
  return out;
}

/**
 * True for single-specification goods: one axis with one value (the API's
 * `规格: 默认`), where there is nothing to choose.
 */
export function isSingleSpec(attrs: readonly SkuAttr[]): boolean {
  return attrs.length === 1 && attrs[0]!.attrValues.length === 1;
}

/** Names of the axes not chosen yet, in axis order. */
export function missingAttrs(attrs: readonly SkuAttr[], value: SkuSelection): string[] {
  return attrs.filter((attr) => value[attr.attrName] === undefined).map((attr) => attr.attrName);
}
