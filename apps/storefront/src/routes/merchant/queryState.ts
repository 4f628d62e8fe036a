import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { SortOrder } from '@mall/ui';

/** A whole number above 0 from a query value (an id, a page); `undefined` for anything else. */
export function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** A price bound from the query, integer cents (0 allowed); `undefined` for anything else. */
export function centsParam(value: string | null): number | undefined {
  const n = Number(value);
  return value !== null && value !== '' && Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** A sort direction (`priceOrder`, `salesOrder`) from the query; '' for none or anything else. */
export function sortOrder(value: string | null): SortOrder {
  return value === 'asc' || value === 'desc' ? value : '';
}

/** A value of the query to set; `undefined`, '' and `false` drop it. */
export type QueryValue = string | number | boolean | undefined;

/**
 * The page's query and a way to change some of its values, so the URL
 * carries the page state (tab, sort, filters, page) and back/forward and
 * shared links work (spec §2). Changing anything but `page` goes back to
 * the first page; `true` is written as `1`.
 */
export function useQueryState(): [URLSearchParams, (changes: Record<string, QueryValue>) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, QueryValue>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || value === false) next.delete(key);
          else next.set(key, value === true ? '1' : String(value));
        }
        // Page 1 is the default: left out so one page has one address.
        if (!('page' in changes) || next.get('page') === '1') next.delete('page');
        return next;
      });
    },
    [setParams],
  );
  return [params, update];
}
