import styled from '@emotion/styled';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { Link } from '../../base/Link/Link.tsx';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../../base/VisuallyHidden/VisuallyHidden.tsx';
import { EmptyState } from '../../feedback/EmptyState/EmptyState.tsx';
import { ListStates, type ListPaging, type LoadStateProps } from '../../feedback/ListStates/ListStates.tsx';
import { ShopIdentity } from '../../merchant/ShopIdentity/ShopIdentity.tsx';
import { ShopIdentitySkeleton } from '../../merchant/ShopIdentity/ShopIdentitySkeleton.tsx';

/** A followed shop (`GET /api/front/collect/merchant/list`, crmeb-api §4.12); extra fields are ignored. */
export interface FollowedShop {
  merId: number;
  merName: string;
  /** Logo URL; '' for none. */
  merAvatar: string;
  /** When the shopper followed it. */
  createTime: Date;
  /** False once the shop has closed: marked 店铺已关闭 and not linked. Open when absent. */
  isSwitch?: boolean;
}

export interface FollowedShopsListProps extends LoadStateProps, ListPaging {
  /** The followed shops of the current page. */
  shops?: FollowedShop[];
  /** A shop's page from its id, e.g. `(id) => \`/merchant/merchant?id=${id}\``. */
  shopHref: (merId: number) => string;
  /** 取消关注 pressed (`POST /api/front/collect/cancel/merchant/{id}`). */
  onUnfollow: (merId: number) => void;
  /** Shops whose unfollow is in flight: their buttons show a spinner. */
  busyIds?: ReadonlySet<number>;
  /** Time zone the dates are shown in (IANA name); the browser's by default. */
  timeZone?: string;
  /** A call to action under the empty message (e.g. a link to the shop street). */
  emptyAction?: ReactNode;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  > li + li {
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
  padding: ${(p) => p.theme.space[4]}px ${(p) => p.theme.space[5]}px;
`;

const Identity = styled(ShopIdentity)`
  flex: 1;
`;

const Since = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.xs}px;
  color: ${(p) => p.theme.color.textSubtle};
`;

const Closed = styled.span`
  display: inline-block;
  padding: 0 ${(p) => p.theme.space[2]}px;
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.disabledSurface};
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.xs}px;
  font-weight: ${(p) => p.theme.font.weight.regular};
  line-height: 20px;
  vertical-align: 1px;
`;

const Actions = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]}px;
`;

const Enter = styled(Link)`
  font-size: ${(p) => p.theme.font.size.sm}px;
`;

/**
 * The followed shops of "my favourites": one row per shop with its logo and
 * name ({@link ShopIdentity}: a link to the shop; a closed shop is marked
 * 店铺已关闭 and not linked, but can still be unfollowed), the date it was
 * followed in the shopper's language, 进店逛逛 and 取消关注 (a spinner while
 * its call is in flight). Skeleton rows (`aria-busy`) while `loading`, an
 * error state on `error`, an {@link EmptyState} with no shops; page links
 * when there are several pages ({@link ListStates}).
 * @see spec §2 /users/collection_list; crmeb-api §3 /users/collection_list, §4.12 merchant/list, cancel/merchant
 */
export function FollowedShopsList({
  shops,
  shopHref,
  onUnfollow,
  busyIds,
  timeZone,
  emptyAction,
  ...states
}: FollowedShopsListProps) {
  const intl = useIntl();
  return (
    <ListStates
      {...states}
      items={shops}
      loadingLabel={intl.formatMessage({ id: 'followedShopsList.loading' })}
      skeleton={(busy) => (
        <List as="div" {...busy}>
          {Array.from({ length: 3 }, (_, i) => (
            <Row key={i}>
              <ShopIdentitySkeleton />
              <Skeleton width={80} height={28} />
            </Row>
          ))}
        </List>
      )}
      empty={
        <EmptyState
          icon={<Store size={56} strokeWidth={1.25} aria-hidden />}
          title={intl.formatMessage({ id: 'followedShopsList.empty' })}
          description={intl.formatMessage({ id: 'followedShopsList.emptyHint' })}
          action={emptyAction}
        />
      }
    >
      {(list) => (
        <List aria-label={intl.formatMessage({ id: 'followedShopsList.label' })}>
          {list.map((shop) => {
            const open = shop.isSwitch !== false;
            const href = shopHref(shop.merId);
            const date = intl.formatDate(shop.createTime, { dateStyle: 'medium', timeZone });
            return (
              <li key={shop.merId}>
                <Row>
                  <Identity
                    shop={{ name: shop.merName, avatar: shop.merAvatar }}
                    href={open ? href : undefined}
                    nameSuffix={open ? undefined : <Closed>{intl.formatMessage({ id: 'followedShopsList.closed' })}</Closed>}
                  >
                    <Since>
                      <time dateTime={shop.createTime.toISOString()}>{intl.formatMessage({ id: 'followedShopsList.since' }, { date })}</time>
                    </Since>
                  </Identity>
                  <Actions>
                    {open && (
                      <Enter href={href} tone="muted" tabIndex={-1} aria-hidden>
                        {intl.formatMessage({ id: 'followedShopsList.enter' })}
                      </Enter>
                    )}
                    <Button
                      variant="ghost"
                      size="sm"
                      loading={busyIds?.has(shop.merId) ?? false}
                      repeatGuardMs={SERVER_ACTION_GUARD_MS}
                      onClick={() => onUnfollow(shop.merId)}
                    >
                      {intl.formatMessage({ id: 'followedShopsList.unfollow' })}
                      <VisuallyHidden> {shop.merName}</VisuallyHidden>
                    </Button>
                  </Actions>
                </Row>
              </li>
            );
          })}
        </List>
      )}
    </ListStates>
  );
}
