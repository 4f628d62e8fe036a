import { eq } from 'drizzle-orm';
import type { CodePasswordUpdateInput, PasswordUpdateInput } from '@mall/api';
import { appUser } from '../db/schema.ts';
import { assertPasswordRule, e164, type UserRow } from '../auth/accounts.ts';
import type { CodeTarget } from '../auth/codes.ts';
import type { AuthDeps } from '../auth/login.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { composeCode } from '../auth/sendCodes.ts';
import { badRequest } from '../http/errors.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { accountForChange } from './account.ts';

/**
 * Changing the signed-in shopper's password (crmeb-api §4.1 `captcha/{phone,email}/password`,
 * §4.2 `user/{phone,email}/update/password`; crmeb-wire §13): with a code sent to the
 * account's own phone or email, or with the current password (the mall's).
 * Other sessions stay signed in: the shopper is changing the password, not
 * reporting a stolen one (a reset by email, login.ts, signs everyone out).
 */

/** Where the password-change code of `user` goes by `channel`. */
function codeTarget(user: UserRow, channel: 'sms' | 'email'): CodeTarget {
  if (channel === 'sms') {
    if (!user.phone) throw badRequest('user.noPhone', {}, 'phone');
    return { channel, target: e164(user.countryCode, user.phone), purpose: 'password-change' };
  }
  if (!user.email) throw badRequest('user.noEmail', {}, 'email');
  return { channel, target: user.email, purpose: 'password-change' };
}

/** The new password meets the rule and is repeated alike. */
function assertNewPassword(input: { newPassword: string; passwordAgain: string }): void {
  assertPasswordRule(input.newPassword, 'newPassword');
  if (input.passwordAgain !== input.newPassword) throw badRequest('auth.passwordsDiffer', {}, 'passwordAgain');
}

/** Failures of password sign-ins are forgotten for the account's phone and email: its owner has just set a new one. */
async function clearSignInFailures(deps: AuthDeps, user: UserRow): Promise<void> {
  if (user.phone) await deps.attempts.clear(e164(user.countryCode, user.phone));
  if (user.email) await deps.attempts.clear(user.email);
}

/**
 * `POST /api/front/captcha/phone/password` (`sms`) and `/captcha/email/password`
 * (`email`): a code to the shopper's bound phone or email, with the limits of every code (codes.ts).
 * @throws {HttpError} 400 `user.noPhone` / `user.noEmail` when none is bound;
 *   403 for a guest; see {@link VerificationCodes.issue}.
 */
export async function sendPasswordCode(deps: AuthDeps, userId: number, channel: 'sms' | 'email', locale: ServerLocale): Promise<boolean> {
  const user = await accountForChange(deps.db, userId);
  const target = codeTarget(user, channel);
  await deps.codes.issue(target, composeCode(locale), channel === 'sms' ? 'phone' : 'email');
  return true;
}

/**
 * `POST /api/front/user/phone/update/password` (`sms`) and
 * `/user/email/update/password` (`email`): a new password with the code
 * sent by {@link sendPasswordCode}. The password is checked before the code,
 * so a mistyped password does not spend it.
 * @throws {HttpError} 400 on `newPassword`, `passwordAgain`, `captcha`
 *   (codes.ts), `phone`/`email` when none is bound; 403 for a guest.
 */
export async function updatePasswordByCode(deps: AuthDeps, userId: number, channel: 'sms' | 'email', input: CodePasswordUpdateInput): Promise<null> {
  assertNewPassword(input);
  const user = await accountForChange(deps.db, userId);
  await deps.codes.consume(codeTarget(user, channel), input.captcha);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.update(appUser).set({ passwordHash }).where(eq(appUser.id, user.id));
  await clearSignInFailures(deps, user);
  return null;
}

/**
 * `POST /api/front/user/password/update` (the mall's): a new password given
 * the current one. Wrong guesses are limited as password sign-ins are
 * (attempts.ts), counted per account (`user:<id>`), so a session left open
 * on a shared computer does not let anyone find the password by trying.
 * @throws {HttpError} 400 `user.oldPasswordWrong` / `user.noPassword` on
 *   `oldPassword`, on `newPassword` / `passwordAgain`; 429 while the account
 *   must wait; 403 for a guest.
 */
export async function updatePasswordWithOld(deps: AuthDeps, userId: number, input: PasswordUpdateInput): Promise<null> {
  assertNewPassword(input);
  const user = await accountForChange(deps.db, userId);
  if (user.passwordHash === null) throw badRequest('user.noPassword', {}, 'oldPassword');
  const check = await deps.attempts.reserve(`user:${user.id}`);
  let matches: boolean;
  try {
    matches = await verifyPassword(input.oldPassword, user.passwordHash);
  } catch (error) {
    await check.fail();
    throw error;
  }
  if (!matches) {
    await check.fail();
    throw badRequest('user.oldPasswordWrong', {}, 'oldPassword');
  }
  await check.succeed();
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.update(appUser).set({ passwordHash }).where(eq(appUser.id, user.id));
  await clearSignInFailures(deps, user);
  return null;
}
