import type zhCN from './zh-CN.ts';

/** Messages of the money components in French. */
export default {
  'price.original': 'Prix initial {amount}',
  'price.current': 'Prix {amount}',
} satisfies Record<keyof typeof zhCN, string>;
