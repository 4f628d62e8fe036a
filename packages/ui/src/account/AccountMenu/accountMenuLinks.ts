import { menuHref, visibleMenu, type HeaderMenuEntry } from '../../header/menuHref.ts';

/**
 * How the user centre's fixed menu and the server's menu entries
 * (`routine_my_menus`) become one menu: a fixed entry whose page the server
 * also lists carries that entry's `menuCur`; the server's other entries
 * (with a url) follow as extra links with `menuCur`, in the server's order.
 * @see spec §2 (user menu entries open pc_url with menuCur; empty urls hidden)
 */

/** The path of a link without its query and hash: `/users/coupon_list?type=1` → `/users/coupon_list`. */
export function linkPath(href: string): string {
  return href.trim().split(/[?#]/, 1)[0]!.replace(/\/+$/, '') || '/';
}

/** A server entry shown apart from the fixed ones. */
export interface ExtraMenuLink {
  id: number;
  name: string;
  /** `pc_url` with `menuCur=id`. */
  href: string;
}

/**
 * The fixed entries' hrefs with the `menuCur` of the server entry listing the
 * same page (the first one, when several do), and the server's remaining
 * visible entries as {@link ExtraMenuLink}s.
 */
export function accountMenuLinks<K extends string>(
  fixed: readonly { key: K; href: string }[],
  server: readonly HeaderMenuEntry[],
): { hrefs: Map<K, { href: string; menuId?: number }>; extra: ExtraMenuLink[] } {
  const visible = visibleMenu(server);
  const used = new Set<number>();
  const hrefs = new Map<K, { href: string; menuId?: number }>();
  for (const item of fixed) {
    const entry = visible.find((e) => linkPath(e.pc_url) === linkPath(item.href));
    if (entry) used.add(entry.id);
    hrefs.set(item.key, entry ? { href: menuHref(item.href, entry.id), menuId: entry.id } : { href: item.href });
  }
  const extra = visible
    .filter((entry) => !used.has(entry.id) && !fixed.some((item) => linkPath(item.href) === linkPath(entry.pc_url)))
    .map((entry) => ({ id: entry.id, name: entry.name, href: menuHref(entry.pc_url, entry.id) }));
  return { hrefs, extra };
}
