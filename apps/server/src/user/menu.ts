import type { UserMenus } from '@mall/api';
import { readSiteConfig } from '../catalog/home.ts';
import type { Db } from '../db/client.ts';
import type { StoredMenuEntry } from '../db/seed/home.ts';
import type { ServerLocale } from '../i18n/locale.ts';

/**
 * The points page (`/users/integral`, the issue "Orders in full"): an entry
 * the mall always offers, after the stored ones, whatever the stored menu
 * (site_config `userMenu`) says, so databases seeded before points existed
 * offer it too. A stored entry with the same page takes its place.
 */
export const POINTS_MENU_ENTRY: StoredMenuEntry = {
  id: 65,
  pc_url: '/users/integral',
  name: { 'zh-CN': '我的积分', en: 'My points', fr: 'Mes points', th: 'คะแนนของฉัน', lao: 'ຄະແນນຂອງຂ້ອຍ' },
};

/**
 * The server's user menu (spec §2 Header; crmeb-api §4.2 `routine_my_menus`)
 * with names in the request's language: the stored entries, then
 * {@link POINTS_MENU_ENTRY} unless one of them opens that page. Entries
 * without a PC page keep their empty `pc_url`: the storefront hides them,
 * other clients may not.
 */
export async function getUserMenus(db: Db, locale: ServerLocale): Promise<UserMenus> {
  const stored = (await readSiteConfig<StoredMenuEntry[]>(db, 'userMenu')) ?? [];
  const entries = stored.some((entry) => entry.pc_url === POINTS_MENU_ENTRY.pc_url) ? stored : [...stored, POINTS_MENU_ENTRY];
  return {
    routine_my_menus: entries.map((entry) => ({ id: entry.id, name: entry.name[locale] ?? entry.name.en, pc_url: entry.pc_url })),
    routine_my_banner: [],
  };
}
