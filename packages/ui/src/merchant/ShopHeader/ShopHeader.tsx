import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { ErrorState } from '../../feedback/ErrorState/ErrorState.tsx';
import type { LoadStateProps } from '../../feedback/ListStates/ListStates.tsx';
import { FollowShopButton } from '../FollowShopButton/FollowShopButton.tsx';
import { ShopIdentity } from '../ShopIdentity/ShopIdentity.tsx';
import { ShopIdentitySkeleton } from '../ShopIdentity/ShopIdentitySkeleton.tsx';

/** The header data of a shop (`GET /api/front/merchant/index/info/{id}`, crmeb-api §4.11); extra fields are ignored. */
export interface ShopHeaderShop {
  id: number;
  name: string;
  /** Logo URL; '' for none. */
  avatar: string;
  /** Self-operated by the mall: shows the 自营 badge. */
  isSelf: boolean;
  /** Rating 1–5. */
  starLevel: number;
  /** The shopper follows the shop. */
  isCollect: boolean;
  /** Header picture for the PC site; '' or absent to use `backImage`. */
  pcBackImage?: string;
  /** Header picture; '' for the plain dark band. */
  backImage: string;
}

export interface ShopHeaderProps extends LoadStateProps {
  shop?: ShopHeaderShop;
  /** Followers (`collectNum` of the shop detail); left out when unknown. */
  followers?: number;
  /** A follow or unfollow call is in flight: the button shows a spinner and ignores presses. */
  followBusy?: boolean;
  /** 关注 or 已关注 pressed: `true` to follow, `false` to unfollow. */
  onToggleFollow: (follow: boolean) => void;
  /** The customer-service button (the app passes the goods family's service button). */
  service?: ReactNode;
  /** A search box for the shop (e.g. {@link ShopSearchBox}), at the right. */
  search?: ReactNode;
}

/** Height of the header band, px. */
const BAND_HEIGHT = 140;

/** The band's box, shared by the header and its placeholder so loading does not shift the page. */
const BandBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[5]}px;
  min-height: ${BAND_HEIGHT}px;
  padding: ${(p) => p.theme.space[5]}px ${(p) => p.theme.space[6]}px;
  border-radius: ${(p) => p.theme.radius.md}px;
`;

const Band = styled(BandBox)`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  color: ${(p) => p.theme.color.onBrand};
  background: ${(p) => p.theme.color.text};
  > img {
    position: absolute;
    inset: 0;
    z-index: -2;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /* The dark veil keeps white text readable on any picture. */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: linear-gradient(90deg, rgba(0, 0, 0, 0.72), rgba(0, 0, 0, 0.45));
  }
`;

const Identity = styled(ShopIdentity)`
  flex: 1;
`;

const Actions = styled.div`
  flex: none;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${(p) => p.theme.space[3]}px;
  > div {
    display: flex;
    gap: ${(p) => p.theme.space[3]}px;
  }
`;

const SkeletonBand = styled(BandBox)`
  background: ${(p) => p.theme.color.surface};
`;

const Panel = styled.div`
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
`;

/**
 * The header of a shop's pages: the shop's picture under a dark veil, its
 * logo, its name as the page's `h1` (with 自营 for self-operated shops), its
 * star rating and follower count ({@link ShopIdentity} as a banner), and at
 * the right the `search` slot above 关注 / 已关注 ({@link FollowShopButton})
 * and the `service` slot. The follow button shows a spinner while
 * `followBusy` and ignores presses within 500 ms (spec §5).
 * @see spec §2 /merchant/merchant, §3 Merchant/shop (rating, follower count, follow status, self-support flag); crmeb-api §3 /merchant/merchant, §4.11 index/info, §4.12 follow
 */
export function ShopHeader({ shop, followers, followBusy = false, onToggleFollow, service, search, loading = false, error, onRetry }: ShopHeaderProps) {
  const intl = useIntl();
  if (loading) {
    return (
      <SkeletonBand role="region" aria-busy="true" aria-label={intl.formatMessage({ id: 'shopHeader.loading' })}>
        <ShopIdentitySkeleton variant="banner" />
        <Skeleton width={96} height={36} />
      </SkeletonBand>
    );
  }
  if (error || !shop) {
    return (
      <Panel>
        <ErrorState message={error ?? undefined} onRetry={onRetry} />
      </Panel>
    );
  }
  const picture = shop.pcBackImage || shop.backImage;
  return (
    <Band>
      {picture && <img src={picture} alt="" />}
      <Identity variant="banner" shop={shop} followers={followers} nameAs="h1" />
      <Actions>
        {search}
        <div>
          <FollowShopButton followed={shop.isCollect} busy={followBusy} onFollowChange={onToggleFollow} />
          {service}
        </div>
      </Actions>
    </Band>
  );
}
