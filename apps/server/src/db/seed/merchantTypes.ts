import type { merchantCategory, merchantType } from '../schema.ts';

/** Shop types a merchant can apply as (ids 1–8 in this order). */
export const MERCHANT_TYPES: Array<typeof merchantType.$inferInsert> = [
  { id: 1, name: '自营店', info: '平台自营，由商城直接采购、销售与售后' },
  { id: 2, name: '旗舰店', info: '品牌方或持有品牌独占授权的企业开设' },
  { id: 3, name: '专卖店', info: '经品牌授权、销售单一品牌商品的店铺' },
  { id: 4, name: '专营店', info: '经营同一经营大类下两个及以上品牌的店铺' },
  { id: 5, name: '品牌直营店', info: '品牌公司直接经营的线上门店' },
  { id: 6, name: '企业店', info: '持有营业执照的企业开设的店铺' },
  { id: 7, name: '个人店', info: '个体工商户开设的店铺' },
  { id: 8, name: '跨境店', info: '销售境外商品的跨境电商店铺' },
];

/** Merchant type ids by name, for readability where merchants are defined. */
export const TYPE_ID = { self: 1, flagship: 2, exclusive: 3, specialty: 4 } as const;

/**
 * Business categories a merchant trades in, with the platform's commission in
 * basis points (300 = 3 %). Ids 1–10 in this order.
 */
export const MERCHANT_CATEGORIES: Array<typeof merchantCategory.$inferInsert> = [
  { id: 1, name: '综合百货', handlingFeeBp: 0 },
  { id: 2, name: '数码家电', handlingFeeBp: 300 },
  { id: 3, name: '电脑办公', handlingFeeBp: 300 },
  { id: 4, name: '服饰鞋包', handlingFeeBp: 600 },
  { id: 5, name: '美妆个护', handlingFeeBp: 800 },
  { id: 6, name: '食品生鲜', handlingFeeBp: 500 },
  { id: 7, name: '家居家装', handlingFeeBp: 500 },
  { id: 8, name: '母婴玩具', handlingFeeBp: 400 },
  { id: 9, name: '运动户外', handlingFeeBp: 500 },
  { id: 10, name: '图书文娱', handlingFeeBp: 200 },
];
