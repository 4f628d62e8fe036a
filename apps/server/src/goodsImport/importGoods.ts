import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../admin/audit.ts';
import type { UploadSettings } from '../config.ts';
import type { Db } from '../db/client.ts';
import { category, merchant, product } from '../db/schema.ts';
import type { ImageStore } from '../upload/storage.ts';
import { prepareImages } from './images.ts';
import { formatOfFile, parseImportFile } from './parse.ts';
import { ImportRefused, type ImportIssue } from './types.ts';
import { validateGoods, type LeafCategoryChoice } from './validate.ts';
import { writeGoods } from './write.ts';

/** Largest import file, bytes: pictures are separate files, so this is a lot of goods. */
export const MAX_IMPORT_FILE_BYTES = 5 * 1024 * 1024;

/** What an import needs. */
export interface GoodsImportDeps {
  db: Db;
  /** Where goods pictures are stored: the mall's upload store (`DATA_DIR/uploads`). */
  store: ImageStore;
  /** The upload limits (`UPLOAD_MAX_BYTES`, `UPLOAD_MAX_SIDE_PX`) apply to goods pictures too. */
  settings: Pick<UploadSettings, 'maxBytes' | 'maxSidePx'>;
  actor: Actor;
  now?: Date;
}

/** One goods of an import, written (with its id) or, on a dry run, as it would be. */
export interface ImportPlanLine {
  row: number;
  name: string;
  categoryName: string;
  skus: number;
  /** Lowest SKU price, cents. */
  price: number;
  /** Units over all SKUs. */
  stock: number;
  /** The new goods' id; absent on a dry run. */
  id?: number;
}

/** What an import did (or, on a dry run, would do). */
export interface GoodsImportResult {
  merId: number;
  shopName: string;
  dryRun: boolean;
  goods: ImportPlanLine[];
  /** Distinct pictures read and re-encoded. */
  pictures: number;
}

function refuse(issues: ImportIssue[]): never {
  throw new ImportRefused(issues.sort((a, b) => a.row - b.row));
}

/** The file's text: at most {@link MAX_IMPORT_FILE_BYTES}, UTF-8 (a byte-order mark allowed). */
async function readImportFile(file: string): Promise<string> {
  let size: number;
  try {
    const stats = await stat(file);
    if (!stats.isFile()) refuse([{ row: 0, field: 'file', message: `${file} is not a file` }]);
    size = stats.size;
  } catch (error) {
    if (error instanceof ImportRefused) throw error;
    refuse([{ row: 0, field: 'file', message: `${file}: no such file` }]);
  }
  if (size > MAX_IMPORT_FILE_BYTES) refuse([{ row: 0, field: 'file', message: `is ${size} bytes; at most ${MAX_IMPORT_FILE_BYTES} (split it)` }]);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await readFile(file));
  } catch {
    refuse([{ row: 0, field: 'file', message: 'is not UTF-8 text (save it as CSV UTF-8)' }]);
  }
}

/** Shown leaves of the platform category tree (categories without sub-categories), with their parents' names. */
async function leafCategories(db: Db): Promise<{ leaves: LeafCategoryChoice[]; allIds: Set<number>; branchNames: Set<string> }> {
  const rows = await db.select({ id: category.id, pid: category.pid, name: category.name, isShow: category.isShow }).from(category);
  const parents = new Set(rows.map((r) => r.pid));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const leaves = rows
    .filter((r) => !parents.has(r.id) && r.isShow && (r.pid === 0 || byId.get(r.pid)?.isShow !== false))
    .map((r) => ({ id: r.id, name: r.name, parentName: byId.get(r.pid)?.name ?? '' }));
  return { leaves, allIds: new Set(rows.map((r) => r.id)), branchNames: new Set(rows.filter((r) => parents.has(r.id)).map((r) => r.name)) };
}

/**
 * Imports goods for shop `merId` from a CSV or JSON file (README "Importing
 * goods"; issue 15, operator review): reads the file, checks every row and
 * every picture (read, checked and re-encoded in memory), and only when all
 * are good writes them all in one transaction (write.ts), listed and
 * searchable at once. With `dryRun` everything is checked and nothing is
 * written. The caller announces the change to running malls' caches
 * (docs/adr/0006-read-caching.md) after it returns.
 * @throws {ImportRefused} with every problem found (row, field, why); nothing is written then.
 */
export async function importGoods(deps: GoodsImportDeps, input: { merId: number; file: string; dryRun?: boolean }): Promise<GoodsImportResult> {
  const { db } = deps;
  const [shop] = await db.select({ id: merchant.id, name: merchant.name }).from(merchant).where(eq(merchant.id, input.merId));
  if (!shop) refuse([{ row: 0, field: '--shop', message: `no shop ${input.merId}` }]);
  const format = formatOfFile(input.file);
  if (!format) refuse([{ row: 0, field: 'file', message: `${input.file}: the file name must end in .csv or .json` }]);
  const parsed = parseImportFile(await readImportFile(input.file), format);

  const { leaves, allIds, branchNames } = await leafCategories(db);
  const existing = await db
    .select({ id: product.id, name: product.name })
    .from(product)
    .where(and(eq(product.merId, shop.id), eq(product.isDel, false)));
  const checked = validateGoods(parsed.goods, {
    baseDir: path.dirname(path.resolve(input.file)),
    leaves,
    allCategoryIds: allIds,
    branchNames,
    existingNames: new Map(existing.map((g) => [g.name, g.id])),
  });
  const refs = checked.goods.flatMap((g) => [...g.images, ...g.skus.map((s) => s.image)]);
  const prepared = await prepareImages(refs, deps.settings);
  const issues = [...parsed.issues, ...checked.issues, ...prepared.issues];
  if (issues.length > 0) refuse(issues);

  const lines: ImportPlanLine[] = checked.goods.map((g) => ({
    row: g.row,
    name: g.name,
    categoryName: g.categoryName,
    skus: g.skus.length,
    price: Math.min(...g.skus.map((s) => s.price)),
    stock: g.skus.reduce((sum, s) => sum + s.stock, 0),
  }));
  const result = { merId: shop.id, shopName: shop.name, dryRun: input.dryRun === true, goods: lines, pictures: prepared.images.size };
  if (input.dryRun) return result;
  const written = await writeGoods(db, deps, shop.id, checked.goods, prepared.images, path.basename(input.file));
  return { ...result, goods: lines.map((line, i) => ({ ...line, id: written[i]!.id })) };
}
