import { useApi } from './useApi.ts';

/** Which ways of signing in the server offers (spec §3 Login method info); read once per visit. */
export function useLoginMethods(enabled: boolean) {
  return useApi('GET /api/front/login/method/info', enabled ? {} : null, { revalidateOnFocus: false });
}

/** The picture beside the sign-in form (`GET /api/pc/login/getLoginPic`). */
export function useLoginPicture(enabled: boolean) {
  return useApi('GET /api/pc/login/getLoginPic', enabled ? {} : null, { revalidateOnFocus: false });
}
