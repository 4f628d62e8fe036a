import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_PRICE_CENTS, type SortOrder } from '@mall/ui';

/*
 * The one reading and writing of page state in the query string, for the search page, a shop's pages and
 * every list with pages (spec §2: the URL carries tab, sort, filters and page, so back, forward and shared
 * links work). A value that is missing or not valid reads as "not set", so a hand-edited or stale link still
 * opens a page instead of an error.
 */

/** Highest id the API takes (a PostgreSQL integer). */
const ID_MAX = 2_147_483_647;
/** Highest page the API takes (crmeb-api §2.2 paging schema). */
export const PAGE_MAX = 100_000;

/** A whole number from 1 to `max` written in digits only (an id, a page); `undefined` for anything else (`2.5`, `1e3`, `-3`, ''). */
export function positiveInt(value: string | null, max = ID_MAX): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
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
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n <= MAX_PRICE_CENTS ? n : undefined;
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

/** The page's query and a way to change some of its values ({@link changeQuery}). */
export function useQueryState(): [URLSearchParams, (changes: Readonly<Record<string, QueryValue>>) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback((changes: Readonly<Record<string, QueryValue>>) => setParams((current) => changeQuery(current, changes)), [setParams]);
  return [params, update];
}
