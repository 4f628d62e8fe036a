import { describe, expect, it } from 'vitest';
import { menuHref, visibleMenu } from './menuHref.ts';

describe('menuHref', () => {
  it('adds menuCur to a path without a query', () => {
    expect(menuHref('/users/merchant_settled', 70)).toBe('/users/merchant_settled?menuCur=70');
  });

  it('keeps the existing query as written', () => {
    expect(menuHref('/users/coupon_list?type=1&q=a%20b', 62)).toBe('/users/coupon_list?type=1&q=a%20b&menuCur=62');
  });

  it('keeps the hash after the query', () => {
    expect(menuHref('/users/user_info#points', 65)).toBe('/users/user_info?menuCur=65#points');
    expect(menuHref('/users/coupon_list?type=1#top', 62)).toBe('/users/coupon_list?type=1&menuCur=62#top');
  });

  it('replaces an existing menuCur instead of adding a second one', () => {
    expect(menuHref('/users/order_list?menuCur=1&orderStatus=1', 61)).toBe('/users/order_list?orderStatus=1&menuCur=61');
  });

  it('does not take a parameter that only starts with menuCur for it', () => {
    expect(menuHref('/x?menuCurrent=2', 3)).toBe('/x?menuCurrent=2&menuCur=3');
  });

  it('copes with a bare ? and stray & and trims the url', () => {
    expect(menuHref(' /users/address_list?& ', 63)).toBe('/users/address_list?menuCur=63');
  });

  it('works on full addresses too', () => {
    expect(menuHref('https://m.example.com/pages/user?x=1', 9)).toBe('https://m.example.com/pages/user?x=1&menuCur=9');
  });
});

describe('visibleMenu', () => {
  it('drops entries with an empty or blank url and keeps the order', () => {
    const entries = [
      { id: 1, name: '我的收藏', pc_url: '/users/collection_list' },
      { id: 2, name: '我的积分', pc_url: '' },
      { id: 3, name: '客服', pc_url: '   ' },
      { id: 4, name: '地址管理', pc_url: '/users/address_list' },
    ];
    expect(visibleMenu(entries).map((e) => e.id)).toEqual([1, 4]);
  });

  it('returns an empty list for no entries', () => {
    expect(visibleMenu([])).toEqual([]);
  });
});
