/**
 * How the five stars of a rating are drawn.
 * @see spec §3 Review (score), Merchant/shop (rating); crmeb-api §4.4 reply `star`, reply config `replyStar`
 */

/** Stars in a rating. */
export const MAX_STARS = 5;

/** How full one star is drawn: 1 full, 0.5 the left half, 0 empty. */
export type StarFill = 0 | 0.5 | 1;

/**
 * The rating as drawn: clamped to 0–5 and rounded to a whole star, or to the
 * nearest half when `allowHalf`. Not-a-number and infinities give 0.
 * @example roundStars(4.26, true) → 4.5; roundStars(4.26, false) → 4
 */
export function roundStars(value: number, allowHalf: boolean): number {
  if (!Number.isFinite(value)) return 0;
  const clamped = Math.min(MAX_STARS, Math.max(0, value));
  return allowHalf ? Math.round(clamped * 2) / 2 : Math.round(clamped);
}

/** The fill of each of the five stars for a rating (see {@link roundStars}). */
export function starFills(value: number, allowHalf: boolean): StarFill[] {
  const rounded = roundStars(value, allowHalf);
  return Array.from({ length: MAX_STARS }, (_, i) => (rounded >= i + 1 ? 1 : rounded >= i + 0.5 ? 0.5 : 0));
}
