import { describe, expect, it } from 'vitest';
import { calendarDate, couponState, couponValidity } from './couponState.ts';

describe('couponState', () => {
  it('is available while unlimited or some are left', () => {
    expect(couponState({ isLimited: false, lastTotal: 0, isUse: false })).toBe('available');
    expect(couponState({ isLimited: true, lastTotal: 1, isUse: false })).toBe('available');
  });

  it('is gone when limited and none are left', () => {
    expect(couponState({ isLimited: true, lastTotal: 0, isUse: false })).toBe('gone');
    expect(couponState({ isLimited: true, lastTotal: -1, isUse: false })).toBe('gone');
  });

  it('says received when the shopper holds it, even when none are left', () => {
    expect(couponState({ isLimited: false, lastTotal: 0, isUse: true })).toBe('received');
    expect(couponState({ isLimited: true, lastTotal: 0, isUse: true })).toBe('received');
  });
});

describe('calendarDate', () => {
  it('takes the date part of the API forms', () => {
    expect(calendarDate('2025-03-01')).toBe('2025-03-01');
    expect(calendarDate('2025-03-01 23:59:59')).toBe('2025-03-01');
    expect(calendarDate('2025-03-31T16:00:00.000Z')).toBe('2025-03-31');
    expect(calendarDate(' 2025/3/9 ')).toBe('2025-03-09');
  });

  it('gives undefined for text without a date', () => {
    expect(calendarDate('')).toBeUndefined();
    expect(calendarDate('soon')).toBeUndefined();
  });
});

describe('couponValidity', () => {
  const base = { isFixedTime: false, day: 0, useStartTimeStr: '', useEndTimeStr: '' };

  it('reads fixed dates', () => {
    expect(couponValidity({ ...base, isFixedTime: true, useStartTimeStr: '2025-03-01 00:00:00', useEndTimeStr: '2025-03-31 23:59:59' })).toEqual({
      kind: 'fixed',
      start: '2025-03-01',
      end: '2025-03-31',
    });
  });

  it('reads days after receipt', () => {
    expect(couponValidity({ ...base, day: 7 })).toEqual({ kind: 'days', days: 7 });
  });

  it('gives null for unusable data', () => {
    expect(couponValidity({ ...base, isFixedTime: true, useStartTimeStr: '2025-03-01' })).toBeNull();
    expect(couponValidity({ ...base, day: 0 })).toBeNull();
    expect(couponValidity({ ...base, day: 1.5 })).toBeNull();
  });
});
