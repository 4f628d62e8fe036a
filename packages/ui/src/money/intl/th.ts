import type zhCN from './zh-CN.ts';

/** Messages of the money components in Thai. */
export default {
  'price.original': 'ราคาเดิม {amount}',
  'price.current': 'ราคา {amount}',
} satisfies Record<keyof typeof zhCN, string>;
