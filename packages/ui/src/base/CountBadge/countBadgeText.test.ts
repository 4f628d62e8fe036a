import { describe, expect, it } from 'vitest';
import { COUNT_BADGE_MAX, countBadgeText } from './countBadgeText.ts';

describe('countBadgeText', () => {
  it('shows the count up to the cap', () => {
    expect(countBadgeText(0)).toBe('0');
    expect(countBadgeText(7)).toBe('7');
    expect(countBadgeText(COUNT_BADGE_MAX)).toBe('99');
  });

  it('shows the cap with a plus above it', () => {
    expect(countBadgeText(100)).toBe('99+');
    expect(countBadgeText(12345)).toBe('99+');
  });

  it('takes another cap', () => {
    expect(countBadgeText(9, 9)).toBe('9');
    expect(countBadgeText(10, 9)).toBe('9+');
  });

  it('reads negative and fractional counts as whole numbers from 0', () => {
    expect(countBadgeText(-3)).toBe('0');
    expect(countBadgeText(4.7)).toBe('4');
  });

  it('formats numbers with the given formatter', () => {
    const format = (n: number) => `<${n}>`;
    expect(countBadgeText(5, 99, format)).toBe('<5>');
    expect(countBadgeText(500, 99, format)).toBe('<99>+');
  });
});
