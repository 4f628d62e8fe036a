import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ProductSpecs, SkuValue } from '@mall/api';
import type { Translations } from '../db/schema.ts';
import { pickList, pickText } from '../i18n/content.ts';
import type { ServerLocale } from '../i18n/locale.ts';

/**
 * A goods' specification text in the request's locale (docs/adr/0012-content-locales.md).
 * A SKU is stored as its values joined with ',' in axis order (`product_sku.sku`)
 * and as `{ axis name: value }` (`attr_value`), both in the merchant's own
 * language; an axis (`product_attr`) may carry `attrName` and `attrValues`
 * (lined up by index with the source values) per locale. A SKU's text in a
 * locale is each value read through its axis: source value → the translated
 * value at the same index. Only display text changes: clients pick a SKU by
 * its id (`productAttrUnique`, `attrValueId`; crmeb-wire §4.4), and the
 * detail's `productValue` keys are translated together with `productAttr`,
 * so a key joined from the shown values still finds its SKU.
 */

/** One specification axis as stored: source name and values, with their translations. */
export interface StoredAxis {
  attrName: string;
  attrValues: string[];
  i18n: Translations | null;
}

/** A goods' specification text in one locale. */
export interface SkuText {
  /** The axes' names and values in the locale, in axis order. */
  axes: Array<{ attrName: string; attrValues: string[] }>;
  /**
   * A SKU string in the locale; undefined when it is not one value of each
   * axis in axis order (then it cannot be read through the axes). As stored
   * when nothing is translated.
   */
  skuOf(sku: string): string | undefined;
  /** An `attr_value` map (axis name → value) in the locale; names and values not among the axes stay as stored. */
  attrValueOf(value: Record<string, string>): Record<string, string>;
}

/**
 * The values of an axis in `locale`: the translation when it lines up with
 * the source, has no comma (values are joined with commas into a SKU string
 * and sent as a comma string, crmeb-wire §2) and tells the values apart
 * (a SKU is found by its values); else the source values.
 */
function valuesIn(axis: StoredAxis, locale: ServerLocale): string[] {
  const values = pickList(axis.i18n, 'attrValues', locale, axis.attrValues);
  const usable = values.every((v) => !v.includes(',')) && new Set(values).size === values.length;
  return usable ? values : [...axis.attrValues];
}

/**
 * {@link SkuText} of axes `stored` (in axis order: `sort`, then id) in
 * `locale`. Axis names fall back to the source names all together when the
 * translated ones would not tell the axes apart (a selection is keyed by
 * axis name).
 */
export function skuText(stored: readonly StoredAxis[], locale: ServerLocale): SkuText {
  const values = stored.map((axis) => valuesIn(axis, locale));
  const translatedNames = stored.map((axis) => pickText(axis.i18n, 'attrName', locale, axis.attrName));
  const names = new Set(translatedNames).size === translatedNames.length ? translatedNames : stored.map((axis) => axis.attrName);
  const axes = stored.map((_, i) => ({ attrName: names[i]!, attrValues: values[i]! }));
  const unchanged = stored.every((axis, i) => axis.attrName === names[i] && axis.attrValues.every((v, j) => v === values[i]![j]));
  const byName = new Map(stored.map((axis, i) => [axis.attrName, i]));

  return {
    axes,
    skuOf(sku) {
      if (unchanged || stored.length === 0) return sku;
      const parts = sku.split(',');
      if (parts.length !== stored.length) return undefined;
      const shown: string[] = [];
      for (const [i, part] of parts.entries()) {
        const index = stored[i]!.attrValues.indexOf(part);
        if (index < 0) return undefined;
        shown.push(values[i]![index]!);
      }
      return shown.join(',');
    },
    attrValueOf(value) {
      if (unchanged) return value;
      return Object.fromEntries(
        Object.entries(value).map(([name, v]) => {
          const i = byName.get(name);
          if (i === undefined) return [name, v];
          const index = stored[i]!.attrValues.indexOf(v);
          return [names[i]!, index < 0 ? v : values[i]![index]!];
        }),
      );
    },
  };
}

/** A SKU string in `locale` for display (a cart or checkout line), or as stored when it cannot be read through the axes. */
export function skuDisplay(stored: readonly StoredAxis[], sku: string, locale: ServerLocale): string {
  return skuText(stored, locale).skuOf(sku) ?? sku;
}

/**
 * A goods' specifications (crmeb-api §4.4 `productAttr`, `productValue`) in
 * `locale`: axes in the locale and SKUs keyed by their string in the locale.
 * All or nothing: when one SKU cannot be read through the axes, everything
 * stays as stored, so the keys always match what the axes show.
 * @param axes the goods' axes in axis order, with their ids.
 * @param skus the goods' SKUs as stored, in the order to answer them.
 */
export function localizedSpecs(
  axes: ReadonlyArray<StoredAxis & { id: number; productId: number }>,
  skus: readonly SkuValue[],
  locale: ServerLocale,
): ProductSpecs {
  let text = skuText(axes, locale);
  if (skus.some((s) => text.skuOf(s.sku) === undefined)) text = skuText(axes.map((axis) => ({ ...axis, i18n: null })), locale);
  const productValue: Record<string, SkuValue> = {};
  for (const s of skus) {
    const key = text.skuOf(s.sku)!;
    productValue[key] = { ...s, sku: key, attrValue: text.attrValueOf(s.attrValue) };
  }
  return {
    productAttr: axes.map((axis, i) => ({ id: axis.id, productId: axis.productId, ...text.axes[i]! })),
    productValue,
  };
}

/**
 * SQL for the axes of goods `productId` (a column of the outer query) as a
 * JSON array of {@link StoredAxis} in axis order: one correlated subquery
 * over `product_attr_product_idx`, so a list of lines reads its axes in the
 * same statement. Read it with {@link parsedAxes}.
 */
export function axesOf(productId: AnyColumn | SQL): SQL<StoredAxis[] | string> {
  return sql<StoredAxis[] | string>`(
    select coalesce(json_agg(json_build_object('attrName', a.attr_name, 'attrValues', a.attr_values, 'i18n', a.i18n) order by a.sort, a.id), '[]')
    from product_attr a where a.product_id = ${productId})`;
}

/** A JSON value as the driver gave it: parsed already (both drivers parse `json`), or its text. */
export function parsedJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** The axes {@link axesOf} read; none for a missing value (a line whose goods is gone). */
export function parsedAxes(value: StoredAxis[] | string | null | undefined): StoredAxis[] {
  return value == null ? [] : parsedJson(value);
}
