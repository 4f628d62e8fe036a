/** The cap of a count badge: above it the badge shows `99+`. */
export const COUNT_BADGE_MAX = 99;

/**
 * The text of a count badge: the count, or `max` followed by `+` when the
 * count is above `max` (`120` → `99+`). Negative and fractional counts are
 * read as whole numbers not below 0. `formatNumber` writes a number in the
 * shopper's locale (react-intl's `intl.formatNumber`); plain digits by default.
 */
export function countBadgeText(
  count: number,
  max: number = COUNT_BADGE_MAX,
  formatNumber: (n: number) => string = String,
): string {
  const n = Math.max(0, Math.floor(count));
  return n > max ? `${formatNumber(max)}+` : formatNumber(n);
}
