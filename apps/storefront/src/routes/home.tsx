import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { BannerCarousel, HOME_SHOPS_SHOWN, Stack, VisuallyHidden } from '@mall/ui';
import { preloadable } from '../app/preloadable.ts';
import { MERCHANT_STREET_PATH, TOP_ONE_PATH, activityPath, goodsPath, shopPath } from '../app/paths.ts';
import { useHomeActivities, useHomeData, useLeaderboard } from '../data/catalog.ts';
import { useMerchantStreet } from '../data/merchant.ts';

const ActivityBlock = preloadable(() => import('./homeBlocks.ts').then((m) => m.ActivityBlock));
const RankingTop3 = preloadable(() => import('./homeBlocks.ts').then((m) => m.RankingTop3));
const RecommendedShops = preloadable(() => import('./homeBlocks.ts').then((m) => m.RecommendedShops));
const HomeFeed = preloadable(() => import('./homeBlocks.ts').then((m) => m.HomeFeed));

/**
 * `/`: the home page (spec §2 home; crmeb-api §3 `/`). Banners beside the
 * pinned category panel, the marketing activities (each drawn by its
 * display type, linking to its landing page), the top three of the ranking,
 * recommended shops from the shop street, and the endless goods feed.
 * Each block shows its own loading, empty and error state, so one failing
 * call leaves the rest of the page usable. The blocks' code loads while
 * their data does (their calls start here, not in the lazy chunk).
 */
export default function Home() {
  const intl = useIntl();
  const home = useHomeData();
  const activities = useHomeActivities();
  const ranking = useLeaderboard();
  const shops = useMerchantStreet({ page: 1, limit: HOME_SHOPS_SHOWN });
  return (
    <Stack>
      <title>{intl.formatMessage({ id: 'app.name' })}</title>
      {/* The banners are the visual title; screen readers still get a page heading. */}
      <VisuallyHidden as="h1">{intl.formatMessage({ id: 'app.name' })}</VisuallyHidden>
      <BannerCarousel banners={home.data?.banner ?? []} autoPlayMs={5000} besideCategoryDrawer />
      {/* One boundary: the blocks appear together, in page order. */}
      <Suspense fallback={null}>
        {activities.error ? (
          <ActivityBlock hrefOf={goodsPath} error={activities.error.message} onRetry={() => void activities.mutate()} />
        ) : !activities.data ? (
          <ActivityBlock hrefOf={goodsPath} loading />
        ) : (
          activities.data.map((activity) => (
            <ActivityBlock key={activity.id} activity={activity} hrefOf={goodsPath} moreHref={activityPath(activity.id)} />
          ))
        )}
        <RankingTop3
          items={ranking.data}
          hrefOf={goodsPath}
          moreHref={TOP_ONE_PATH}
          loading={!ranking.data && !ranking.error}
          error={ranking.error?.message}
          onRetry={() => void ranking.mutate()}
        />
        <RecommendedShops
          shops={shops.data?.list}
          shopHref={shopPath}
          goodsHref={goodsPath}
          moreHref={MERCHANT_STREET_PATH}
          loading={!shops.data && !shops.error}
          error={shops.error?.message}
          onRetry={() => void shops.mutate()}
        />
        <HomeFeed />
      </Suspense>
    </Stack>
  );
}
