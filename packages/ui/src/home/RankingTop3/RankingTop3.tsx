import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Link } from '../../base/Link/Link.tsx';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { EmptyState } from '../../feedback/EmptyState/EmptyState.tsx';
import { ListStates, type LoadStateProps } from '../../feedback/ListStates/ListStates.tsx';
import { CardGrid } from '../../layout/CardGrid/CardGrid.tsx';
import { Section } from '../../layout/Section/Section.tsx';
import { Price } from '../../money/Price/Price.tsx';
import { RankBadge } from '../../ranking/RankBadge/RankBadge.tsx';
import type { RankingGoods } from '../../ranking/RankingList/RankingList.tsx';
import { lineClamp } from '../../theme/lineClamp.ts';

/** How many goods of the ranking the home page shows. */
export const HOME_RANKING_SHOWN = 3;

export interface RankingTop3Props extends LoadStateProps {
  /** The ranking, best seller first (`GET /api/front/product/leaderboard`); only the first three are shown. */
  items?: RankingGoods[];
  /** Path of a goods page from its id. */
  hrefOf: (id: number) => string;
  /** The whole ranking (`/goods/top_one`): shows 查看榜单 in the heading. */
  moreHref?: string;
}

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
    ${lineClamp(2)}
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
 * The home page's ranking block: a {@link Section} with 查看榜单 to the whole
 * ranking, holding the three best sellers side by side, each a link with its
 * medal ({@link RankBadge}), picture, name, price and units sold. Skeletons
 * (`aria-busy`) while `loading`, an error state on `error`, a short empty
 * note with no goods ({@link ListStates}).
 * @see spec §2 home; crmeb-api §3 `/` (first 3 of the leaderboard), §4.4
 */
export function RankingTop3({ items, hrefOf, moreHref, ...states }: RankingTop3Props) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'rankingTop3.title' });
  return (
    <Section title={title} more={moreHref ? { href: moreHref, label: intl.formatMessage({ id: 'rankingTop3.more' }) } : undefined}>
      <ListStates
        {...states}
        items={items}
        loadingLabel={intl.formatMessage({ id: 'rankingTop3.loading' })}
        skeleton={(busy) => (
          <CardGrid as="div" columns={HOME_RANKING_SHOWN} {...busy}>
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
          </CardGrid>
        )}
        empty={<EmptyState title={intl.formatMessage({ id: 'rankingTop3.empty' })} />}
        framed={false}
      >
        {(goodsList) => (
          <CardGrid as="ol" columns={HOME_RANKING_SHOWN} aria-label={title}>
            {goodsList.slice(0, HOME_RANKING_SHOWN).map((goods, i) => (
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
          </CardGrid>
        )}
      </ListStates>
    </Section>
  );
}
