import styled from '@emotion/styled';
import { ChevronsRight } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../base/Link/Link.tsx';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { EmptyState } from '../../feedback/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../feedback/ErrorState/ErrorState.tsx';
import { Price } from '../../money/Price/Price.tsx';
import { RankBadge } from '../../ranking/RankBadge/RankBadge.tsx';
import type { RankingGoods } from '../../ranking/RankingList/RankingList.tsx';

/** How many goods of the ranking the home page shows. */
export const HOME_RANKING_SHOWN = 3;

export interface RankingTop3Props {
  /** The ranking, best seller first (`GET /api/front/product/leaderboard`); only the first three are shown. */
  items?: RankingGoods[];
  /** Path of a goods page from its id. */
  hrefOf: (id: number) => string;
  /** The whole ranking (`/goods/top_one`): shows 查看榜单 in the heading. */
  moreHref?: string;
  /** Shows skeleton tiles (marked `aria-busy`). */
  loading?: boolean;
  /** A load error message: shows an error state with retry when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
}

const Root = styled.section`
  margin-bottom: ${(p) => p.theme.space[5]}px;
  padding: ${(p) => p.theme.space[5]}px;
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
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

const Podium = styled.ol`
  display: grid;
  grid-template-columns: repeat(${HOME_RANKING_SHOWN}, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[5]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    min-width: 0;
  }
`;

const Tile = styled(Link)`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
  height: 100%;
  padding: ${(p) => p.theme.space[4]}px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  background: ${(p) => p.theme.color.page};
  color: ${(p) => p.theme.color.text};
  &:hover {
    color: ${(p) => p.theme.color.text};
    border-color: ${(p) => p.theme.color.brand};
  }
  img {
    flex: none;
    width: 120px;
    height: 120px;
    border-radius: ${(p) => p.theme.radius.sm}px;
    object-fit: cover;
    background: ${(p) => p.theme.color.surface};
  }
  .rank {
    position: absolute;
    top: ${(p) => p.theme.space[2]}px;
    left: ${(p) => p.theme.space[2]}px;
  }
`;

const Info = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]}px;
  min-width: 0;
  .name {
    font-size: ${(p) => p.theme.font.size.md}px;
    line-height: 20px;
    overflow: hidden;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow-wrap: anywhere;
  }
  .sales {
    font-size: ${(p) => p.theme.font.size.xs}px;
    color: ${(p) => p.theme.color.textSubtle};
  }
`;

const SkeletonTile = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[4]}px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  > div {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space[2]}px;
    justify-content: center;
  }
`;

/**
 * The home page's ranking block: the three best sellers side by side, each a
 * link with its medal ({@link RankBadge}), picture, name, price and units
 * sold, and 查看榜单 to the whole ranking. Skeletons (`aria-busy`) while
 * `loading`, an {@link ErrorState} on `error`, a short empty note with no goods.
 * @see spec §2 home; crmeb-api §3 `/` (first 3 of the leaderboard), §4.4
 */
export function RankingTop3({ items, hrefOf, moreHref, loading = false, error, onRetry }: RankingTop3Props) {
  const intl = useIntl();
  const headingId = useId();
  let body;
  if (loading) {
    body = (
      <Podium as="div" role="group" aria-busy="true" aria-label={intl.formatMessage({ id: 'rankingTop3.loading' })}>
        {Array.from({ length: HOME_RANKING_SHOWN }, (_, i) => (
          <SkeletonTile key={i}>
            <Skeleton width={120} height={120} />
            <div>
              <Skeleton height={14} />
              <Skeleton height={14} width="60%" />
              <Skeleton height={22} width="40%" />
            </div>
          </SkeletonTile>
        ))}
      </Podium>
    );
  } else if (error) {
    body = <ErrorState message={error} onRetry={onRetry} />;
  } else if (!items || items.length === 0) {
    body = <EmptyState title={intl.formatMessage({ id: 'rankingTop3.empty' })} />;
  } else {
    body = (
      <Podium aria-labelledby={headingId}>
        {items.slice(0, HOME_RANKING_SHOWN).map((goods, i) => (
          <li key={goods.id}>
            <Tile href={hrefOf(goods.id)}>
              <span className="rank">
                <RankBadge rank={i + 1} />
              </span>
              <img src={goods.image} alt="" loading="lazy" decoding="async" />
              <Info>
                <span className="name" title={goods.storeName}>
                  {goods.storeName}
                </span>
                <Price cents={goods.price} size="lg" />
                <span className="sales">{intl.formatMessage({ id: 'rankingTop3.sales' }, { count: goods.sales })}</span>
              </Info>
            </Tile>
          </li>
        ))}
      </Podium>
    );
  }
  return (
    <Root aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{intl.formatMessage({ id: 'rankingTop3.title' })}</h2>
        {moreHref && (
          <More href={moreHref} tone="muted">
            {intl.formatMessage({ id: 'rankingTop3.more' })}
            <ChevronsRight size={14} aria-hidden />
          </More>
        )}
      </Head>
      {body}
    </Root>
  );
}
