import { MAX_PRICE_CENTS, type SearchResultKind, type SortOrder } from '@mall/ui';

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

/**
 * Longest search text the API takes (`KEYWORD_MAX_LENGTH` of the contract's
 * schemas, which are not imported here so they stay out of the bundle).
 */
export const SEARCH_TEXT_MAX = 64;
/** Highest page the API takes (crmeb-api §2.2 paging schema). */
const PAGE_MAX = 100_000;

function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

const asOrder = (value: string | null): SortOrder => (value === 'asc' || value === 'desc' ? value : '');

/** Reads the search state from the query string (see {@link SearchState}). */
export function readSearchState(params: URLSearchParams): SearchState {
  let minPrice = wholeNumber(params.get('minPrice'), 0, MAX_PRICE_CENTS);
  let maxPrice = wholeNumber(params.get('maxPrice'), 0, MAX_PRICE_CENTS);
  // A reversed range is refused by the API; read it as no range at all.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    minPrice = undefined;
    maxPrice = undefined;
  }
  const priceOrder = asOrder(params.get('priceOrder'));
  return {
    title: (params.get('title') ?? '').trim().slice(0, SEARCH_TEXT_MAX),
    cid: wholeNumber(params.get('cid'), 1, 2_147_483_647),
    tab: params.get('tab') === 'shops' ? 'shops' : 'goods',
    page: wholeNumber(params.get('page'), 1, PAGE_MAX) ?? 1,
    priceOrder,
    // One sort at a time (the sort bar never sets both): price wins.
    salesOrder: priceOrder ? '' : asOrder(params.get('salesOrder')),
    minPrice,
    maxPrice,
  };
}

/**
 * The query string after `changes`: `undefined`, '' and the defaults
 * (goods tab, page 1) are left out, and any change other than the page
 * itself goes back to page 1.
 */
export function changeSearch(params: URLSearchParams, changes: Partial<SearchState>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    const isDefault = value === undefined || value === '' || (key === 'tab' && value === 'goods') || (key === 'page' && value === 1);
    if (isDefault) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}
