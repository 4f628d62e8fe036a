import type { merchantProductCategory, product } from '../schema.ts';
import { DEPARTMENTS, type LeafCategory } from './categories.ts';
import type { MerchantDef } from './merchants.ts';
import { createRng, type Rng } from './prng.ts';
import { LEAF_TEMPLATES, type LeafKey } from './templates/index.ts';

/*
 * Each shop's own two-level category tree (the shop's classify tab, crmeb-api
 * §4.4 merchant category list) and the goods' place in it
 * (`product.mer_category_ids`). A tree follows the goods the shop sells, so
 * no category of it is empty:
 * - one department: a top per platform leaf it sells in, its children the
 *   kinds of goods it sells there (first word of the goods names), or none;
 * - two to four departments: a top per department, a child per leaf;
 * - more: the aisles of a department store (below), a child per aisle.
 * Every tree ends with a picks top without children, holding about a third
 * of the shop's goods as their second category.
 */

/** Children a top may have. */
const MAX_CHILDREN = 4;

/** Aisles of a shop selling in many departments: top name, children with the platform leaves they hold. */
const AISLES: ReadonlyArray<{ name: string; children: ReadonlyArray<{ name: string; leaves: readonly LeafKey[] }> }> = [
  {
    name: '数码办公',
    children: [
      { name: '手机平板', leaves: ['phone', 'tablet'] },
      { name: '影音穿戴', leaves: ['audio', 'wearable'] },
      { name: '电脑外设', leaves: ['laptop', 'monitor', 'keyboard'] },
      { name: '办公打印', leaves: ['printer'] },
    ],
  },
  {
    name: '家电家居',
    children: [
      { name: '大家电', leaves: ['fridge', 'washer'] },
      { name: '生活电器', leaves: ['kitchen', 'cleaner'] },
      { name: '家纺家具', leaves: ['bedding', 'furniture'] },
      { name: '灯具厨具', leaves: ['lighting', 'cookware'] },
    ],
  },
  {
    name: '服饰美妆',
    children: [
      { name: '男女服装', leaves: ['menswear', 'womenswear'] },
      { name: '鞋靴箱包', leaves: ['shoes', 'bags'] },
      { name: '护肤彩妆', leaves: ['skincare', 'makeup'] },
      { name: '洗护口腔', leaves: ['haircare', 'oral'] },
    ],
  },
  {
    name: '食品母婴',
    children: [
      { name: '新鲜水果', leaves: ['fruit'] },
      { name: '零食茶饮', leaves: ['snack', 'tea'] },
      { name: '粮油调味', leaves: ['grain'] },
      { name: '母婴玩具', leaves: ['formula', 'diaper', 'blocks', 'toys'] },
    ],
  },
  {
    name: '运动文娱',
    children: [
      { name: '运动健身', leaves: ['sneakers', 'fitness'] },
      { name: '户外骑行', leaves: ['camping', 'cycling'] },
      { name: '图书文具', leaves: ['books', 'stationery'] },
      { name: '乐器电玩', leaves: ['instrument', 'games'] },
    ],
  },
];

/** Share of a shop's goods that also sit in its picks top. */
const PICKS_SHARE = 0.3;

type CategoryRow = typeof merchantProductCategory.$inferInsert & { id: number; merId: number; pid: number; name: string };

/** A leaf of a shop's tree and what lands in it: goods of these platform leaves, of these kinds when any are named. */
interface ShopLeaf {
  id: number;
  leaves: readonly LeafKey[];
  /** Goods with one of these kinds among the words of their name; empty for every other goods of the leaves. */
  kinds: readonly string[];
}

/** Where a shop's goods go: the leaves of its tree and its picks top. */
interface ShopTree {
  leaves: ShopLeaf[];
  picksId: number;
}

/** The shop trees and the goods' places in them. */
export interface MerchantCategoryTrees {
  rows: CategoryRow[];
  /**
   * The shop category ids (1–2 leaves of its shop's tree) of a goods, from
   * its shop, platform leaf and name; the same answer for the same goods on
   * every run. Goods of a kind or leaf the tree was not built with land in
   * the leaf's catch-all or the picks top; goods of a shop without a tree get none.
   */
  categoryIdsOf(goods: Goods): number[];
}

type Goods = Pick<typeof product.$inferInsert, 'merId' | 'categoryId' | 'name'> & { id: number };

/** First word of a template goods name: the kind of goods, e.g. 游戏手机. */
const kindOf = (baseName: string) => baseName.split(' ')[0] ?? baseName;

/** What one shop sells: kinds of goods (in template order) by platform leaf. */
type Assortment = Map<LeafKey, string[]>;

/** The assortment of each shop in `goods`. */
function assortments(goods: readonly Goods[], leafById: ReadonlyMap<number, LeafCategory>): Map<number, Assortment> {
  const sold = new Map<number, Map<LeafKey, Set<string>>>();
  for (const g of goods) {
    const leaf = leafById.get(g.categoryId);
    if (!leaf) continue;
    const words = g.name.split(' ');
    const kind = LEAF_TEMPLATES[leaf.key].names.map(([baseName]) => kindOf(baseName)).find((k) => words.includes(k));
    const byLeaf = sold.get(g.merId) ?? new Map<LeafKey, Set<string>>();
    const kinds = byLeaf.get(leaf.key) ?? new Set<string>();
    if (kind) kinds.add(kind);
    byLeaf.set(leaf.key, kinds);
    sold.set(g.merId, byLeaf);
  }
  const result = new Map<number, Assortment>();
  for (const [merId, byLeaf] of sold) {
    const ordered: Assortment = new Map();
    for (const [key, kinds] of byLeaf) {
      const order = LEAF_TEMPLATES[key].names.map(([baseName]) => kindOf(baseName));
      ordered.set(key, order.filter((k, i) => kinds.has(k) && order.indexOf(k) === i));
    }
    result.set(merId, ordered);
  }
  return result;
}

/** Picks top name by how broad the shop is. */
function picksName(merchant: MerchantDef): string {
  if (merchant.row.isSelf) return '自营精选';
  return merchant.departments.length > 1 ? '热卖推荐' : '店长推荐';
}

/**
 * Builds the tree of every shop that sells some of `goods`, with fixed ids
 * (shop by shop, each top followed by its children) and `sort` falling with
 * display order.
 */
export function buildMerchantCategories(
  seed: number,
  merchants: readonly MerchantDef[],
  leaves: readonly LeafCategory[],
  goods: readonly Goods[],
): MerchantCategoryTrees {
  const rows: CategoryRow[] = [];
  const trees = new Map<number, ShopTree>();
  const leafById = new Map(leaves.map((l) => [l.id, l]));
  const sold = assortments(goods, leafById);
  const rng = createRng(seed ^ 0x5eed_ca7);

  for (const merchant of merchants) {
    const merId = merchant.row.id;
    const assortment = sold.get(merId);
    if (!assortment) continue;
    const tree: ShopTree = { leaves: [], picksId: 0 };
    const tops = topsOf(rng, assortment);
    const topSorts = tops.length + 1;
    tops.forEach((top, i) => {
      const topId = rows.length + 1;
      rows.push({ id: topId, merId, pid: 0, name: top.name, sort: (topSorts - i) * 10, isShow: true });
      if (top.children.length === 0) tree.leaves.push({ id: topId, leaves: top.leaves, kinds: [] });
      top.children.forEach((child, j) => {
        const id = rows.length + 1;
        rows.push({ id, merId, pid: topId, name: child.name, sort: (top.children.length - j) * 10, isShow: true });
        tree.leaves.push({ id, leaves: child.leaves, kinds: child.kinds });
      });
    });
    tree.picksId = rows.length + 1;
    rows.push({ id: tree.picksId, merId, pid: 0, name: picksName(merchant), sort: 0, isShow: true });
    trees.set(merId, tree);
  }

  return {
    rows,
    categoryIdsOf(goods) {
      const tree = trees.get(goods.merId);
      const leaf = leafById.get(goods.categoryId);
      if (!tree || !leaf) return [];
      const inLeaf = tree.leaves.filter((l) => l.leaves.includes(leaf.key));
      // Names read "brand base-name edition": the kind is one of their words. A named kind first, the leaf's catch-all otherwise.
      const words = goods.name.split(' ');
      const home = inLeaf.find((l) => l.kinds.some((k) => words.includes(k))) ?? inLeaf.find((l) => l.kinds.length === 0) ?? inLeaf[0];
      const ids = home ? [home.id] : [];
      if (createRng((seed ^ Math.imul(goods.id, 0x85ebca6b)) >>> 0).chance(PICKS_SHARE) || ids.length === 0) ids.push(tree.picksId);
      return ids;
    },
  };
}

interface TopPlan {
  name: string;
  /** Platform leaves of a top without children. */
  leaves: readonly LeafKey[];
  children: Array<{ name: string; leaves: readonly LeafKey[]; kinds: readonly string[] }>;
}

/** The tops (without the picks top) of a shop selling `assortment`, in the platform's order. */
function topsOf(rng: Rng, assortment: Assortment): TopPlan[] {
  const departments = DEPARTMENTS.map((d) => ({ ...d, leaves: d.leaves.filter((l) => assortment.has(l.key)) })).filter(
    (d) => d.leaves.length > 0,
  );
  if (departments.length === 1) return departments[0]!.leaves.map((leaf) => kindTop(rng, leaf.key, leaf.name, assortment.get(leaf.key) ?? []));
  if (departments.length <= 4) {
    return departments.map((d) => ({ name: d.name, leaves: [], children: d.leaves.map((l) => ({ name: l.name, leaves: [l.key], kinds: [] })) }));
  }
  const soldLeaves = new Set(assortment.keys());
  return AISLES.map((aisle) => ({
    name: aisle.name,
    leaves: [],
    children: aisle.children
      .map((c) => ({ name: c.name, leaves: c.leaves.filter((k) => soldLeaves.has(k)), kinds: [] }))
      .filter((c) => c.leaves.length > 0),
  })).filter((top) => top.children.length > 0);
}

/**
 * A top for one platform leaf: without children a quarter of the time or
 * when the shop sells one kind there, otherwise a child per kind it sells,
 * the kinds past the third gathered under "更多…" when there are more than
 * {@link MAX_CHILDREN}.
 */
function kindTop(rng: Rng, key: LeafKey, name: string, kinds: readonly string[]): TopPlan {
  if (rng.chance(0.25) || kinds.length < 2) return { name, leaves: [key], children: [] };
  if (kinds.length <= MAX_CHILDREN) return { name, leaves: [], children: kinds.map((k) => ({ name: k, leaves: [key], kinds: [k] })) };
  const named = kinds.slice(0, MAX_CHILDREN - 1).map((k) => ({ name: k, leaves: [key], kinds: [k] }));
  return { name, leaves: [], children: [...named, { name: `更多${name}`, leaves: [key], kinds: [] }] };
}
