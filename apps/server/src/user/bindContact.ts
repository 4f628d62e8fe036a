import { eq } from 'drizzle-orm';
import type { EmailBindCodeInput, EmailBindInput, PhoneBindCodeInput, PhoneBindInput } from '@mall/api';
import { appUser } from '../db/schema.ts';
import { accountByEmail, accountByPhone, e164, normalizeEmail } from '../auth/accounts.ts';
import { normalizeCountryCode } from '../auth/countryCode.ts';
import type { AuthDeps } from '../auth/login.ts';
import { composeCode } from '../auth/sendCodes.ts';
import { databaseErrorOf } from '../http/databaseErrors.ts';
import { badRequest } from '../http/errors.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { accountForChange } from './account.ts';

/**
 * Binding a new phone or email to the signed-in shopper's account (the issue
 * "Account centre": change flows that verify the new one by code). The code
 * goes to the NEW phone or email, proving the shopper holds it; the unique
 * indexes `app_user_phone_key` / `app_user_email_key` are what keeps two
 * accounts from binding the same one at once (the check before is for a
 * clear answer, not the guard). Sessions are untouched: every device stays
 * signed in.
 */

/** The unique index `name` fired: someone else bound it between the check and the write. */
function isTaken(error: unknown, name: string): boolean {
  const db = databaseErrorOf(error);
  return db?.code === '23505' && db.constraint === name;
}

/**
 * `POST /api/front/captcha/phone/bind`: a code by SMS to the new phone.
 * @throws {HttpError} 400 on `phone`: `user.samePhone`, `user.phoneTaken`;
 *   403 for a guest; see {@link VerificationCodes.issue}.
 */
export async function sendPhoneBindCode(deps: AuthDeps, userId: number, input: PhoneBindCodeInput, locale: ServerLocale): Promise<boolean> {
  const user = await accountForChange(deps.db, userId);
  const countryCode = normalizeCountryCode(input.countryCode);
  if (user.phone === input.phone && user.countryCode === countryCode) throw badRequest('user.samePhone', {}, 'phone');
  if (await accountByPhone(deps.db, countryCode, input.phone)) throw badRequest('user.phoneTaken', {}, 'phone');
  await deps.codes.issue({ channel: 'sms', target: e164(countryCode, input.phone), purpose: 'phone-bind' }, composeCode(locale), 'phone');
  return true;
}

/**
 * `POST /api/front/captcha/email/bind`: a code to the new email.
 * @throws {HttpError} 400 on `email`: `user.sameEmail`, `user.emailTaken`;
 *   403 for a guest; see {@link VerificationCodes.issue}.
 */
export async function sendEmailBindCode(deps: AuthDeps, userId: number, input: EmailBindCodeInput, locale: ServerLocale): Promise<boolean> {
  const user = await accountForChange(deps.db, userId);
  const email = normalizeEmail(input.email);
  if (user.email === email) throw badRequest('user.sameEmail', {}, 'email');
  if (await accountByEmail(deps.db, email)) throw badRequest('user.emailTaken', {}, 'email');
  await deps.codes.issue({ channel: 'email', target: email, purpose: 'email-bind' }, composeCode(locale), 'email');
  return true;
}

/**
 * `POST /api/front/user/phone/bind`: binds the phone the code was sent to.
 * @throws {HttpError} 400 on `captcha` (codes.ts), on `phone`
 *   (`user.samePhone`, `user.phoneTaken`, also when another account took it
 *   meanwhile); 403 for a guest. Nothing changes then.
 */
export async function bindPhone(deps: AuthDeps, userId: number, input: PhoneBindInput): Promise<null> {
  const user = await accountForChange(deps.db, userId);
  const countryCode = normalizeCountryCode(input.countryCode);
  if (user.phone === input.phone && user.countryCode === countryCode) throw badRequest('user.samePhone', {}, 'phone');
  if (await accountByPhone(deps.db, countryCode, input.phone)) throw badRequest('user.phoneTaken', {}, 'phone');
  await deps.codes.consume({ channel: 'sms', target: e164(countryCode, input.phone), purpose: 'phone-bind' }, input.captcha);
  try {
    await deps.db.update(appUser).set({ countryCode, phone: input.phone }).where(eq(appUser.id, user.id));
  } catch (error) {
    if (isTaken(error, 'app_user_phone_key')) throw badRequest('user.phoneTaken', {}, 'phone');
    throw error;
  }
  return null;
}

/**
 * `POST /api/front/user/email/bind`: binds the email the code was sent to.
 * @throws {HttpError} 400 on `captcha` (codes.ts), on `email`
 *   (`user.sameEmail`, `user.emailTaken`, also when another account took it
 *   meanwhile); 403 for a guest. Nothing changes then.
 */
export async function bindEmail(deps: AuthDeps, userId: number, input: EmailBindInput): Promise<null> {
  const user = await accountForChange(deps.db, userId);
  const email = normalizeEmail(input.email);
  if (user.email === email) throw badRequest('user.sameEmail', {}, 'email');
  if (await accountByEmail(deps.db, email)) throw badRequest('user.emailTaken', {}, 'email');
  await deps.codes.consume({ channel: 'email', target: email, purpose: 'email-bind' }, input.captcha);
  try {
    await deps.db.update(appUser).set({ email }).where(eq(appUser.id, user.id));
  } catch (error) {
    if (isTaken(error, 'app_user_email_key')) throw badRequest('user.emailTaken', {}, 'email');
    throw error;
  }
  return null;
}
