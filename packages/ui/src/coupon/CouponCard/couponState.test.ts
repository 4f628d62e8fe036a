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
  it('gives the day of the instant in the time zone, across midnight UTC', () => {
    const shanghaiMidnight = new Date('2025-02-28T16:00:00Z');
    expect(calendarDate(shanghaiMidnight, 'Asia/Shanghai')).toBe('2025-03-01');
    expect(calendarDate(shanghaiMidnight, 'UTC')).toBe('2025-02-28');
    expect(calendarDate(new Date('2025-03-31T15:59:59Z'), 'Asia/Shanghai')).toBe('2025-03-31');
    expect(calendarDate(new Date('2025-03-31T16:00:00Z'), 'Asia/Shanghai')).toBe('2025-04-01');
    expect(calendarDate(new Date('2025-03-09T12:00:00Z'), 'America/Los_Angeles')).toBe('2025-03-09');
  });

  it('uses the runtime time zone when none is given', () => {
    const instant = new Date('2025-02-28T16:00:00Z');
    const runtime = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(calendarDate(instant)).toBe(calendarDate(instant, runtime));
  });

  it('gives undefined for an invalid date', () => {
    expect(calendarDate(new Date('soon'), 'Asia/Shanghai')).toBeUndefined();
  });
});

describe('couponValidity', () => {
  const base = { isFixedTime: false, day: 0, useStartTimeStr: null, useEndTimeStr: null };
  // 2025-03-01 00:00:00 to 2025-03-31 23:59:59 as the mall sets them in Shanghai.
  const march = { ...base, isFixedTime: true, useStartTimeStr: new Date('2025-02-28T16:00:00Z'), useEndTimeStr: new Date('2025-03-31T15:59:59Z') };

  it('reads fixed dates as calendar days in the given time zone', () => {
    expect(couponValidity(march, 'Asia/Shanghai')).toEqual({ kind: 'fixed', start: '2025-03-01', end: '2025-03-31' });
    expect(couponValidity(march, 'UTC')).toEqual({ kind: 'fixed', start: '2025-02-28', end: '2025-03-31' });
  });

  it('reads days after receipt, whatever the dates', () => {
    expect(couponValidity({ ...base, day: 7 })).toEqual({ kind: 'days', days: 7 });
    expect(couponValidity({ ...march, isFixedTime: false, day: 30 }, 'Asia/Shanghai')).toEqual({ kind: 'days', days: 30 });
  });

  it('gives null for unusable data', () => {
    expect(couponValidity({ ...base, isFixedTime: true, day: 7 }, 'Asia/Shanghai')).toBeNull();
    expect(couponValidity({ ...march, useEndTimeStr: null }, 'Asia/Shanghai')).toBeNull();
    expect(couponValidity({ ...march, useStartTimeStr: null }, 'Asia/Shanghai')).toBeNull();
    expect(couponValidity({ ...march, useEndTimeStr: new Date('') }, 'Asia/Shanghai')).toBeNull();
    expect(couponValidity({ ...base, day: 0 })).toBeNull();
    expect(couponValidity({ ...base, day: 1.5 })).toBeNull();
  });
});
