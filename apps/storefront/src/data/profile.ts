/**
 * What the account pages make of the shopper's data: the ways of signing in
 * to list, where a password-change code goes, which endpoint a change calls,
 * and the account home's shortcuts. Pure, so it is tested without a server.
 * @see spec §2 (`/users/user_info`, account home), §3 User; crmeb-wire §13
 */
import type { EndpointKey, LoginMethodInfo, OrderCenterCounts, UserInfo } from '@mall/api';
import { maskEmail, maskPhone, type AccountShortcut, type AccountShortcutCounts, type PasswordChange, type SignInMethod } from '@mall/ui';

/**
 * The account's ways of signing in: password, phone and email always; a
 * third-party one when the mall offers it or the account is linked to it
 * (a link stays shown after the mall turns the provider off).
 */
export function signInMethodsOf(user: UserInfo, offered?: Pick<LoginMethodInfo, 'googleOpen' | 'facebookOpen' | 'twitterOpen'>): SignInMethod[] {
  const methods: SignInMethod[] = [
    { kind: 'password', linked: user.hasPassword },
    { kind: 'phone', linked: user.phone !== '' },
    { kind: 'email', linked: user.email !== '' },
  ];
  const open = { google: offered?.googleOpen, facebook: offered?.facebookOpen, twitter: offered?.twitterOpen };
  for (const provider of ['google', 'facebook', 'twitter'] as const) {
    const linked = user.identities.includes(provider);
    if (linked || open[provider]) methods.push({ kind: provider, linked });
  }
  return methods;
}

/** The phone as the account page shows it: `+86 138****5678`; '' when none. */
export function maskedPhoneOf(user: Pick<UserInfo, 'phone' | 'countryCode'>): string {
  if (!user.phone) return '';
  return `${user.countryCode ? `+${user.countryCode.replace(/^\+/, '')} ` : ''}${maskPhone(user.phone)}`;
}

/**
 * Where a password-change code goes (crmeb-wire §13): the phone for an
 * account made with one (`userType` phone), else the email; the other one
 * when that is not bound; null when neither is.
 */
export function passwordCodeTargetOf(user: UserInfo): { kind: 'phone' | 'email'; masked: string } | null {
  const phone = user.phone ? { kind: 'phone' as const, masked: maskedPhoneOf(user) } : null;
  const email = user.email ? { kind: 'email' as const, masked: maskEmail(user.email) } : null;
  return user.userType === 'phone' ? (phone ?? email) : (email ?? phone);
}

/** The endpoint that sends a password-change code to `kind`. */
export function passwordCodeEndpoint(kind: 'phone' | 'email'): Extract<EndpointKey, `POST /api/front/captcha/${string}/password`> {
  return kind === 'phone' ? 'POST /api/front/captcha/phone/password' : 'POST /api/front/captcha/email/password';
}

/** The call that changes the password: with the current one (the mall's), or with the code sent to `kind`. */
export function passwordChangeRequest(change: PasswordChange, kind: 'phone' | 'email' | null) {
  if (change.way === 'password') {
    return {
      key: 'POST /api/front/user/password/update' as const,
      body: { oldPassword: change.currentPassword, newPassword: change.newPassword, passwordAgain: change.passwordAgain },
    };
  }
  return {
    key: kind === 'phone' ? ('POST /api/front/user/phone/update/password' as const) : ('POST /api/front/user/email/update/password' as const),
    body: { captcha: change.captcha, newPassword: change.newPassword, passwordAgain: change.passwordAgain },
  };
}

/** The shortcuts' counts from `GET /api/front/order/center/data`. */
export function shortcutCountsOf(counts: OrderCenterCounts): AccountShortcutCounts {
  return {
    toPay: counts.unPaidCount,
    toShip: counts.unShippedCount,
    toReceive: counts.receivedCount,
    toReview: counts.awaitReplyCount,
    refunds: counts.refundCount,
  };
}

/** Where a shortcut leads: the order list's tab (`orderStatus` as its tabs read it) or the refund list. */
export function shortcutHref(shortcut: AccountShortcut): string {
  const status: Record<Exclude<AccountShortcut, 'refunds'>, number> = { toPay: 0, toShip: 1, toReceive: 2, toReview: 4 };
  return shortcut === 'refunds' ? '/users/refund_list' : `/users/order_list?orderStatus=${status[shortcut]}`;
}
