import styled from '@emotion/styled';
import { Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../base/Link/Link.tsx';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { EmptyState } from '../../feedback/EmptyState/EmptyState.tsx';
import { ListStates, type LoadStateProps } from '../../feedback/ListStates/ListStates.tsx';
import type { GoodsCardGoods } from '../../goods/GoodsCard/GoodsCard.tsx';
import { Price } from '../../money/Price/Price.tsx';
import { lineClamp } from '../../theme/lineClamp.ts';
import { focusRing } from '../../theme/theme.ts';
import { RankBadge } from '../RankBadge/RankBadge.tsx';

/**
 * A goods of the sales ranking (`GET /api/front/product/leaderboard`,
 * crmeb-api §4.4): the card fields of a goods without stock and shop. Money
 * in integer cents; `sales` is real sales plus the opening figure.
 */
export type RankingGoods = Pick<GoodsCardGoods, 'id' | 'storeName' | 'image' | 'price' | 'otPrice' | 'sales'>;

/** Most goods the ranking holds (crmeb-api §6 rule 21). */
export const RANKING_SIZE = 20;

export interface RankingListProps extends LoadStateProps {
  /** The ranking, best seller first; rows past {@link RANKING_SIZE} are left out. */
  items?: RankingGoods[];
  /** Path of a goods page from its id, e.g. `(id) => \`/goods_detail/${id}\``. */
  hrefOf: (id: number) => string;
  /** What to show when the ranking is empty; "no ranking yet" by default. */
  empty?: ReactNode;
}

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
  li + li {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 40px 96px minmax(0, 1fr) 180px 140px;
  align-items: center;
  gap: ${(p) => p.theme.space[5]}px;
  padding: ${(p) => p.theme.space[4]}px ${(p) => p.theme.space[6]}px;
  img {
    display: block;
    width: 96px;
    height: 96px;
    border-radius: ${(p) => p.theme.radius.sm}px;
    object-fit: cover;
    background: ${(p) => p.theme.color.page};
  }
`;

const Name = styled(Link)`
  font-size: ${(p) => p.theme.font.size.lg}px;
  line-height: 24px;
  ${lineClamp(2)}
  ${focusRing}
`;

const Prices = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${(p) => p.theme.space[2]}px;
`;

const Sales = styled.span`
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.sm}px;
  text-align: right;
  white-space: nowrap;
`;

/**
 * The ranking page: the top {@link RANKING_SIZE} goods by units sold, one
 * row each — place ({@link RankBadge}: medals for the first three), picture,
 * name (a link to the goods), price with the struck old price, units sold. An
 * ordered list; skeleton rows (`aria-busy`) while `loading`, an error state
 * on `error`, an {@link EmptyState} with no goods ({@link ListStates}).
 * @see spec §2 /goods/top_one; crmeb-api §3 /goods/top_one, §4.4 leaderboard, §6 rule 21
 */
export function RankingList({ items, hrefOf, empty, ...states }: RankingListProps) {
  const intl = useIntl();
  return (
    <ListStates
      {...states}
      items={items}
      loadingLabel={intl.formatMessage({ id: 'rankingList.loading' })}
      skeleton={(busy) => (
        <List as="div" {...busy}>
          {Array.from({ length: 5 }, (_, i) => (
            <Row key={i}>
              <Skeleton width={28} height={28} radius={14} />
              <Skeleton width={96} height={96} />
              <Skeleton height={18} width="70%" />
              <Skeleton height={22} width={100} />
              <Skeleton height={14} width={80} />
            </Row>
          ))}
        </List>
      )}
      empty={
        empty ?? <EmptyState icon={<Trophy size={56} strokeWidth={1.25} aria-hidden />} title={intl.formatMessage({ id: 'rankingList.empty' })} />
      }
    >
      {(ranking) => (
        <List aria-label={intl.formatMessage({ id: 'rankingList.label' })}>
          {ranking.slice(0, RANKING_SIZE).map((goods, i) => {
            const href = hrefOf(goods.id);
            return (
              <li key={goods.id}>
                <Row>
                  <RankBadge rank={i + 1} size={i < 3 ? 32 : 28} />
                  {/* The picture repeats the name's link, so it stays out of the Tab order. */}
                  <Link href={href} tabIndex={-1} aria-hidden>
                    <img src={goods.image} alt="" loading="lazy" decoding="async" />
                  </Link>
                  <Name href={href} title={goods.storeName}>
                    {goods.storeName}
                  </Name>
                  <Prices>
                    <Price cents={goods.price} size="lg" />
                    {goods.otPrice > goods.price && <Price cents={goods.otPrice} variant="original" size="sm" />}
                  </Prices>
                  <Sales>{intl.formatMessage({ id: 'rankingList.sales' }, { count: goods.sales })}</Sales>
                </Row>
              </li>
            );
          })}
        </List>
      )}
    </ListStates>
  );
}
