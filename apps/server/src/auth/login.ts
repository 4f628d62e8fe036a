import type {
  EmailPasswordLoginInput,
  EmailRegisterInput,
  EmailResetPasswordInput,
  LoginResponse,
  PhoneCaptchaLoginInput,
  PhonePasswordLoginInput,
  PhoneRegisterInput,
  VisitorRegisterInput,
} from '@mall/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appUser, userSession } from '../db/schema.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import {
  accountByEmail,
  accountByPhone,
  assertPasswordRule,
  e164,
  emailNickname,
  newIdentity,
  normalizeEmail,
  phoneNickname,
  signIn,
  type UserRow,
} from './accounts.ts';
import type { PasswordAttempts } from './attempts.ts';
import type { VerificationCodes } from './codes.ts';
import { normalizeCountryCode } from './countryCode.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** What the sign-in flows need besides the database. */
export interface AuthDeps {
  db: Db;
  codes: VerificationCodes;
  attempts: PasswordAttempts;
  /** Guest (visitor) sign-in is offered (config `VISITOR_OPEN`). */
  visitorOpen: boolean;
}

/** A valid scrypt hash of a random password, verified against when the account does not exist. */
const DUMMY_HASH =
  'scrypt$16384$8$1$CMuRXVFkWAOpj5hD/5Xn2A==$WkQtfN3di3jVmdjMPCpDsW/7mzmkbjQ3xhKytY89mi6g0kQf6iENwKDQbOJ0TM3D+tFexzl8UNmtA2FXFFYtcg==';

/**
 * A password sign-in against the account `findUser` finds (possibly none).
 * The attempt is reserved first, so a guess sent while the account is being
 * checked or must wait is refused before any lookup or hash; the hash is
 * checked even for unknown accounts, so both answers take as long and say
 * the same (`badKey`); repeated failures slow the account down, then lock it.
 */
async function passwordSignIn(
  deps: AuthDeps,
  account: string,
  findUser: () => Promise<UserRow | undefined>,
  password: string,
  badKey: 'auth.badCredentials' | 'auth.badEmailCredentials',
): Promise<LoginResponse> {
  const check = await deps.attempts.reserve(account);
  let user: UserRow | undefined;
  let matches: boolean;
  try {
    user = await findUser();
    matches = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  } catch (error) {
    // A check that could not be made still counts: a guess must never come for free.
    await check.fail();
    throw error;
  }
  if (!user || !matches) {
    await check.fail();
    throw badRequest(badKey);
  }
  await check.succeed();
  return signIn(deps.db, user, 'login');
}

/**
 * Phone + password (spec §3 login payloads; crmeb-api §4.1).
 * @throws {HttpError} 400 on wrong credentials or a disabled account; 429 while the account must wait.
 */
export async function loginWithPhonePassword(deps: AuthDeps, input: PhonePasswordLoginInput): Promise<LoginResponse> {
  const countryCode = normalizeCountryCode(input.countryCode);
  const findUser = () => accountByPhone(deps.db, countryCode, input.phone);
  return passwordSignIn(deps, e164(countryCode, input.phone), findUser, input.password, 'auth.badCredentials');
}

/**
 * Email + password (spec §3; crmeb-api §4.1). Unknown email and wrong
 * password get the same answer.
 * @throws {HttpError} 400 on wrong credentials or a disabled account; 429 while the account must wait.
 */
export async function loginWithEmailPassword(deps: AuthDeps, input: EmailPasswordLoginInput): Promise<LoginResponse> {
  const email = normalizeEmail(input.email);
  return passwordSignIn(deps, email, () => accountByEmail(deps.db, email), input.password, 'auth.badEmailCredentials');
}

/**
 * Phone + SMS code, the quick login (spec §2 view 3): a number without an
 * account gets one (no password; `type: 'register'`), as such malls do.
 * @throws {HttpError} 400 for a wrong, expired or used code, or a disabled account.
 */
export async function loginWithPhoneCode(deps: AuthDeps, input: PhoneCaptchaLoginInput): Promise<LoginResponse> {
  const countryCode = normalizeCountryCode(input.countryCode);
  await deps.codes.consume({ channel: 'sms', target: e164(countryCode, input.phone), purpose: 'phone-sign-in' }, input.captcha);
  const existing = await accountByPhone(deps.db, countryCode, input.phone);
  if (existing) return signIn(deps.db, existing, 'login');
  const [created] = await deps.db
    .insert(appUser)
    .values({ countryCode, phone: input.phone, nickname: phoneNickname(input.phone), userType: 'phone' })
    .returning();
  return signIn(deps.db, created!, 'register');
}

/**
 * Registers with phone, SMS code and password (spec §2 view 6).
 * @throws {HttpError} 400 `auth.phoneTaken` (before the code is used up), password rule, code errors.
 */
export async function registerWithPhone(deps: AuthDeps, input: PhoneRegisterInput): Promise<LoginResponse> {
  const countryCode = normalizeCountryCode(input.countryCode);
  assertPasswordRule(input.password, 'password');
  if (await accountByPhone(deps.db, countryCode, input.phone)) throw badRequest('auth.phoneTaken', {}, 'phone');
  await deps.codes.consume({ channel: 'sms', target: e164(countryCode, input.phone), purpose: 'phone-sign-in' }, input.captcha);
  const passwordHash = await hashPassword(input.password);
  const [created] = await deps.db
    .insert(appUser)
    .values({ countryCode, phone: input.phone, nickname: phoneNickname(input.phone), userType: 'phone', passwordHash })
    .returning();
  return signIn(deps.db, created!, 'register');
}

/**
 * Registers with email, emailed code and password (spec §2 view 6, email mode).
 * @throws {HttpError} 400 `auth.emailTaken`, password rule, code errors.
 */
export async function registerWithEmail(deps: AuthDeps, input: EmailRegisterInput): Promise<LoginResponse> {
  const email = normalizeEmail(input.email);
  assertPasswordRule(input.password, 'password');
  if (await accountByEmail(deps.db, email)) throw badRequest('auth.emailTaken', {}, 'email');
  await deps.codes.consume({ channel: 'email', target: email, purpose: 'email-register' }, input.captcha);
  const passwordHash = await hashPassword(input.password);
  const [created] = await deps.db
    .insert(appUser)
    .values({ email, nickname: emailNickname(email), userType: 'email', passwordHash })
    .returning();
  return signIn(deps.db, created!, 'register');
}

/**
 * Guest (visitor) entry (spec §2 view 7, §6): a new guest account each time,
 * with the email (and the phone, unchecked, if given) for delivery, and an
 * `identity` to find its orders. Guests can buy; they never take over an
 * account that uses the same email or phone.
 * @throws {HttpError} 403 `auth.visitorClosed` unless `visitorOpen`.
 */
export async function registerVisitor(deps: AuthDeps, input: VisitorRegisterInput): Promise<LoginResponse> {
  if (!deps.visitorOpen) throw new HttpError(403, 'auth.visitorClosed');
  const email = normalizeEmail(input.email);
  const phone = input.phone?.replace(/\D/g, '') || null;
  const { identity, hash } = newIdentity();
  const [created] = await deps.db
    .insert(appUser)
    .values({
      email,
      phone,
      countryCode: phone ? normalizeCountryCode(input.countryCode || undefined) : '',
      nickname: emailNickname(email),
      userType: 'tourist',
      identityHash: hash,
    })
    .returning();
  return signIn(deps.db, created!, 'register', identity);
}

/**
 * Sets a new password with an emailed code (spec §2 view 5). Every session
 * of the account ends: whoever knew the old password is signed out. An email
 * without an account answers as one with an account would: the code is
 * checked the same way (one was kept for it, never sent) and nothing is
 * written (docs/adr/0004-verification-codes.md, "What the code calls reveal").
 * @throws {HttpError} 400 `auth.passwordsDiffer` on `passwordAgain`, password rule, code errors.
 */
export async function resetPasswordByEmail(deps: AuthDeps, input: EmailResetPasswordInput): Promise<null> {
  const email = normalizeEmail(input.email);
  assertPasswordRule(input.newPassword, 'newPassword');
  if (input.passwordAgain !== input.newPassword) throw badRequest('auth.passwordsDiffer', {}, 'passwordAgain');
  await deps.codes.consume({ channel: 'email', target: email, purpose: 'email-reset' }, input.captcha);
  const user = await accountByEmail(deps.db, email);
  if (!user) return null;
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.update(appUser).set({ passwordHash }).where(eq(appUser.id, user.id));
    await tx.delete(userSession).where(eq(userSession.userId, user.id));
  });
  await deps.attempts.clear(email);
  return null;
}
