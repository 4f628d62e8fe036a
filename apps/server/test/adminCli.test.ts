import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { verifyPassword } from '../src/auth/password.ts';
import { readOutbox } from '../src/auth/delivery/outbox.ts';
import type { Database } from '../src/db/client.ts';
import { auditLog, merchantOrder, operator, orderLogistics } from '../src/db/schema.ts';
import { openCliDatabase, runAdmin, seededDatabaseFor, withCliDatabase, type CliRun } from './cliDatabase.ts';
import { startMall } from './harness.ts';
import { buyableSkus, orderFromCart, type BuyableSku } from './shopping.ts';

/*
 * The operator's command line end to end, as an operator runs it: each
 * command is its own process (`node --import tsx src/admin/cli.ts`) on the
 * mall's database, named as the mall names it (DATABASE_URL, or the
 * embedded PGlite under DATA_DIR). On PGlite the mall and the command cannot
 * share the folder, so the command refuses to open it while a mall answers
 * on PORT and goes through the mall's API with --url instead.
 */

const driver = inject('mallDriver');
/** Each command is a process of its own that loads tsx and opens the database: seconds each on a busy machine. */
const SLOW = 240_000;
const EMAIL = 'ops.cli@example.com';
const BUYER_EMAIL = 'buyer.cli@example.com';

let dataDir: string;
let databaseUrl: string | undefined;
let password = '';

/** Opens the test's database in this process (never while a command or the mall has PGlite open). */
function openDb(): Promise<Database> {
  return openCliDatabase(dataDir, databaseUrl);
}

function withDb<T>(work: (db: Database['db']) => Promise<T>): Promise<T> {
  return withCliDatabase(dataDir, databaseUrl, work);
}

/** Runs `admin …` as its own process on the test's database. */
function admin(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return runAdmin(dataDir, databaseUrl, args, env);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mall-admin-cli-'));
  databaseUrl = await seededDatabaseFor(dataDir);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('admin operator', () => {
  it('creates the first operator with a password generated and printed once, hashed in the database', async () => {
    const run = await admin(['operator', 'create', '--email', 'Ops.CLI@Example.com']);
    expect(run.code, run.stderr).toBe(0);
    const printed = /Password \(shown only this once[^:]*\): (\S+)/.exec(run.stdout);
    expect(printed, run.stdout).not.toBeNull();
    password = printed![1]!;
    expect(password.length).toBeGreaterThanOrEqual(20);
    const [account] = await withDb((db) => db.select().from(operator).where(eq(operator.email, EMAIL)));
    expect(account).toBeDefined();
    expect(account!.passwordHash).toMatch(/^scrypt\$/);
    expect(account!.passwordHash).not.toContain(password);
    expect(await verifyPassword(password, account!.passwordHash)).toBe(true);
    const audit = await withDb((db) => db.select().from(auditLog).where(eq(auditLog.target, `operator:${account!.id}`)));
    expect(audit).toEqual([expect.objectContaining({ operatorId: null, via: 'cli', action: 'operator.create' })]);
  }, SLOW);

  it('refuses the same email again and a password too short, and lists the accounts', async () => {
    const again = await admin(['operator', 'create', '--email', EMAIL, '--password', 'Another-long-password']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`--email: an operator with the email ${EMAIL} already exists`);
    const short = await admin(['operator', 'create', '--email', 'second@example.com', '--password', 'short']);
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('--password: must have at least 12 characters');
    const usage = await admin(['operator', 'create']);
    expect(usage.code).toBe(2);
    const list = await admin(['operator', 'list']);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toContain(EMAIL);
    expect(list.stdout).not.toContain('second@example.com');
    expect(await withDb((db) => db.select().from(operator))).toHaveLength(1);
  }, SLOW);
});

describe('admin orders', () => {
  const orders: string[] = [];

  it('ships through the running mall with --url (and, on PGlite, will not open the database beside it)', async () => {
    const database = await openDb();
    const mall = await startMall({ database });
    try {
      const token = await mall.login();
      const address = await mall.http('POST', '/api/front/address/edit', {
        token,
        body: { realName: '王五', phone: '13800138000', email: BUYER_EMAIL, detail: '杭州市西湖区文三路 90 号', postCode: '310012', country: '中国' },
      });
      const skus = (await buyableSkus(mall, 20, true)).filter((s) => s.price + s.postage < 30_000);
      for (let i = 0; i < 3; i += 1) {
        const master = await orderFromCart(mall, token, address.body.data.id, [[skus[i]!, 1] as [BuyableSku, number]], 'yue');
        const paid = await mall.http('POST', '/api/front/pay/payment', { token, body: { orderNo: master, payType: 'yue' } });
        expect(paid.body.code, paid.body.message).toBe(200);
        const [row] = await mall.db.select({ no: merchantOrder.orderNo }).from(merchantOrder).where(eq(merchantOrder.masterOrderNo, master));
        orders.push(row!.no);
      }

      const remote = await admin(['orders', 'ship', orders[0]!, '--express', 'SF', '--tracking', 'SF100200300', '--url', mall.url, '--as', EMAIL], {
        MALL_OPERATOR_PASSWORD: password,
      });
      expect(remote.code, remote.stderr).toBe(0);
      expect(remote.stdout).toContain(`Shipped ${orders[0]}`);
      expect(remote.stdout).toContain('express SF SF100200300');
      const [shipped] = await mall.db.select().from(merchantOrder).where(eq(merchantOrder.orderNo, orders[0]!));
      expect(shipped).toMatchObject({ status: 1, deliveryType: 'express', expressName: 'SF', expressCode: 'SF', trackingNo: 'SF100200300' });
      const [account] = await mall.db.select().from(operator).where(eq(operator.email, EMAIL));
      const entries = await mall.db.select().from(auditLog).where(eq(auditLog.target, orders[0]!));
      expect(entries).toEqual([expect.objectContaining({ operatorId: account!.id, via: 'api', action: 'order.ship' })]);
      // It signed in and out again: no session left behind.
      const actions = (await mall.db.select().from(auditLog).where(eq(auditLog.target, `operator:${account!.id}`)).orderBy(asc(auditLog.id))).map((e) => e.action);
      expect(actions.slice(-2)).toEqual(['operator.login', 'operator.logout']);

      const wrong = await admin(['orders', 'list', '--url', mall.url, '--as', EMAIL], { MALL_OPERATOR_PASSWORD: 'not-the-password' });
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toMatch(/Incorrect email or password/);

      const port = new URL(mall.url).port;
      if (driver === 'pglite') {
        const beside = await admin(['orders', 'list'], { PORT: port });
        expect(beside.code).toBe(2);
        expect(beside.stderr).toContain(`--url http://localhost:${port}`);
      } else {
        // PostgreSQL: the command shares the database with running malls.
        const beside = await admin(['orders', 'ship', orders[2]!, '--courier', 'Li Lei', '--phone', '13800138000'], { PORT: port });
        expect(beside.code, beside.stderr).toBe(0);
        expect((await mall.db.select().from(merchantOrder).where(eq(merchantOrder.orderNo, orders[2]!)))[0]).toMatchObject({ status: 1, deliveryType: 'send' });
      }
    } finally {
      await mall.close();
    }
  }, SLOW);

  it('ships, tracks and lists on the database, audited via the command line, refusing what the API refuses', async () => {
    const shipped = await admin(['orders', 'ship', orders[1]!, '--virtual', '--as', EMAIL]);
    expect(shipped.code, shipped.stderr).toBe(0);
    expect(shipped.stdout).toContain(`Shipped ${orders[1]}`);
    // The shopper is told as when the mall ships: no SMTP here, so through the outbox in DATA_DIR.
    const mail = (await readOutbox(dataDir)).filter((e) => e.purpose === 'order-shipped' && e.text.includes(orders[1]!));
    expect(mail).toEqual([expect.objectContaining({ to: BUYER_EMAIL })]);

    const tracked = await admin(['orders', 'track', orders[0]!, '--station', 'Arrived at the Hangzhou hub', '--state=2']);
    expect(tracked.code, tracked.stderr).toBe(0);
    expect(tracked.stdout).toContain('Arrived at the Hangzhou hub');
    expect(tracked.stdout).toContain('state 2');

    const again = await admin(['orders', 'ship', orders[0]!, '--express', 'YTO', '--tracking', 'YT123456789']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('order number: this order has already been shipped');
    const missing = await admin(['orders', 'ship', orders[2]!, '--express', 'YTO']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('--tracking: is required when shipping by express');
    const mixed = await admin(['orders', 'ship', orders[2]!, '--virtual', '--tracking', 'YT123456789']);
    expect(mixed.code).toBe(2);
    const future = await admin(['orders', 'track', orders[0]!, '--station', 'Later', '--time', '2999-01-01 00:00:00']);
    expect(future.code).toBe(1);
    expect(future.stderr).toContain('--time: must not be in the future');

    const listed = await admin(['orders', 'list', '--status', '1']);
    expect(listed.code, listed.stderr).toBe(0);
    for (const no of orders.slice(0, 2)) expect(listed.stdout).toContain(no);
    const audit = await admin(['audit', '--target', orders[0]!]);
    expect(audit.code, audit.stderr).toBe(0);
    expect(audit.stdout).toContain('order.track');
    expect(audit.stdout).toContain('order.ship');

    await withDb(async (db) => {
      const [account] = await db.select().from(operator).where(eq(operator.email, EMAIL));
      expect((await db.select().from(merchantOrder).where(eq(merchantOrder.orderNo, orders[1]!)))[0]).toMatchObject({ status: 1, deliveryType: 'noNeed' });
      const [logistics] = await db.select().from(orderLogistics).where(eq(orderLogistics.merOrderNo, orders[0]!));
      expect(logistics!.state).toBe(2);
      expect(logistics!.traces.map((t) => t.AcceptStation)).toEqual(['Picked up by SF', 'Arrived at the Hangzhou hub']);
      const entries = await db.select().from(auditLog).where(eq(auditLog.target, orders[1]!));
      expect(entries).toEqual([expect.objectContaining({ operatorId: account!.id, via: 'cli', action: 'order.ship' })]);
      expect(entries[0]!.before).toMatchObject({ status: 0, deliveryType: null });
      expect(entries[0]!.after).toMatchObject({ status: 1, deliveryType: 'noNeed' });
      const tracks = await db.select().from(auditLog).where(eq(auditLog.target, orders[0]!)).orderBy(asc(auditLog.id));
      expect(tracks.map((e) => [e.action, e.via, e.operatorId])).toEqual([
        ['order.ship', 'api', account!.id],
        ['order.track', 'cli', null],
      ]);
    });
  }, SLOW);
});

describe('admin refunds', () => {
  it('refunds an order on the shop\'s initiative, lists it, and refuses what the API refuses', async () => {
    const [paid] = await withDb((db) =>
      db
        .select({ no: merchantOrder.orderNo })
        .from(merchantOrder)
        .where(and(eq(merchantOrder.paid, true), eq(merchantOrder.refundStatus, 0), inArray(merchantOrder.status, [0, 3])))
        .limit(1),
    );
    expect(paid, 'an order of the earlier tests is paid and not refunded').toBeDefined();
    const badItems = await admin(['refunds', 'refund', paid!.no, '--reason', '缺货', '--items', 'all']);
    expect(badItems.code).toBe(2);
    expect(badItems.stderr).toContain('--items must be LINE_ID:UNITS pairs');

    const refunded = await admin(['refunds', 'refund', paid!.no, '--reason', '缺货', '--as', EMAIL]);
    expect(refunded.code, refunded.stderr).toBe(0);
    expect(refunded.stdout).toMatch(/^RE\d+ \(SH\d+, .*\): refunded by merchant, ¥\d+\.\d\d/);
    const refundNo = /^(RE\d+)/.exec(refunded.stdout)![1]!;
    const [order] = await withDb((db) => db.select().from(merchantOrder).where(eq(merchantOrder.orderNo, paid!.no)));
    expect(order).toMatchObject({ refundStatus: 3, refundPrice: order!.payPrice });

    const list = await admin(['refunds', 'list', '--status', '3']);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toContain(refundNo);
    const again = await admin(['refunds', 'refuse', refundNo, '--reason', '已拆封']);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/refund number: .*no longer under review/);
    const audit = await withDb((db) => db.select().from(auditLog).where(eq(auditLog.target, refundNo)));
    expect(audit).toEqual([expect.objectContaining({ via: 'cli', action: 'refund.byMerchant' })]);
  }, SLOW);
});
