import { describe, expect, it } from 'vitest';
import { accountMenuLinks, linkPath } from './accountMenuLinks.ts';

const fixed = [
  { key: 'orders', href: '/users/order_list?orderStatus=1' },
  { key: 'coupons', href: '/users/coupon_list' },
  { key: 'merchantApply', href: '/users/merchant_settled?menuCur=70' },
] as const;

describe('linkPath', () => {
  it('drops the query, the hash and a trailing slash', () => {
    expect(linkPath('/users/coupon_list?type=1#top')).toBe('/users/coupon_list');
    expect(linkPath(' /users/coupon_list/ ')).toBe('/users/coupon_list');
    expect(linkPath('/')).toBe('/');
  });
});

describe('accountMenuLinks', () => {
  it('gives a fixed entry the menuCur of the server entry for its page, keeping its own query', () => {
    const { hrefs, extra } = accountMenuLinks(fixed, [
      { id: 62, name: '优惠券', pc_url: '/users/coupon_list?type=1' },
      { id: 70, name: '商家入驻', pc_url: '/users/merchant_settled' },
    ]);
    expect(hrefs.get('coupons')).toEqual({ href: '/users/coupon_list?menuCur=62', menuId: 62 });
    expect(hrefs.get('merchantApply')).toEqual({ href: '/users/merchant_settled?menuCur=70', menuId: 70 });
    expect(hrefs.get('orders')).toEqual({ href: '/users/order_list?orderStatus=1' });
    expect(extra).toEqual([]);
  });

  it('lists the other server entries with menuCur in the server order, hiding those without a url', () => {
    const { extra } = accountMenuLinks(fixed, [
      { id: 80, name: '会员中心', pc_url: '/users/vip?level=2' },
      { id: 72, name: '小程序订单', pc_url: '' },
      { id: 81, name: '帮助', pc_url: 'https://help.example.com/mall' },
    ]);
    expect(extra).toEqual([
      { id: 80, name: '会员中心', href: '/users/vip?level=2&menuCur=80' },
      { id: 81, name: '帮助', href: 'https://help.example.com/mall?menuCur=81' },
    ]);
  });

  it('shows a page the server lists twice once, with the first entry\'s menuCur', () => {
    const { hrefs, extra } = accountMenuLinks(fixed, [
      { id: 62, name: '优惠券', pc_url: '/users/coupon_list' },
      { id: 66, name: '我的券', pc_url: '/users/coupon_list?type=2' },
    ]);
    expect(hrefs.get('coupons')?.menuId).toBe(62);
    expect(extra).toEqual([]);
  });
});
