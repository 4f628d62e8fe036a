import { describe, expect, it } from 'vitest';
import { steppedIndex } from './steppedIndex.ts';

describe('steppedIndex', () => {
  it('steps forward and back, wrapping around at either end', () => {
    expect(steppedIndex(0, 1, 5)).toBe(1);
    expect(steppedIndex(4, 1, 5)).toBe(0);
    expect(steppedIndex(0, -1, 5)).toBe(4);
    expect(steppedIndex(2, -1, 5)).toBe(1);
  });

  it('keeps a closed viewer closed, and closes on an empty list', () => {
    expect(steppedIndex(null, 1, 5)).toBeNull();
    expect(steppedIndex(0, 1, 0)).toBeNull();
  });

  it('stays on the one picture when there is only one', () => {
    expect(steppedIndex(0, 1, 1)).toBe(0);
    expect(steppedIndex(0, -1, 1)).toBe(0);
  });
});
