import { describe, expect, it } from 'vitest';
import { clampQuantity } from './clampQuantity.ts';

describe('clampQuantity', () => {
  it('keeps values inside the range', () => {
    expect(clampQuantity(5, 1, 99)).toBe(5);
    expect(clampQuantity(0, 1, 99)).toBe(1);
    expect(clampQuantity(150, 1, 99)).toBe(99);
    expect(clampQuantity(7, 1, 3)).toBe(3);
  });
  it('parses text and drops fractions', () => {
    expect(clampQuantity('12', 1, 99)).toBe(12);
    expect(clampQuantity('2.9', 1, 99)).toBe(2);
    expect(clampQuantity('abc', 1, 99)).toBe(1);
    expect(clampQuantity('', 1, 99)).toBe(1);
  });
  it('falls back to min when max is below it', () => {
    expect(clampQuantity(3, 1, 0)).toBe(1);
  });
});
