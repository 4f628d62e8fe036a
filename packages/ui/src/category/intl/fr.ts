import type zhCN from './zh-CN.ts';

/** Messages of the category components in French. */
export default {
  'categoryFilter.label': 'Catégorie',
  'categoryFilter.all': 'Toutes',
  'categoryFilter.children': 'Catégories de {name}',
} satisfies Record<keyof typeof zhCN, string>;
