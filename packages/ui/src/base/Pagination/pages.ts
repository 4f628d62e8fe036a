/**
 * The page slots to show: first, last, the current page and its neighbours,
 * with 'gap' where pages are skipped. At most 7 slots.
 * @example pageSlots(6, 12) → [1, 'gap', 5, 6, 7, 'gap', 12]
 */
export function pageSlots(current: number, pageCount: number): Array<number | 'gap'> {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(current - 1, pageCount - 4));
  const end = Math.min(pageCount - 1, Math.max(current + 1, 5));
  const slots: Array<number | 'gap'> = [1];
  if (start > 2) slots.push('gap');
  for (let p = start; p <= end; p++) slots.push(p);
  if (end < pageCount - 1) slots.push('gap');
  slots.push(pageCount);
  return slots;
}
