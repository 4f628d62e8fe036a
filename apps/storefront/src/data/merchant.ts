import { useApi } from './useApi.ts';

/** Shop types (spec §3 shared state `merchantType`). */
export function useMerchantTypes() {
  return useApi('GET /api/front/merchant/all/type/list', {}, { revalidateOnFocus: false });
}

/** Shop categories (spec §3 shared state `merchantClassify`). */
export function useMerchantCategories() {
  return useApi('GET /api/front/merchant/all/category/list', {}, { revalidateOnFocus: false });
}
