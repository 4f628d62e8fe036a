import type zhCN from './zh-CN.ts';

/** Messages of the merchant components in English. */
export default {
  'merchantCard.self': 'Mall-run',
  'merchantCard.rating': 'Rating {score, number} / 5',
  'merchantCard.enter': 'Visit shop',
} satisfies Record<keyof typeof zhCN, string>;
