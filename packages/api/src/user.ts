import type { Static } from 'typebox';
import type { NoInput, WireMap } from './endpoints.ts';
import { array, object, renamed, same, url, yuan } from './wire/codec.ts';
import type { UserType } from './auth.ts';
import type {
  CodePasswordUpdateBody,
  EmailBindBody,
  EmailBindCodeBody,
  PasswordUpdateBody,
  PhoneBindBody,
  PhoneBindCodeBody,
  UserEditBody,
} from './schemas/user.ts';

/** A third-party sign-in that can be linked to an account. */
export type SignInProvider = 'google' | 'facebook' | 'twitter';

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
  /** Points that can be spent now (the same as `GET /api/front/user/center/my/integral`'s `integral`). */
  integral: number;
  /** Coupons the shopper holds that are unused and not past their end (the `usable` tab of `GET /api/front/coupon/list`). */
  couponCount: number;
  /** Goods the shopper has saved as favourites. */
  collectCount: number;
  /**
   * The account has a password: it can sign in with phone or email and
   * password, and change it with `POST /api/front/user/password/update`.
   * The mall's addition.
   */
  hasPassword: boolean;
  /**
   * Third-party sign-ins linked to the account (`user_identity`), in the
   * order google, facebook, twitter; [] for none. The mall's addition.
   * (Phone and email sign-in: `phone` / `email` not ''.)
   */
  identities: SignInProvider[];
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

/** Longest nickname, in characters, after trimming (`user.nicknameTooLong`). */
export const NICKNAME_MAX_LENGTH = 32;

export type UserEditInput = Static<typeof UserEditBody>;
export type CodePasswordUpdateInput = Static<typeof CodePasswordUpdateBody>;
export type PasswordUpdateInput = Static<typeof PasswordUpdateBody>;
export type PhoneBindCodeInput = Static<typeof PhoneBindCodeBody>;
export type EmailBindCodeInput = Static<typeof EmailBindCodeBody>;
export type PhoneBindInput = Static<typeof PhoneBindBody>;
export type EmailBindInput = Static<typeof EmailBindBody>;

/**
 * Account-centre changes (spec §2 user info; crmeb-api §4.1, §4.2; crmeb-wire §13).
 * Every call needs a signed-in shopper; guests (`userType` tourist) get 403 on
 * the password and phone/email calls. A 400 names its field; nothing changes then.
 */
export interface UserEndpoints {
  'GET /api/front/user/info': { input: NoInput; data: UserInfo };
  'GET /api/front/user/menu/user': { input: NoInput; data: UserMenus };
  /**
   * Saves nickname and avatar. `nickname` is trimmed: '' → 400
   * `user.nicknameEmpty` ("User name cannot be empty", spec §5), longer than
   * {@link NICKNAME_MAX_LENGTH} → 400 `user.nicknameTooLong`. `avatar`: an
   * upload of this shopper (`POST /api/front/upload/image`), the current
   * avatar, or '' (none); anything else → 400 `upload.notYours` on `avatar`.
   * A new avatar is cropped to a centred square by the server. Omitted
   * `avatar`: kept. Message `user.edited`.
   */
  'POST /api/front/user/edit': { input: { body: UserEditInput }; data: null };
  /** Sends a code to the shopper's own phone for a password change; 400 `user.noPhone` on `phone` when none is bound. */
  'POST /api/front/captcha/phone/password': { input: NoInput; data: boolean };
  /** Sends a code to the shopper's own email for a password change; 400 `user.noEmail` on `email` when none is bound. */
  'POST /api/front/captcha/email/password': { input: NoInput; data: boolean };
  /**
   * Sets a new password with the code sent to the shopper's phone: wrong
   * or expired code → 400 on `captcha`; the password rule (`passwordProblem`)
   * → 400 on `newPassword`; different repeat → 400 `auth.passwordsDiffer` on
   * `passwordAgain`. Sessions stay signed in. Message `user.passwordChanged`.
   */
  'POST /api/front/user/phone/update/password': { input: { body: CodePasswordUpdateInput }; data: null };
  /** As the phone one, with the code sent to the shopper's email. */
  'POST /api/front/user/email/update/password': { input: { body: CodePasswordUpdateInput }; data: null };
  /**
   * Sets a new password given the current one (the mall's): a wrong current
   * password → 400 `user.oldPasswordWrong` on `oldPassword`, counted as a
   * failed sign-in of the account (429 `auth.tooManyPasswordFailures` after
   * too many); an account without a password → 400 `user.noPassword` (use a code).
   */
  'POST /api/front/user/password/update': { input: { body: PasswordUpdateInput }; data: null };
  /**
   * Sends a code to a NEW phone to bind it. 400 `user.phoneTaken` on `phone`
   * when another account signs in with it, `user.samePhone` when it is
   * already the shopper's. Limits as `POST /api/front/login/sendCode`.
   */
  'POST /api/front/captcha/phone/bind': { input: { body: PhoneBindCodeInput }; data: boolean };
  /** Sends a code to a NEW email to bind it; 400 `user.emailTaken` / `user.sameEmail` on `email`. */
  'POST /api/front/captcha/email/bind': { input: { body: EmailBindCodeInput }; data: boolean };
  /**
   * Binds (or changes to) the phone the code was sent to: code checked as
   * usual; taken by another account meanwhile → 400 `user.phoneTaken`.
   * Other sessions keep working. Message `user.phoneBound`.
   */
  'POST /api/front/user/phone/bind': { input: { body: PhoneBindInput }; data: null };
  /** Binds (or changes to) the email the code was sent to; as the phone one. Message `user.emailBound`. */
  'POST /api/front/user/email/bind': { input: { body: EmailBindInput }; data: null };
}

// ——— The wire (crmeb-wire §2, §13) ———

export const userInfoCodec = object<UserInfo>()({ avatar: url, balance: renamed('nowMoney', yuan) });

export const userWire = {
  'GET /api/front/user/info': userInfoCodec,
  'GET /api/front/user/menu/user': object<UserMenus>()({
    routine_my_banner: array(object<UserMenus['routine_my_banner'][number]>()({ pic: url })),
  }),
  'POST /api/front/user/edit': same<null>(),
  'POST /api/front/captcha/phone/password': same<boolean>(),
  'POST /api/front/captcha/email/password': same<boolean>(),
  'POST /api/front/user/phone/update/password': same<null>(),
  'POST /api/front/user/email/update/password': same<null>(),
  'POST /api/front/user/password/update': same<null>(),
  'POST /api/front/captcha/phone/bind': same<boolean>(),
  'POST /api/front/captcha/email/bind': same<boolean>(),
  'POST /api/front/user/phone/bind': same<null>(),
  'POST /api/front/user/email/bind': same<null>(),
} satisfies WireMap<UserEndpoints>;
