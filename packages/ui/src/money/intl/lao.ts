import type zhCN from './zh-CN.ts';

/** Messages of the money components in Lao. */
export default {
  'price.original': 'ລາຄາເດີມ {amount}',
  'price.current': 'ລາຄາ {amount}',
} satisfies Record<keyof typeof zhCN, string>;
