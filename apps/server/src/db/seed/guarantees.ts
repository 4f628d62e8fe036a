import { iconImageUrl } from '../../media/urls.ts';
import type { guarantee } from '../schema.ts';

/** The platform's service guarantees, shown on every goods page; `sort` falls with display order. */
export const GUARANTEES: Array<typeof guarantee.$inferInsert> = [
  { id: 1, name: '正品保障', icon: iconImageUrl('genuine'), content: '商城严选商家，所售商品均为正品行货，假一赔十。', sort: 40 },
  { id: 2, name: '七天无理由退货', icon: iconImageUrl('returns'), content: '签收后7天内，商品完好可申请无理由退货。', sort: 30 },
  { id: 3, name: '极速发货', icon: iconImageUrl('express'), content: '付款后48小时内发货，大部分地区次日送达。', sort: 20 },
  { id: 4, name: '售后无忧', icon: iconImageUrl('aftersale'), content: '专属客服全程跟进，退换货运费险护航。', sort: 10 },
];
