import styled from '@emotion/styled';
import { ChevronsRight } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../base/Link/Link.tsx';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { ErrorState } from '../../feedback/ErrorState/ErrorState.tsx';
import { ShopStreetCard, type StreetShop } from '../../merchant/ShopStreetCard/ShopStreetCard.tsx';

/** Shops the home row shows: one row of four on the 1200 px page. */
export const HOME_SHOPS_SHOWN = 4;

export interface RecommendedShopsProps {
  /** Shops of the shop street, recommended first (`GET /api/front/merchant/street`); the first four are shown. */
  shops?: StreetShop[];
  /** A shop's page from its id, e.g. `(id) => \`/merchant/merchant?id=${id}\``. */
  shopHref: (id: number) => string;
  /** Path of a goods page from its id. */
  goodsHref: (id: number) => string;
  /** The shop street (`/merchant/merchant_street`): shows 更多店铺 in the heading. */
  moreHref?: string;
  /** Shows skeleton cards (marked `aria-busy`). */
  loading?: boolean;
  /** A load error message: shows an error state with retry when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
}

const Root = styled.section`
  margin-bottom: ${(p) => p.theme.space[5]}px;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[4]}px;
  margin-bottom: ${(p) => p.theme.space[4]}px;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.xl}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
`;

const More = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
  font-size: ${(p) => p.theme.font.size.sm}px;
`;

const Row = styled.ul`
  display: grid;
  grid-template-columns: repeat(${HOME_SHOPS_SHOWN}, minmax(0, 1fr));
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
 * The home page's recommended shops: the first four shops of the shop street
 * in a row, each a {@link ShopStreetCard} with three of its goods, and 更多店铺
 * to the street. Skeleton cards (`aria-busy`) while `loading`, an
 * {@link ErrorState} on `error`; with no shops the block is left out.
 * @see spec §2 home; crmeb-api §3 `/` (merchant/street), §6 rule 18
 */
export function RecommendedShops({ shops, shopHref, goodsHref, moreHref, loading = false, error, onRetry }: RecommendedShopsProps) {
  const intl = useIntl();
  const headingId = useId();
  if (!loading && !error && (!shops || shops.length === 0)) return null;
  return (
    <Root aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{intl.formatMessage({ id: 'recommendedShops.title' })}</h2>
        {moreHref && (
          <More href={moreHref} tone="muted">
            {intl.formatMessage({ id: 'recommendedShops.more' })}
            <ChevronsRight size={14} aria-hidden />
          </More>
        )}
      </Head>
      {loading ? (
        <Row as="div" role="group" aria-busy="true" aria-label={intl.formatMessage({ id: 'recommendedShops.loading' })}>
          {Array.from({ length: HOME_SHOPS_SHOWN }, (_, i) => (
            <SkeletonCard key={i}>
              <Skeleton height={96} radius={0} />
              <Skeleton width={64} height={64} radius={32} />
              <Skeleton width="60%" height={16} />
              <Skeleton width={90} height={14} />
              <Skeleton width="85%" height={72} />
            </SkeletonCard>
          ))}
        </Row>
      ) : error ? (
        <Panel>
          <ErrorState message={error} onRetry={onRetry} />
        </Panel>
      ) : (
        <Row>
          {shops!.slice(0, HOME_SHOPS_SHOWN).map((shop) => (
            <li key={shop.id}>
              <ShopStreetCard shop={shop} href={shopHref(shop.id)} goodsHref={goodsHref} />
            </li>
          ))}
        </Row>
      )}
    </Root>
  );
}
