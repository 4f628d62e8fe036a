import { CsvError, parse as parseCsv } from 'csv-parse/sync';
import { SERVER_LOCALES, type ServerLocale } from '../i18n/locale.ts';
import { TRANSLATABLE_FIELDS, type ImportIssue, type RawGoods, type RawSku, type RawTranslations, type RawValue, type TranslatableField } from './types.ts';

/*
 * Reads an import file into raw goods (README "Importing goods"), checking
 * only its layout: which columns or properties there are, and how rows group
 * into goods. What the values say is checked by validate.ts.
 *
 * CSV: one row per SKU, with a header row. Consecutive rows of the same
 * `name` are the SKUs of one goods; the goods' own columns are given on its
 * first row and left empty (or repeated alike) on the others. Columns
 * `spec.<axis>` (e.g. `spec.颜色`, `spec.尺码`) hold the SKU's value on that
 * axis. Columns `<column>.<locale>` (`name.en`, `selling_points.fr`) hold
 * the goods' texts in another locale, like the goods' own columns. JSON: an
 * array of goods objects, each with optional `skus` and `i18n`
 * (`{ en: { name, sellingPoints, … } }`).
 */

/** Most goods one file may hold: an import is one transaction, kept short. */
export const MAX_GOODS_PER_FILE = 500;

/** Columns of the CSV form; `spec.<axis>` columns come in addition. */
export const CSV_COLUMNS = [
  'name',
  'category',
  'price',
  'original_price',
  'stock',
  'unit',
  'selling_points',
  'keywords',
  'description',
  'images',
  'sku_image',
] as const;
const REQUIRED_COLUMNS = ['name', 'category', 'price', 'stock', 'images'] as const;
/** Columns that describe the goods rather than one SKU: given once per goods. */
const GOODS_COLUMNS = ['category', 'unit', 'selling_points', 'keywords', 'description', 'images'] as const;
const SPEC_PREFIX = 'spec.';

/** Columns that may be given in another locale, as `<column>.<locale>`, and the field each is. */
const TRANSLATABLE_COLUMNS: Readonly<Record<string, TranslatableField>> = {
  name: 'name',
  unit: 'unit',
  selling_points: 'sellingPoints',
  keywords: 'keywords',
  description: 'description',
};

/** The field and locale of a translation column (`selling_points.fr`), or undefined. */
function translationColumn(column: string): { field: TranslatableField; locale: ServerLocale } | undefined {
  const dot = column.lastIndexOf('.');
  const field = TRANSLATABLE_COLUMNS[column.slice(0, dot)];
  const locale = SERVER_LOCALES.find((l) => l === column.slice(dot + 1));
  return dot > 0 && field && locale ? { field, locale } : undefined;
}

/** Properties of a JSON goods and of a JSON SKU. */
const JSON_GOODS_KEYS = new Set(['name', 'category', 'price', 'originalPrice', 'stock', 'unit', 'sellingPoints', 'keywords', 'description', 'images', 'skus', 'i18n']);
const JSON_SKU_KEYS = new Set(['attrs', 'price', 'originalPrice', 'stock', 'image']);

/** What reading a file gave: goods, or the problems of its layout. */
export type Parsed = { goods: RawGoods[]; issues: ImportIssue[] };

/** The format of a file, from its name: `.csv` or `.json`. Null for anything else. */
export function formatOfFile(fileName: string): 'csv' | 'json' | null {
  const lower = fileName.toLowerCase();
  return lower.endsWith('.csv') ? 'csv' : lower.endsWith('.json') ? 'json' : null;
}

/**
 * Reads `text` (a UTF-8 file's content, a byte-order mark allowed) of the
 * given format into raw goods. Never throws for bad input: every problem is
 * an issue (row 0 / `file` for the file as a whole).
 */
export function parseImportFile(text: string, format: 'csv' | 'json'): Parsed {
  const parsed = format === 'csv' ? parseCsvGoods(text) : parseJsonGoods(text);
  if (parsed.goods.length === 0 && parsed.issues.length === 0) {
    parsed.issues.push({ row: 0, field: 'file', message: 'holds no goods' });
  }
  if (parsed.goods.length > MAX_GOODS_PER_FILE) {
    parsed.issues.push({ row: 0, field: 'file', message: `holds ${parsed.goods.length} goods; at most ${MAX_GOODS_PER_FILE} per file (split it)` });
  }
  return parsed;
}

function cell(field: string, text: string | undefined): RawValue | undefined {
  const value = (text ?? '').trim();
  return value === '' ? undefined : { field, value };
}

/** Rows of a spreadsheet: the header is row 1, so the first goods row is row 2, as a spreadsheet numbers them. */
function parseCsvGoods(text: string): Parsed {
  let records: string[][];
  try {
    records = parseCsv(text, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    const row = error instanceof CsvError ? Number((error as CsvError & { lines?: number }).lines ?? 1) : 1;
    return { goods: [], issues: [{ row, field: 'file', message: `is not readable CSV: ${(error as Error).message}` }] };
  }
  const issues: ImportIssue[] = [];
  const header = (records[0] ?? []).map((name) => name.trim());
  for (const [i, name] of header.entries()) {
    const spec = name.startsWith(SPEC_PREFIX) && name.length > SPEC_PREFIX.length;
    if (!(CSV_COLUMNS as readonly string[]).includes(name) && !spec && !translationColumn(name)) {
      const translatable = `${Object.keys(TRANSLATABLE_COLUMNS).join('|')}.<${SERVER_LOCALES.join('|')}>`;
      issues.push({ row: 1, field: name || `column ${i + 1}`, message: `unknown column (known: ${CSV_COLUMNS.join(', ')}, spec.<axis>, ${translatable})` });
    }
    if (header.indexOf(name) !== i) issues.push({ row: 1, field: name, message: 'column given twice' });
  }
  for (const name of REQUIRED_COLUMNS) {
    if (!header.includes(name)) issues.push({ row: 1, field: name, message: 'required column missing' });
  }
  if (issues.length > 0) return { goods: [], issues };

  const goods: RawGoods[] = [];
  const seenNames = new Map<string, number>();
  for (let index = 1; index < records.length; index++) {
    const row = index + 1;
    const record = records[index]!;
    if (record.every((value) => value.trim() === '')) continue;
    if (record.length !== header.length) {
      issues.push({ row, field: 'file', message: `has ${record.length} fields where the header has ${header.length}` });
      continue;
    }
    const at = (column: string) => cell(column, record[header.indexOf(column)]);
    const name = at('name');
    const translations = header.filter((c) => translationColumn(c) !== undefined);
    const attrs: Record<string, RawValue> = {};
    for (const column of header.filter((c) => c.startsWith(SPEC_PREFIX))) {
      const value = at(column);
      if (value) attrs[column.slice(SPEC_PREFIX.length)] = value;
    }
    const sku: RawSku = { row, attrs, price: at('price'), originalPrice: at('original_price'), stock: at('stock'), image: at('sku_image') };
    const current = goods.at(-1);
    if (name && current && current.name.value === name.value) {
      // Another SKU of the goods above: its goods columns, if given, must say what the first row said.
      for (const column of [...GOODS_COLUMNS, ...translations]) {
        const value = at(column);
        const translated = translationColumn(column);
        const first = translated ? current.i18n?.[translated.locale]?.[translated.field] : current[goodsKeyOf(column as (typeof GOODS_COLUMNS)[number])];
        if (value && first?.value !== value.value) {
          issues.push({ row, field: column, message: `differs from the goods' first row (row ${current.row}); give it once, on that row` });
        }
      }
      current.skus.push(sku);
      continue;
    }
    if (name && seenNames.has(String(name.value))) {
      issues.push({ row, field: 'name', message: `goods "${String(name.value)}" already began at row ${seenNames.get(String(name.value))}; keep a goods' rows together` });
      continue;
    }
    if (name) seenNames.set(String(name.value), row);
    const i18n: RawTranslations = {};
    for (const column of translations) {
      const { field, locale } = translationColumn(column)!;
      const value = at(column);
      if (value) i18n[locale] = { ...i18n[locale], [field]: value };
    }
    goods.push({
      row,
      name: name ?? { field: 'name', value: '' },
      category: at('category'),
      unit: at('unit'),
      sellingPoints: at('selling_points'),
      keywords: at('keywords'),
      description: at('description'),
      images: at('images'),
      skus: [sku],
      ...(Object.keys(i18n).length > 0 ? { i18n } : {}),
    });
  }
  return { goods, issues };
}

function goodsKeyOf(column: (typeof GOODS_COLUMNS)[number]): 'category' | 'unit' | 'sellingPoints' | 'keywords' | 'description' | 'images' {
  return column === 'selling_points' ? 'sellingPoints' : column;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON goods' `i18n`: locales of the mall, each an object of translatable fields. */
function jsonTranslations(value: unknown, row: number, issues: ImportIssue[]): RawTranslations | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) {
    issues.push({ row, field: 'i18n', message: 'must be an object of locale: { name, sellingPoints, … }' });
    return undefined;
  }
  const i18n: RawTranslations = {};
  for (const [locale, fields] of Object.entries(value)) {
    const known = SERVER_LOCALES.find((l) => l === locale);
    if (!known) {
      issues.push({ row, field: `i18n.${locale}`, message: `unknown locale (known: ${SERVER_LOCALES.join(', ')})` });
      continue;
    }
    if (!isObject(fields)) {
      issues.push({ row, field: `i18n.${locale}`, message: 'must be an object of the fields in that locale' });
      continue;
    }
    const given: Partial<Record<TranslatableField, RawValue>> = {};
    for (const [key, text] of Object.entries(fields)) {
      const field = TRANSLATABLE_FIELDS.find((f) => f === key);
      if (!field) issues.push({ row, field: `i18n.${locale}.${key}`, message: `unknown property (known: ${TRANSLATABLE_FIELDS.join(', ')})` });
      else if (text !== undefined && text !== null) given[field] = { field: `i18n.${locale}.${key}`, value: text };
    }
    i18n[known] = given;
  }
  return i18n;
}

/** Goods are numbered by their position in the array, from 1. */
function parseJsonGoods(text: string): Parsed {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { goods: [], issues: [{ row: 0, field: 'file', message: `is not readable JSON: ${(error as Error).message}` }] };
  }
  if (!Array.isArray(data)) return { goods: [], issues: [{ row: 0, field: 'file', message: 'must be a JSON array of goods' }] };
  const goods: RawGoods[] = [];
  const issues: ImportIssue[] = [];
  data.forEach((item: unknown, index) => {
    const row = index + 1;
    if (!isObject(item)) {
      issues.push({ row, field: 'goods', message: 'must be an object' });
      return;
    }
    for (const key of Object.keys(item)) {
      if (!JSON_GOODS_KEYS.has(key)) issues.push({ row, field: key, message: `unknown property (known: ${[...JSON_GOODS_KEYS].join(', ')})` });
    }
    const at = (key: string): RawValue | undefined => (item[key] === undefined || item[key] === null ? undefined : { field: key, value: item[key] });
    const skus: RawSku[] = [];
    if (item.skus !== undefined && !Array.isArray(item.skus)) {
      issues.push({ row, field: 'skus', message: 'must be an array of SKUs' });
    } else if (Array.isArray(item.skus)) {
      item.skus.forEach((sku: unknown, s) => {
        const path = `skus[${s + 1}]`;
        if (!isObject(sku)) {
          issues.push({ row, field: path, message: 'must be an object' });
          return;
        }
        for (const key of Object.keys(sku)) {
          if (!JSON_SKU_KEYS.has(key)) issues.push({ row, field: `${path}.${key}`, message: `unknown property (known: ${[...JSON_SKU_KEYS].join(', ')})` });
        }
        const attrs: Record<string, RawValue> = {};
        if (sku.attrs !== undefined && !isObject(sku.attrs)) issues.push({ row, field: `${path}.attrs`, message: 'must be an object of axis: value' });
        else for (const [axis, value] of Object.entries(sku.attrs ?? {})) attrs[axis] = { field: `${path}.attrs.${axis}`, value };
        const skuAt = (key: string): RawValue | undefined => (sku[key] === undefined || sku[key] === null ? undefined : { field: `${path}.${key}`, value: sku[key] });
        skus.push({ row, attrs, price: skuAt('price') ?? at('price'), originalPrice: skuAt('originalPrice') ?? at('originalPrice'), stock: skuAt('stock') ?? at('stock'), image: skuAt('image') });
      });
    }
    // Without `skus`, the goods is one SKU of its own price and stock.
    if (item.skus === undefined) skus.push({ row, attrs: {}, price: at('price'), originalPrice: at('originalPrice'), stock: at('stock') });
    const i18n = jsonTranslations(item.i18n, row, issues);
    goods.push({
      row,
      name: at('name') ?? { field: 'name', value: '' },
      category: at('category'),
      unit: at('unit'),
      sellingPoints: at('sellingPoints'),
      keywords: at('keywords'),
      description: at('description'),
      images: at('images'),
      price: at('price'),
      originalPrice: at('originalPrice'),
      stock: at('stock'),
      skus,
      ...(i18n ? { i18n } : {}),
    });
  });
  return { goods, issues };
}
