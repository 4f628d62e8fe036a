import { describe, expect, it } from 'vitest';
import { roundStars, starFills } from './starFills.ts';

describe('roundStars', () => {
  it('rounds to whole stars unless halves are allowed', () => {
    expect(roundStars(4.26, false)).toBe(4);
    expect(roundStars(4.5, false)).toBe(5);
    expect(roundStars(4.26, true)).toBe(4.5);
    expect(roundStars(4.74, true)).toBe(4.5);
    expect(roundStars(4.75, true)).toBe(5);
  });

  it('clamps to 0–5 and treats bad numbers as 0', () => {
    expect(roundStars(7, true)).toBe(5);
    expect(roundStars(-1, false)).toBe(0);
    expect(roundStars(Number.NaN, true)).toBe(0);
    expect(roundStars(Number.POSITIVE_INFINITY, false)).toBe(0);
  });
});

describe('starFills', () => {
  it('fills whole stars, then a half, then leaves the rest empty', () => {
    expect(starFills(3.5, true)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(3.5, false)).toEqual([1, 1, 1, 1, 0]);
    expect(starFills(0, true)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(5, false)).toEqual([1, 1, 1, 1, 1]);
  });
});
