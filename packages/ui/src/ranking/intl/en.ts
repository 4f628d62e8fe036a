import type zhCN from './zh-CN.ts';

/** Messages of the ranking components in English. */
export default {
  'rankBadge.label': 'Rank {rank, number}',
  'rankingList.label': 'Best sellers',
  'rankingList.loading': 'Loading the ranking',
  'rankingList.empty': 'No ranking yet',
  'rankingList.sales': '{count, number} sold',
} satisfies Record<keyof typeof zhCN, string>;
