import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { passwordProblem, type LoginResponse, type UserType } from '@mall/api';
import type { Db } from '../db/client.ts';
import { appUser } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { createSession } from '../http/session.ts';

export type UserRow = typeof appUser.$inferSelect;

/** A phone's E.164 form (`+8613800138000`): how codes are addressed and counted. */
export function e164(countryCode: string, phone: string): string {
  return `+${countryCode}${phone}`;
}

/** Emails compare case-insensitively; they are stored and counted in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The account (not a guest) that signs in with this phone, if any. */
export async function accountByPhone(db: Db, countryCode: string, phone: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(appUser)
    .where(and(eq(appUser.countryCode, countryCode), eq(appUser.phone, phone), ne(appUser.userType, 'tourist')))
    .limit(1);
  return user;
}

/** The account (not a guest) that signs in with this email, if any. */
export async function accountByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(appUser)
    .where(and(eq(appUser.email, normalizeEmail(email)), ne(appUser.userType, 'tourist')))
    .limit(1);
  return user;
}

/**
 * Checks the password rule (8–20 characters, two of letters, digits, symbols).
 * @throws {HttpError} 400 naming `field`.
 */
export function assertPasswordRule(password: string, field: string): void {
  const problem = passwordProblem(password);
  if (problem === 'length') throw badRequest('auth.passwordRuleLength', {}, field);
  if (problem === 'classes') throw badRequest('auth.passwordRuleClasses', {}, field);
}

/** A nickname that does not show the whole phone: `138****8000`. */
export function phoneNickname(phone: string): string {
  return phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}

/** The name before the @, at most 20 characters. */
export function emailNickname(email: string): string {
  return email.split('@')[0]!.slice(0, 20) || email;
}

/** A guest's secret for finding their orders, and the hash kept of it. */
export function newIdentity(): { identity: string; hash: string } {
  const identity = randomBytes(18).toString('base64url');
  return { identity, hash: createHash('sha256').update(identity).digest('hex') };
}

/**
 * Starts a session for `user` and answers as every login call does (crmeb-api §4.1 LoginResponse).
 * @throws {HttpError} 400 `auth.disabled` for a disabled account.
 */
export async function signIn(db: Db, user: UserRow, type: 'login' | 'register', identity = ''): Promise<LoginResponse> {
  if (!user.status) throw badRequest('auth.disabled');
  const now = new Date();
  const token = await createSession(db, user.id, now);
  await db.update(appUser).set({ lastLoginAt: now }).where(eq(appUser.id, user.id));
  return {
    token,
    uid: user.id,
    nikeName: user.nickname,
    phone: user.phone ?? '',
    email: user.email ?? '',
    userType: user.userType as UserType,
    type,
    identity,
  };
}
