import type { Codec } from './wire/codec.ts';

/**
 * A page of a list as the mall's code sees it. Request with `page` (from 1)
 * and `limit`; `totalPage` is `ceil(total / limit)`.
 */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
  totalPage: number;
}

/** Paging input shared by every list endpoint. */
export interface PageInput {
  page?: number;
  limit?: number;
}

/** Page numbers PageHelper lists around the current one. */
const NAVIGATE_PAGES = 8;

/**
 * A page on the wire: PageHelper's `PageInfo` (crmeb-api §2.2), which the
 * provider's clients read (`list`, `total`, `pages`), plus `page`, `limit`
 * and `totalPage` of its newer `CommonPage`, so clients of either read it.
 */
export interface WirePage<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
  /** Rows on this page. */
  size: number;
  /** 1-based row numbers of the first and last row of this page (0 when empty). */
  startRow: number;
  endRow: number;
  /** Number of pages. */
  pages: number;
  prePage: number;
  nextPage: number;
  isFirstPage: boolean;
  isLastPage: boolean;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  navigatePages: number;
  navigatepageNums: number[];
  navigateFirstPage: number;
  navigateLastPage: number;
  page: number;
  limit: number;
  totalPage: number;
}

/** Page numbers around `page`, at most {@link NAVIGATE_PAGES}, as PageHelper lists them. */
function navigation(page: number, pages: number): number[] {
  if (pages <= NAVIGATE_PAGES) return Array.from({ length: pages }, (_, i) => i + 1);
  let first = Math.max(1, page - NAVIGATE_PAGES / 2);
  const last = Math.min(pages, first + NAVIGATE_PAGES - 1);
  first = Math.max(1, last - NAVIGATE_PAGES + 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** A {@link Page} of items going through `item`. Decoding also reads a bare `CommonPage` or PageInfo. */
export function pageOf<W, M>(item: Codec<W, M>): Codec<WirePage<W>, Page<M>> {
  return {
    encode(model, ctx) {
      const { page, limit, total, totalPage } = model;
      const size = model.list.length;
      const startRow = size === 0 ? 0 : (page - 1) * limit + 1;
      const nums = navigation(page, totalPage);
      return {
        list: model.list.map((m) => item.encode(m, ctx)),
        total,
        pageNum: page,
        pageSize: limit,
        size,
        startRow,
        endRow: size === 0 ? 0 : startRow + size - 1,
        pages: totalPage,
        prePage: page > 1 ? page - 1 : 0,
        nextPage: page < totalPage ? page + 1 : 0,
        isFirstPage: page === 1,
        isLastPage: page >= totalPage,
        hasPreviousPage: page > 1,
        hasNextPage: page < totalPage,
        navigatePages: NAVIGATE_PAGES,
        navigatepageNums: nums,
        navigateFirstPage: nums[0] ?? 0,
        navigateLastPage: nums.at(-1) ?? 0,
        page,
        limit,
        totalPage,
      };
    },
    decode(wire, ctx) {
      const limit = Number(wire.pageSize ?? wire.limit ?? wire.list?.length ?? 0);
      const total = Number(wire.total ?? 0);
      return {
        list: (wire.list ?? []).map((w) => item.decode(w, ctx)),
        total,
        page: Number(wire.pageNum ?? wire.page ?? 1),
        limit,
        totalPage: Number(wire.pages ?? wire.totalPage ?? (limit > 0 ? Math.ceil(total / limit) : 0)),
      };
    },
  };
}
