import styled from '@emotion/styled';
import { Store } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from '../../base/Link/Link.tsx';
import { Price } from '../../money/Price/Price.tsx';
import { cardFrame } from '../../theme/cardFrame.ts';
import { lineClamp } from '../../theme/lineClamp.ts';
import { GoodsPicture, GoodsTileBody } from './goodsTile.ts';

/**
 * The goods a card shows; field names follow the API's `ProductCard`, so list
 * rows can be passed straight in. Money in integer cents.
 */
export interface GoodsCardGoods {
  id: number;
  storeName: string;
  /** Picture URL (square). */
  image: string;
  /** Current price, cents. */
  price: number;
  /** Old (list) price, cents; shown struck through only when above `price`. */
  otPrice: number;
  /** Units sold. */
  sales: number;
  /** Units in stock; 0 shows the sold-out badge. */
  stock: number;
  /** Merchant (shop) name; left out on a merchant's own pages. */
  merName?: string;
}

export interface GoodsCardProps {
  goods: GoodsCardGoods;
  /** Where the card leads (the goods detail route, e.g. `/goods_detail/101`). */
  href: string;
}

const Card = styled(Link)`
  ${cardFrame}
  color: ${(p) => p.theme.color.text};
  transition:
    transform ${(p) => p.theme.motion.normal}ms,
    box-shadow ${(p) => p.theme.motion.normal}ms,
    border-color ${(p) => p.theme.motion.normal}ms;
  &:hover {
    color: ${(p) => p.theme.color.text};
    transform: translateY(-4px);
    box-shadow: ${(p) => p.theme.shadow.raised};
    border-color: transparent;
  }
  &:hover .goods-card-name {
    color: ${(p) => p.theme.color.brand};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

const Media = styled(GoodsPicture)`
  &[data-sold-out] img {
    opacity: 0.5;
  }
`;

const SoldOut = styled.span`
  position: absolute;
  inset: 50% auto auto 50%;
  transform: translate(-50%, -50%);
  display: flex;
  align-items: center;
  justify-content: center;
  width: 88px;
  height: 88px;
  border-radius: 50%;
  background: rgba(34, 34, 34, 0.78);
  color: ${(p) => p.theme.color.onBrand};
  font-size: ${(p) => p.theme.font.size.lg}px;
  font-weight: ${(p) => p.theme.font.weight.bold};
  letter-spacing: 0.05em;
  text-align: center;
  line-height: 1.2;
  padding: ${(p) => p.theme.space[2]}px;
`;

const Name = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.md}px;
  line-height: 20px;
  height: 40px;
  ${lineClamp(2)}
  transition: color ${(p) => p.theme.motion.fast}ms;
`;

const PriceRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${(p) => p.theme.space[2]}px;
  margin: 0;
  margin-top: auto;
`;

const Meta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[2]}px;
  font-size: ${(p) => p.theme.font.size.xs}px;
  color: ${(p) => p.theme.color.textSubtle};
  min-width: 0;
`;

const Shop = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
  min-width: 0;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  svg {
    flex: none;
  }
`;

const Sales = styled.span`
  flex: none;
  white-space: nowrap;
`;

/**
 * A goods tile for grids (about 220 px wide in five columns of the 1200 px
 * page): square picture, name clamped to two lines, price (old price struck
 * through when higher), units sold, the shop's name, and a sold-out badge when
 * `stock` is 0. The whole card is one link to `href`; it lifts on hover.
 * The link's accessible name is its content: picture (alt = name), name,
 * prices, shop, units sold and the sold-out badge.
 * @see spec §3 Goods (sales, old price, inventory, sold-out flag)
 */
export function GoodsCard({ goods, href }: GoodsCardProps) {
  const intl = useIntl();
  const soldOut = goods.stock === 0;
  return (
    <Card href={href}>
      <Media data-sold-out={soldOut || undefined}>
        <img src={goods.image} alt={goods.storeName} loading="lazy" decoding="async" />
        {soldOut && <SoldOut>{intl.formatMessage({ id: 'goodsCard.soldOut' })}</SoldOut>}
      </Media>
      <GoodsTileBody>
        <Name className="goods-card-name" title={goods.storeName}>
          {goods.storeName}
        </Name>
        <PriceRow>
          <Price cents={goods.price} size="lg" />
          {goods.otPrice > goods.price && <Price cents={goods.otPrice} variant="original" size="sm" />}
        </PriceRow>
        <Meta>
          {goods.merName ? (
            <Shop>
              <Store size={12} aria-hidden />
              <span>{goods.merName}</span>
            </Shop>
          ) : (
            <span />
          )}
          <Sales>{intl.formatMessage({ id: 'goodsCard.sales' }, { count: goods.sales })}</Sales>
        </Meta>
      </GoodsTileBody>
    </Card>
  );
}
