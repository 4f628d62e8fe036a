/**
 * Links of the server's user menu (`routine_my_menus` of
 * `GET /api/front/user/menu/user`): each entry opens its `pc_url` with
 * `menuCur` set to its id; entries with an empty url are hidden.
 * @see spec §2 (user menu entries, `/users/merchant_settled?menuCur=70`), §3 (Menu response)
 */

/** An entry of the server's user menu (the API's `UserMenuEntry` fits). */
export interface HeaderMenuEntry {
  id: number;
  name: string;
  /** Storefront path (or address) to open; '' or blank hides the entry. */
  pc_url: string;
}

/**
 * `pcUrl` with `menuCur=<id>` in its query: the rest of the query and the
 * hash are kept as written (an existing `menuCur` is replaced).
 * `menuHref('/users/coupon_list?type=1#top', 62)` → `/users/coupon_list?type=1&menuCur=62#top`.
 */
export function menuHref(pcUrl: string, id: number): string {
  const url = pcUrl.trim();
  const hashAt = url.indexOf('#');
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt < 0 ? '' : beforeHash.slice(queryAt + 1);
  const kept = query.split('&').filter((part) => part !== '' && part.split('=')[0] !== 'menuCur');
  return `${path}?${[...kept, `menuCur=${id}`].join('&')}${hash}`;
}

/** The entries that have a url (entries whose `pc_url` is empty or blank are dropped), in order. */
export function visibleMenu<E extends { pc_url: string }>(entries: readonly E[]): E[] {
  return entries.filter((entry) => entry.pc_url.trim() !== '');
}
