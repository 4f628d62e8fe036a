import type zhCN from './zh-CN.ts';

/** Messages of the money components in English. */
export default {
  'price.original': 'Original price {amount}',
  'price.current': 'Price {amount}',
} satisfies Record<keyof typeof zhCN, string>;
