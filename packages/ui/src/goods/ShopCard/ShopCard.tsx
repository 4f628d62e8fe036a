import styled from '@emotion/styled';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../base/Link/Link.tsx';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { EnterShopLink } from '../../merchant/EnterShopLink/EnterShopLink.tsx';
import { FollowShopButton } from '../../merchant/FollowShopButton/FollowShopButton.tsx';
import { ShopIdentity } from '../../merchant/ShopIdentity/ShopIdentity.tsx';
import { ShopIdentitySkeleton } from '../../merchant/ShopIdentity/ShopIdentitySkeleton.tsx';
import { Price } from '../../money/Price/Price.tsx';
import { MerchantServiceButton } from '../MerchantServiceButton/MerchantServiceButton.tsx';
import type { MerchantServiceConfig } from '../MerchantServiceButton/merchantService.ts';

/** A recommended goods item of the shop (a `proList` row); price in cents. */
export interface ShopCardGoods {
  id: number;
  storeName: string;
  /** Picture URL (square). */
  image: string;
  /** Price, cents. */
  price: number;
}

/** The shop of a goods detail page, shaped like its `merchantInfo`. */
export interface ShopCardMerchant {
  id: number;
  name: string;
  /** Logo URL (square); '' for none. */
  avatar: string;
  /** Self-operated by the mall: shows the 自营 tag. */
  isSelf: boolean;
  /** Rating 1–5, drawn in whole stars. */
  starLevel: number;
  /** Shoppers following the shop; left out, no count is shown. */
  followerCount?: number;
  /** The shop's recommended goods; the first four are shown. */
  proList: ShopCardGoods[];
}

export interface ShopCardProps {
  /** The shop; leave out while the page loads. */
  merchant?: ShopCardMerchant;
  /** Shows placeholders (and `aria-busy`). */
  loading?: boolean;
  /** The shopper follows the shop (`merchantInfo.isCollect`). */
  followed: boolean;
  /** 关注 / 已关注 was pressed: called with the state asked for. */
  onFollowChange: (next: boolean) => void;
  /** The follow call is running: spinner, presses ignored. */
  following?: boolean;
  /** The shop's page, for 进店逛逛 (e.g. `/merchant/merchant/home?id=1`). */
  shopHref: string;
  /** The link of a recommended goods item, e.g. `(g) => \`/goods_detail/${g.id}\``. */
  goodsHref: (goods: ShopCardGoods) => string;
  /** The shop's customer-service config; 联系客服 is left out without it. */
  service?: MerchantServiceConfig | null;
  /** Customer service by leaving a message: the app opens its dialog. */
  onLeaveMessage?: () => void;
}

/** Recommended goods shown. */
const RECOMMENDED = 4;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]}px;
  width: 100%;
  padding: ${(p) => p.theme.space[4]}px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  color: ${(p) => p.theme.color.text};
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${(p) => p.theme.space[2]}px;
  > :last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }
`;

const Follow = styled(FollowShopButton)`
  padding-inline: ${(p) => p.theme.space[2]}px;
`;

const Recommended = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]}px;
  padding-top: ${(p) => p.theme.space[3]}px;
  border-top: 1px solid ${(p) => p.theme.color.border};
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.sm}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    min-width: 0;
  }
`;

const Mini = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]}px;
  img {
    display: block;
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.sm}px;
    background: ${(p) => p.theme.color.page};
  }
  &:hover img {
    border-color: ${(p) => p.theme.color.brand};
  }
`;

/**
 * The shop card beside the goods detail (about 240 px wide): the shop's
 * logo, name with the 自营 tag, stars and followers ({@link ShopIdentity});
 * 进店逛逛 ({@link EnterShopLink} to `shopHref`) and 关注 / 已关注
 * ({@link FollowShopButton}: `aria-pressed`, repeat presses ignored,
 * `following` shows a spinner); 联系客服 ({@link MerchantServiceButton}) when `service` is given;
 * and up to four of the shop's recommended goods as small picture links
 * with their prices. `loading`: placeholders in a region marked `aria-busy`.
 * @see spec §2 (goods detail: shop card with follow and recommended goods), §3 Merchant/shop; crmeb-api §4.4 ProductDetailResponse `merchantInfo`, §3 (follow store)
 */
export function ShopCard({
  merchant,
  loading = false,
  followed,
  onFollowChange,
  following = false,
  shopHref,
  goodsHref,
  service,
  onLeaveMessage,
}: ShopCardProps) {
  const intl = useIntl();
  const id = useId();
  if (loading || !merchant) {
    return (
      <Card aria-label={intl.formatMessage({ id: 'shopCard.loading' })} aria-busy="true">
        <ShopIdentitySkeleton />
        <Actions>
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Actions>
        <Grid as="div">
          {Array.from({ length: RECOMMENDED }, (_, i) => (
            <Skeleton key={i} height={96} />
          ))}
        </Grid>
      </Card>
    );
  }
  const goods = merchant.proList.slice(0, RECOMMENDED);
  return (
    <Card aria-labelledby={`${id}-name`}>
      <ShopIdentity shop={merchant} followers={merchant.followerCount} nameAs="h2" nameId={`${id}-name`} />
      <Actions>
        <EnterShopLink href={shopHref} />
        <Follow followed={followed} busy={following} onFollowChange={onFollowChange} />
        {service && onLeaveMessage && (
          <MerchantServiceButton service={service} onLeaveMessage={onLeaveMessage} block />
        )}
      </Actions>
      {goods.length > 0 && (
        <Recommended>
          <h3 id={`${id}-recommended`}>{intl.formatMessage({ id: 'shopCard.recommended' })}</h3>
          <Grid aria-labelledby={`${id}-recommended`}>
            {goods.map((item) => (
              <li key={item.id}>
                <Mini href={goodsHref(item)} title={item.storeName}>
                  <img src={item.image} alt={item.storeName} loading="lazy" decoding="async" />
                  <Price cents={item.price} size="sm" />
                </Mini>
              </li>
            ))}
          </Grid>
        </Recommended>
      )}
    </Card>
  );
}
