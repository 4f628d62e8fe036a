import { describe, expect, it } from 'vitest';
import { pageSlots } from './pages.ts';

describe('pageSlots', () => {
  it('lists every page when there are few', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('keeps first, last and neighbours with gaps', () => {
    expect(pageSlots(1, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
    expect(pageSlots(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageSlots(12, 12)).toEqual([1, 'gap', 8, 9, 10, 11, 12]);
  });
  it('never shows more than 7 slots', () => {
    for (let n = 1; n <= 40; n++) for (let c = 1; c <= n; c++) expect(pageSlots(c, n).length).toBeLessThanOrEqual(7);
  });
});
