import { describe, expect, it } from 'vitest';
import type { CouponOffer } from '@mall/api';
import { asCouponCard } from './coupon.ts';

const offer: CouponOffer = {
  id: 4,
  merId: 2,
  name: 'Shop coupon',
  money: 1000,
  isLimited: true,
  lastTotal: 3,
  productIds: [],
  minPrice: 10000,
  receiveStartTime: '2025-01-01T00:00:00+08:00',
  receiveEndTime: null,
  isFixedTime: false,
  day: 7,
  useStartTimeStr: null,
  useEndTimeStr: null,
  type: 1,
  useType: 1,
  isUse: false,
  isReceived: false,
};

describe('coupons on offer as the coupon cards take them (spec §3 Coupon)', () => {
  it('turns the missing validity dates of a days-from-receipt coupon into empty text', () => {
    expect(asCouponCard(offer)).toMatchObject({ id: 4, money: 1000, minPrice: 10000, day: 7, useStartTimeStr: '', useEndTimeStr: '' });
  });

  it('keeps fixed validity dates as sent', () => {
    const fixed = { ...offer, isFixedTime: true, useStartTimeStr: '2025-03-01', useEndTimeStr: '2025-03-31' };
    expect(asCouponCard(fixed)).toMatchObject({ isFixedTime: true, useStartTimeStr: '2025-03-01', useEndTimeStr: '2025-03-31' });
  });
});
