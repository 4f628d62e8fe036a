import type zhCN from './zh-CN.ts';

/** Messages of the category components in Lao. */
export default {
  'categoryFilter.label': 'ໝວດໝູ່',
  'categoryFilter.all': 'ທັງໝົດ',
  'categoryFilter.children': 'ໝວດໝູ່ຍ່ອຍຂອງ {name}',
} satisfies Record<keyof typeof zhCN, string>;
