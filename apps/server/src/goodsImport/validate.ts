import path from 'node:path';
import type { ServerLocale } from '../i18n/locale.ts';
import type { ImageRef, ImportIssue, PlannedGoods, PlannedSku, PlannedTranslation, RawGoods, RawValue } from './types.ts';

/*
 * Checks raw goods (parse.ts) field by field against the mall's rules and
 * turns them into goods ready to write: money in integer cents, the platform
 * category resolved, pictures resolved to paths (read later, images.ts).
 * Every problem is collected, so the operator fixes the whole file at once.
 */

/** Limits of imported goods (README "Importing goods"). */
export const GOODS_IMPORT_LIMITS = {
  nameMax: 120,
  unitMax: 10,
  pointsMax: 10,
  pointMax: 100,
  keywordsMax: 200,
  descriptionMax: 10_000,
  imagesMax: 10,
  axesMax: 4,
  axisNameMax: 20,
  axisValueMax: 30,
  skusMax: 200,
  /** Highest price, yuan. */
  priceMaxYuan: 1_000_000,
  stockMax: 1_000_000,
} as const;

/** A category goods may be filed under: a shown leaf of the platform tree, with its parent's name. */
export interface LeafCategoryChoice {
  id: number;
  name: string;
  parentName: string;
}

/** What checking needs besides the file. */
export interface ValidateContext {
  /** The folder of the import file: relative picture paths are read from there. */
  baseDir: string;
  /** Leaves of the platform category tree, shown ones only. */
  leaves: readonly LeafCategoryChoice[];
  /** Every category id, to tell "not a leaf" from "no such category". */
  allCategoryIds: ReadonlySet<number>;
  /** Names of categories with sub-categories, for the same reason. */
  branchNames: ReadonlySet<string>;
  /** Names of the shop's goods (not deleted): a name is not sold twice by one shop. */
  existingNames: ReadonlyMap<string, number>;
}

// Control characters other than tab and line breaks are never stored.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

class Checker {
  readonly issues: ImportIssue[] = [];

  constructor(private readonly row: number) {}

  fail(field: string, message: string, row = this.row): undefined {
    this.issues.push({ row, field, message });
    return undefined;
  }

  /** Text of at most `max` characters; lines kept only when `multiline`. */
  text(raw: RawValue | undefined, max: number, options: { required?: boolean; multiline?: boolean; row?: number } = {}): string | undefined {
    if (raw === undefined || (typeof raw.value === 'string' && raw.value.trim() === '')) {
      return options.required ? this.fail(raw?.field ?? 'name', 'is required', options.row) : '';
    }
    if (typeof raw.value !== 'string' && typeof raw.value !== 'number') return this.fail(raw.field, 'must be text', options.row);
    const text = String(raw.value).trim();
    if (CONTROL.test(text) || (!options.multiline && /[\r\n]/.test(text))) {
      return this.fail(raw.field, options.multiline ? 'holds control characters' : 'must be one line without control characters', options.row);
    }
    if ([...text].length > max) return this.fail(raw.field, `is ${[...text].length} characters long; at most ${max}`, options.row);
    return text;
  }

  /** A list given as an array, or as text separated by `|` (or line breaks). */
  list(raw: RawValue | undefined, row = this.row): string[] | undefined {
    if (raw === undefined) return [];
    if (Array.isArray(raw.value)) {
      if (!raw.value.every((v) => typeof v === 'string')) return this.fail(raw.field, 'must be a list of texts', row);
      return raw.value.map((v: string) => v.trim()).filter((v) => v !== '');
    }
    if (typeof raw.value !== 'string') return this.fail(raw.field, 'must be text (items separated by |) or a list', row);
    return raw.value
      .split(/[|\r\n]/)
      .map((v) => v.trim())
      .filter((v) => v !== '');
  }

  /** Yuan with at most two decimals (`12`, `12.5`, `12.50`) as integer cents. */
  yuan(raw: RawValue | undefined, options: { required: boolean; row: number; min: number }): number | undefined {
    if (raw === undefined) return options.required ? this.fail('price', 'is required', options.row) : 0;
    const text = typeof raw.value === 'number' ? String(raw.value) : typeof raw.value === 'string' ? raw.value.trim() : null;
    const match = text === null ? null : /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
    if (!match) return this.fail(raw.field, `must be an amount in yuan with at most two decimals, such as 12.50; got ${JSON.stringify(raw.value)}`, options.row);
    const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
    if (cents < options.min) return this.fail(raw.field, `must be at least ${(options.min / 100).toFixed(2)} yuan`, options.row);
    if (cents > GOODS_IMPORT_LIMITS.priceMaxYuan * 100) return this.fail(raw.field, `must be at most ${GOODS_IMPORT_LIMITS.priceMaxYuan} yuan`, options.row);
    return cents;
  }

  stock(raw: RawValue | undefined, row: number): number | undefined {
    if (raw === undefined) return this.fail('stock', 'is required', row);
    const text = typeof raw.value === 'number' ? String(raw.value) : typeof raw.value === 'string' ? raw.value.trim() : '';
    if (!/^\d{1,9}$/.test(text)) return this.fail(raw.field, `must be a whole number of units, 0 or more; got ${JSON.stringify(raw.value)}`, row);
    const stock = Number(text);
    if (stock > GOODS_IMPORT_LIMITS.stockMax) return this.fail(raw.field, `must be at most ${GOODS_IMPORT_LIMITS.stockMax}`, row);
    return stock;
  }
}

/** The leaf a file's `category` names: its id, its name, or `parent/leaf` (also `parent > leaf`) when names repeat. */
function categoryOf(check: Checker, raw: RawValue | undefined, context: ValidateContext): { id: number; name: string } | undefined {
  if (raw === undefined || String(raw.value).trim() === '') return check.fail('category', 'is required: a category id or name of the platform tree');
  const text = String(raw.value).trim();
  if (/^\d+$/.test(text)) {
    const id = Number(text);
    const leaf = context.leaves.find((l) => l.id === id);
    if (leaf) return leaf;
    return check.fail(raw.field, context.allCategoryIds.has(id) ? `category ${id} has sub-categories; name one of them` : `no category ${id}`);
  }
  const parts = text.split(/\s*(?:\/|>)\s*/);
  const leafName = parts.at(-1)!;
  const parentName = parts.length > 1 ? parts.slice(0, -1).join('/') : undefined;
  const found = context.leaves.filter((l) => l.name === leafName && (parentName === undefined || l.parentName === parentName));
  if (found.length === 1) return found[0];
  if (found.length > 1) {
    return check.fail(raw.field, `"${text}" is ambiguous: ${found.map((l) => `${l.id} (${l.parentName}/${l.name})`).join(', ')}; give the id or parent/name`);
  }
  if (context.branchNames.has(text)) return check.fail(raw.field, `category "${text}" has sub-categories; name one of them`);
  return check.fail(raw.field, `no category "${text}" among the leaves of the platform tree`);
}

function imageRef(baseDir: string, row: number, field: string, file: string): ImageRef {
  return { row, field, given: file, path: path.resolve(baseDir, file) };
}

/** The axes and SKUs of one goods. */
function skusOf(check: Checker, goods: RawGoods, images: ImageRef[], baseDir: string): Pick<PlannedGoods, 'attrs' | 'skus'> | undefined {
  const limits = GOODS_IMPORT_LIMITS;
  if (goods.skus.length === 0) return check.fail('skus', 'must hold at least one SKU');
  if (goods.skus.length > limits.skusMax) return check.fail('skus', `${goods.skus.length} SKUs; at most ${limits.skusMax} per goods`);
  const axes: string[] = [];
  for (const sku of goods.skus) for (const axis of Object.keys(sku.attrs)) if (!axes.includes(axis)) axes.push(axis);
  if (axes.length > limits.axesMax) return check.fail('spec', `${axes.length} specification axes; at most ${limits.axesMax}`);
  for (const axis of axes) {
    if ([...axis].length > limits.axisNameMax || CONTROL.test(axis)) check.fail(`spec.${axis}`, `an axis name is one line of at most ${limits.axisNameMax} characters`);
  }
  if (axes.length === 0 && goods.skus.length > 1) {
    return check.fail('spec', `${goods.skus.length} SKUs with nothing telling them apart: give each its values on spec.<axis> columns (JSON: attrs)`);
  }
  const values: string[][] = axes.map(() => []);
  const skus: PlannedSku[] = [];
  const seen = new Map<string, number>();
  for (const raw of goods.skus) {
    const attrValue: Record<string, string> = {};
    let complete = true;
    axes.forEach((axis, a) => {
      const given = raw.attrs[axis];
      const value = given === undefined ? undefined : check.text(given, limits.axisValueMax, { row: raw.row });
      if (given === undefined) check.fail(`spec.${axis}`, 'is required: every SKU of a goods gives a value on each of its axes', raw.row);
      else if (value === '') check.fail(given.field, 'must not be empty', raw.row);
      else if (value !== undefined && value.includes(',')) check.fail(given.field, 'must not hold a comma (the mall joins values with commas)', raw.row);
      if (!value || value.includes(',')) {
        complete = false;
        return;
      }
      attrValue[axis] = value;
      if (!values[a]!.includes(value)) values[a]!.push(value);
    });
    const price = check.yuan(raw.price, { required: true, row: raw.row, min: 1 });
    const otPrice = check.yuan(raw.originalPrice, { required: false, row: raw.row, min: 0 });
    const stock = check.stock(raw.stock, raw.row);
    if (price !== undefined && otPrice !== undefined && otPrice !== 0 && otPrice < price) {
      check.fail(raw.originalPrice!.field, 'must not be below the price (leave it empty for none)', raw.row);
    }
    const image = raw.image === undefined ? images[0] : check.text(raw.image, 1000, { row: raw.row });
    if (!complete || price === undefined || otPrice === undefined || stock === undefined || image === undefined) continue;
    const key = axes.length === 0 ? '默认' : axes.map((axis) => attrValue[axis]).join(',');
    if (seen.has(key)) {
      check.fail(axes.length === 0 ? 'spec' : `spec.${axes.join('/')}`, `the same values as the SKU of row ${seen.get(key)}`, raw.row);
      continue;
    }
    seen.set(key, raw.row);
    skus.push({
      sku: key,
      attrValue: axes.length === 0 ? { 规格: '默认' } : attrValue,
      price,
      otPrice: otPrice === 0 ? 0 : otPrice,
      stock,
      image: typeof image === 'string' ? imageRef(baseDir, raw.row, raw.image!.field, image) : image,
    });
  }
  const attrs = axes.length === 0 ? [{ attrName: '规格', attrValues: ['默认'] }] : axes.map((attrName, a) => ({ attrName, attrValues: values[a]! }));
  return { attrs, skus };
}

/** Selling points: at most {@link GOODS_IMPORT_LIMITS.pointsMax}, each of at most `pointMax` characters. */
function pointsOf(check: Checker, raw: RawValue | undefined): string[] | undefined {
  const limits = GOODS_IMPORT_LIMITS;
  const points = check.list(raw);
  if (points && points.length > limits.pointsMax) check.fail(raw!.field, `${points.length} selling points; at most ${limits.pointsMax}`);
  for (const point of points ?? []) {
    if ([...point].length > limits.pointMax || CONTROL.test(point)) check.fail(raw!.field, `each selling point is at most ${limits.pointMax} characters`);
  }
  return points;
}

/** Keywords as one text, space-separated, of at most `keywordsMax` characters. */
function keywordOf(check: Checker, raw: RawValue | undefined): string {
  const keyword = check.list(raw)?.join(' ') ?? '';
  if ([...keyword].length > GOODS_IMPORT_LIMITS.keywordsMax || CONTROL.test(keyword)) check.fail(raw!.field, `at most ${GOODS_IMPORT_LIMITS.keywordsMax} characters`);
  return keyword;
}

/** A goods' texts in other locales, checked like its own (the same limits); empty fields are left out. */
function translationsOf(check: Checker, item: RawGoods): PlannedGoods['translations'] {
  const limits = GOODS_IMPORT_LIMITS;
  const planned: Partial<Record<ServerLocale, PlannedTranslation>> = {};
  for (const [locale, raw] of Object.entries(item.i18n ?? {}) as Array<[ServerLocale, NonNullable<RawGoods['i18n']>[ServerLocale]]>) {
    const t: PlannedTranslation = {};
    const name = check.text(raw?.name, limits.nameMax);
    if (name) t.name = name;
    const unit = check.text(raw?.unit, limits.unitMax);
    if (unit) t.unitName = unit;
    const points = raw?.sellingPoints ? pointsOf(check, raw.sellingPoints) : undefined;
    if (points && points.length > 0) t.points = points;
    const keyword = raw?.keywords ? keywordOf(check, raw.keywords) : '';
    if (keyword) t.keyword = keyword;
    const description = check.text(raw?.description, limits.descriptionMax, { multiline: true });
    if (description) t.description = description;
    if (Object.keys(t).length > 0) planned[locale] = t;
  }
  return planned;
}

/**
 * Checks every goods and returns those ready to write, or every problem
 * found (the goods are then not to be written at all).
 */
export function validateGoods(raw: readonly RawGoods[], context: ValidateContext): { goods: PlannedGoods[]; issues: ImportIssue[] } {
  const limits = GOODS_IMPORT_LIMITS;
  const goods: PlannedGoods[] = [];
  const issues: ImportIssue[] = [];
  const namesInFile = new Map<string, number>();
  for (const item of raw) {
    const check = new Checker(item.row);
    const name = check.text(item.name, limits.nameMax, { required: true });
    if (name) {
      const existing = context.existingNames.get(name);
      if (existing !== undefined) check.fail(item.name.field, `the shop already sells goods "${name}" (goods ${existing})`);
      else if (namesInFile.has(name)) check.fail(item.name.field, `goods "${name}" is already in the file (row ${namesInFile.get(name)})`);
      else namesInFile.set(name, item.row);
    }
    const category = categoryOf(check, item.category, context);
    const unit = check.text(item.unit, limits.unitMax);
    const points = pointsOf(check, item.sellingPoints);
    const keyword = keywordOf(check, item.keywords);
    const translations = translationsOf(check, item);
    const description = check.text(item.description, limits.descriptionMax, { multiline: true });
    const imageNames = check.list(item.images);
    if (imageNames && imageNames.length === 0) check.fail(item.images?.field ?? 'images', 'at least one picture is required');
    if (imageNames && imageNames.length > limits.imagesMax) check.fail(item.images!.field, `${imageNames.length} pictures; at most ${limits.imagesMax}`);
    const images = (imageNames ?? []).map((file) => imageRef(context.baseDir, item.row, item.images!.field, file));
    const spec = images.length > 0 ? skusOf(check, item, images, context.baseDir) : undefined;
    issues.push(...check.issues);
    if (check.issues.length > 0 || !name || !category || unit === undefined || description === undefined || !spec || !points) continue;
    goods.push({
      row: item.row,
      name,
      categoryId: category.id,
      categoryName: category.name,
      unitName: unit || '件',
      points,
      keyword,
      description,
      images,
      ...spec,
      translations,
    });
  }
  return { goods, issues: issues.sort((a, b) => a.row - b.row) };
}
