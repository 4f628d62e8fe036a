import type zhCN from './zh-CN.ts';

/** Messages of the merchant components in French. */
export default {
  'merchantCard.self': 'Vendu par le site',
  'merchantCard.rating': 'Note {score, number} / 5',
  'merchantCard.enter': 'Voir la boutique',
} satisfies Record<keyof typeof zhCN, string>;
