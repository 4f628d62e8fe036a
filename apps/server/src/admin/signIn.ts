import { eq } from 'drizzle-orm';
import type { AdminLoginInput, AdminLoginResult } from '@mall/api';
import type { PasswordAttempts } from '../auth/attempts.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { Db } from '../db/client.ts';
import { operator } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { operatorTarget, writeAudit } from './audit.ts';
import { operatorByEmail } from './operators.ts';
import { createOperatorSession, deleteOperatorSession, type OperatorSession } from './operatorSessions.ts';

/** What an operator's sign-in needs besides its input. */
export interface OperatorSignInDeps {
  db: Db;
  /** The shoppers' password-attempt guard (auth/attempts.ts), shared through the same store; operators' accounts are keyed apart. */
  attempts: PasswordAttempts;
}

/** A hash of a random password, checked against when the email has no account, so both answers take as long. */
let dummyHash: Promise<string> | undefined;

/** The key of an operator's account in the attempt guard: apart from any shopper with the same email. */
function attemptKey(email: string): string {
  return `operator:${email.trim().toLowerCase()}`;
}

/**
 * Signs an operator in with email and password (`POST /api/admin/login`),
 * with the shoppers' protection against guessing (ADR 0009 pattern 5,
 * auth/attempts.ts): the attempt is reserved before the hash is checked,
 * failures slow the account down and then lock it, and an unknown email is
 * hashed against too and answered the same. The session and the audit entry
 * are written in one transaction.
 * @returns the token (stored only as its SHA-256) and when it expires.
 * @throws {HttpError} 400 `auth.badEmailCredentials` for a wrong email or password; 429 while the account must wait.
 */
export async function loginOperator(deps: OperatorSignInDeps, input: AdminLoginInput, now = new Date()): Promise<AdminLoginResult> {
  const check = await deps.attempts.reserve(attemptKey(input.email));
  let account: Awaited<ReturnType<typeof operatorByEmail>>;
  let matches: boolean;
  try {
    account = await operatorByEmail(deps.db, input.email);
    dummyHash ??= hashPassword(`no account ${Math.random()}`);
    matches = await verifyPassword(input.password, account?.passwordHash ?? (await dummyHash));
  } catch (error) {
    // A check that could not be made still counts: a guess never comes for free.
    await check.fail();
    throw error;
  }
  if (!account || !matches) {
    await check.fail();
    throw badRequest('auth.badEmailCredentials');
  }
  await check.succeed();
  const id = account.id;
  return deps.db.transaction(async (tx) => {
    const session = await createOperatorSession(tx, id, now);
    await tx.update(operator).set({ lastLoginAt: now }).where(eq(operator.id, id));
    await writeAudit(tx, { operatorId: id, via: 'api' }, { action: 'operator.login', target: operatorTarget(id), before: null, after: { expiresAt: session.expiresAt.toISOString() } }, now);
    return session;
  });
}

/** Ends the operator's session (`POST /api/admin/logout`), audited with it. */
export async function logoutOperator(db: Db, session: OperatorSession, now = new Date()): Promise<null> {
  await db.transaction(async (tx) => {
    if (!(await deleteOperatorSession(tx, session.tokenHash))) return;
    await writeAudit(tx, { operatorId: session.operatorId, via: 'api' }, { action: 'operator.logout', target: operatorTarget(session.operatorId), before: null, after: null }, now);
  });
  return null;
}
