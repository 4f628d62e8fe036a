import { and, eq } from 'drizzle-orm';
import type { LoginResponse, UserType } from '@mall/api';
import type { Db } from '../../db/client.ts';
import { appUser, userIdentity } from '../../db/schema.ts';
import { accountByEmail, normalizeEmail, signIn } from '../accounts.ts';

/** A person as a third-party provider vouches for them. */
export interface ProviderProfile {
  provider: Extract<UserType, 'google' | 'facebook' | 'twitter'>;
  /** The provider's stable id of the person. */
  subject: string;
  name: string;
  avatar?: string;
  email?: string;
  /** The provider checked the email belongs to this person. */
  emailVerified: boolean;
}

/**
 * Signs in with a verified provider profile (crmeb-api §4.1: social logins
 * create the user on first login). A known provider account opens its mall
 * account; otherwise an account with the same *verified* email is linked;
 * otherwise a new account is made. An unverified email is never used to reach
 * an existing account.
 */
export async function signInWithProvider(db: Db, profile: ProviderProfile): Promise<LoginResponse> {
  const [linked] = await db
    .select({ user: appUser })
    .from(userIdentity)
    .innerJoin(appUser, eq(appUser.id, userIdentity.userId))
    .where(and(eq(userIdentity.provider, profile.provider), eq(userIdentity.subject, profile.subject)))
    .limit(1);
  if (linked) return signIn(db, linked.user, 'login');

  const email = profile.email ? normalizeEmail(profile.email) : undefined;
  const byEmail = email && profile.emailVerified ? await accountByEmail(db, email) : undefined;
  if (byEmail) {
    await db.insert(userIdentity).values({ provider: profile.provider, subject: profile.subject, userId: byEmail.id }).onConflictDoNothing();
    return signIn(db, byEmail, 'login');
  }

  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(appUser)
      .values({
        nickname: profile.name.slice(0, 32) || profile.provider,
        avatar: profile.avatar ?? '',
        // Kept only when verified (and so free: a taken verified email was linked above).
        email: email && profile.emailVerified ? email : null,
        userType: profile.provider,
      })
      .returning();
    await tx.insert(userIdentity).values({ provider: profile.provider, subject: profile.subject, userId: user!.id });
    return user!;
  });
  return signIn(db, created, 'register');
}
