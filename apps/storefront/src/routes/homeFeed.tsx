import { GoodsFeed } from '@mall/ui';
import { goodsPath } from '../app/paths.ts';
import { useHomeFeed } from '../data/homeFeed.ts';

/**
 * The home page's endless goods feed: 13 goods a page, the next page as the
 * end of the list nears or on 加载更多, with the loading, end and
 * error-with-retry states of {@link GoodsFeed} (spec §2 home; crmeb-api §3 `/`).
 */
export function HomeFeed() {
  const feed = useHomeFeed();
  return (
    <GoodsFeed
      items={feed.items}
      hrefFor={(g) => goodsPath(g.id)}
      hasMore={feed.hasMore}
      loading={feed.loading}
      error={feed.error?.message}
      onLoadMore={feed.loadMore}
      onRetry={feed.retry}
    />
  );
}
