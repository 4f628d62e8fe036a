import { useApi } from './useApi.ts';

/*
 * Marketing activities' landing pages (spec §2 /goods/activity_list;
 * crmeb-api §3 /goods/activity_list, §4.3).
 */

/**
 * An activity's header: name, banners, instruction. `aid` undefined skips
 * the call; a hidden, not yet started or ended activity answers 404
 * (`NotFoundError`).
 */
export function useActivityDetail(aid: number | undefined) {
  return useApi('GET /api/pc/activity/detail/:aid', aid ? { params: { aid } } : null, { revalidateOnFocus: false });
}

/**
 * One page of an activity's goods on sale, in the activity's order; prices in
 * cents. `aid` undefined skips the call; 404 as {@link useActivityDetail}.
 */
export function useActivityGoods(aid: number | undefined, page: number, limit: number) {
  return useApi('GET /api/front/activity/list/:aid', aid ? { params: { aid }, query: { page, limit } } : null, {
    keepPreviousData: true,
  });
}
