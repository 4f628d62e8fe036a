import { HOME_DATA_STORAGE_KEY, type HomeData, type ProductListInput } from '@mall/api';
import { browser } from '../platform/browser.ts';
import { useStoredJson } from '../platform/useStoredJson.ts';
import { useApi } from './useApi.ts';

/**
 * Home data (logo, banners, currency), served from the `homeDataPc` local
 * storage cache first and refreshed from the server (spec §3).
 */
export function useHomeData() {
  const cached = useStoredJson<HomeData>(HOME_DATA_STORAGE_KEY);
  const result = useApi('GET /api/pc/home/index', {}, {
    revalidateOnFocus: false,
    onSuccess: (data) => browser.writeJson(HOME_DATA_STORAGE_KEY, data),
  });
  return { ...result, data: result.data ?? cached };
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
