import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { appUser, integralRecord } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';

/**
 * The points ledger: every change of a shopper's points is a row of
 * `integral_record`, and the spendable total is `app_user.integral`.
 * Each change is one conditional write (ADR 0009 patterns 1 and 4): the total
 * moves in the statement that checks it, and the partial unique index
 * `integral_record_once_key` (one record per order, kind and title) makes
 * giving back or earning twice impossible, whatever the caller does.
 * @see spec §3 Points account; issue "Orders in full" (points)
 */

/** Titles of ledger records: message keys the storefront shows. */
export const PointsTitle = {
  /** Spent on an order at checkout. */
  orderUse: 'integral.orderUse',
  /** Spent points returned when the order was cancelled or refunded. */
  orderUseBack: 'integral.orderUseBack',
  /** Earned on completion; frozen until the after-sale window ends. */
  orderGain: 'integral.orderGain',
  /** Earned points taken back when the order was refunded. */
  orderGainBack: 'integral.orderGainBack',
  /** Given by the mall (the demo shopper's starting points). */
  gift: 'integral.gift',
  /** Earned by reviewing a received line (`REVIEW_POINTS`, `REVIEW_POINTS_WITH_PICS`); available at once. */
  review: 'integral.review',
  /** Spent points given back with a refund (part of an order). */
  refundUseBack: 'integral.refundUseBack',
  /** Earned points taken back with a refund (part of an order). */
  refundGainBack: 'integral.refundGainBack',
} as const;

const RecordStatus = { frozen: 2, complete: 3, invalid: 4 } as const;

/**
 * Writes one complete ledger record once (`integral_record_once_key`) and
 * moves the shopper's total by it in the same transaction: added for type 1,
 * taken for type 2 (only while the shopper has that many); the record then
 * carries the total after the move.
 * @returns whether the record was written now (false when it was already there).
 */
async function recordOnce(
  tx: Tx,
  entry: { userId: number; linkId: string; linkType?: string; type: 1 | 2; title: string; points: number; now?: Date },
): Promise<boolean> {
  const at = entry.now ?? new Date();
  const [record] = await tx
    .insert(integralRecord)
    .values({
      userId: entry.userId,
      linkId: entry.linkId,
      ...(entry.linkType ? { linkType: entry.linkType } : {}),
      type: entry.type,
      title: entry.title,
      integral: entry.points,
      balance: 0,
      status: RecordStatus.complete,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: integralRecord.id });
  if (!record) return false;
  const delta = entry.type === 1 ? sql`${appUser.integral} + ${entry.points}` : sql`${appUser.integral} - ${entry.points}`;
  const [after] = await tx
    .update(appUser)
    .set({ integral: delta })
    .where(entry.type === 1 ? eq(appUser.id, entry.userId) : and(eq(appUser.id, entry.userId), sql`${appUser.integral} >= ${entry.points}`))
    .returning({ integral: appUser.integral });
  await tx.update(integralRecord).set({ balance: after!.integral }).where(eq(integralRecord.id, record.id));
  return true;
}

/**
 * Takes `points` from the shopper for order `orderNo` (a master order), in the
 * caller's transaction. Nothing happens for 0.
 * @throws {HttpError} 400 on `useIntegral` when the shopper has fewer points.
 */
export async function spendPoints(tx: Tx, userId: number, points: number, orderNo: string): Promise<void> {
  if (points <= 0) return;
  const [after] = await tx
    .update(appUser)
    .set({ integral: sql`${appUser.integral} - ${points}` })
    .where(and(eq(appUser.id, userId), sql`${appUser.integral} >= ${points}`))
    .returning({ integral: appUser.integral });
  if (!after) throw badRequest('points.insufficient', {}, 'useIntegral');
  await tx.insert(integralRecord).values({
    userId,
    linkId: orderNo,
    type: 2,
    title: PointsTitle.orderUse,
    integral: points,
    balance: after.integral,
    status: RecordStatus.complete,
  });
}

/**
 * Gives back the points order `orderNo` spent (cancel, refund), once: a second
 * call finds the give-back record already there and changes nothing.
 * @returns points given back (0 when none were spent or they were given back already).
 */
export async function giveBackSpentPoints(tx: Tx, orderNo: string): Promise<number> {
  const [spent] = await tx
    .select({ userId: integralRecord.userId, integral: integralRecord.integral })
    .from(integralRecord)
    .where(and(eq(integralRecord.linkId, orderNo), eq(integralRecord.type, 2), eq(integralRecord.title, PointsTitle.orderUse)))
    .limit(1);
  if (!spent) return 0;
  const given = await recordOnce(tx, { userId: spent.userId, linkId: orderNo, type: 1, title: PointsTitle.orderUseBack, points: spent.integral });
  return given ? spent.integral : 0;
}

/**
 * Grants `points` for a review of order line `orderItemId`, available at once
 * (a complete record, not frozen: a review cannot be given back), in the
 * caller's transaction, once per line: the record (`linkId` `reply:<line>`,
 * link type 'reply') is claimed first, so a second grant finds it there and
 * changes nothing (`integral_record_once_key`). Nothing happens for 0.
 * @returns whether the points were granted now.
 */
export async function grantReviewPoints(tx: Tx, userId: number, points: number, orderItemId: number, now = new Date()): Promise<boolean> {
  if (points <= 0) return false;
  return recordOnce(tx, { userId, linkId: `reply:${orderItemId}`, linkType: 'reply', type: 1, title: PointsTitle.review, points, now });
}

/**
 * Records the points a completed order earns, frozen until `thawTime` (the
 * after-sale window), once per order.
 * @returns whether a record was written (false for 0 points or when already earned).
 */
export async function earnFrozenPoints(tx: Tx, userId: number, points: number, orderNo: string, thawTime: Date): Promise<boolean> {
  if (points <= 0) return false;
  const [current] = await tx.select({ integral: appUser.integral }).from(appUser).where(eq(appUser.id, userId));
  const [record] = await tx
    .insert(integralRecord)
    .values({
      userId,
      linkId: orderNo,
      type: 1,
      title: PointsTitle.orderGain,
      integral: points,
      balance: current?.integral ?? 0,
      status: RecordStatus.frozen,
      thawTime,
    })
    .onConflictDoNothing()
    .returning({ id: integralRecord.id });
  return Boolean(record);
}

/**
 * Takes back what order `orderNo` earned (refund): frozen points are voided;
 * points already available are taken, but never more than the shopper has
 * (a balance never goes negative). Once per order.
 * @returns points taken or voided.
 */
export async function takeBackEarnedPoints(tx: Tx, orderNo: string): Promise<number> {
  const [earned] = await tx
    .select()
    .from(integralRecord)
    .where(and(eq(integralRecord.linkId, orderNo), eq(integralRecord.type, 1), eq(integralRecord.title, PointsTitle.orderGain)))
    .for('update')
    .limit(1);
  if (!earned || earned.status === RecordStatus.invalid) return 0;
  if (earned.status === RecordStatus.frozen) {
    await tx.update(integralRecord).set({ status: RecordStatus.invalid, updatedAt: new Date() }).where(eq(integralRecord.id, earned.id));
    return earned.integral;
  }
  const [user] = await tx.select({ integral: appUser.integral }).from(appUser).where(eq(appUser.id, earned.userId)).for('no key update');
  const taken = Math.min(earned.integral, user?.integral ?? 0);
  if (taken <= 0) return 0;
  const done = await recordOnce(tx, { userId: earned.userId, linkId: orderNo, type: 2, title: PointsTitle.orderGainBack, points: taken });
  return done ? taken : 0;
}

/**
 * Gives `points` back to the shopper for refund `refundOrderNo` (the points
 * spent on the goods it gives back), available at once, once per refund
 * (`integral_record_once_key`). Nothing happens for 0.
 * @returns points given back (0 when none, or given back already).
 */
export async function giveBackRefundPoints(tx: Tx, userId: number, points: number, refundOrderNo: string, now = new Date()): Promise<number> {
  if (points <= 0) return 0;
  const given = await recordOnce(tx, { userId, linkId: refundOrderNo, type: 1, title: PointsTitle.refundUseBack, points, now });
  return given ? points : 0;
}

/**
 * Takes back `points` of what order `orderNo` earned, for refund
 * `refundOrderNo` (the part earned on the money it gives back): while the
 * earned points are frozen, their record shrinks by that much (voided when
 * it would reach nothing); once available, they are taken from the shopper,
 * never more than the shopper has, once per refund.
 * @returns points voided or taken (0 when the order earned none, or they were voided already).
 */
export async function takeBackRefundPoints(tx: Tx, orderNo: string, points: number, refundOrderNo: string, now = new Date()): Promise<number> {
  if (points <= 0) return 0;
  const [earned] = await tx
    .select()
    .from(integralRecord)
    .where(and(eq(integralRecord.linkId, orderNo), eq(integralRecord.type, 1), eq(integralRecord.title, PointsTitle.orderGain)))
    .for('update');
  if (!earned || earned.status === RecordStatus.invalid) return 0;
  if (earned.status === RecordStatus.frozen) {
    if (points >= earned.integral) {
      await tx.update(integralRecord).set({ status: RecordStatus.invalid, updatedAt: now }).where(eq(integralRecord.id, earned.id));
      return earned.integral;
    }
    await tx
      .update(integralRecord)
      .set({ integral: sql`${integralRecord.integral} - ${points}`, updatedAt: now })
      .where(eq(integralRecord.id, earned.id));
    return points;
  }
  const [user] = await tx.select({ integral: appUser.integral }).from(appUser).where(eq(appUser.id, earned.userId)).for('no key update');
  const taken = Math.min(points, user?.integral ?? 0);
  if (taken <= 0) return 0;
  const done = await recordOnce(tx, { userId: earned.userId, linkId: refundOrderNo, type: 2, title: PointsTitle.refundGainBack, points: taken, now });
  return done ? taken : 0;
}

/**
 * Makes frozen points whose time has come available: up to `limit` records,
 * each claimed with `FOR UPDATE SKIP LOCKED`, so several processes running
 * the job never thaw one twice.
 * @returns how many records were thawed.
 */
export async function thawDuePoints(db: Db, now: Date, limit = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: integralRecord.id, userId: integralRecord.userId, integral: integralRecord.integral })
      .from(integralRecord)
      .where(and(eq(integralRecord.status, RecordStatus.frozen), lte(integralRecord.thawTime, now)))
      .orderBy(asc(integralRecord.userId), asc(integralRecord.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const record of due) {
      const [after] = await tx
        .update(appUser)
        .set({ integral: sql`${appUser.integral} + ${record.integral}` })
        .where(eq(appUser.id, record.userId))
        .returning({ integral: appUser.integral });
      await tx
        .update(integralRecord)
        .set({ status: RecordStatus.complete, balance: after!.integral, updatedAt: now })
        .where(eq(integralRecord.id, record.id));
    }
    return due.length;
  });
}
