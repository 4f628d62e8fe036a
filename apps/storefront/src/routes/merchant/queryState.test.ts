import { describe, expect, it } from 'vitest';
import { centsParam, positiveInt, sortOrder } from './queryState.ts';

describe('shop page query values', () => {
  it('reads ids and pages as whole numbers above 0 only', () => {
    expect(positiveInt('12')).toBe(12);
    expect(positiveInt(null)).toBeUndefined();
    expect(positiveInt('')).toBeUndefined();
    expect(positiveInt('0')).toBeUndefined();
    expect(positiveInt('-3')).toBeUndefined();
    expect(positiveInt('2.5')).toBeUndefined();
    expect(positiveInt('abc')).toBeUndefined();
  });
  it('reads price bounds as whole cents, 0 included', () => {
    expect(centsParam('0')).toBe(0);
    expect(centsParam('1999')).toBe(1999);
    expect(centsParam('')).toBeUndefined();
    expect(centsParam(null)).toBeUndefined();
    expect(centsParam('19.99')).toBeUndefined();
    expect(centsParam('-1')).toBeUndefined();
  });
  it('reads a sort direction, anything else being no sort', () => {
    expect(sortOrder('asc')).toBe('asc');
    expect(sortOrder('desc')).toBe('desc');
    expect(sortOrder('up')).toBe('');
    expect(sortOrder(null)).toBe('');
  });
});
