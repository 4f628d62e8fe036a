import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../src/admin/operators.ts';
import { readOutbox } from '../src/auth/delivery/outbox.ts';
import type { Database } from '../src/db/client.ts';
import { auditLog, merchant, merchantApply } from '../src/db/schema.ts';
import { openCliDatabase, runAdmin, seededDatabaseFor, withCliDatabase, type CliRun } from './cliDatabase.ts';
import { createShopper, startMall } from './harness.ts';

/*
 * `admin applications list|show|approve|reject` end to end, as an operator
 * runs them: each command its own process on the mall's database, or
 * through a running mall with --url. Works on the demo shopper's seeded
 * pending application and one more added here.
 */

/** Each command is a process of its own that loads tsx and opens the database: seconds each on a busy machine. */
const SLOW = 240_000;
const OPERATOR = { email: 'ops.applications-cli@example.com', password: 'Ops-applications-cli-password-1' };

let dataDir: string;
let databaseUrl: string | undefined;
/** The seeded pending application, and a second pending one of another shopper. */
let seededPending: typeof merchantApply.$inferSelect;
let second: typeof merchantApply.$inferSelect;

function withDb<T>(work: (db: Database['db']) => Promise<T>): Promise<T> {
  return withCliDatabase(dataDir, databaseUrl, work);
}

/** Runs `admin …` as its own process on the test's database. */
function admin(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return runAdmin(dataDir, databaseUrl, args, env);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mall-applications-cli-'));
  databaseUrl = await seededDatabaseFor(dataDir);
  await withDb(async (db) => {
    await createOperator(db, { operatorId: null, via: 'cli' }, OPERATOR);
    seededPending = (await db.select().from(merchantApply).where(eq(merchantApply.auditStatus, 1)))[0]!;
    // A second applicant, whose shop name is written to upset a terminal: it must print as plain text on one line.
    const userId = await createShopper(db, '13700009901');
    const [inserted] = await db
      .insert(merchantApply)
      .values({
        userId,
        name: 'Blue Kite\u001b[2J Studio',
        realName: 'Lee',
        email: 'blue.kite@example.com',
        categoryId: 7,
        typeId: 4,
        handlingFeeBp: 500,
        address: 'Hangzhou',
        qualificationPictures: ['/media/art/licence/business-7001.svg'],
      })
      .returning();
    second = inserted!;
  });
}, SLOW);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('admin applications', () => {
  it('lists pending applications on one line each, shows one, and refuses a wrong status', async () => {
    const listed = await admin(['applications', 'list', '--status', 'pending']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`^${seededPending.id}\\s+pending\\s+${seededPending.name}`, 'm'));
    expect(listed.stdout).toMatch(new RegExp(`^${second.id}\\s+pending\\s+Blue Kite \\[2J Studio`, 'm'));
    expect(listed.stdout).not.toContain('\u001b');
    expect(listed.stdout).toMatch(/Page 1 of 1 \(2 applications\)\./);
    const shown = await admin(['applications', 'show', String(seededPending.id)]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain(`Application ${seededPending.id}: ${seededPending.name} — pending`);
    const wrong = await admin(['applications', 'list', '--status', 'maybe']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--status must be pending, approved or rejected');
    const unknown = await admin(['applications', 'show', '999999']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Application 999999 does not exist');
  }, SLOW);

  it('rejects with a reason and approves on the database, audited via the command line, emailing the applicant', async () => {
    const missing = await admin(['applications', 'reject', String(second.id)]);
    expect(missing.code).toBe(2);
    const blank = await admin(['applications', 'reject', String(second.id), '--reason', '   ']);
    expect(blank.code).toBe(1);
    expect(blank.stderr).toContain('--reason: must not be blank');
    const rejected = await admin(['applications', 'reject', String(seededPending.id), '--reason', '经营范围与所选分类不符', '--as', OPERATOR.email]);
    expect(rejected.code, rejected.stderr).toBe(0);
    expect(rejected.stdout).toContain('rejected');
    expect(rejected.stdout).toContain('reason: 经营范围与所选分类不符');

    const approved = await admin(['applications', 'approve', String(second.id), '--as', OPERATOR.email]);
    expect(approved.code, approved.stderr).toBe(0);
    expect(approved.stdout).toMatch(/approved \(shop \d+\)/);
    const again = await admin(['applications', 'approve', String(second.id)]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('no longer under review');

    await withDb(async (db) => {
      const [rejectedRow] = await db.select().from(merchantApply).where(eq(merchantApply.id, seededPending.id));
      expect(rejectedRow).toMatchObject({ auditStatus: 3, denialReason: '经营范围与所选分类不符' });
      const [approvedRow] = await db.select().from(merchantApply).where(eq(merchantApply.id, second.id));
      expect(approvedRow!.auditStatus).toBe(2);
      const [shop] = await db.select().from(merchant).where(eq(merchant.id, approvedRow!.merId!));
      expect(shop).toMatchObject({ name: second.name, isSwitch: true, isSelf: false, email: 'blue.kite@example.com' });
      for (const id of [seededPending.id, second.id]) {
        const entries = await db.select().from(auditLog).where(eq(auditLog.target, `merchant-apply:${id}`));
        expect(entries).toEqual([expect.objectContaining({ via: 'cli' })]);
        expect(entries[0]!.operatorId).not.toBeNull();
      }
    });
    const outbox = await readOutbox(dataDir);
    expect(outbox.filter((e) => e.to === seededPending.email).map((e) => e.purpose)).toEqual(['merchant-rejected']);
    expect(outbox.filter((e) => e.to === 'blue.kite@example.com').map((e) => e.purpose)).toEqual(['merchant-approved']);
  }, SLOW);

  it('lists through a running mall with --url, signed in as the operator', async () => {
    const database = await openCliDatabase(dataDir, databaseUrl);
    const mall = await startMall({ database });
    try {
      const remote = await admin(['applications', 'list', '--status', 'approved', '--url', mall.url, '--as', OPERATOR.email], {
        MALL_OPERATOR_PASSWORD: OPERATOR.password,
      });
      expect(remote.code, remote.stderr).toBe(0);
      expect(remote.stdout).toMatch(new RegExp(`^${second.id}\\s+approved`, 'm'));
      const shown = await admin(['applications', 'show', String(second.id), '--url', mall.url, '--as', OPERATOR.email], {
        MALL_OPERATOR_PASSWORD: OPERATOR.password,
      });
      expect(shown.code, shown.stderr).toBe(0);
      expect(shown.stdout).toContain('— approved (shop');
    } finally {
      await mall.close();
    }
  }, SLOW);
});
