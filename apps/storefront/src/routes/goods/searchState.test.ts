import { describe, expect, it } from 'vitest';
import { KEYWORD_MAX_LENGTH } from '@mall/api';
import { changeSearch, readSearchState } from './searchState.ts';

const read = (query: string) => readSearchState(new URLSearchParams(query));

describe('readSearchState', () => {
  it('reads every field of a full search URL', () => {
    expect(read('title=%20手机%20&cid=12&tab=shops&page=3&priceOrder=desc&minPrice=1000&maxPrice=5000')).toEqual({
      title: '手机',
      cid: 12,
      tab: 'shops',
      page: 3,
      priceOrder: 'desc',
      salesOrder: '',
      minPrice: 1000,
      maxPrice: 5000,
    });
  });

  it('reads missing or invalid values as not set', () => {
    expect(read('cid=abc&tab=other&page=0&priceOrder=up&salesOrder=x&minPrice=-5&maxPrice=1.5')).toEqual({
      title: '',
      cid: undefined,
      tab: 'goods',
      page: 1,
      priceOrder: '',
      salesOrder: '',
      minPrice: undefined,
      maxPrice: undefined,
    });
  });

  it('drops a reversed price range and keeps one sort only', () => {
    const state = read('minPrice=900&maxPrice=100&priceOrder=asc&salesOrder=desc');
    expect([state.minPrice, state.maxPrice]).toEqual([undefined, undefined]);
    expect([state.priceOrder, state.salesOrder]).toEqual(['asc', '']);
    expect(read('salesOrder=desc').salesOrder).toBe('desc');
  });

  it('cuts the text to what the API takes', () => {
    expect(read(`title=${'a'.repeat(100)}`).title).toHaveLength(KEYWORD_MAX_LENGTH);
  });
});

describe('changeSearch', () => {
  const params = new URLSearchParams('title=phone&page=4&priceOrder=asc');

  it('sets a filter, going back to page 1', () => {
    expect(changeSearch(params, { minPrice: 100 }).toString()).toBe('title=phone&priceOrder=asc&minPrice=100');
  });

  it('keeps the other fields when only the page changes', () => {
    expect(changeSearch(params, { page: 5 }).toString()).toBe('title=phone&page=5&priceOrder=asc');
  });

  it('leaves out cleared values and defaults', () => {
    expect(changeSearch(params, { priceOrder: '', tab: 'goods' }).toString()).toBe('title=phone');
    expect(changeSearch(params, { page: 1 }).toString()).toBe('title=phone&priceOrder=asc');
  });
});
