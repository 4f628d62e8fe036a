import { KEYWORD_MAX_LENGTH } from '@mall/api';
import type { SearchResultKind, SortOrder } from '@mall/ui';
import { changeQuery, goodsSort, pageParam, positiveInt, priceRange } from '../../app/queryState.ts';

/**
 * The state of the search page as its URL carries it (spec §2
 * /goods/goods_search): `title`, `cid`, `tab`, `page`, `priceOrder`,
 * `salesOrder`, `minPrice`, `maxPrice` (integer cents). Values that are
 * missing or not valid read as "not set", so a hand-edited or stale link
 * still opens a page instead of an error.
 */
export interface SearchState {
  /** The searched text, trimmed; '' for none. */
  title: string;
  /** A platform category id. */
  cid: number | undefined;
  /** Goods (default) or shops. */
  tab: SearchResultKind;
  /** From 1. */
  page: number;
  priceOrder: SortOrder;
  salesOrder: SortOrder;
  /** Lower price bound, integer cents. */
  minPrice: number | undefined;
  /** Upper price bound, integer cents. */
  maxPrice: number | undefined;
}

/** Reads the search state from the query string (see {@link SearchState}). */
export function readSearchState(params: URLSearchParams): SearchState {
  return {
    title: (params.get('title') ?? '').trim().slice(0, KEYWORD_MAX_LENGTH),
    cid: positiveInt(params.get('cid')),
    tab: params.get('tab') === 'shops' ? 'shops' : 'goods',
    page: pageParam(params),
    ...goodsSort(params),
    ...priceRange(params),
  };
}

/**
 * The query string after `changes`: `undefined`, '' and the defaults
 * (goods tab, page 1) are left out, and any change other than the page
 * itself goes back to page 1.
 */
export function changeSearch(params: URLSearchParams, changes: Partial<SearchState>): URLSearchParams {
  return changeQuery(params, 'tab' in changes && changes.tab === 'goods' ? { ...changes, tab: undefined } : changes);
}
