import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { operator, operatorSession } from '../db/schema.ts';
import { hashToken } from '../http/session.ts';

/** How long an operator's token works after sign-in: 12 hours (a working day), in hours. */
export const OPERATOR_SESSION_HOURS = 12;

/** The operator a request acts for (routes whose auth is `operator`). */
export interface OperatorSession {
  operatorId: number;
  email: string;
  /** SHA-256 of the token, hex: what `operator_session` keeps. */
  tokenHash: string;
}

/**
 * Starts an operator session: a random 256-bit token (base64url), stored
 * only as its SHA-256 in `operator_session` (never in `user_session`, so it
 * is no shopper's session), valid {@link OPERATOR_SESSION_HOURS}. The
 * operator's expired sessions are removed on the way.
 * @returns the token, to hand over once, and when it expires.
 */
export async function createOperatorSession(tx: Db | Tx, operatorId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + OPERATOR_SESSION_HOURS * 3_600_000);
  await tx.delete(operatorSession).where(and(eq(operatorSession.operatorId, operatorId), lte(operatorSession.expiresAt, now)));
  await tx.insert(operatorSession).values({ tokenHash: hashToken(token), operatorId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The live operator session of a token, or null when it is unknown (a shopper's token among them) or expired. */
export async function findOperatorSession(db: Db, token: string): Promise<OperatorSession | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ operatorId: operatorSession.operatorId, email: operator.email })
    .from(operatorSession)
    .innerJoin(operator, eq(operator.id, operatorSession.operatorId))
    .where(and(eq(operatorSession.tokenHash, tokenHash), gt(operatorSession.expiresAt, new Date())))
    .limit(1);
  return row ? { ...row, tokenHash } : null;
}

/** Ends one operator session. @returns whether it was still there. */
export async function deleteOperatorSession(tx: Db | Tx, tokenHash: string): Promise<boolean> {
  const gone = await tx.delete(operatorSession).where(eq(operatorSession.tokenHash, tokenHash)).returning({ tokenHash: operatorSession.tokenHash });
  return gone.length > 0;
}
