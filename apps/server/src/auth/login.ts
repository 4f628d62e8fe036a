import { and, eq } from 'drizzle-orm';
import type { LoginResponse, PhonePasswordLoginInput, UserType } from '@mall/api';
import type { Db } from '../db/client.ts';
import { appUser } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { createSession } from '../http/session.ts';
import { normalizeCountryCode } from './countryCode.ts';
import { verifyPassword } from './password.ts';

/**
 * Phone + password sign-in (spec §3 login payloads; crmeb-api §4.1).
 * @throws {HttpError} 400 on wrong credentials or a disabled account.
 */
export async function loginWithPhonePassword(db: Db, input: PhonePasswordLoginInput): Promise<LoginResponse> {
  const countryCode = normalizeCountryCode(input.countryCode);
  const [user] = await db
    .select()
    .from(appUser)
    .where(and(eq(appUser.countryCode, countryCode), eq(appUser.phone, input.phone)))
    .limit(1);
  // Verify even for unknown accounts so both answers take as long, and say the
  // same for both (auth.badCredentials), so neither can be probed.
  const matches = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !matches) throw badRequest('auth.badCredentials');
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
    type: 'login',
  };
}

/** A valid scrypt hash of a random password, verified against when the account does not exist. */
const DUMMY_HASH =
  'scrypt$16384$8$1$CMuRXVFkWAOpj5hD/5Xn2A==$WkQtfN3di3jVmdjMPCpDsW/7mzmkbjQ3xhKytY89mi6g0kQf6iENwKDQbOJ0TM3D+tFexzl8UNmtA2FXFFYtcg==';
