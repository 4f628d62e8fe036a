import { describe, expect, it } from 'vitest';
import { mobileAddress, mobilePageFor, mobileRedirect } from './mobileRoutes.ts';

const M = 'https://m.mall.example.com/';

function pageOf(url: string) {
  const parsed = new URL(url, 'http://pc.test');
  return mobilePageFor(parsed.pathname, parsed.searchParams);
}

describe('mobilePageFor: the mobile page of a desktop page', () => {
  it('keeps the goods of a goods link, in any language', () => {
    expect(pageOf('/goods_detail/5')).toEqual({ path: 'pages/goods/goods_details/index', query: { id: '5' } });
    expect(pageOf('/th/goods_detail/42')).toEqual({ path: 'pages/goods/goods_details/index', query: { id: '42' } });
  });

  it('keeps the shop of a shop link, on the matching tab', () => {
    expect(pageOf('/merchant/merchant/home?id=3')).toEqual({ path: 'pages/merchant/home/index', query: { merId: '3' } });
    expect(pageOf('/merchant/merchant?merId=3')).toEqual({ path: 'pages/merchant/home/index', query: { merId: '3' } });
    expect(pageOf('/en/merchant/merchant/category?id=3&cateId=9')).toEqual({ path: 'pages/merchant/classify/index', query: { merId: '3' } });
    expect(pageOf('/merchant/merchant/coupon?id=3')).toEqual({ path: 'pages/merchant/coupon/index', query: { merId: '3' } });
    expect(pageOf('/merchant/merchant/qualification?id=3')).toEqual({ path: 'pages/merchant/detail/index', query: { merId: '3' } });
    // Without a shop id, the list of shops.
    expect(pageOf('/merchant/merchant/home')).toEqual({ path: 'pages/merchant/merchant_street/index' });
  });

  it('keeps the search text and category of a search, under the mobile names', () => {
    expect(pageOf('/goods/goods_search?title=%E6%89%8B%E6%9C%BA&cid=12')).toEqual({
      path: 'pages/goods/goods_list/index',
      query: { searchValue: '手机', cid: '12' },
    });
    expect(pageOf('/goods/goods_search?cid=12')).toEqual({ path: 'pages/goods/goods_list/index', query: { cid: '12' } });
    expect(pageOf('/goods/goods_search')).toEqual({ path: 'pages/goods/goods_search/index' });
  });

  it('maps the account pages and the order tabs the mobile list has', () => {
    expect(pageOf('/order/shopping_cart')).toEqual({ path: 'pages/order_addcart/order_addcart' });
    expect(pageOf('/order/order_detail?orderNo=SH2026010112')).toEqual({ path: 'pages/goods/order_details/index', query: { orderNo: 'SH2026010112' } });
    expect(pageOf('/order/refund_detail?refundOrderNo=RE99')).toEqual({ path: 'pages/goods/refund_details/index', query: { refundOrderNo: 'RE99' } });
    expect(pageOf('/users/order_list?orderStatus=2')).toEqual({ path: 'pages/goods/order_list/index', query: { status: '4' } });
    // "Completed" has no mobile tab: all orders.
    expect(pageOf('/users/order_list?orderStatus=3')).toEqual({ path: 'pages/goods/order_list/index' });
    expect(pageOf('/users/collection_list?tab=shops')).toEqual({ path: 'pages/goods/user_merchant_collection/index' });
    expect(pageOf('/users/coupon_list')).toEqual({ path: 'pages/users/user_coupon/index' });
    expect(pageOf('/users/merchant_settled?menuCur=70')).toEqual({ path: 'pages/users/settled/index' });
    expect(pageOf('/middlewares/privacy_agreement')).toEqual({ path: 'pages/goods/agreement_info/index', query: { from: 'userprivacyinfo' } });
  });

  it('has no page for home, pages the mobile mall lacks, and unknown paths', () => {
    for (const url of ['/', '/en', '/goods/top_one', '/goods/activity_list?id=2', '/order/stripe_payment?orderNo=PT1', '/no/such/page', '/goods_detail/abc']) {
      expect(pageOf(url), url).toBeUndefined();
    }
  });

  it('passes on no value that is not an id or an order number', () => {
    expect(pageOf('/order/order_detail?orderNo=SH1%22%3E%3Cscript%3E')).toEqual({ path: 'pages/goods/order_list/index' });
    expect(pageOf('/merchant/merchant/home?id=1%20or%201')).toEqual({ path: 'pages/merchant/merchant_street/index' });
    expect(pageOf('/goods_detail/99999999999')).toBeUndefined();
  });
});

describe('mobileAddress: the page under the mobile mall’s address', () => {
  const goods = { path: 'pages/goods/goods_details/index', query: { id: '5' } };

  it('puts the page under the mall’s path in history mode', () => {
    expect(mobileAddress(M, goods)).toBe('https://m.mall.example.com/pages/goods/goods_details/index?id=5');
    expect(mobileAddress('https://shop.example.com/h5', goods)).toBe('https://shop.example.com/h5/pages/goods/goods_details/index?id=5');
  });

  it('puts the page after the # in hash mode', () => {
    expect(mobileAddress('https://m.mall.example.com/#/', goods)).toBe('https://m.mall.example.com/#/pages/goods/goods_details/index?id=5');
    expect(mobileAddress('https://m.mall.example.com/h5/#', goods)).toBe('https://m.mall.example.com/h5/#/pages/goods/goods_details/index?id=5');
  });

  it('is the mall’s address itself without a page, or when that address is not absolute', () => {
    expect(mobileAddress(M, undefined)).toBe(M);
    expect(mobileAddress('m.mall.example.com', goods)).toBe('m.mall.example.com');
  });
});

describe('mobileRedirect', () => {
  it('sends a request line to its mobile page, or home', () => {
    expect(mobileRedirect(M, '/goods_detail/5?from=share')).toBe('https://m.mall.example.com/pages/goods/goods_details/index?id=5');
    expect(mobileRedirect(M, '/goods/goods_search?title=a%26b')).toBe('https://m.mall.example.com/pages/goods/goods_list/index?searchValue=a%26b');
    expect(mobileRedirect(M, '/goods/top_one')).toBe(M);
    expect(mobileRedirect(M, '/%E0%A4%A')).toBe(M);
  });
});
