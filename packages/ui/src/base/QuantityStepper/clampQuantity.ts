/**
 * Keeps a quantity whole and within [min, max]; text that is not a number
 * falls back to `min`. `max` below `min` (nothing in stock) gives `min`.
 */
export function clampQuantity(value: number | string, min: number, max: number): number {
  const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(n)) return min;
  return Math.max(min, Math.min(Math.trunc(n), Math.max(min, max)));
}
