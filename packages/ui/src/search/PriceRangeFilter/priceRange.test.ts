import { describe, expect, it } from 'vitest';
import { centsToYuanText, MAX_PRICE_CENTS, parsePriceRange, parseYuan } from './priceRange.ts';

describe('parseYuan', () => {
  it('reads whole yuan and up to two decimals as exact cents', () => {
    expect(parseYuan('129')).toBe(12900);
    expect(parseYuan('129.9')).toBe(12990);
    expect(parseYuan('0.29')).toBe(29);
    expect(parseYuan('0.05')).toBe(5);
    expect(parseYuan('12.')).toBe(1200);
    expect(parseYuan('0')).toBe(0);
  });

  it('ignores surrounding spaces and reads full-width digits and point', () => {
    expect(parseYuan('  88  ')).toBe(8800);
    expect(parseYuan('１２９．５')).toBe(12950);
  });

  it('gives undefined for an empty box', () => {
    expect(parseYuan('')).toBeUndefined();
    expect(parseYuan('   ')).toBeUndefined();
  });

  it('refuses what is not an amount', () => {
    for (const text of ['abc', '-5', '+5', '1.234', '.5', '1,000', '1e3', '99999999.99x', '123456789']) {
      expect(parseYuan(text), text).toBeNull();
    }
  });

  it('accepts the largest amount, which stays a safe integer', () => {
    expect(parseYuan('99999999.99')).toBe(MAX_PRICE_CENTS);
    expect(Number.isSafeInteger(MAX_PRICE_CENTS)).toBe(true);
  });
});

describe('centsToYuanText', () => {
  it('drops the decimals of whole yuan and keeps two otherwise', () => {
    expect(centsToYuanText(12900)).toBe('129');
    expect(centsToYuanText(12990)).toBe('129.90');
    expect(centsToYuanText(5)).toBe('0.05');
    expect(centsToYuanText(0)).toBe('0');
  });

  it('gives an empty box for no amount', () => {
    expect(centsToYuanText(undefined)).toBe('');
    expect(centsToYuanText(-1)).toBe('');
  });

  it('round-trips with parseYuan', () => {
    for (const cents of [0, 1, 99, 100, 12345, 699900, MAX_PRICE_CENTS]) expect(parseYuan(centsToYuanText(cents))).toBe(cents);
  });
});

describe('parsePriceRange', () => {
  it('turns both boxes into a range in cents', () => {
    expect(parsePriceRange('100', '299.5')).toEqual({ range: { minPrice: 10000, maxPrice: 29950 } });
  });

  it('leaves an empty bound open', () => {
    expect(parsePriceRange('', '50')).toEqual({ range: { maxPrice: 5000 } });
    expect(parsePriceRange('50', '')).toEqual({ range: { minPrice: 5000 } });
    expect(parsePriceRange('', '')).toEqual({ range: {} });
  });

  it('allows equal bounds', () => {
    expect(parsePriceRange('88', '88.00')).toEqual({ range: { minPrice: 8800, maxPrice: 8800 } });
  });

  it('refuses a minimum above the maximum', () => {
    expect(parsePriceRange('300', '299.99')).toEqual({ error: 'minAboveMax' });
  });

  it('names the box that is not an amount, the minimum first', () => {
    expect(parsePriceRange('abc', 'x')).toEqual({ error: 'minInvalid' });
    expect(parsePriceRange('10', '1.234')).toEqual({ error: 'maxInvalid' });
  });
});
