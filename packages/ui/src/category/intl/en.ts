import type zhCN from './zh-CN.ts';

/** Messages of the category components in English. */
export default {
  'categoryFilter.label': 'Category',
  'categoryFilter.all': 'All',
  'categoryFilter.children': 'Categories in {name}',
} satisfies Record<keyof typeof zhCN, string>;
