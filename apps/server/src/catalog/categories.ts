import { asc, desc, eq } from 'drizzle-orm';
import type { CategoryNode } from '@mall/api';
import type { Db } from '../db/client.ts';
import { category } from '../db/schema.ts';
import { localized, SOURCE_LOCALE } from '../i18n/content.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import type { ReadCache } from '../shared/readCache.ts';

/**
 * The visible platform category tree (spec §3 Category tree): top level first,
 * then by `sort` (higher first), names in `locale` (i18n/content.ts). Empty
 * `childList`s are left out.
 */
export async function getCategoryTree(db: Db, locale: ServerLocale = SOURCE_LOCALE): Promise<CategoryNode[]> {
  const rows = await db
    .select({ id: category.id, pid: category.pid, name: localized(category.i18n, category.name, 'name', locale), icon: category.icon, level: category.level, sort: category.sort })
    .from(category)
    .where(eq(category.isShow, true))
    .orderBy(asc(category.level), desc(category.sort), asc(category.id));
  const byId = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node: CategoryNode = { ...row };
    byId.set(row.id, node);
    if (row.pid === 0) {
      roots.push(node);
      continue;
    }
    const parent = byId.get(row.pid);
    if (!parent) continue; // a child of a hidden parent is hidden too
    (parent.childList ??= []).push(node);
  }
  return roots;
}

/**
 * The ids a category filter `cid` matches among `rows` (a two-level tree):
 * the category itself and its children. Empty when `cid` is not among them.
 */
export function withChildren(rows: ReadonlyArray<{ id: number; pid: number }>, cid: number): number[] {
  if (!rows.some((r) => r.id === cid)) return [];
  return [cid, ...rows.filter((r) => r.pid === cid).map((r) => r.id)];
}

/**
 * The platform category ids a `cid` filter matches ({@link withChildren}).
 * The tree is read from `cache` when given (it changes only with the mall's
 * data).
 */
export async function categoryScope(db: Db, cid: number, cache?: Pick<ReadCache, 'get'>): Promise<number[]> {
  const load = () => db.select({ id: category.id, pid: category.pid }).from(category);
  return withChildren(cache ? await cache.get('category-parents', load) : await load(), cid);
}
