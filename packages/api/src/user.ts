import type { NoInput, WireMap } from './endpoints.ts';
import { array, object, renamed, url, yuan } from './wire/codec.ts';
import type { UserType } from './auth.ts';

/**
 * The signed-in shopper.
 * @see spec §3 User; crmeb-api §4.2
 */
export interface UserInfo {
  uid: number;
  nickname: string;
  avatar: string;
  phone: string;
  countryCode: string;
  email: string;
  /**
   * Mall balance in cents; payment type `yue` spends it. On the wire it is
   * `nowMoney` in yuan, the name the provider's domestic edition gives it.
   */
  balance: number;
  userType: UserType;
}

/** An entry of the server's user menu (spec §2 Header; crmeb-api §4.2). */
export interface UserMenuEntry {
  id: number;
  /** In the language of the request. */
  name: string;
  /** Storefront path to open with `menuCur=<id>`; entries with '' are hidden. */
  pc_url: string;
}

/** `data` of `GET /api/front/user/menu/user`. */
export interface UserMenus {
  routine_my_menus: UserMenuEntry[];
  routine_my_banner: { id: number; name: string; pic: string; url: string }[];
}

export interface UserEndpoints {
  'GET /api/front/user/info': { input: NoInput; data: UserInfo };
  'GET /api/front/user/menu/user': { input: NoInput; data: UserMenus };
}

// ——— The wire (crmeb-wire §2, §13) ———

export const userInfoCodec = object<UserInfo>()({ avatar: url, balance: renamed('nowMoney', yuan) });

export const userWire = {
  'GET /api/front/user/info': userInfoCodec,
  'GET /api/front/user/menu/user': object<UserMenus>()({
    routine_my_banner: array(object<UserMenus['routine_my_banner'][number]>()({ pic: url })),
  }),
} satisfies WireMap<UserEndpoints>;
