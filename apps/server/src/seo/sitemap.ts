import type { Db } from '../db/client.ts';
import { listedGoodsIds, listedGoodsStarts, openShopIds, openShopStarts, shownCategoryIds, type IdRange } from './sitemapSources.ts';
import { categoryPagePath, FIXED_PAGE_PATHS, goodsPagePath, shopPagePath, SITE_LOCALES } from './siteUrls.ts';
import { sitemapIndexXml, urlsetXml } from './sitemapXml.ts';

/**
 * The mall's sitemaps (issue 17): `/sitemap.xml`, an index of files
 * `/sitemap/{kind}-{n}.xml` (n from 1) of the public pages (home, search,
 * ranking, shop street, each shown category), the open shops and the goods on
 * sale, every page in every locale. The spec has no section on search
 * engines; page forms follow spec §2 and the storefront's links.
 */

/** Most URLs one sitemap file may hold (sitemaps.org protocol). */
export const MAX_URLS_PER_FILE = 50_000;

/** How the sitemaps are split. */
export interface SitemapSettings {
  /**
   * Most `<url>`s in one file, at most {@link MAX_URLS_PER_FILE} and at
   * least one page's worth (5, one per locale). Each page takes 5, so a
   * file holds `floor(urlsPerFile / 5)` pages: 10,000 goods by default.
   */
  urlsPerFile: number;
}

/** The protocol's limit. */
export const DEFAULT_SITEMAP_SETTINGS: SitemapSettings = { urlsPerFile: MAX_URLS_PER_FILE };

/** What a sitemap file lists. */
export type SitemapKind = 'pages' | 'shops' | 'goods';

/** One sitemap file: its kind and number (1, 2, …). */
export interface SitemapFile {
  kind: SitemapKind;
  n: number;
}

/** Kinds in the order the index lists them. */
const KINDS: readonly SitemapKind[] = ['pages', 'shops', 'goods'];

/** `goods-12.xml`; no leading zeros, so each file has one name. */
const FILE_NAME = /^(pages|shops|goods)-([1-9]\d{0,8})\.xml$/;

/** The file a name such as `goods-3.xml` names, or null when it names none. */
export function parseSitemapFileName(name: string): SitemapFile | null {
  const match = FILE_NAME.exec(name);
  return match ? { kind: match[1] as SitemapKind, n: Number(match[2]) } : null;
}

/** `{kind}-{n}.xml`. */
export function sitemapFileName(file: SitemapFile): string {
  return `${file.kind}-${file.n}.xml`;
}

/**
 * Pages (goods, shops…) one file holds under `settings`.
 * @throws {RangeError} when `urlsPerFile` is not a whole number from 5 to {@link MAX_URLS_PER_FILE}.
 */
export function pagesPerFile(settings: SitemapSettings): number {
  const { urlsPerFile } = settings;
  if (!Number.isInteger(urlsPerFile) || urlsPerFile < SITE_LOCALES.length || urlsPerFile > MAX_URLS_PER_FILE) {
    throw new RangeError(`sitemap urlsPerFile must be a whole number from ${SITE_LOCALES.length} to ${MAX_URLS_PER_FILE}, not ${urlsPerFile}`);
  }
  return Math.floor(urlsPerFile / SITE_LOCALES.length);
}

/** Where each file starts: what the index and every file are drawn from, kept until the data changes. */
export interface SitemapPlan {
  /** Pages per file ({@link pagesPerFile}). */
  perFile: number;
  /** The first goods id of each goods file, ascending. */
  goodsStarts: number[];
  /** The first shop id of each shop file, ascending. */
  shopStarts: number[];
  /** Unprefixed paths of the pages files: the fixed pages, then every shown category. */
  pagePaths: string[];
}

/** Reads the plan of files of `perFile` pages from the database. */
export async function loadSitemapPlan(db: Db, perFile: number): Promise<SitemapPlan> {
  const [goodsStarts, shopStarts, categories] = await Promise.all([
    listedGoodsStarts(db, perFile),
    openShopStarts(db, perFile),
    shownCategoryIds(db),
  ]);
  return { perFile, goodsStarts, shopStarts, pagePaths: [...FIXED_PAGE_PATHS, ...categories.map(categoryPagePath)] };
}

/** How many files of `kind` the plan has. */
function fileCount(plan: SitemapPlan, kind: SitemapKind): number {
  if (kind === 'goods') return plan.goodsStarts.length;
  if (kind === 'shops') return plan.shopStarts.length;
  return Math.ceil(plan.pagePaths.length / plan.perFile);
}

/** True when the plan has `file`. */
export function hasSitemapFile(plan: SitemapPlan, file: SitemapFile): boolean {
  return file.n <= fileCount(plan, file.kind);
}

/** The sitemap index (`/sitemap.xml`): every file of the plan, pages first, then shops, then goods. */
export function sitemapIndex(plan: SitemapPlan, origin: string): string {
  const names = KINDS.flatMap((kind) => Array.from({ length: fileCount(plan, kind) }, (_, i) => sitemapFileName({ kind, n: i + 1 })));
  return sitemapIndexXml(origin, names);
}

/** The id range of the `n`th file (from 1) of files starting at `starts`. */
function rangeOf(starts: readonly number[], n: number): IdRange {
  return { from: starts[n - 1]!, before: starts[n] ?? null };
}

/**
 * The `<urlset>` of a file of the plan, its URLs absolute on `origin`.
 * Goods and shops are read afresh in the file's id range, so one hidden
 * since the plan was drawn is left out; at most `plan.perFile` of them.
 * @throws {RangeError} when the plan has no such file (check with {@link hasSitemapFile}).
 */
export async function sitemapFile(db: Db, plan: SitemapPlan, file: SitemapFile, origin: string): Promise<string> {
  if (!hasSitemapFile(plan, file)) throw new RangeError(`no sitemap file ${sitemapFileName(file)}`);
  switch (file.kind) {
    case 'goods':
      return urlsetXml(origin, (await listedGoodsIds(db, rangeOf(plan.goodsStarts, file.n), plan.perFile)).map(goodsPagePath));
    case 'shops':
      return urlsetXml(origin, (await openShopIds(db, rangeOf(plan.shopStarts, file.n), plan.perFile)).map(shopPagePath));
    case 'pages':
      return urlsetXml(origin, plan.pagePaths.slice((file.n - 1) * plan.perFile, file.n * plan.perFile));
  }
}
