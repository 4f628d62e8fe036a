import type zhCN from './zh-CN.ts';

/** Messages of the footer components in English. */
export default {
  'footer.sellingPoints': 'Shopping promises',
  'footer.variety': 'Complete variety, easy shopping',
  'footer.delivery': 'Shipped from many warehouses, fast delivery',
  'footer.genuine': 'Genuine products, attentive service',
  'footer.lowPrice': 'Low prices every day, worry-free choice',
  'footer.address': 'Address: {address}',
  'footer.licence': 'Business licence: {licence}',
} satisfies Record<keyof typeof zhCN, string>;
