import { useEffect, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { HOME_DATA_STORAGE_KEY, type ProductDetail, type ProductListInput, type ReplyListInput } from '@mall/api';
import { useApiClient } from '../api/ApiContext.tsx';
import { browser } from '../platform/browser.ts';
import { useStoredJson } from '../platform/useStoredJson.ts';
import { useLocale } from '../state/LocaleContext.tsx';
import { apiKeyOf } from './apiKey.ts';
import { homeDataToStore, storedHomeDataIn, type StoredHomeData } from './homeDataCache.ts';
import { useApi } from './useApi.ts';

/**
 * Home data (logo, banners, currency, footer lines), served from the
 * `homeDataPc` local storage cache first and refreshed from the server
 * (spec §3). The cache names its language: a copy in another one is not shown.
 */
export function useHomeData() {
  const { locale } = useLocale();
  const stored = useStoredJson<StoredHomeData>(HOME_DATA_STORAGE_KEY);
  const cached = useMemo(() => storedHomeDataIn(stored, locale), [stored, locale]);
  const result = useApi('GET /api/pc/home/index', {}, { revalidateOnFocus: false });
  const { data } = result;
  // `data` is the answer for this language's key (apiKey.ts): it is stored under its language.
  useEffect(() => {
    if (data) browser.writeJson(HOME_DATA_STORAGE_KEY, homeDataToStore(data, locale));
  }, [data, locale]);
  return { ...result, data: data ?? cached };
}

/** Hot search keywords (spec §3). */
export function useHotKeywords() {
  return useApi('GET /api/front/search/keyword', {}, { revalidateOnFocus: false });
}

/** The two-level category tree (spec §3). */
export function useCategories() {
  return useApi('GET /api/front/product/category', {}, { revalidateOnFocus: false });
}

/** One page of goods for a search or list. */
export function useProductList(query: ProductListInput) {
  return useApi('GET /api/front/product/list', { query }, { keepPreviousData: true });
}

/** Goods detail; `id` undefined skips the call. */
export function useProductDetail(id: number | undefined) {
  return useApi('GET /api/front/product/detail/:id', id ? { params: { id } } : null);
}

/** The ranking: up to 20 goods (`LEADERBOARD_SIZE`) by units sold, best first (crmeb-api §4.4, §6 rule 21). */
export function useLeaderboard() {
  return useApi('GET /api/front/product/leaderboard', {}, { revalidateOnFocus: false });
}

/** Review summary of a goods: counts per filter, good rate (percent), average stars (spec §2; crmeb-api §4.4). */
export function useReplyConfig(productId: number) {
  return useApi('GET /api/front/product/reply/config/:id', { params: { id: productId } });
}

/**
 * One page of a goods' reviews, newest first, for filter `type` (0 all,
 * 1 good, 2 general, 3 bad; crmeb-api §5 review type).
 */
export function useReplies(productId: number, query: ReplyListInput) {
  return useApi('GET /api/front/product/reply/list/:id', { params: { id: productId }, query });
}

/**
 * Re-reads a goods' SKUs and stock through the light `sku/detail` call
 * (crmeb-api §4.4) into the cached detail, so values sold out meanwhile show
 * as such (e.g. after a purchase was refused for stock). A failed read
 * leaves the detail as it was.
 */
export function useRefreshSpecs() {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  const { locale } = useLocale();
  return async (id: number) => {
    const specs = await api.request('GET /api/front/product/sku/detail/:id', { params: { id }, silent: true }).catch(() => null);
    if (!specs) return;
    const key = apiKeyOf('GET /api/front/product/detail/:id', { params: { id } }, locale);
    await mutate<ProductDetail>(key, (detail) => detail && { ...detail, ...specs }, { revalidate: false });
  };
}

/** The marketing activities of the home page, each with its first goods (crmeb-api §3 `/`, §4.3). */
export function useHomeActivities() {
  return useApi('GET /api/front/activity/index/list', {}, { revalidateOnFocus: false });
}
