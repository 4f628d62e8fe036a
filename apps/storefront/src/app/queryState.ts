import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ID_MAX, PAGE_MAX } from '@mall/api';
import { MAX_PRICE_CENTS, type SortOrder } from '@mall/ui';

/*
 * The one reading and writing of page state in the query string, for the search page, a shop's pages and
 * every list with pages (spec §2: the URL carries tab, sort, filters and page, so back, forward and shared
 * links work). A value that is missing or not valid reads as "not set", so a hand-edited or stale link still
 * opens a page instead of an error.
 */

/** A whole number from `min` to `max` written in digits only; `undefined` for anything else (`2.5`, `1e3`, `-3`, ''). */
function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

/** A whole number from 1 to `max` (an id, a page: `ID_MAX` and `PAGE_MAX` of @mall/api); `undefined` for anything else. */
export function positiveInt(value: string | null, max = ID_MAX): number | undefined {
  return wholeNumber(value, 1, max);
}

/** The `page` value, from 1 (the default). */
export function pageParam(params: URLSearchParams): number {
  return positiveInt(params.get('page'), PAGE_MAX) ?? 1;
}

/** A sort direction (`priceOrder`, `salesOrder`) from the query; '' for none or anything else. */
export function sortOrder(value: string | null): SortOrder {
  return value === 'asc' || value === 'desc' ? value : '';
}

/** The sort of a goods list: one at a time (the sort bar never sets both), price winning over sales. */
export function goodsSort(params: URLSearchParams): { priceOrder: SortOrder; salesOrder: SortOrder } {
  const priceOrder = sortOrder(params.get('priceOrder'));
  return { priceOrder, salesOrder: priceOrder ? '' : sortOrder(params.get('salesOrder')) };
}

/** A price bound, whole cents from 0 to `MAX_PRICE_CENTS`; `undefined` for anything else. */
function priceBound(value: string | null): number | undefined {
  return wholeNumber(value, 0, MAX_PRICE_CENTS);
}

/**
 * The price range of a goods list (`minPrice`, `maxPrice`, integer cents). A reversed range is refused by the
 * API, so it reads as no range at all; one bound alone is kept.
 */
export function priceRange(params: URLSearchParams): { minPrice: number | undefined; maxPrice: number | undefined } {
  const minPrice = priceBound(params.get('minPrice'));
  const maxPrice = priceBound(params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) return { minPrice: undefined, maxPrice: undefined };
  return { minPrice, maxPrice };
}

/** A value of the query to set; `undefined`, '' and `false` drop it, `true` is written as `1`. */
export type QueryValue = string | number | boolean | undefined;

/**
 * The query string after `changes`. Changing anything but `page` goes back to the first page, and page 1 (the
 * default) is left out, so one page has one address.
 */
export function changeQuery(params: URLSearchParams, changes: Readonly<Record<string, QueryValue>>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '' || value === false) next.delete(key);
    else next.set(key, value === true ? '1' : String(value));
  }
  if (!('page' in changes) || next.get('page') === '1') next.delete('page');
  return next;
}

/** Changes some values of the page's query ({@link changeQuery}); `replace` for a correction the back button should skip. */
export type QueryUpdate = (changes: Readonly<Record<string, QueryValue>>, options?: { replace?: boolean }) => void;

/** The page's query and a way to change some of its values ({@link changeQuery}), keeping the others (`menuCur`…). */
export function useQueryState(): [URLSearchParams, QueryUpdate] {
  const [params, setParams] = useSearchParams();
  const update = useCallback<QueryUpdate>(
    (changes, options) => setParams((current) => changeQuery(current, changes), { replace: options?.replace ?? false }),
    [setParams],
  );
  return [params, update];
}
