import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Pagination } from '../../base/Pagination/Pagination.tsx';
import { ErrorState } from '../ErrorState/ErrorState.tsx';

/** What the placeholders' container spreads on itself while the list loads: a region marked busy. */
export interface BusyRegionProps {
  role: 'region';
  'aria-busy': true;
  'aria-label': string;
}

/** The loading and error props of every piece that shows loaded data (lists, blocks, panels). */
export interface LoadStateProps {
  /** Shows placeholders (in a region marked `aria-busy`) instead of the content. */
  loading?: boolean;
  /** A load error message: shows an error state, with retry when `onRetry` is given. */
  error?: string | null;
  /** 重试 on the error state was pressed. */
  onRetry?: () => void;
}

/** Page links under a list; shown only when all four are given. */
export interface ListPaging {
  /** Current page, from 1. */
  page?: number;
  /** Rows in all pages. */
  total?: number;
  /** Rows per page. */
  pageSize?: number;
  onPageChange?: (page: number) => void;
}

export interface ListStatesProps<T> extends ListPaging {
  /** The rows; left out (or empty) for none. */
  items?: T[] | null;
  /** Shows `skeleton` instead of anything else. */
  loading?: boolean;
  /** Names the busy region while loading (e.g. "商品加载中"). */
  loadingLabel: string;
  /**
   * The placeholders, drawn like the rows they stand for. Spread `busy` on
   * their container, so it is the region assistive tech hears as loading.
   */
  skeleton: (busy: BusyRegionProps) => ReactNode;
  /** A load error message: an {@link ErrorState}, with retry when `onRetry` is given. */
  error?: ReactNode;
  onRetry?: () => void;
  /** What to show with no rows (usually an {@link EmptyState}); `null` shows nothing at all. */
  empty: ReactNode;
  /**
   * Put the error and empty states on a white panel (default), as a list
   * straight on the page grey needs; `false` inside a card of its own.
   */
  framed?: boolean;
  /** The rows, drawn only once there are some. */
  children: (items: T[]) => ReactNode;
}

/** The white panel an error or empty state sits on when the list is straight on the page grey. */
export const StatePanel = styled.div`
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
`;

/**
 * The states every list of the mall goes through, in one place: while
 * `loading` the caller's placeholders in a region marked `aria-busy`; on
 * `error` an {@link ErrorState} with retry; with no rows `empty`; otherwise
 * the rows, with {@link Pagination} under them when `page`, `total`,
 * `pageSize` and `onPageChange` are all given. Loading wins over an error,
 * and an error over stale rows, so a retry never shows old data as current.
 * @see spec §2 (every list page: loading, empty and error states)
 */
export function ListStates<T>({
  items,
  loading = false,
  loadingLabel,
  skeleton,
  error,
  onRetry,
  empty,
  framed = true,
  page,
  total,
  pageSize,
  onPageChange,
  children,
}: ListStatesProps<T>) {
  const frame = (node: ReactNode) => (framed ? <StatePanel>{node}</StatePanel> : node);
  if (loading) return skeleton({ role: 'region', 'aria-busy': true, 'aria-label': loadingLabel });
  if (error) return frame(<ErrorState message={error} onRetry={onRetry} />);
  if (!items || items.length === 0) return empty === null ? null : frame(empty);
  const rows = children(items);
  if (page === undefined || total === undefined || pageSize === undefined || !onPageChange) return rows;
  return (
    <div>
      {rows}
      <Pagination page={page} total={total} pageSize={pageSize} onChange={onPageChange} />
    </div>
  );
}
