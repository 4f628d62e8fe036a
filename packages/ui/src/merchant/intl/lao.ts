import type zhCN from './zh-CN.ts';

/** Messages of the merchant components in Lao. */
export default {
  'merchantCard.self': 'ຮ້ານຂອງແພລັດຟອມ',
  'merchantCard.rating': 'ຄະແນນ {score, number} / 5',
  'merchantCard.enter': 'ເຂົ້າຊົມຮ້ານ',
} satisfies Record<keyof typeof zhCN, string>;
