import styled from '@emotion/styled';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../base/Link/Link.tsx';
import { Price } from '../../money/Price/Price.tsx';
import { cardFrame } from '../../theme/cardFrame.ts';
import { ShopIdentity } from '../ShopIdentity/ShopIdentity.tsx';

/** A goods a street card shows (`proList` of `MerchantSearchResponse`). Money in integer cents. */
export interface StreetShopGoods {
  id: number;
  storeName: string;
  image: string;
  /** Price, cents. */
  price: number;
  /** Units sold. */
  sales?: number;
}

/** A shop of the shop street (`MerchantSearchResponse`, crmeb-api §4.11); extra fields are ignored. */
export interface StreetShop {
  id: number;
  name: string;
  /** Logo URL; '' for none. */
  avatar: string;
  /** Self-operated by the mall: shows the 自营 badge. */
  isSelf: boolean;
  /** Rating 1–5. */
  starLevel: number;
  /** Picture of the card's top band; '' for the plain brand tint. */
  streetBackImage: string;
  /** A few goods of the shop; the first {@link STREET_CARD_GOODS} are shown. */
  proList: StreetShopGoods[];
}

/** Goods a street card shows. */
export const STREET_CARD_GOODS = 3;

export interface ShopStreetCardProps {
  shop: StreetShop;
  /** The shop's page, e.g. `/merchant/merchant?id=1`. */
  href: string;
  /** Path of a goods page from its id. */
  goodsHref: (id: number) => string;
  /** Level of the shop name's heading (default 3: cards under a section heading). */
  headingLevel?: 2 | 3;
}

const Card = styled.article`
  ${cardFrame}
  transition: box-shadow ${(p) => p.theme.motion.normal}ms;
  &:hover {
    box-shadow: ${(p) => p.theme.shadow.raised};
  }
`;

const Band = styled.div`
  height: 96px;
  background: ${(p) => p.theme.color.brandSoft};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Head = styled(ShopIdentity)`
  margin-top: -32px;
  padding: 0 ${(p) => p.theme.space[4]}px ${(p) => p.theme.space[3]}px;
`;

const Goods = styled.ul`
  display: grid;
  grid-template-columns: repeat(${STREET_CARD_GOODS}, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[2]}px;
  margin: auto 0 0;
  padding: ${(p) => p.theme.space[3]}px;
  border-top: 1px solid ${(p) => p.theme.color.border};
  list-style: none;
  li {
    min-width: 0;
  }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${(p) => p.theme.space[1]}px;
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 1;
    border-radius: ${(p) => p.theme.radius.sm}px;
    object-fit: cover;
    background: ${(p) => p.theme.color.page};
  }
`;

const NoGoods = styled.p`
  margin: auto 0 0;
  padding: ${(p) => p.theme.space[5]}px ${(p) => p.theme.space[3]}px;
  border-top: 1px solid ${(p) => p.theme.color.border};
  color: ${(p) => p.theme.color.textSubtle};
  font-size: ${(p) => p.theme.font.size.sm}px;
  text-align: center;
`;

/**
 * A shop of the shop street: the shop's picture band, its logo and name
 * (links to the shop; 自营 badge for self-operated shops) and its star
 * rating ({@link ShopIdentity}, stacked), and three of its goods (picture and price, each a link to the goods,
 * named by the goods). An `article` named by the shop name. Fits a quarter
 * of the 1200 px page.
 * @see spec §2 /merchant/merchant_street, §3 Merchant/shop; crmeb-api §4.11 street, §6 rule 18
 */
export function ShopStreetCard({ shop, href, goodsHref, headingLevel = 3 }: ShopStreetCardProps) {
  const intl = useIntl();
  const nameId = useId();
  const goods = shop.proList.slice(0, STREET_CARD_GOODS);
  return (
    <Card aria-labelledby={nameId}>
      <Band>{shop.streetBackImage && <img src={shop.streetBackImage} alt="" loading="lazy" decoding="async" />}</Band>
      <Head variant="stacked" shop={shop} href={href} nameAs={headingLevel === 2 ? 'h2' : 'h3'} nameId={nameId} />
      {goods.length > 0 ? (
        <Goods aria-label={intl.formatMessage({ id: 'shopStreetCard.goods' }, { name: shop.name })}>
          {goods.map((g) => (
            <li key={g.id}>
              <Link href={goodsHref(g.id)} title={g.storeName}>
                <img src={g.image} alt={g.storeName} loading="lazy" decoding="async" />
                <Price cents={g.price} size="sm" />
              </Link>
            </li>
          ))}
        </Goods>
      ) : (
        <NoGoods>{intl.formatMessage({ id: 'shopStreetCard.noGoods' })}</NoGoods>
      )}
    </Card>
  );
}
