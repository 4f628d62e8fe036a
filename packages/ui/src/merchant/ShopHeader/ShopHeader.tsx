import styled from '@emotion/styled';
import { Check, Plus, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { ErrorState } from '../../feedback/ErrorState/ErrorState.tsx';
import { ShopStars } from '../ShopStars/ShopStars.tsx';

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

export interface ShopHeaderProps {
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
  /** Shows a skeleton band (marked `aria-busy`). */
  loading?: boolean;
  /** A load error message: shows an error state with retry when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
}

/** Height of the header band, px. */
const BAND_HEIGHT = 140;

const Band = styled.div`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[5]}px;
  min-height: ${BAND_HEIGHT}px;
  padding: ${(p) => p.theme.space[5]}px ${(p) => p.theme.space[6]}px;
  border-radius: ${(p) => p.theme.radius.md}px;
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

const Avatar = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 80px;
  height: 80px;
  border: 2px solid ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
  background: ${(p) => p.theme.color.surface};
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
  flex: 1;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]}px;
  min-width: 0;
  h1 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.xxl}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
`;

const Badge = styled.span`
  display: inline-block;
  margin-right: ${(p) => p.theme.space[1]}px;
  padding: 0 ${(p) => p.theme.space[2]}px;
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.brand};
  color: ${(p) => p.theme.color.onBrand};
  font-size: ${(p) => p.theme.font.size.sm}px;
  line-height: 22px;
  vertical-align: 4px;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
  margin: 0;
  font-size: ${(p) => p.theme.font.size.sm}px;
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

const SkeletonBand = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[5]}px;
  min-height: ${BAND_HEIGHT}px;
  padding: ${(p) => p.theme.space[5]}px ${(p) => p.theme.space[6]}px;
  border-radius: ${(p) => p.theme.radius.md}px;
  background: ${(p) => p.theme.color.surface};
  > div {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${(p) => p.theme.space[2]}px;
  }
`;

const Panel = styled.div`
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
`;

/**
 * The header of a shop's pages: the shop's picture under a dark veil, its
 * logo, its name as the page's `h1` (with 自营 for self-operated shops), its
 * star rating and follower count, and at the right the `search` slot above
 * 关注 / 已关注 and the `service` slot. The follow button shows a spinner while
 * `followBusy` and ignores presses within 500 ms (spec §5).
 * @see spec §2 /merchant/merchant, §3 Merchant/shop (rating, follower count, follow status, self-support flag); crmeb-api §3 /merchant/merchant, §4.11 index/info, §4.12 follow
 */
export function ShopHeader({ shop, followers, followBusy = false, onToggleFollow, service, search, loading = false, error, onRetry }: ShopHeaderProps) {
  const intl = useIntl();
  if (loading) {
    return (
      <SkeletonBand role="region" aria-busy="true" aria-label={intl.formatMessage({ id: 'shopHeader.loading' })}>
        <Skeleton width={80} height={80} radius={8} />
        <div>
          <Skeleton width={280} height={28} />
          <Skeleton width={160} height={14} />
        </div>
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
  const followed = shop.isCollect;
  const picture = shop.pcBackImage || shop.backImage;
  return (
    <Band>
      {picture && <img src={picture} alt="" />}
      <Avatar>{shop.avatar ? <img src={shop.avatar} alt="" /> : <Store size={36} strokeWidth={1.5} aria-hidden />}</Avatar>
      <Info>
        <h1>
          {shop.isSelf && (
            <>
              <Badge>{intl.formatMessage({ id: 'shopHeader.self' })}</Badge>{' '}
            </>
          )}
          {shop.name}
        </h1>
        <Meta>
          <ShopStars score={shop.starLevel} size={16} tone="onDark" />
          {followers !== undefined && <span>{intl.formatMessage({ id: 'shopHeader.followers' }, { count: followers })}</span>}
        </Meta>
      </Info>
      <Actions>
        {search}
        <div>
          <Button
            variant={followed ? 'ghost' : 'primary'}
            loading={followBusy}
            repeatGuardMs={SERVER_ACTION_GUARD_MS}
            icon={followed ? <Check size={16} aria-hidden /> : <Plus size={16} aria-hidden />}
            onClick={() => onToggleFollow(!followed)}
          >
            {intl.formatMessage({ id: followed ? 'shopHeader.following' : 'shopHeader.follow' })}
          </Button>
          {service}
        </div>
      </Actions>
    </Band>
  );
}
