import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import type { Page } from '@mall/api';
import { FavouriteGoodsList, FollowedShopsList, Link, PageHeading, ResultTabs, Stack, type SearchResultKind } from '@mall/ui';
import { MALL_TIME_ZONE } from '../../api/mallTimeZone.ts';
import { MERCHANT_STREET_PATH, goodsPath, shopPath } from '../../app/paths.ts';
import { useFavouriteGoods, useFollowedShops, useRemoveFavourites, useUnfollowShops } from '../../data/collect.ts';
import { useSession } from '../../state/SessionContext.tsx';
import { pageParam, useQueryState } from '../../app/queryState.ts';

/** Favourites per page: three rows of the four-column grid. */
const PAGE_SIZE = 12;

function asTab(value: string | null): SearchResultKind {
  return value === 'shops' ? 'shops' : 'goods';
}

/**
 * When removals emptied the page shown (or the link named a page past the
 * end), the last page that still has rows; otherwise `undefined`.
 */
function pageToShow(data: Page<unknown> | undefined, page: number): number | undefined {
  if (!data || data.list.length > 0 || page === 1) return undefined;
  return Math.max(1, data.totalPage);
}

/**
 * `/users/collection_list?tab=&page=`: "my favourites" (spec §2; crmeb-api §3
 * /users/collection_list, §4.12). Two tabs, each with its count: favourite
 * goods (remove one, or several selected at once) and followed shops
 * (unfollow). Tab and page live in the URL. After a change the lists, and
 * any cached goods detail or shop header, are read again.
 */
export default function CollectionList() {
  const intl = useIntl();
  const panelId = useId();
  const session = useSession();
  const [params, update] = useQueryState();
  const tab = asTab(params.get('tab'));
  const page = pageParam(params);
  const paging = (of: SearchResultKind) => (session.loggedIn ? { page: tab === of ? page : 1, limit: PAGE_SIZE } : null);
  const goods = useFavouriteGoods(paging('goods'));
  const shops = useFollowedShops(paging('shops'));
  const removal = useRemoveFavourites();
  const unfollowing = useUnfollowShops();

  const current = tab === 'goods' ? goods.data : shops.data;
  const fallback = pageToShow(current, page);
  useEffect(() => {
    // Replace, not push: the emptied page should not come back with the back button.
    if (fallback !== undefined && fallback !== page) update({ page: fallback }, { replace: true });
  });

  const title = intl.formatMessage({ id: 'page.collectionList' });
  return (
    <Stack>
      <title>{title}</title>
      <PageHeading title={title} />
      <ResultTabs
        value={tab}
        onChange={(next) => update({ tab: next === 'goods' ? undefined : next })}
        counts={{ goods: goods.data?.total, shops: shops.data?.total }}
        panelId={panelId}
        label={intl.formatMessage({ id: 'favourites.tabsLabel' })}
      />
      <div id={panelId} role="tabpanel" aria-label={intl.formatMessage({ id: tab === 'goods' ? 'resultTabs.goods' : 'resultTabs.shops' })}>
        {tab === 'goods' ? (
          <FavouriteGoodsList
            items={goods.data?.list}
            goodsHref={goodsPath}
            onRemove={removal.remove}
            busyIds={removal.busyIds}
            page={page}
            total={goods.data?.total}
            pageSize={PAGE_SIZE}
            onPageChange={(next) => update({ page: next })}
            loading={!goods.data && !goods.error}
            error={goods.error?.message}
            onRetry={() => void goods.mutate()}
            emptyAction={
              <Link href="/" tone="brand">
                {intl.formatMessage({ id: 'cart.goShopping' })}
              </Link>
            }
          />
        ) : (
          <FollowedShopsList
            shops={shops.data?.list}
            timeZone={MALL_TIME_ZONE}
            shopHref={shopPath}
            onUnfollow={unfollowing.unfollow}
            busyIds={unfollowing.busyIds}
            page={page}
            total={shops.data?.total}
            pageSize={PAGE_SIZE}
            onPageChange={(next) => update({ page: next })}
            loading={!shops.data && !shops.error}
            error={shops.error?.message}
            onRetry={() => void shops.mutate()}
            emptyAction={
              <Link href={MERCHANT_STREET_PATH} tone="brand">
                {intl.formatMessage({ id: 'favourites.toShopStreet' })}
              </Link>
            }
          />
        )}
      </div>
    </Stack>
  );
}
