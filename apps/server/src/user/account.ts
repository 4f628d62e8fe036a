import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appUser } from '../db/schema.ts';
import type { UserRow } from '../auth/accounts.ts';
import { HttpError, notFound } from '../http/errors.ts';

/**
 * The signed-in shopper's account for a change of its credentials. Guests
 * (`tourist`) have neither password nor sign-in phone or email to change:
 * they register instead.
 * @throws {HttpError} 404 `user.notFound`; 403 `user.guest` for a guest account.
 */
export async function accountForChange(db: Db, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(appUser).where(eq(appUser.id, userId)).limit(1);
  if (!user) throw notFound('user.notFound');
  if (user.userType === 'tourist') throw new HttpError(403, 'user.guest');
  return user;
}
