/**
 * Pure arithmetic of the price-range filter: the shopper types yuan, the
 * goods list query takes integer cents (`minPrice`, `maxPrice`; the API client sends them in yuan, ADR 0008).
 * Parsing works on the digits, never through floating point, so `0.29`
 * is exactly 29 cents.
 * @see crmeb-api §4.4 product/list (minPrice, maxPrice)
 */

/** Largest amount accepted, cents (￥99,999,999.99): far above any goods, well inside safe integers. */
export const MAX_PRICE_CENTS = 9_999_999_999;

/** Why a typed range was refused. */
export type PriceRangeError = 'minInvalid' | 'maxInvalid' | 'minAboveMax';

/** A range in cents; a missing bound is open. */
export interface PriceRange {
  minPrice?: number;
  maxPrice?: number;
}

const AMOUNT = /^(\d{1,8})(?:\.(\d{0,2}))?$/;

/**
 * Yuan as typed (`"129"`, `"129.9"`, `"0.05"`, with surrounding spaces and
 * full-width digits or point allowed) → integer cents; `undefined` for an empty
 * box; `null` when it is not an amount (letters, a sign, more than two
 * decimals or eight whole digits).
 */
export function parseYuan(text: string): number | undefined | null {
  const normalized = text
    .trim()
    // Chinese input methods type full-width digits and point.
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[．。]/g, '.');
  if (normalized === '') return undefined;
  const match = AMOUNT.exec(normalized);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/**
 * Cents → the text shown in a box: whole yuan without decimals (`12900` →
 * `"129"`), otherwise two decimals (`12990` → `"129.90"`); '' for none.
 */
export function centsToYuanText(cents: number | undefined): string {
  if (cents === undefined || !Number.isFinite(cents) || cents < 0) return '';
  const whole = Math.floor(cents / 100);
  const fraction = Math.round(cents % 100);
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}

/**
 * Both boxes → the range to apply, or the first reason to refuse it: a box
 * that is not an amount, or a minimum above the maximum. Empty boxes leave
 * that bound open; equal bounds are allowed.
 */
export function parsePriceRange(minText: string, maxText: string): { range: PriceRange } | { error: PriceRangeError } {
  const minPrice = parseYuan(minText);
  if (minPrice === null) return { error: 'minInvalid' };
  const maxPrice = parseYuan(maxText);
  if (maxPrice === null) return { error: 'maxInvalid' };
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) return { error: 'minAboveMax' };
  const range: PriceRange = {};
  if (minPrice !== undefined) range.minPrice = minPrice;
  if (maxPrice !== undefined) range.maxPrice = maxPrice;
  return { range };
}
