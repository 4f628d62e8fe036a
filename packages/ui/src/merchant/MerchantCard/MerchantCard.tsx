import styled from '@emotion/styled';
import { EnterShopLink } from '../EnterShopLink/EnterShopLink.tsx';
import { ShopIdentity } from '../ShopIdentity/ShopIdentity.tsx';

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

/**
 * The shop card of the goods detail page: the shop's logo, name with a 自营
 * badge for self-operated shops and its 1–5 star rating ({@link ShopIdentity},
 * one image named "评分 4 / 5"), and a 进店逛逛 link to the shop
 * ({@link EnterShopLink}). Fits a 240 px side column or wider.
 * @see spec §3 Merchant/shop (name, rating, self-support flag)
 */
export function MerchantCard({ merchant, href }: MerchantCardProps) {
  return (
    <Card aria-label={merchant.name}>
      <ShopIdentity shop={merchant} nameAs="p" />
      <EnterShopLink href={href} />
    </Card>
  );
}
