import { useApi } from './useApi.ts';

/** The signed-in shopper (spec §3 User); skipped for guests. */
export function useUserInfo(loggedIn: boolean) {
  return useApi('GET /api/front/user/info', loggedIn ? {} : null);
}

/** The server's user menu (spec §2 Header); skipped for guests. */
export function useUserMenus(loggedIn: boolean) {
  return useApi('GET /api/front/user/menu/user', loggedIn ? {} : null, { revalidateOnFocus: false });
}
