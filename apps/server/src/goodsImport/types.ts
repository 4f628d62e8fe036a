import type { ServerLocale } from '../i18n/locale.ts';

/*
 * The shapes an import goes through (README "Importing goods"): a file read
 * into raw goods (parse.ts), checked into planned goods (validate.ts), whose
 * pictures are made ready (images.ts) and then written (write.ts).
 */

/** One thing wrong in the file: where (CSV line or JSON position), which field, and why. */
export interface ImportIssue {
  /**
   * CSV: the row as a spreadsheet numbers it (the header is row 1). JSON: the
   * goods' position in the array, from 1. 0 for the command or the file as a whole.
   */
  row: number;
  /** The column (CSV) or property path (JSON, e.g. `skus[2].price`); `file` or `--shop` for the whole. */
  field: string;
  message: string;
}

/** A value as the file gave it, with the field name the report uses for it. */
export interface RawValue {
  field: string;
  value: unknown;
}

/** One SKU as the file gave it. */
export interface RawSku {
  row: number;
  /** Axis name → value, e.g. `{ 颜色: '红色', 尺码: 'M' }`; empty for single-specification goods. */
  attrs: Record<string, RawValue>;
  price?: RawValue;
  originalPrice?: RawValue;
  stock?: RawValue;
  image?: RawValue;
}

/** The goods fields a file may translate (README "Importing goods"), by their JSON names. */
export const TRANSLATABLE_FIELDS = ['name', 'unit', 'sellingPoints', 'keywords', 'description'] as const;
export type TranslatableField = (typeof TRANSLATABLE_FIELDS)[number];

/** A goods' translations as the file gave them: by locale (`en`, `fr`…), the fields given in it. */
export type RawTranslations = Partial<Record<ServerLocale, Partial<Record<TranslatableField, RawValue>>>>;

/** One goods as the file gave it, before any check. */
export interface RawGoods {
  row: number;
  name: RawValue;
  category?: RawValue;
  unit?: RawValue;
  sellingPoints?: RawValue;
  keywords?: RawValue;
  description?: RawValue;
  images?: RawValue;
  /** Goods-level price, original price and stock: defaults of SKUs that give none (JSON). */
  price?: RawValue;
  originalPrice?: RawValue;
  stock?: RawValue;
  skus: RawSku[];
  /** Its name, unit, selling points, keywords and description in other locales; none when the file gives none. */
  i18n?: RawTranslations;
}

/** A SKU ready to write; money in cents. */
export interface PlannedSku {
  /** Axis values joined with ',' in axis order (`默认` for single-specification goods). */
  sku: string;
  attrValue: Record<string, string>;
  price: number;
  otPrice: number;
  stock: number;
  /** Index into the goods' {@link PlannedGoods.images}, or a picture of its own (`sku_image`). */
  image: ImageRef;
}

/** A picture named in the file, resolved to a path on this machine. */
export interface ImageRef {
  row: number;
  field: string;
  /** As the file wrote it (shown in the report). */
  given: string;
  /** Resolved against the import file's folder. */
  path: string;
}

/** A goods checked and ready to write (pictures still to be read). */
export interface PlannedGoods {
  row: number;
  name: string;
  categoryId: number;
  categoryName: string;
  unitName: string;
  points: string[];
  keyword: string;
  description: string;
  images: ImageRef[];
  attrs: Array<{ attrName: string; attrValues: string[] }>;
  skus: PlannedSku[];
  /**
   * Its texts in other locales, each field present when the file gave it
   * (keywords joined like `keyword`); readers fall back to the goods' own
   * text field by field (docs/adr/0012-content-locales.md).
   */
  translations: Partial<Record<ServerLocale, PlannedTranslation>>;
}

/** A goods' texts in one locale, checked. */
export interface PlannedTranslation {
  name?: string;
  unitName?: string;
  points?: string[];
  keyword?: string;
  description?: string;
}

/** Refused input: nothing was written. */
export class ImportRefused extends Error {
  constructor(readonly issues: ImportIssue[]) {
    super(`The import was refused: ${issues.length} problem${issues.length === 1 ? '' : 's'}; nothing was written.`);
  }
}
