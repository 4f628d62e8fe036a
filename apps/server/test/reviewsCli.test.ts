import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../src/admin/operators.ts';
import type { Database } from '../src/db/client.ts';
import { auditLog, productReply } from '../src/db/schema.ts';
import { openCliDatabase, runAdmin, seededDatabaseFor, withCliDatabase, type CliRun } from './cliDatabase.ts';
import { startMall } from './harness.ts';

/*
 * `admin reviews list|reply` end to end, as an operator runs them: each
 * command its own process on the mall's database (DATABASE_URL, or the
 * embedded PGlite under DATA_DIR), or through a running mall with --url.
 * Works on the seeded demo shopper's reviews.
 */

/** Each command is a process of its own that loads tsx and opens the database: seconds each on a busy machine. */
const SLOW = 240_000;
const OPERATOR = { email: 'ops.reviews-cli@example.com', password: 'Ops-reviews-cli-password-1' };

let dataDir: string;
let databaseUrl: string | undefined;

function withDb<T>(work: (db: Database['db']) => Promise<T>): Promise<T> {
  return withCliDatabase(dataDir, databaseUrl, work);
}

/** Runs `admin …` as its own process on the test's database. */
function admin(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return runAdmin(dataDir, databaseUrl, args, env);
}

/** The demo shopper's seeded reviews: one answered by the shop, one not. */
let answered: typeof productReply.$inferSelect;
let unanswered: typeof productReply.$inferSelect;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mall-reviews-cli-'));
  databaseUrl = await seededDatabaseFor(dataDir);
  await withDb(async (db) => {
    await createOperator(db, { operatorId: null, via: 'cli' }, OPERATOR);
    const mine = await db.select().from(productReply).where(isNotNull(productReply.userId)).orderBy(asc(productReply.id));
    answered = mine.find((r) => r.merchantReplyContent !== '')!;
    unanswered = mine.find((r) => r.merchantReplyContent === '')!;
    // A review written to upset a terminal: it must print as plain text on one line.
    await db.update(productReply).set({ comment: `${unanswered.comment}\u001b[2J\u001b[31mred\nnext line` }).where(eq(productReply.id, unanswered.id));
  });
}, SLOW);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('admin reviews', () => {
  it('lists reviews of one goods, only unanswered ones, newest first, on one line each without control characters', async () => {
    const listed = await admin(['reviews', 'list', '--product', String(unanswered.productId), '--unanswered']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`^${unanswered.id}\\s+${unanswered.productId} `, 'm'));
    expect(listed.stdout).toContain('red next line');
    expect(listed.stdout).not.toContain('\u001b');
    expect(listed.stdout).toMatch(/Page 1 of 1 \(\d+ reviews\)\./);
    const ofAnswered = await admin(['reviews', 'list', '--product', String(answered.productId), '--limit', '100']);
    expect(ofAnswered.code, ofAnswered.stderr).toBe(0);
    expect(ofAnswered.stdout).toMatch(new RegExp(`^${answered.id}\\s`, 'm'));
    const notAnswered = await admin(['reviews', 'list', '--product', String(answered.productId), '--unanswered', '--limit', '100']);
    expect(notAnswered.code, notAnswered.stderr).toBe(0);
    expect(notAnswered.stdout).not.toMatch(new RegExp(`^${answered.id}\\s`, 'm'));
    const wrong = await admin(['reviews', 'list', '--product', 'abc']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--product must be a whole number');
  }, SLOW);

  it('replies on the database, audited via the command line; refuses a blank reply, a missing one and an unknown review', async () => {
    const replied = await admin(['reviews', 'reply', String(unanswered.id), '--content', '感谢您的评价，欢迎再次光临', '--as', OPERATOR.email]);
    expect(replied.code, replied.stderr).toBe(0);
    expect(replied.stdout).toContain(`Review ${unanswered.id} of goods ${unanswered.productId}`);
    expect(replied.stdout).toContain('感谢您的评价，欢迎再次光临');
    await withDb(async (db) => {
      const [row] = await db.select().from(productReply).where(eq(productReply.id, unanswered.id));
      expect(row!.merchantReplyContent).toBe('感谢您的评价，欢迎再次光临');
      expect(row!.merchantReplyTime).toBeInstanceOf(Date);
      const entries = await db.select().from(auditLog).where(and(eq(auditLog.target, `review:${unanswered.id}`), eq(auditLog.action, 'review.reply')));
      expect(entries).toEqual([expect.objectContaining({ via: 'cli', after: expect.objectContaining({ merchantReplyContent: '感谢您的评价，欢迎再次光临' }) })]);
      expect(entries[0]!.operatorId).not.toBeNull();
    });

    const blank = await admin(['reviews', 'reply', String(unanswered.id), '--content', '   ']);
    expect(blank.code).toBe(1);
    expect(blank.stderr).toContain('--content: must not be blank');
    const missing = await admin(['reviews', 'reply', String(unanswered.id)]);
    expect(missing.code).toBe(2);
    const unknown = await admin(['reviews', 'reply', '999999', '--content', 'hello']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Review 999999 does not exist');
    await withDb(async (db) => {
      expect(await db.select().from(auditLog).where(eq(auditLog.target, 'review:999999'))).toEqual([]);
    });
  }, SLOW);

  it('replies through a running mall with --url, signed in as the operator', async () => {
    const database = await openCliDatabase(dataDir, databaseUrl);
    const mall = await startMall({ database });
    try {
      const remote = await admin(['reviews', 'reply', String(answered.id), '--content', 'Thanks again!', '--url', mall.url, '--as', OPERATOR.email], {
        MALL_OPERATOR_PASSWORD: OPERATOR.password,
      });
      expect(remote.code, remote.stderr).toBe(0);
      expect(remote.stdout).toContain('Thanks again!');
      const [row] = await mall.db.select().from(productReply).where(eq(productReply.id, answered.id));
      expect(row!.merchantReplyContent).toBe('Thanks again!');
      const entries = await mall.db.select().from(auditLog).where(eq(auditLog.target, `review:${answered.id}`));
      expect(entries).toEqual([expect.objectContaining({ via: 'api', action: 'review.reply' })]);
      const listed = await admin(['reviews', 'list', '--product', String(answered.productId), '--url', mall.url, '--as', OPERATOR.email], {
        MALL_OPERATOR_PASSWORD: OPERATOR.password,
      });
      expect(listed.code, listed.stderr).toBe(0);
      expect(listed.stdout).toMatch(new RegExp(`^${answered.id}\\s.*Thanks again!`, 'm'));
    } finally {
      await mall.close();
    }
  }, SLOW);
});
