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
  /**
   * Start of validity when fixed; null when valid `day` days after receipt.
   * The name is the provider's field name (its wire value is text).
   */
  useStartTimeStr: Date | null;
  /** End of validity when fixed (an instant, usually 23:59:59 of the last day); null otherwise. */
  useEndTimeStr: Date | null;
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

/**
 * The calendar date (`YYYY-MM-DD`) of an instant in an IANA time zone (the
 * runtime's when omitted); undefined for an invalid date. The shop names
 * days, so the instant is read in the zone the mall set them in: 00:00 in
 * Shanghai is still the day before in UTC.
 */
export function calendarDate(instant: Date, timeZone?: string): string | undefined {
  if (Number.isNaN(instant.getTime())) return undefined;
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/**
 * A coupon's validity, or null when the data says nothing usable (fixed
 * without both dates, or a day count below 1). Fixed dates are the calendar
 * days of `useStartTimeStr` and `useEndTimeStr` in `timeZone` (IANA; the
 * runtime's when omitted).
 */
export function couponValidity(
  coupon: Pick<CouponRules, 'isFixedTime' | 'day' | 'useStartTimeStr' | 'useEndTimeStr'>,
  timeZone?: string,
): CouponValidity | null {
  if (coupon.isFixedTime) {
    const start = coupon.useStartTimeStr && calendarDate(coupon.useStartTimeStr, timeZone);
    const end = coupon.useEndTimeStr && calendarDate(coupon.useEndTimeStr, timeZone);
    return start && end ? { kind: 'fixed', start, end } : null;
  }
  return Number.isInteger(coupon.day) && coupon.day > 0 ? { kind: 'days', days: coupon.day } : null;
}
