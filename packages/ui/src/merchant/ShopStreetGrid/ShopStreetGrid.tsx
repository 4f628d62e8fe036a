import styled from '@emotion/styled';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Pagination } from '../../base/Pagination/Pagination.tsx';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { EmptyState } from '../../feedback/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../feedback/ErrorState/ErrorState.tsx';
import { ShopStreetCard, type StreetShop } from '../ShopStreetCard/ShopStreetCard.tsx';

export interface ShopStreetGridProps {
  /** The shops of the current page. */
  shops?: StreetShop[];
  /** A shop's page from its id, e.g. `(id) => \`/merchant/merchant?id=${id}\``. */
  shopHref: (id: number) => string;
  /** Path of a goods page from its id. */
  goodsHref: (id: number) => string;
  /** Current page, from 1; with `total` and `pageSize` shows the page links. */
  page?: number;
  /** Shops in all pages. */
  total?: number;
  /** Shops per page. */
  pageSize?: number;
  onPageChange?: (page: number) => void;
  /** Cards per row (default 4). */
  columns?: number;
  /** Level of each shop name's heading (default 2: the cards sit right under the page's `h1`). */
  headingLevel?: 2 | 3;
  /** Shows skeleton cards (marked `aria-busy`). */
  loading?: boolean;
  /** A load error message: shows an error state with retry when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
  /** What to show with no shops; "no shops found" by default. */
  empty?: ReactNode;
}

const List = styled.ul<{ columns: number }>`
  display: grid;
  grid-template-columns: repeat(${(p) => p.columns}, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[5]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    min-width: 0;
  }
`;

const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[2]}px;
  padding-bottom: ${(p) => p.theme.space[3]}px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  overflow: hidden;
`;

const Panel = styled.div`
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
`;

/**
 * The shops of the shop street (and of the shop search): {@link ShopStreetCard}s
 * four to a row, with page links under them when there is more than one page.
 * Skeleton cards (`aria-busy`) while `loading`, an {@link ErrorState} on
 * `error`, an {@link EmptyState} (or `empty`) with no shops.
 * @see spec §2 /merchant/merchant_street, /merchant/merchant_more; crmeb-api §4.11 street, search/list, §6 rules 18–19
 */
export function ShopStreetGrid({
  shops,
  shopHref,
  goodsHref,
  page,
  total,
  pageSize,
  onPageChange,
  columns = 4,
  headingLevel = 2,
  loading = false,
  error,
  onRetry,
  empty,
}: ShopStreetGridProps) {
  const intl = useIntl();
  if (loading) {
    return (
      <List as="div" columns={columns} role="region" aria-busy="true" aria-label={intl.formatMessage({ id: 'shopStreetGrid.loading' })}>
        {Array.from({ length: columns * 2 }, (_, i) => (
          <SkeletonCard key={i}>
            <Skeleton height={96} radius={0} />
            <Skeleton width={64} height={64} radius={32} />
            <Skeleton width="60%" height={16} />
            <Skeleton width={90} height={14} />
            <Skeleton width="85%" height={72} />
          </SkeletonCard>
        ))}
      </List>
    );
  }
  if (error) {
    return (
      <Panel>
        <ErrorState message={error} onRetry={onRetry} />
      </Panel>
    );
  }
  if (!shops || shops.length === 0) {
    return (
      <Panel>
        {empty ?? (
          <EmptyState
            icon={<Store size={56} strokeWidth={1.25} aria-hidden />}
            title={intl.formatMessage({ id: 'shopStreetGrid.empty' })}
          />
        )}
      </Panel>
    );
  }
  return (
    <div>
      <List columns={columns} aria-label={intl.formatMessage({ id: 'shopStreetGrid.label' })}>
        {shops.map((shop) => (
          <li key={shop.id}>
            <ShopStreetCard shop={shop} href={shopHref(shop.id)} goodsHref={goodsHref} headingLevel={headingLevel} />
          </li>
        ))}
      </List>
      {page !== undefined && total !== undefined && pageSize !== undefined && onPageChange && (
        <Pagination page={page} total={total} pageSize={pageSize} onChange={onPageChange} />
      )}
    </div>
  );
}
