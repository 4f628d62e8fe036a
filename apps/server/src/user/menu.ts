import type { UserMenus } from '@mall/api';
import { readSiteConfig } from '../catalog/home.ts';
import type { Db } from '../db/client.ts';
import type { StoredMenuEntry } from '../db/seed/home.ts';
import type { ServerLocale } from '../i18n/locale.ts';

/**
 * The server's user menu (spec §2 Header; crmeb-api §4.2 `routine_my_menus`)
 * with names in the request's language. Entries without a PC page keep their
 * empty `pc_url`: the storefront hides them, other clients may not.
 */
export async function getUserMenus(db: Db, locale: ServerLocale): Promise<UserMenus> {
  const stored = (await readSiteConfig<StoredMenuEntry[]>(db, 'userMenu')) ?? [];
  return {
    routine_my_menus: stored.map((entry) => ({ id: entry.id, name: entry.name[locale] ?? entry.name.en, pc_url: entry.pc_url })),
    routine_my_banner: [],
  };
}
