import styled from '@emotion/styled';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { Link } from '../../base/Link/Link.tsx';
import { Pagination } from '../../base/Pagination/Pagination.tsx';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../../base/VisuallyHidden/VisuallyHidden.tsx';
import { EmptyState } from '../../feedback/EmptyState/EmptyState.tsx';
import { ErrorState } from '../../feedback/ErrorState/ErrorState.tsx';

/** A followed shop (`GET /api/front/collect/merchant/list`, crmeb-api §4.12); extra fields are ignored. */
export interface FollowedShop {
  merId: number;
  merName: string;
  /** Logo URL; '' for none. */
  merAvatar: string;
  /** When the shopper followed it, ISO 8601. */
  createTime: string;
  /** False once the shop has closed: marked 店铺已关闭 and not linked. Open when absent. */
  isSwitch?: boolean;
}

export interface FollowedShopsListProps {
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
  /** Current page, from 1; with `total`, `pageSize` and `onPageChange` shows the page links. */
  page?: number;
  total?: number;
  pageSize?: number;
  onPageChange?: (page: number) => void;
  /** Shows skeleton rows (marked `aria-busy`). */
  loading?: boolean;
  /** A load error message: shows an error state with retry when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
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
  flex: 1;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]}px;
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.md}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
    line-height: 20px;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.xs}px;
    color: ${(p) => p.theme.color.textSubtle};
  }
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

const Panel = styled.div`
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
`;

/**
 * The followed shops of "my favourites": one row per shop with its logo,
 * name (a link to the shop; a closed shop is marked 店铺已关闭 and not
 * linked, but can still be unfollowed), the date it was followed in the shopper's
 * language, 进店逛逛 and 取消关注 (a spinner while its call is in flight).
 * Skeleton rows (`aria-busy`) while `loading`, an {@link ErrorState} on
 * `error`, an {@link EmptyState} with no shops; page links when there are
 * several pages.
 * @see spec §2 /users/collection_list; crmeb-api §3 /users/collection_list, §4.12 merchant/list, cancel/merchant
 */
export function FollowedShopsList({
  shops,
  shopHref,
  onUnfollow,
  busyIds,
  timeZone,
  page,
  total,
  pageSize,
  onPageChange,
  loading = false,
  error,
  onRetry,
  emptyAction,
}: FollowedShopsListProps) {
  const intl = useIntl();
  if (loading) {
    return (
      <List as="div" role="region" aria-busy="true" aria-label={intl.formatMessage({ id: 'followedShopsList.loading' })}>
        {Array.from({ length: 3 }, (_, i) => (
          <Row key={i}>
            <Skeleton width={56} height={56} radius={8} />
            <Info>
              <Skeleton width="40%" height={16} />
              <Skeleton width={120} height={12} />
            </Info>
            <Skeleton width={80} height={28} />
          </Row>
        ))}
      </List>
    );
  }
  if (error) {
    return (
      <Panel>
        <ErrorState message={error} onRetry={onRetry} />
      </Panel>
    );
  }
  if (!shops || shops.length === 0) {
    return (
      <Panel>
        <EmptyState
          icon={<Store size={56} strokeWidth={1.25} aria-hidden />}
          title={intl.formatMessage({ id: 'followedShopsList.empty' })}
          description={intl.formatMessage({ id: 'followedShopsList.emptyHint' })}
          action={emptyAction}
        />
      </Panel>
    );
  }
  return (
    <div>
      <List aria-label={intl.formatMessage({ id: 'followedShopsList.label' })}>
        {shops.map((shop) => {
          const open = shop.isSwitch !== false;
          const href = shopHref(shop.merId);
          const date = intl.formatDate(shop.createTime, { dateStyle: 'medium', timeZone });
          return (
            <li key={shop.merId}>
              <Row>
                <Avatar>{shop.merAvatar ? <img src={shop.merAvatar} alt="" loading="lazy" /> : <Store size={26} strokeWidth={1.5} aria-hidden />}</Avatar>
                <Info>
                  <h3>
                    {open ? <Link href={href}>{shop.merName}</Link> : shop.merName}
                    {!open && (
                      <>
                        {' '}
                        <Closed>{intl.formatMessage({ id: 'followedShopsList.closed' })}</Closed>
                      </>
                    )}
                  </h3>
                  <p>
                    <time dateTime={shop.createTime}>{intl.formatMessage({ id: 'followedShopsList.since' }, { date })}</time>
                  </p>
                </Info>
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
      {page !== undefined && total !== undefined && pageSize !== undefined && onPageChange && (
        <Pagination page={page} total={total} pageSize={pageSize} onChange={onPageChange} />
      )}
    </div>
  );
}
