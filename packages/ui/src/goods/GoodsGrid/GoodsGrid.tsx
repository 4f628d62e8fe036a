import { PackageSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../feedback/EmptyState/EmptyState.tsx';
import { ListStates, type LoadStateProps } from '../../feedback/ListStates/ListStates.tsx';
import { CardGrid } from '../../layout/CardGrid/CardGrid.tsx';
import { GoodsCard, type GoodsCardGoods } from '../GoodsCard/GoodsCard.tsx';
import { GoodsCardSkeleton } from '../GoodsCard/GoodsCardSkeleton.tsx';

export interface GoodsGridProps extends LoadStateProps {
  /** Goods to show, in order (API `ProductCard` rows fit). */
  items?: GoodsCardGoods[];
  /** The link of each card, e.g. `(g) => \`/goods_detail/${g.id}\``. */
  hrefFor: (goods: GoodsCardGoods) => string;
  /** What to show when there are no goods; "no matching goods" by default. */
  empty?: ReactNode;
  /** Cards per row (default 5: about 224 px each on the 1200 px page). */
  columns?: number;
  /** Skeleton cards while loading (default two rows). */
  skeletonCount?: number;
  /** Accessible name of the list; "Goods" by default. */
  label?: string;
}

/**
 * The goods of a list page as a grid of {@link GoodsCard}s (five columns by
 * default). While `loading` it shows skeleton cards in a region marked
 * `aria-busy`; on `error` an error state with retry; with no goods an
 * {@link EmptyState} (or `empty`); otherwise a list (`role="list"`)
 * ({@link ListStates}).
 * @see spec §2 (search results, activity and ranking lists), §3 Goods
 */
export function GoodsGrid({
  items,
  hrefFor,
  empty,
  columns = 5,
  skeletonCount,
  label,
  ...states
}: GoodsGridProps) {
  const intl = useIntl();
  return (
    <ListStates
      {...states}
      items={items}
      loadingLabel={intl.formatMessage({ id: 'goodsGrid.loading' })}
      skeleton={(busy) => (
        <CardGrid as="div" columns={columns} {...busy}>
          {Array.from({ length: skeletonCount ?? columns * 2 }, (_, i) => (
            <GoodsCardSkeleton key={i} />
          ))}
        </CardGrid>
      )}
      empty={
        empty ?? (
          <EmptyState
            icon={<PackageSearch size={56} strokeWidth={1.25} aria-hidden />}
            title={intl.formatMessage({ id: 'goodsGrid.empty' })}
            description={intl.formatMessage({ id: 'goodsGrid.emptyHint' })}
          />
        )
      }
    >
      {(goods) => (
        <CardGrid columns={columns} role="list" aria-label={label ?? intl.formatMessage({ id: 'goodsGrid.label' })}>
          {goods.map((item) => (
            <li key={item.id}>
              <GoodsCard goods={item} href={hrefFor(item)} />
            </li>
          ))}
        </CardGrid>
      )}
    </ListStates>
  );
}
