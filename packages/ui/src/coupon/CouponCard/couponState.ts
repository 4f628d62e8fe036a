/**
 * Pure rules of a coupon as the shop shows it: whether it can still be
 * received, and how long it is valid.
 * @see spec §3 Coupon; crmeb-api §4.13 StoreCouponFrontResponse, §6 rule 15 (coupon receive)
 */

/** What a coupon needs for these rules (a subset of `StoreCouponFrontResponse`). */
export interface CouponRules {
  /** Limited stock: `lastTotal` counts what is left. */
  isLimited: boolean;
  /** Coupons left to receive (limited coupons only). */
  lastTotal: number;
  /** The shopper already holds it, unused. */
  isUse: boolean;
  /** Validity by fixed dates (`useStartTimeStr`–`useEndTimeStr`), else `day` days from receipt. */
  isFixedTime: boolean;
  /** Days of validity after receipt (when not fixed). */
  day: number;
  /** First day of validity (when fixed), e.g. `2025-03-01` or `2025-03-01 00:00:00`. */
  useStartTimeStr: string;
  /** Last day of validity (when fixed), same forms. */
  useEndTimeStr: string;
}

/** available: can be received; received: the shopper holds it; gone: limited and none left. */
export type CouponState = 'available' | 'received' | 'gone';

/**
 * The state of a coupon's action. Holding it wins over "gone": a shopper
 * who has one is told so even when the rest are taken.
 */
export function couponState(coupon: Pick<CouponRules, 'isLimited' | 'lastTotal' | 'isUse'>): CouponState {
  if (coupon.isUse) return 'received';
  if (coupon.isLimited && !(coupon.lastTotal > 0)) return 'gone';
  return 'available';
}

/** How long a coupon is valid: between two calendar dates (`YYYY-MM-DD`), or some days after receipt. */
export type CouponValidity = { kind: 'fixed'; start: string; end: string } | { kind: 'days'; days: number };

const CALENDAR_DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/;

/**
 * The calendar date at the start of an API time text (`2025-03-01`,
 * `2025-03-01 00:00:00`, `2025/3/1`, ISO 8601), as `YYYY-MM-DD`; undefined
 * when it does not start with a date. The time of day is dropped: the shop
 * names days, and taking the date as written keeps it from moving with the
 * viewer's time zone.
 */
export function calendarDate(text: string): string | undefined {
  const match = CALENDAR_DATE.exec(text.trim());
  if (!match) return undefined;
  const [, y, m, d] = match;
  return `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
}

/**
 * A coupon's validity, or null when the data says nothing usable (fixed
 * dates that do not parse, or a day count below 1).
 */
export function couponValidity(coupon: Pick<CouponRules, 'isFixedTime' | 'day' | 'useStartTimeStr' | 'useEndTimeStr'>): CouponValidity | null {
  if (coupon.isFixedTime) {
    const start = calendarDate(coupon.useStartTimeStr);
    const end = calendarDate(coupon.useEndTimeStr);
    return start && end ? { kind: 'fixed', start, end } : null;
  }
  return Number.isInteger(coupon.day) && coupon.day > 0 ? { kind: 'days', days: coupon.day } : null;
}
