import styled from '@emotion/styled';
import { PackageSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { EmptyState } from '../../feedback/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../feedback/ErrorState/ErrorState.tsx';
import { GoodsCard, type GoodsCardGoods } from '../GoodsCard/GoodsCard.tsx';

export interface GoodsGridProps {
  /** Goods to show, in order (API `ProductCard` rows fit). */
  items?: GoodsCardGoods[];
  /** The link of each card, e.g. `(g) => \`/goods_detail/${g.id}\``. */
  hrefFor: (goods: GoodsCardGoods) => string;
  /** Shows skeleton cards (and `aria-busy`) instead of the goods. */
  loading?: boolean;
  /** A load error message; shows an error state (with retry when `onRetry` is given). */
  error?: string | null;
  onRetry?: () => void;
  /** What to show when there are no goods; "no matching goods" by default. */
  empty?: ReactNode;
  /** Cards per row (default 5: about 224 px each on the 1200 px page). */
  columns?: number;
  /** Skeleton cards while loading (default two rows). */
  skeletonCount?: number;
  /** Accessible name of the list; "Goods" by default. */
  label?: string;
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
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  overflow: hidden;
`;

const SkeletonBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]}px;
  padding: ${(p) => p.theme.space[3]}px;
`;

const SquareSkeleton = styled(Skeleton)`
  height: auto;
  aspect-ratio: 1;
  border-radius: 0;
`;

const Panel = styled.div`
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
`;

/**
 * The goods of a list page as a grid of {@link GoodsCard}s (five columns by
 * default). While `loading` it shows skeleton cards in a region marked
 * `aria-busy`; on `error` an {@link ErrorState} with retry; with no goods an
 * {@link EmptyState} (or `empty`); otherwise a list (`role="list"`).
 * @see spec §2 (search results, activity and ranking lists), §3 Goods
 */
export function GoodsGrid({
  items,
  hrefFor,
  loading = false,
  error,
  onRetry,
  empty,
  columns = 5,
  skeletonCount,
  label,
}: GoodsGridProps) {
  const intl = useIntl();
  if (loading) {
    const count = skeletonCount ?? columns * 2;
    return (
      <List
        as="div"
        columns={columns}
        role="region"
        aria-busy="true"
        aria-label={intl.formatMessage({ id: 'goodsGrid.loading' })}
      >
        {Array.from({ length: count }, (_, i) => (
          <SkeletonCard key={i}>
            <SquareSkeleton />
            <SkeletonBody>
              <Skeleton height={14} />
              <Skeleton height={14} width="60%" />
              <Skeleton height={22} width="45%" />
              <Skeleton height={12} />
            </SkeletonBody>
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
  if (!items || items.length === 0) {
    return (
      <Panel>
        {empty ?? (
          <EmptyState
            icon={<PackageSearch size={56} strokeWidth={1.25} aria-hidden />}
            title={intl.formatMessage({ id: 'goodsGrid.empty' })}
            description={intl.formatMessage({ id: 'goodsGrid.emptyHint' })}
          />
        )}
      </Panel>
    );
  }
  return (
    <List columns={columns} role="list" aria-label={label ?? intl.formatMessage({ id: 'goodsGrid.label' })}>
      {items.map((goods) => (
        <li key={goods.id}>
          <GoodsCard goods={goods} href={hrefFor(goods)} />
        </li>
      ))}
    </List>
  );
}
