import { describe, expect, it } from 'vitest';
import { confirmPath, goodsPath, ordersPath, paymentResultPath, searchPath } from './paths.ts';

describe('storefront paths (spec §2)', () => {
  it('builds the search path from title and cid, leaving out empty values', () => {
    expect(searchPath({})).toBe('/goods/goods_search');
    expect(searchPath({ title: '手机 壳' })).toBe('/goods/goods_search?title=%E6%89%8B%E6%9C%BA+%E5%A3%B3');
    expect(searchPath({ title: '', cid: 12 })).toBe('/goods/goods_search?cid=12');
  });
  it('builds detail, confirm, result and order-list paths', () => {
    expect(goodsPath(5)).toBe('/goods_detail/5');
    expect(confirmPath('ab12')).toBe('/order/order_confirm?preOrderNo=ab12');
    expect(paymentResultPath('PT1')).toBe('/order/payment_result?orderNo=PT1');
    expect(ordersPath(1)).toBe('/users/order_list?orderStatus=1');
  });
});
