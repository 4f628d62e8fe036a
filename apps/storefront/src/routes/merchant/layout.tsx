import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { NotFoundError } from '@mall/api';
import { EmptyState, Link, MerchantServiceButton, ShopHeader, ShopSearchBox, ShopTabs, Stack, type ShopTab } from '@mall/ui';
import { stripLocale } from '../../app/localePath.ts';
import { MERCHANT_STREET_PATH, shopPagePath, type ShopPage } from '../../app/paths.ts';
import { useMallNavigate } from '../../app/useMallNavigate.ts';
import { useFollowShop } from '../../data/collect.ts';
import { useShopInfo } from '../../data/merchant.ts';
import { useRevalidateOnSessionChange } from '../../data/useRevalidateOnSessionChange.ts';
import { useMall } from '../../state/store.ts';
import { positiveInt, useQueryState } from '../../app/queryState.ts';
import type { ShopContext } from './shopContext.ts';

/** The tab of each child route; the index route is the shop's home. */
const TAB_OF_PAGE: Record<ShopPage, ShopTab> = { home: 'home', category: 'classify', coupon: 'coupon', qualification: 'qualification' };

function currentPage(pathname: string): ShopPage {
  const last = stripLocale(pathname).split('/')[3] ?? '';
  return last in TAB_OF_PAGE ? (last as ShopPage) : 'home';
}

/**
 * `/merchant/merchant?id=` and its child pages (spec §2; crmeb-api §3): the
 * shop header (rating, followers, follow, customer service, search inside the
 * shop), the tabs, then the child page. The `id` query stays on every tab. An
 * unknown or closed shop shows a not-found state.
 */
export default function ShopLayout() {
  const intl = useIntl();
  const navigate = useMallNavigate();
  const { pathname } = useLocation();
  const [params] = useQueryState();
  const id = positiveInt(params.get('id'));
  const info = useShopInfo(id);
  const follow = useFollowShop();
  const openLeaveMessage = useMall((s) => s.openLeaveMessage);
  // The header's `isCollect` and the coupons' `isUse` belong to whoever asked last.
  useRevalidateOnSessionChange('GET /api/front/merchant/index/info/:id', 'GET /api/front/coupons');

  if (id === undefined || info.error instanceof NotFoundError) {
    const title = intl.formatMessage({ id: 'shop.notFound' });
    return (
      <>
        <title>{title}</title>
        <EmptyState
          title={title}
          description={intl.formatMessage({ id: 'shop.notFoundHint' })}
          action={
            <Link href={MERCHANT_STREET_PATH} tone="brand">
              {intl.formatMessage({ id: 'page.merchantStreet' })}
            </Link>
          }
        />
      </>
    );
  }

  const page = currentPage(pathname);
  const shop = info.data;
  const context: ShopContext = { id, shop, shopLoading: !shop && !info.error };
  const hrefs = {
    home: shopPagePath(id, 'home'),
    classify: shopPagePath(id, 'category'),
    coupon: shopPagePath(id, 'coupon'),
    qualification: shopPagePath(id, 'qualification'),
  };
  return (
    <Stack>
      <title>{shop?.name ?? intl.formatMessage({ id: 'page.merchant' })}</title>
      <ShopHeader
        shop={shop}
        followers={shop?.followerCount}
        followBusy={follow.busy}
        onToggleFollow={(next) => follow.setFollowed(id, next)}
        loading={!shop && !info.error}
        error={info.error?.message}
        onRetry={() => void info.mutate()}
        search={
          <ShopSearchBox
            value={page === 'category' ? (params.get('search') ?? '') : ''}
            onSearch={(keyword) => void navigate(shopPagePath(id, 'category', { search: keyword }))}
          />
        }
        service={shop && <MerchantServiceButton service={shop} onLeaveMessage={openLeaveMessage} />}
      />
      <ShopTabs current={TAB_OF_PAGE[page]} hrefs={hrefs} />
      <Outlet context={context} />
    </Stack>
  );
}
