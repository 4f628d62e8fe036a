import type { MerchantProductListInput, MerchantSearchInput, MerchantStreetInput } from '@mall/api';
import { useApi } from './useApi.ts';

/** Shop types (spec §3 shared state `merchantType`). */
export function useMerchantTypes() {
  return useApi('GET /api/front/merchant/all/type/list', {}, { revalidateOnFocus: false });
}

/** Shop categories (spec §3 shared state `merchantClassify`). */
export function useMerchantCategories() {
  return useApi('GET /api/front/merchant/all/category/list', {}, { revalidateOnFocus: false });
}

/** One page of the shop street: open shops, recommended first (crmeb-api §4.11 street, §6 rule 18). */
export function useMerchantStreet(query: MerchantStreetInput) {
  return useApi('GET /api/front/merchant/street', { query }, { keepPreviousData: true });
}

/** One page of open shops matching the filters, best rated first (crmeb-api §4.11 search/list, §6 rule 19). */
export function useMerchantSearch(query: MerchantSearchInput) {
  return useApi('GET /api/front/merchant/search/list', { query }, { keepPreviousData: true });
}

/** A shop's header: rating, follow status, followers, banners, service contact; `id` undefined skips the call. 404 → NotFoundError. */
export function useShopInfo(id: number | undefined) {
  return useApi('GET /api/front/merchant/index/info/:id', id ? { params: { id } } : null);
}

/**
 * How a shop's customer service is reached (the goods detail's shop card;
 * crmeb-api §4.11 customer/service/info). `merId` undefined skips the call.
 */
export function useMerchantService(merId: number | undefined) {
  return useApi('GET /api/front/merchant/customer/service/info/:id', merId ? { params: { id: merId } } : null, {
    revalidateOnFocus: false,
  });
}

/** A shop's qualification tab; `id` undefined skips the call. 404 → NotFoundError. */
export function useShopDetail(id: number | undefined) {
  return useApi('GET /api/front/merchant/detail/:id', id ? { params: { id } } : null);
}

/** A shop's own two-level category tree (crmeb-api §4.4 merchant category list). */
export function useShopCategories(merId: number) {
  return useApi('GET /api/front/product/merchant/:merId/category/list', { params: { merId } }, { revalidateOnFocus: false });
}

/** One page of a shop's goods, optionally by its own category, keyword, sort and price range (cents). */
export function useShopGoods(query: MerchantProductListInput) {
  return useApi('GET /api/front/product/merchant/pro/list', { query }, { keepPreviousData: true });
}
