import { describe, expect, it } from 'vitest';
import {
  TOP_ONE_PATH,
  activityPath,
  confirmPath,
  goodsPath,
  orderDetailPath,
  orderPayPath,
  ordersPath,
  paymentResultPath,
  refundConfirmPath,
  refundDetailPath,
  reviewConfirmPath,
  reviewsPath,
  searchPath,
  shopPagePath,
  shopPath,
} from './paths.ts';

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
    expect(ordersPath()).toBe('/users/order_list');
    expect(orderPayPath('PT1')).toBe('/order/order_pay?orderNo=PT1');
    expect(orderDetailPath('SH2')).toBe('/order/order_detail?orderNo=SH2');
  });
  it('builds the after-sale paths: refund form and detail, review list and form', () => {
    expect(refundConfirmPath('SH2')).toBe('/users/refund_confirm?orderNo=SH2');
    expect(refundDetailPath('RE3')).toBe('/order/refund_detail?refundOrderNo=RE3');
    expect(reviewsPath()).toBe('/users/evaluation_list');
    expect(reviewsPath('reviewed')).toBe('/users/evaluation_list?tab=reviewed');
    expect(reviewConfirmPath('SH2', 17)).toBe('/users/evaluation_confirm?orderNo=SH2&orderInfoId=17');
  });
  it('builds the activity landing page and ranking paths', () => {
    expect(activityPath(3)).toBe('/goods/activity_list?id=3');
    expect(TOP_ONE_PATH).toBe('/goods/top_one');
  });
  it("builds a shop's child pages with the shop id first and empty values left out", () => {
    expect(shopPath(7)).toBe('/merchant/merchant/home?id=7');
    expect(shopPagePath(7, 'qualification')).toBe('/merchant/merchant/qualification?id=7');
    expect(shopPagePath(7, 'category', { cateId: 3, search: '茶 叶', page: undefined, priceOrder: '' })).toBe(
      '/merchant/merchant/category?id=7&cateId=3&search=%E8%8C%B6+%E5%8F%B6',
    );
  });
});
