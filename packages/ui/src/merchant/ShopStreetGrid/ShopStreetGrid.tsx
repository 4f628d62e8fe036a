import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../feedback/EmptyState/EmptyState.tsx';
import { ListStates, type ListPaging, type LoadStateProps } from '../../feedback/ListStates/ListStates.tsx';
import { CardGrid } from '../../layout/CardGrid/CardGrid.tsx';
import { ShopStreetCard, type StreetShop } from '../ShopStreetCard/ShopStreetCard.tsx';
import { ShopStreetCardSkeleton } from '../ShopStreetCard/ShopStreetCardSkeleton.tsx';

export interface ShopStreetGridProps extends LoadStateProps, ListPaging {
  /** The shops of the current page. */
  shops?: StreetShop[];
  /** A shop's page from its id, e.g. `(id) => \`/merchant/merchant?id=${id}\``. */
  shopHref: (id: number) => string;
  /** Path of a goods page from its id. */
  goodsHref: (id: number) => string;
  /** Cards per row (default 4). */
  columns?: number;
  /** Level of each shop name's heading (default 2: the cards sit right under the page's `h1`). */
  headingLevel?: 2 | 3;
  /** Skeleton cards while loading (default two rows). */
  skeletonCount?: number;
  /** What to show with no shops; "no shops found" by default. */
  empty?: ReactNode;
}

/**
 * The shops of the shop street (and of the shop search, and the home page's
 * recommended row): {@link ShopStreetCard}s four to a row, with page links
 * under them when there is more than one page. Skeleton cards (`aria-busy`)
 * while `loading`, an error state on `error`, an {@link EmptyState} (or
 * `empty`) with no shops ({@link ListStates}).
 * @see spec §2 /merchant/merchant_street, /merchant/merchant_more; crmeb-api §4.11 street, search/list, §6 rules 18–19
 */
export function ShopStreetGrid({
  shops,
  shopHref,
  goodsHref,
  columns = 4,
  headingLevel = 2,
  skeletonCount,
  empty,
  ...states
}: ShopStreetGridProps) {
  const intl = useIntl();
  return (
    <ListStates
      {...states}
      items={shops}
      loadingLabel={intl.formatMessage({ id: 'shopStreetGrid.loading' })}
      skeleton={(busy) => (
        <CardGrid as="div" columns={columns} {...busy}>
          {Array.from({ length: skeletonCount ?? columns * 2 }, (_, i) => (
            <ShopStreetCardSkeleton key={i} />
          ))}
        </CardGrid>
      )}
      empty={
        empty ?? <EmptyState icon={<Store size={56} strokeWidth={1.25} aria-hidden />} title={intl.formatMessage({ id: 'shopStreetGrid.empty' })} />
      }
    >
      {(list) => (
        <CardGrid columns={columns} aria-label={intl.formatMessage({ id: 'shopStreetGrid.label' })}>
          {list.map((shop) => (
            <li key={shop.id}>
              <ShopStreetCard shop={shop} href={shopHref(shop.id)} goodsHref={goodsHref} headingLevel={headingLevel} />
            </li>
          ))}
        </CardGrid>
      )}
    </ListStates>
  );
}
