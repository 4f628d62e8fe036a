import { iconImageUrl } from '../../media/urls.ts';
import type { category } from '../schema.ts';
import type { LeafKey } from './templates/index.ts';

/** A department (top-level category) and its leaves, by artwork subject key. */
interface DepartmentDef {
  key: DepartmentKey;
  name: string;
  leaves: ReadonlyArray<{ key: LeafKey; name: string }>;
}

/** Key of a department; also its artwork subject and colour family. */
export type DepartmentKey =
  | 'digital'
  | 'office'
  | 'appliance'
  | 'fashion'
  | 'beauty'
  | 'food'
  | 'home'
  | 'baby'
  | 'sports'
  | 'culture';

/** The platform's two-level category tree, in display order. */
export const DEPARTMENTS: readonly DepartmentDef[] = [
  {
    key: 'digital',
    name: '手机数码',
    leaves: [
      { key: 'phone', name: '手机' },
      { key: 'tablet', name: '平板电脑' },
      { key: 'audio', name: '耳机音箱' },
      { key: 'wearable', name: '智能穿戴' },
    ],
  },
  {
    key: 'office',
    name: '电脑办公',
    leaves: [
      { key: 'laptop', name: '笔记本电脑' },
      { key: 'monitor', name: '显示器' },
      { key: 'keyboard', name: '键鼠外设' },
      { key: 'printer', name: '打印办公' },
    ],
  },
  {
    key: 'appliance',
    name: '家用电器',
    leaves: [
      { key: 'fridge', name: '冰箱冷柜' },
      { key: 'washer', name: '洗衣机' },
      { key: 'kitchen', name: '厨房小电' },
      { key: 'cleaner', name: '清洁电器' },
    ],
  },
  {
    key: 'fashion',
    name: '服饰鞋包',
    leaves: [
      { key: 'menswear', name: '男装' },
      { key: 'womenswear', name: '女装' },
      { key: 'shoes', name: '鞋靴' },
      { key: 'bags', name: '箱包' },
    ],
  },
  {
    key: 'beauty',
    name: '美妆个护',
    leaves: [
      { key: 'skincare', name: '面部护肤' },
      { key: 'makeup', name: '彩妆香水' },
      { key: 'haircare', name: '洗发沐浴' },
      { key: 'oral', name: '口腔护理' },
    ],
  },
  {
    key: 'food',
    name: '食品生鲜',
    leaves: [
      { key: 'fruit', name: '新鲜水果' },
      { key: 'snack', name: '休闲零食' },
      { key: 'tea', name: '茶饮冲调' },
      { key: 'grain', name: '粮油调味' },
    ],
  },
  {
    key: 'home',
    name: '家居家装',
    leaves: [
      { key: 'bedding', name: '床上用品' },
      { key: 'furniture', name: '家具' },
      { key: 'lighting', name: '灯饰照明' },
      { key: 'cookware', name: '厨具餐具' },
    ],
  },
  {
    key: 'baby',
    name: '母婴玩具',
    leaves: [
      { key: 'formula', name: '奶粉辅食' },
      { key: 'diaper', name: '尿裤湿巾' },
      { key: 'blocks', name: '积木拼插' },
      { key: 'toys', name: '益智玩具' },
    ],
  },
  {
    key: 'sports',
    name: '运动户外',
    leaves: [
      { key: 'sneakers', name: '运动鞋' },
      { key: 'fitness', name: '健身器材' },
      { key: 'camping', name: '户外露营' },
      { key: 'cycling', name: '骑行装备' },
    ],
  },
  {
    key: 'culture',
    name: '图书文娱',
    leaves: [
      { key: 'books', name: '图书' },
      { key: 'stationery', name: '文具' },
      { key: 'instrument', name: '乐器' },
      { key: 'games', name: '电玩游戏' },
    ],
  },
];

/** A leaf category with its id and the department it belongs to. */
export interface LeafCategory {
  id: number;
  pid: number;
  key: LeafKey;
  name: string;
  department: DepartmentKey;
}

/** Category rows and lookups by key. */
export interface CategoryTree {
  rows: Array<typeof category.$inferInsert>;
  departmentIds: Record<DepartmentKey, number>;
  leaves: LeafCategory[];
}

/**
 * The category rows with fixed ids: departments 1–10, then leaves from 11
 * grouped by department. `sort` falls with display order, so sorting by
 * `sort desc` or by `id` shows the same tree.
 */
export function buildCategories(): CategoryTree {
  const rows: CategoryTree['rows'] = [];
  const departmentIds = {} as Record<DepartmentKey, number>;
  const leaves: LeafCategory[] = [];
  DEPARTMENTS.forEach((department, i) => {
    const id = i + 1;
    departmentIds[department.key] = id;
    rows.push({ id, pid: 0, name: department.name, icon: iconImageUrl(department.key), level: 1, sort: (DEPARTMENTS.length - i) * 10, isShow: true });
  });
  let nextId = DEPARTMENTS.length + 1;
  for (const department of DEPARTMENTS) {
    const pid = departmentIds[department.key];
    department.leaves.forEach((leaf, j) => {
      const id = nextId++;
      leaves.push({ id, pid, key: leaf.key, name: leaf.name, department: department.key });
      rows.push({ id, pid, name: leaf.name, icon: iconImageUrl(leaf.key), level: 2, sort: (department.leaves.length - j) * 10, isShow: true });
    });
  }
  return { rows, departmentIds, leaves };
}
