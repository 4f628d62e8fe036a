import type zhCN from './zh-CN.ts';

/** Messages of the category components in Thai. */
export default {
  'categoryFilter.label': 'หมวดหมู่',
  'categoryFilter.all': 'ทั้งหมด',
  'categoryFilter.children': 'หมวดหมู่ย่อยของ {name}',
} satisfies Record<keyof typeof zhCN, string>;
