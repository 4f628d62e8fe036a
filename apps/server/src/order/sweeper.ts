import { and, asc, eq, lte, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OrderSettings, PointsSettings } from '../config.ts';
import type { Db } from '../db/client.ts';
import { masterOrder, merchantOrder } from '../db/schema.ts';
import { expireUserCoupons } from '../coupon/expireCoupons.ts';
import { thawDuePoints } from '../points/ledger.ts';
import { removeUnattachedUploads, type UploadCleanupDeps } from '../upload/cleanup.ts';
import { autoApprove, claimDueRefund } from '../refund/autoApprove.ts';
import type { PayBackDeps } from '../refund/payBack.ts';
import { cancelMasterOrder, type CancelledOrder } from './cancelOrder.ts';
import { receiveMerchantOrder, type ReceivedOrder } from './receiveOrder.ts';

/**
 * The job runner of orders (the issue "Orders in full", automatic
 * transitions; crmeb-api §6 rules 7 and 11): cancels unpaid orders whose time
 * to pay ran out (ORDER_UNPAID_TTL_S), confirms receipt of shipped orders
 * nobody confirmed (ORDER_AUTO_RECEIPT_DAYS), makes frozen points
 * spendable when their after-sale window closes (POINTS_FROZEN_DAYS), and
 * marks unused coupons past their end as expired (crmeb-api §6 rule 15).
 *
 * What is due lives only in the database (`master_order.pay_deadline`,
 * `merchant_order.auto_receipt_at`, `integral_record.thaw_time`), written
 * when the order is placed, shipped or received: nothing is remembered in
 * memory, so a restart loses nothing and catches up on its first run. Every
 * process of the mall runs it; each due row is claimed with
 * `FOR UPDATE SKIP LOCKED` and then changed by the same conditional write the
 * shopper's action uses (ADR 0009 pattern 4), so with any number of
 * processes each order is cancelled or received once, and its stock,
 * coupons and points come back once.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** One run of the order job runner at `now` (default: the clock), with the app's settings (app.ts); tests call it. */
    runOrderSweep(now?: Date): Promise<SweepResult>;
  }
}

/** What the job runner needs besides the database. */
export interface SweepDeps {
  points: Pick<PointsSettings, 'gainPerYuan' | 'frozenDays'>;
  /** Called after each cancel has committed (the payments code closes a card PaymentIntent); its failure is logged. */
  afterCancel?: (cancelled: CancelledOrder) => Promise<void> | void;
  /** Called after each automatic receipt has committed. */
  afterReceive?: (received: ReceivedOrder) => Promise<void> | void;
  /** Where failures go; Fastify's logger is one. Console when omitted. */
  log?: { warn(fields: object, message: string): void; error(fields: object, message: string): void };
  /** Most orders of each kind handled in one run (the rest wait for the next); 500 by default. */
  batch?: number;
  /** Removal of uploads no form used (upload/cleanup.ts); skipped when omitted. */
  uploads?: UploadCleanupDeps;
  /** Automatic approval of refunds left under review (refund/autoApprove.ts); skipped when omitted. */
  refunds?: PayBackDeps;
}

/** What one run did. */
export interface SweepResult {
  /** Master orders cancelled for want of payment. */
  cancelled: string[];
  /** Merchant orders received automatically. */
  received: string[];
  /** Frozen points records made spendable. */
  thawed: number;
  /** Uploads removed because no form used them in time (`UPLOAD_UNATTACHED_TTL_H`). */
  uploadsRemoved: number;
  /** Refunds approved because the merchant did not answer in time (`REFUND_AUTO_APPROVE_HOURS`). */
  refundsApproved: string[];
  /** Shoppers' unused coupons marked expired (status 2) because their end passed. */
  couponsExpired: number;
}

const consoleLog: NonNullable<SweepDeps['log']> = {
  warn: (fields, message) => console.warn(message, fields),
  error: (fields, message) => console.error(message, fields),
};

/**
 * Claims and handles due rows one at a time, each in its own transaction:
 * `claim` finds one due row not locked by another process (SKIP LOCKED) and
 * `handle` changes it in the same transaction. A row that fails (a deadlock
 * answered by PostgreSQL, a broken row) is logged and skipped for the rest of
 * this run, and tried again on the next.
 */
async function drain<T>(
  db: Db,
  batch: number,
  log: NonNullable<SweepDeps['log']>,
  what: string,
  claim: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], skip: string[]) => Promise<string | undefined>,
  handle: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], key: string) => Promise<T | null>,
  after: ((result: T) => Promise<void> | void) | undefined,
): Promise<string[]> {
  const done: string[] = [];
  const failed: string[] = [];
  while (done.length + failed.length < batch) {
    let key: string | undefined;
    let result: T | null;
    try {
      result = await db.transaction(async (tx) => {
        key = await claim(tx, failed);
        return key === undefined ? null : handle(tx, key);
      });
    } catch (error) {
      if (key === undefined) throw error;
      log.warn({ err: error, orderNo: key }, `order job: could not ${what} ${key}; it is tried again on the next run`);
      failed.push(key);
      continue;
    }
    if (key === undefined) break;
    if (result === null) {
      // Claimed but no longer due (changed between the claim and the write): nothing to do.
      failed.push(key);
      continue;
    }
    done.push(key);
    if (after) {
      try {
        await after(result);
      } catch (error) {
        log.warn({ err: error, orderNo: key }, `order job: the follow-up of ${what} ${key} failed`);
      }
    }
  }
  return done;
}

/**
 * One run of the job runner at time `now`: cancels every master order whose
 * `pay_deadline` ≤ now (unpaid, not cancelled, not cash on delivery) through
 * {@link cancelMasterOrder}; receives every merchant order whose
 * `auto_receipt_at` ≤ now (still awaiting receipt) through
 * {@link receiveMerchantOrder}; thaws points due by now (points/ledger.ts
 * `thawDuePoints`); marks unused coupons past their end expired
 * (coupon/expireCoupons.ts); removes uploads no form used in time, when
 * `deps.uploads` is given (upload/cleanup.ts). Safe to run in several processes at once.
 * @throws when the database cannot be reached (a failing order is logged and skipped instead).
 */
export async function runSweep(db: Db, deps: SweepDeps, now = new Date()): Promise<SweepResult> {
  const log = deps.log ?? consoleLog;
  const batch = deps.batch ?? 500;

  const cancelled = await drain(
    db,
    batch,
    log,
    'cancel',
    async (tx, skip) => {
      const [due] = await tx
        .select({ orderNo: masterOrder.orderNo })
        .from(masterOrder)
        .where(
          and(
            lte(masterOrder.payDeadline, now),
            eq(masterOrder.paid, false),
            eq(masterOrder.isCancel, false),
            // A cash-on-delivery order confirmed at the payment step has no deadline left; one never confirmed is cancelled like any other.
            skip.length > 0 ? notInArray(masterOrder.orderNo, skip) : undefined,
          ),
        )
        .orderBy(asc(masterOrder.payDeadline), asc(masterOrder.id))
        .limit(1)
        .for('update', { skipLocked: true });
      return due?.orderNo;
    },
    (tx, orderNo) => cancelMasterOrder(tx, orderNo, { now, by: 'timeout' }),
    deps.afterCancel,
  );

  const received = await drain(
    db,
    batch,
    log,
    'receive',
    async (tx, skip) => {
      const [due] = await tx
        .select({ orderNo: merchantOrder.orderNo })
        .from(merchantOrder)
        .where(
          and(
            lte(merchantOrder.autoReceiptAt, now),
            eq(merchantOrder.status, 1),
            skip.length > 0 ? notInArray(merchantOrder.orderNo, skip) : undefined,
          ),
        )
        .orderBy(asc(merchantOrder.autoReceiptAt), asc(merchantOrder.id))
        .limit(1)
        .for('update', { skipLocked: true });
      return due?.orderNo;
    },
    (tx, orderNo) => receiveMerchantOrder(tx, orderNo, { now, points: deps.points, by: 'timeout' }),
    deps.afterReceive,
  );

  let thawed = 0;
  for (;;) {
    const n = await thawDuePoints(db, now, batch);
    thawed += n;
    if (n < batch) break;
  }
  const couponsExpired = await expireUserCoupons(db, now, batch);
  const uploadsRemoved = deps.uploads ? await removeUnattachedUploads(db, deps.uploads, now, log, batch) : 0;
  const refundsApproved = deps.refunds
    ? await drain(db, batch, log, 'approve', (tx, skip) => claimDueRefund(tx, now, skip), (tx, no) => autoApprove(tx, no, deps.refunds!, now), undefined)
    : [];
  return { cancelled, received, thawed, uploadsRemoved, refundsApproved, couponsExpired };
}

/**
 * Runs {@link runSweep} every `ORDER_SWEEP_INTERVAL_MS` in this process, the
 * first time one interval after start, never two runs at once; the timer is
 * unref'd (it never keeps a process alive) and stops when the app closes,
 * which waits for a run in flight so the database is not closed under it.
 * A failed run is logged; the next one tries again.
 */
export function registerOrderSweeper(app: FastifyInstance, db: Db, settings: Pick<OrderSettings, 'sweepIntervalMs'>, deps: SweepDeps): void {
  let running: Promise<unknown> | null = null;
  let closed = false;
  const tick = () => {
    if (running || closed) return;
    running = runSweep(db, { ...deps, log: deps.log ?? app.log })
      .then((result) => {
        const { cancelled, received, thawed, uploadsRemoved, refundsApproved, couponsExpired } = result;
        if (cancelled.length + received.length + thawed + uploadsRemoved + refundsApproved.length + couponsExpired > 0) {
          app.log.info(
            { orderJob: { cancelled: cancelled.length, received: received.length, thawed, uploadsRemoved, couponsExpired } },
            'order job ran',
          );
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'order job failed; it runs again at the next interval'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, Math.max(1, settings.sweepIntervalMs));
  timer.unref();
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
}
