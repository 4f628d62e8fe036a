import { HOME_FEED_PAGE_SIZE } from '@mall/api';
import { useApiPages } from './useApiPages.ts';

/**
 * The home page's endless goods feed, {@link HOME_FEED_PAGE_SIZE} goods a
 * page, pages appended on demand (spec §2 home; crmeb-api §3 `/` index/product).
 * A file of its own so SWR's infinite mode loads with the feed, not with the
 * first screen.
 */
export function useHomeFeed() {
  return useApiPages('GET /api/front/index/product', (page) => ({ query: { page, limit: HOME_FEED_PAGE_SIZE } }), {
    revalidateOnFocus: false,
  });
}
