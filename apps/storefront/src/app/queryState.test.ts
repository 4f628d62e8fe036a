import { describe, expect, it } from 'vitest';
import { MAX_PRICE_CENTS } from '@mall/ui';
import { changeQuery, goodsSort, pageParam, positiveInt, priceRange, sortOrder } from './queryState.ts';

const query = (text: string) => new URLSearchParams(text);

describe('page state in the query string', () => {
  it('reads ids and pages as whole numbers above 0 written in digits only', () => {
    expect(positiveInt('12')).toBe(12);
    for (const bad of [null, '', '0', '-3', '2.5', 'abc', '1e3', ' 12', '0x10', '2147483648']) expect(positiveInt(bad)).toBeUndefined();
    expect(pageParam(query('page=3'))).toBe(3);
    expect(pageParam(query('page=0'))).toBe(1);
    expect(pageParam(query('page=100001'))).toBe(1);
  });

  it('reads a sort direction, one sort at a time, price first', () => {
    expect(sortOrder('asc')).toBe('asc');
    expect(sortOrder('desc')).toBe('desc');
    expect(sortOrder('up')).toBe('');
    expect(sortOrder(null)).toBe('');
    expect(goodsSort(query('priceOrder=asc&salesOrder=desc'))).toEqual({ priceOrder: 'asc', salesOrder: '' });
    expect(goodsSort(query('salesOrder=desc'))).toEqual({ priceOrder: '', salesOrder: 'desc' });
  });

  it('reads a price range in whole cents, the same on the search page and a shop’s', () => {
    expect(priceRange(query('minPrice=0&maxPrice=1999'))).toEqual({ minPrice: 0, maxPrice: 1999 });
    expect(priceRange(query('maxPrice=500'))).toEqual({ minPrice: undefined, maxPrice: 500 });
    // Reversed: refused by the API, so no range at all.
    expect(priceRange(query('minPrice=900&maxPrice=100'))).toEqual({ minPrice: undefined, maxPrice: undefined });
    expect(priceRange(query(`minPrice=19.99&maxPrice=${MAX_PRICE_CENTS + 1}`))).toEqual({ minPrice: undefined, maxPrice: undefined });
    expect(priceRange(query('minPrice=-1&maxPrice='))).toEqual({ minPrice: undefined, maxPrice: undefined });
  });

  it('writes changes, dropping empty values and going back to page 1', () => {
    expect(changeQuery(query('cateId=3&page=4'), { search: 'tea', cateId: undefined }).toString()).toBe('search=tea');
    expect(changeQuery(query('search=tea'), { page: 2 }).toString()).toBe('search=tea&page=2');
    expect(changeQuery(query('search=tea&page=2'), { page: 1 }).toString()).toBe('search=tea');
    expect(changeQuery(query(''), { follow: true, empty: '', off: false }).toString()).toBe('follow=1');
  });
});
