import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { EMAIL_PATTERN, OPERATOR_PASSWORD_MAX, OPERATOR_PASSWORD_MIN, STORABLE_TEXT_PATTERN } from '@mall/api/schemas';
import { normalizeEmail } from '../auth/accounts.ts';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/client.ts';
import { operator, operatorSession } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { operatorTarget, writeAudit, type Actor } from './audit.ts';

/** An operator account as listed (never its password hash). */
export interface OperatorAccount {
  id: number;
  email: string;
  createdAt: Date;
  lastLoginAt: Date | null;
}

const emailPattern = new RegExp(EMAIL_PATTERN, 'u');
const storable = new RegExp(STORABLE_TEXT_PATTERN, 'u');

/**
 * An operator's email as stored: trimmed and lower-case (the unique index is
 * on `lower(email)`, so `Ops@x` and `ops@x` are one account).
 * @throws {HttpError} 400 naming `email` when it is not an email address.
 */
export function operatorEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (normalized.length > 254 || !emailPattern.test(normalized)) throw badRequest('validation.pattern', {}, 'email');
  return normalized;
}

/**
 * Holds a new operator password to the rule: {@link OPERATOR_PASSWORD_MIN}
 * to {@link OPERATOR_PASSWORD_MAX} characters, all storable. Longer than a
 * shopper's minimum: an operator can ship every shop's orders.
 * @throws {HttpError} 400 naming `password`.
 */
export function assertOperatorPassword(password: string): void {
  if (password.length < OPERATOR_PASSWORD_MIN) throw badRequest('validation.minLength', { limit: OPERATOR_PASSWORD_MIN }, 'password');
  if (password.length > OPERATOR_PASSWORD_MAX) throw badRequest('validation.maxLength', { limit: OPERATOR_PASSWORD_MAX }, 'password');
  if (!storable.test(password)) throw badRequest('validation.unstorableText', {}, 'password');
}

/** A password of 24 characters from 144 random bits (base64url), for an operator created without one. */
export function generateOperatorPassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Opens an operator account (the command line's `admin operator create`):
 * the password is hashed with scrypt as shoppers' are (auth/password.ts).
 * The unique index on `lower(email)` is the claim (ADR 0009, pattern 4): of
 * two creations of one email, exactly one inserts; the other is refused.
 * The creation is audited in the same transaction.
 * @throws {HttpError} 400 `admin.operatorExists` naming `email` for an email that has an account;
 * 400 naming `email` or `password` when either breaks its rule.
 */
export async function createOperator(db: Db, actor: Actor, input: { email: string; password: string }, now = new Date()): Promise<OperatorAccount> {
  const email = operatorEmail(input.email);
  assertOperatorPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(operator)
      .values({ email, passwordHash, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: operator.id, email: operator.email, createdAt: operator.createdAt, lastLoginAt: operator.lastLoginAt });
    if (!created) throw badRequest('admin.operatorExists', { email }, 'email');
    await writeAudit(tx, actor, { action: 'operator.create', target: operatorTarget(created.id), before: null, after: { id: created.id, email } }, now);
    return created;
  });
}

/**
 * Sets a new password for an operator and ends every session of theirs
 * (`admin operator password`), audited in the same transaction.
 * @throws {HttpError} 404 `admin.operatorNotFound` for an unknown email; 400 naming `password` when it breaks the rule.
 */
export async function setOperatorPassword(db: Db, actor: Actor, input: { email: string; password: string }, now = new Date()): Promise<OperatorAccount> {
  const email = operatorEmail(input.email);
  assertOperatorPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [account] = await tx
      .update(operator)
      .set({ passwordHash })
      .where(eq(sql`lower(${operator.email})`, email))
      .returning({ id: operator.id, email: operator.email, createdAt: operator.createdAt, lastLoginAt: operator.lastLoginAt });
    if (!account) throw badRequest('admin.operatorNotFound', { email }, 'email');
    const ended = await tx.delete(operatorSession).where(eq(operatorSession.operatorId, account.id)).returning({ tokenHash: operatorSession.tokenHash });
    await writeAudit(tx, actor, { action: 'operator.password', target: operatorTarget(account.id), before: null, after: { sessionsEnded: ended.length } }, now);
    return account;
  });
}

/** The account of an email, or undefined (case does not matter). */
export async function operatorByEmail(db: Db, email: string): Promise<(OperatorAccount & { passwordHash: string }) | undefined> {
  const [row] = await db
    .select({ id: operator.id, email: operator.email, createdAt: operator.createdAt, lastLoginAt: operator.lastLoginAt, passwordHash: operator.passwordHash })
    .from(operator)
    .where(eq(sql`lower(${operator.email})`, normalizeEmail(email)))
    .limit(1);
  return row;
}

/** Every operator account, oldest first (`admin operator list`). */
export function listOperators(db: Db): Promise<OperatorAccount[]> {
  return db
    .select({ id: operator.id, email: operator.email, createdAt: operator.createdAt, lastLoginAt: operator.lastLoginAt })
    .from(operator)
    .orderBy(asc(operator.id));
}
