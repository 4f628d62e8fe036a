import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { TOKEN_MAX_AGE_SECONDS } from '@mall/api';
import type { Db } from '../db/client.ts';
import { appUser, userSession } from '../db/schema.ts';

/** The shopper a request acts for. */
export interface Session {
  userId: number;
  tokenHash: string;
}

/** SHA-256 of a token, hex: what the database keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Starts a session: a random 256-bit token (base64url), stored hashed, valid
 * {@link TOKEN_MAX_AGE_SECONDS} (7 days, spec §4). Returns the token to hand
 * to the client once; it cannot be read back.
 */
export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(userSession).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_MAX_AGE_SECONDS * 1000),
  });
  return token;
}

/** The live session of a token, or null when it is unknown, expired, or its account is disabled. */
export async function findSession(db: Db, token: string): Promise<Session | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ userId: userSession.userId })
    .from(userSession)
    .innerJoin(appUser, eq(appUser.id, userSession.userId))
    .where(and(eq(userSession.tokenHash, tokenHash), gt(userSession.expiresAt, new Date()), eq(appUser.status, true)))
    .limit(1);
  return row ? { userId: row.userId, tokenHash } : null;
}

/** Ends a session. */
export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(userSession).where(eq(userSession.tokenHash, tokenHash));
}
