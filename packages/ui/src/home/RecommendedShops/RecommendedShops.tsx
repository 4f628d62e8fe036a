import { useIntl } from 'react-intl';
import type { LoadStateProps } from '../../feedback/ListStates/ListStates.tsx';
import { Section } from '../../layout/Section/Section.tsx';
import type { StreetShop } from '../../merchant/ShopStreetCard/ShopStreetCard.tsx';
import { ShopStreetGrid } from '../../merchant/ShopStreetGrid/ShopStreetGrid.tsx';

/** Shops the home row shows: one row of four on the 1200 px page. */
export const HOME_SHOPS_SHOWN = 4;

export interface RecommendedShopsProps extends LoadStateProps {
  /** Shops of the shop street, recommended first (`GET /api/front/merchant/street`); the first four are shown. */
  shops?: StreetShop[];
  /** A shop's page from its id, e.g. `(id) => \`/merchant/merchant?id=${id}\``. */
  shopHref: (id: number) => string;
  /** Path of a goods page from its id. */
  goodsHref: (id: number) => string;
  /** The shop street (`/merchant/merchant_street`): shows 更多店铺 in the heading. */
  moreHref?: string;
}

/**
 * The home page's recommended shops: a {@link Section} (plain, on the page
 * grey) with 更多店铺 to the street, holding the first four shops of the shop
 * street in one row of a {@link ShopStreetGrid}, each with three of its
 * goods. Skeleton cards (`aria-busy`) while `loading`, an error state on
 * `error`; with no shops the block is left out.
 * @see spec §2 home; crmeb-api §3 `/` (merchant/street), §6 rule 18
 */
export function RecommendedShops({ shops, shopHref, goodsHref, moreHref, loading = false, error, onRetry }: RecommendedShopsProps) {
  const intl = useIntl();
  if (!loading && !error && (!shops || shops.length === 0)) return null;
  return (
    <Section
      variant="plain"
      title={intl.formatMessage({ id: 'recommendedShops.title' })}
      more={moreHref ? { href: moreHref, label: intl.formatMessage({ id: 'recommendedShops.more' }) } : undefined}
    >
      <ShopStreetGrid
        shops={shops?.slice(0, HOME_SHOPS_SHOWN)}
        shopHref={shopHref}
        goodsHref={goodsHref}
        columns={HOME_SHOPS_SHOWN}
        skeletonCount={HOME_SHOPS_SHOWN}
        headingLevel={3}
        loading={loading}
        error={error}
        onRetry={onRetry}
      />
    </Section>
  );
}
