import styled from '@emotion/styled';
import { Star, Store } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from '../../base/Link/Link.tsx';

/** The shop a card shows (the API's `MerchantBrief` fits). */
export interface MerchantCardMerchant {
  id: number;
  name: string;
  /** Logo URL (square); '' for none. */
  avatar: string;
  /** Self-operated by the mall: shows the 自营 badge. */
  isSelf: boolean;
  /** Rating 1–5; rounded and clamped for display. */
  starLevel: number;
}

export interface MerchantCardProps {
  merchant: MerchantCardMerchant;
  /** The shop's page (e.g. `/merchant/merchant?merId=1`). */
  href: string;
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[4]}px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md}px;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]}px;
  min-width: 0;
`;

const Avatar = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  background: ${(p) => p.theme.color.page};
  color: ${(p) => p.theme.color.textSubtle};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]}px;
  min-width: 0;
`;

const Name = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.md}px;
  font-weight: ${(p) => p.theme.font.weight.bold};
  line-height: 20px;
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow-wrap: anywhere;
`;

const Badge = styled.span`
  display: inline-block;
  margin-right: ${(p) => p.theme.space[1]}px;
  padding: 0 ${(p) => p.theme.space[1]}px;
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.brand};
  color: ${(p) => p.theme.color.onBrand};
  font-size: ${(p) => p.theme.font.size.xs}px;
  font-weight: ${(p) => p.theme.font.weight.bold};
  line-height: 18px;
  vertical-align: 1px;
`;

const Stars = styled.span`
  display: inline-flex;
  gap: 2px;
  svg {
    color: ${(p) => p.theme.color.borderStrong};
    fill: ${(p) => p.theme.color.border};
  }
  svg[data-on] {
    color: ${(p) => p.theme.color.brand};
    fill: ${(p) => p.theme.color.brand};
  }
`;

const Enter = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space[1]}px;
  height: 32px;
  border: 1px solid ${(p) => p.theme.color.brand};
  border-radius: ${(p) => p.theme.radius.sm}px;
  color: ${(p) => p.theme.color.brand};
  font-size: ${(p) => p.theme.font.size.sm}px;
  &:hover {
    background: ${(p) => p.theme.color.brand};
    color: ${(p) => p.theme.color.onBrand};
  }
`;

/**
 * The shop card of the goods detail page: logo, name with a 自营 badge for
 * self-operated shops, a 1–5 star rating (one image named "评分 4 / 5"), and
 * a 进店逛逛 link to the shop. Fits a 240 px side column or wider.
 * @see spec §3 Merchant/shop (name, rating, self-support flag)
 */
export function MerchantCard({ merchant, href }: MerchantCardProps) {
  const intl = useIntl();
  const score = Math.min(5, Math.max(0, Math.round(merchant.starLevel)));
  return (
    <Card aria-label={merchant.name}>
      <Head>
        <Avatar>
          {merchant.avatar ? <img src={merchant.avatar} alt="" /> : <Store size={28} strokeWidth={1.5} aria-hidden />}
        </Avatar>
        <Info>
          <Name title={merchant.name}>
            {merchant.isSelf && <Badge>{intl.formatMessage({ id: 'merchantCard.self' })}</Badge>}
            {merchant.name}
          </Name>
          <Stars role="img" aria-label={intl.formatMessage({ id: 'merchantCard.rating' }, { score })}>
            {Array.from({ length: 5 }, (_, i) => (
              <Star key={i} size={14} data-on={i < score || undefined} aria-hidden />
            ))}
          </Stars>
        </Info>
      </Head>
      <Enter href={href}>
        <Store size={14} aria-hidden />
        {intl.formatMessage({ id: 'merchantCard.enter' })}
      </Enter>
    </Card>
  );
}
