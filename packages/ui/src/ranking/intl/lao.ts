import type zhCN from './zh-CN.ts';

/** Messages of the ranking components in Lao. */
export default {
  'rankBadge.label': 'ອັນດັບທີ {rank, number}',
  'rankingList.label': 'ສິນຄ້າຂາຍດີ',
  'rankingList.loading': 'ກຳລັງໂຫຼດອັນດັບ',
  'rankingList.empty': 'ຍັງບໍ່ມີຂໍ້ມູນອັນດັບ',
  'rankingList.sales': 'ຂາຍແລ້ວ {count, number}',
} satisfies Record<keyof typeof zhCN, string>;
