import { describe, expect, it } from 'vitest';
import type { UserCoupon } from '@mall/api';
import { couponTabOf, couponUsePath, myCouponCard, myCouponState } from './myCoupon.ts';

const coupon: UserCoupon = {
  id: 11,
  couponId: 3,
  uid: 1,
  merId: 5,
  merName: '华为官方旗舰店',
  name: '春季焕新券',
  useType: 1,
  money: 10000,
  minPrice: 100000,
  productIds: [],
  status: 0,
  startTime: new Date('2025-02-28T16:00:00Z'),
  endTime: new Date('2025-03-31T15:59:59Z'),
  useTime: null,
  validStr: 'usable',
  createTime: new Date('2025-02-28T17:00:00Z'),
};

describe('couponTabOf', () => {
  it('reads unusable, and anything else as usable', () => {
    expect(couponTabOf('unusable')).toBe('unusable');
    expect(couponTabOf('usable')).toBe('usable');
    expect(couponTabOf('1')).toBe('usable');
    expect(couponTabOf(null)).toBe('usable');
  });
});

describe('myCouponState', () => {
  it('tells each state', () => {
    expect(myCouponState({ status: 0, validStr: 'usable' })).toBe('usable');
    expect(myCouponState({ status: 0, validStr: 'notStart' })).toBe('notStarted');
    expect(myCouponState({ status: 1, validStr: 'unusable' })).toBe('used');
    expect(myCouponState({ status: 0, validStr: 'overdue' })).toBe('expired');
  });

  it('trusts the status the job runner wrote over a stale validity word', () => {
    expect(myCouponState({ status: 2, validStr: 'usable' })).toBe('expired');
    expect(myCouponState({ status: 1, validStr: 'overdue' })).toBe('used');
  });
});

describe('couponUsePath', () => {
  it('leads a shop coupon to its shop', () => {
    expect(couponUsePath(coupon)).toBe('/merchant/merchant/home?id=5');
  });

  it('leads a goods coupon to its first goods, or its shop when it names none', () => {
    expect(couponUsePath({ ...coupon, useType: 2, productIds: [42, 43] })).toBe('/goods_detail/42');
    expect(couponUsePath({ ...coupon, useType: 2, productIds: [] })).toBe('/merchant/merchant/home?id=5');
  });

  it('leads a platform coupon to the search page', () => {
    expect(couponUsePath({ ...coupon, useType: 3, merId: null })).toBe('/goods/goods_search');
  });

  it('leads nowhere without a shop or goods', () => {
    expect(couponUsePath({ ...coupon, useType: 1, merId: null })).toBeUndefined();
  });
});

describe('myCouponCard', () => {
  it('keeps the money in cents and names the shop', () => {
    expect(myCouponCard({ ...coupon, status: 2, validStr: 'overdue' })).toEqual({
      id: 11,
      name: '春季焕新券',
      money: 10000,
      minPrice: 100000,
      useType: 1,
      merName: '华为官方旗舰店',
      startTime: coupon.startTime,
      endTime: coupon.endTime,
      state: 'expired',
    });
  });
});
