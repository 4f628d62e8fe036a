import type zhCN from './zh-CN.ts';

/** Messages of the ranking components in French. */
export default {
  'rankBadge.label': '{rank, selectordinal, one {#re} other {#e}} place',
  'rankingList.label': 'Meilleures ventes',
  'rankingList.loading': 'Chargement du classement',
  'rankingList.empty': 'Pas encore de classement',
  'rankingList.sales': '{count, plural, one {# vendu} other {# vendus}}',
} satisfies Record<keyof typeof zhCN, string>;
