import { describe, expect, it } from 'vitest';
import { formatPayTimeLeft, payTimeLeft } from './payTimeLeft.ts';

describe('payTimeLeft', () => {
  it('rounds up to whole seconds', () => {
    expect(payTimeLeft(10_000, 0)).toBe(10);
    expect(payTimeLeft(10_000, 800)).toBe(10);
    expect(payTimeLeft(10_000, 1_000)).toBe(9);
  });

  it('never goes below 0', () => {
    expect(payTimeLeft(10_000, 10_000)).toBe(0);
    expect(payTimeLeft(10_000, 99_000)).toBe(0);
  });
});

describe('formatPayTimeLeft', () => {
  it('writes hours when there are some', () => {
    expect(formatPayTimeLeft(2 * 3600)).toBe('2:00:00');
    expect(formatPayTimeLeft(3600 + 59 * 60 + 30)).toBe('1:59:30');
  });

  it('writes minutes and seconds under an hour', () => {
    expect(formatPayTimeLeft(245)).toBe('04:05');
    expect(formatPayTimeLeft(0)).toBe('00:00');
    expect(formatPayTimeLeft(-3)).toBe('00:00');
  });
});
