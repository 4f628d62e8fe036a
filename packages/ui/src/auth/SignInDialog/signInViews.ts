/**
 * Which view shows what in the sign-in dialog: titles and the views that
 * share the sign-in tabs. Kept apart from the component so the table reads
 * at a glance.
 * @see spec §2 Sign-in dialog (seven views), §4 Dialog views
 */
import type { SignInView } from './signInTypes.ts';

/** The view the dialog opens on: phone and password, the default strategy (spec §4, §9). */
export const DEFAULT_SIGN_IN_VIEW: SignInView = 'phonePassword';

/** Message id of each view's title (账号登录, 邮箱登录, 快捷登录, 找回密码, 重置密码, 注册账号, 游客购买, 扫码登录). */
export const VIEW_TITLES: Record<SignInView, string> = {
  phonePassword: 'signInDialog.title.phonePassword',
  emailPassword: 'signInDialog.title.emailPassword',
  phoneCode: 'signInDialog.title.phoneCode',
  forgotPassword: 'signInDialog.title.forgotPassword',
  resetPassword: 'signInDialog.title.resetPassword',
  register: 'signInDialog.title.register',
  guest: 'signInDialog.title.guest',
  qrCode: 'signInDialog.title.qrCode',
};

/** The sign-in views (1, 2, 3): under the phone/email tabs, with the QR corner, the guest link and the third-party icons. */
export type SignInFormView = 'phonePassword' | 'emailPassword' | 'phoneCode';

export function isSignInFormView(view: SignInView): view is SignInFormView {
  return view === 'phonePassword' || view === 'emailPassword' || view === 'phoneCode';
}
