import { and, eq, sql } from 'drizzle-orm';
import { orderNo as newNumber } from '../order/orderNo.ts';
import type { AdminOrderRefundInput, AdminRefund, RefundOrderDetail, RefundReturnInput } from '@mall/api';
import type { Db, Tx } from '../db/client.ts';
import { orderItem, refundEvent, refundItem, refundOrder } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { writeAudit, type Actor } from '../admin/audit.ts';
import { lockMerchantOrder, openRefund } from './applyRefund.ts';
import { payBack, type PayBackDeps } from './payBack.ts';
import { refundDetail, shopperRefundDetail } from './refundQueries.ts';
import { syncOrderRefundStatus } from './refundableLines.ts';

/**
 * What happens to a refund after it is asked (spec §4 refund statuses; the
 * issue "After-sale"): the merchant (an operator) approves or refuses it; a
 * return travels back and is confirmed; the merchant may refund on its own
 * initiative; a refund left under review is approved by the job runner.
 * Every change is one conditional write on the refund's status, so two
 * operators (or an operator and the job runner) acting at once change it once.
 */

/** The refund's state for the audit log. */
function auditState(refund: AdminRefund): Record<string, unknown> {
  return { refundStatus: refund.refundStatus, stage: refund.stage, refundPrice: refund.refundPrice, refundChannel: refund.refundChannel };
}

async function current(tx: Tx, refundOrderNo: string): Promise<AdminRefund> {
  return refundDetail(tx, refundOrderNo);
}

/**
 * Locks a refund, then its master and merchant orders, before the refund is
 * changed: the job runner claims a due refund's row first (refund/autoApprove.ts),
 * so every refund action takes the refund before the orders (ADR 0009 pattern 3).
 */
async function lockOrderOf(tx: Tx, refundOrderNo: string): Promise<void> {
  const [row] = await tx
    .select({ merOrderNo: refundOrder.merOrderNo })
    .from(refundOrder)
    .where(eq(refundOrder.refundOrderNo, refundOrderNo))
    .for('update');
  if (!row) throw notFound('refund.notFound', { refundOrderNo });
  await lockMerchantOrder(tx, row.merOrderNo);
}

/**
 * Approves refund `refundOrderNo` under review, in `tx`. Refund only: the
 * money goes back at once ({@link payBack}). Return and refund: the refund is
 * refunding, awaiting the shopper's parcel.
 * @returns false when it was no longer under review (someone else answered first).
 */
export async function approveIn(tx: Tx, refundOrderNo: string, deps: PayBackDeps, now: Date, actor: 'merchant' | 'system', note = ''): Promise<boolean> {
  const [approved] = await tx
    .update(refundOrder)
    .set({ refundStatus: 2, autoApproveAt: null, merchantNote: note })
    .where(and(eq(refundOrder.refundOrderNo, refundOrderNo), eq(refundOrder.refundStatus, 0)))
    .returning({ refundType: refundOrder.refundType, merOrderNo: refundOrder.merOrderNo });
  if (!approved) return false;
  await tx.insert(refundEvent).values({
    refundOrderNo,
    event: actor === 'system' ? 'autoApprove' : 'approve',
    status: 2,
    actor,
    note,
    createdAt: now,
  });
  if (approved.refundType === 1) {
    const paid = await payBack(tx, refundOrderNo, 2, deps, now, actor);
    if (!paid) throw new Error(`approve: ${refundOrderNo} could not be refunded after approval`);
  } else {
    await syncOrderRefundStatus(tx, approved.merOrderNo);
  }
  return true;
}

/**
 * An operator approves a refund under review (`POST /api/admin/refunds/{RE…}/approve`, `admin refunds approve`).
 * @throws {HttpError} 404 for an unknown refund; 400 `refund.notUnderReview` on `refundOrderNo` otherwise; nothing changes then.
 */
export async function approveRefund(db: Db, actor: Actor, refundOrderNo: string, deps: PayBackDeps, note = '', now = new Date()): Promise<AdminRefund> {
  return db.transaction(async (tx) => {
    await lockOrderOf(tx, refundOrderNo);
    const before = await current(tx, refundOrderNo);
    if (!(await approveIn(tx, refundOrderNo, deps, now, 'merchant', note))) throw badRequest('refund.notUnderReview', {}, 'refundOrderNo');
    const after = await current(tx, refundOrderNo);
    await writeAudit(tx, actor, { action: 'refund.approve', target: refundOrderNo, before: auditState(before), after: auditState(after) }, now);
    return after;
  });
}

/**
 * Refuses refund `refundOrderNo` under review in `tx` (status 0 → 1, one
 * conditional write): its units go back to their lines, free to be asked again.
 * @returns false when it was no longer under review.
 */
export async function refuseIn(tx: Tx, refundOrderNo: string, reason: string, now: Date): Promise<boolean> {
  const [refused] = await tx
    .update(refundOrder)
    .set({ refundStatus: 1, autoApproveAt: null, merchantNote: reason.trim() })
    .where(and(eq(refundOrder.refundOrderNo, refundOrderNo), eq(refundOrder.refundStatus, 0)))
    .returning({ merOrderNo: refundOrder.merOrderNo });
  if (!refused) return false;
  const lines = await tx.select({ id: refundItem.orderItemId, num: refundItem.num }).from(refundItem).where(eq(refundItem.refundOrderNo, refundOrderNo));
  for (const line of lines) {
    await tx
      .update(orderItem)
      .set({ refundNum: sql`${orderItem.refundNum} - ${line.num}`, openRefundNo: null })
      .where(and(eq(orderItem.id, line.id), eq(orderItem.openRefundNo, refundOrderNo)));
  }
  await tx.insert(refundEvent).values({ refundOrderNo, event: 'refuse', status: 1, actor: 'merchant', note: reason.trim(), createdAt: now });
  await syncOrderRefundStatus(tx, refused.merOrderNo);
  return true;
}

/**
 * An operator refuses a refund under review with a reason the shopper is
 * shown; the units it held can be asked back again.
 * @throws {HttpError} 404 for an unknown refund; 400 `refund.notUnderReview` otherwise.
 */
export async function refuseRefund(db: Db, actor: Actor, refundOrderNo: string, reason: string, now = new Date()): Promise<AdminRefund> {
  return db.transaction(async (tx) => {
    await lockOrderOf(tx, refundOrderNo);
    const before = await current(tx, refundOrderNo);
    if (!(await refuseIn(tx, refundOrderNo, reason, now))) throw badRequest('refund.notUnderReview', {}, 'refundOrderNo');
    const after = await current(tx, refundOrderNo);
    await writeAudit(tx, actor, { action: 'refund.refuse', target: refundOrderNo, before: auditState(before), after: auditState(after) }, now);
    return after;
  });
}

/**
 * The returned goods came back (`confirm-return`): the money goes back as on
 * approval of a refund only.
 * @throws {HttpError} 404 for an unknown refund; 400 `refund.notReturning` unless a return is under way.
 */
export async function confirmReturn(db: Db, actor: Actor, refundOrderNo: string, deps: PayBackDeps, note = '', now = new Date()): Promise<AdminRefund> {
  return db.transaction(async (tx) => {
    await lockOrderOf(tx, refundOrderNo);
    const before = await current(tx, refundOrderNo);
    if (before.refundType !== 2 || before.refundStatus !== 2) throw badRequest('refund.notReturning', {}, 'refundOrderNo');
    await tx.insert(refundEvent).values({ refundOrderNo, event: 'receive', status: 2, actor: 'merchant', note: note.trim(), createdAt: now });
    const paid = await payBack(tx, refundOrderNo, 2, deps, now, 'merchant');
    if (!paid) throw badRequest('refund.notReturning', {}, 'refundOrderNo');
    const after = await current(tx, refundOrderNo);
    await writeAudit(tx, actor, { action: 'refund.confirmReturn', target: refundOrderNo, before: auditState(before), after: auditState(after) }, now);
    return after;
  });
}

/**
 * The merchant refunds units of merchant order `orderNo` on its own
 * initiative (every unit not yet asked back without `items`): the refund is
 * written and refunded at once ("refunded by merchant").
 * @throws {HttpError} 404 for an unknown order; 400 on `orderNo` for an unpaid or cancelled one; on `items` as a shopper's refund.
 */
export async function merchantRefund(db: Db, actor: Actor, orderNo: string, input: AdminOrderRefundInput, deps: PayBackDeps, now = new Date()): Promise<AdminRefund> {
  return db.transaction(async (tx) => {
    const order = await lockMerchantOrder(tx, orderNo);
    if (!order) throw notFound('order.notFound', { orderNo });
    if (!order.paid || order.status === 9) throw badRequest('refund.notRefundable', {}, 'orderNo');
    const no = await openRefund(tx, order, {
      userId: order.userId,
      items: input.items,
      reason: input.reason.trim(),
      explain: '',
      images: [],
      byMerchant: true,
      now,
      autoApproveHours: 0,
      type: order.status === 0 ? 1 : 2,
      refundNo: newNumber('RE', now),
    });
    await tx.update(refundOrder).set({ refundStatus: 2 }).where(eq(refundOrder.refundOrderNo, no));
    const paid = await payBack(tx, no, 2, deps, now, 'merchant', input.reason.trim());
    if (!paid) throw new Error(`merchantRefund: ${no} could not be refunded`);
    const after = await current(tx, no);
    await writeAudit(tx, actor, { action: 'refund.byMerchant', target: no, before: null, after: { ...auditState(after), merOrderNo: orderNo } }, now);
    return after;
  });
}

/**
 * The shopper enters the return parcel of an approved return
 * (`POST /api/front/order/refund/return`).
 * @throws {HttpError} 404 for someone else's refund; 400 `refund.notAwaitingReturn` unless approved and awaiting its parcel.
 */
export async function enterReturn(db: Db, userId: number, input: RefundReturnInput, now = new Date()): Promise<RefundOrderDetail> {
  return db.transaction(async (tx) => {
    if (!(await enterReturnIn(tx, userId, input, now))) {
      await shopperRefundDetail(tx, input.refundOrderNo, userId); // 404 for someone else's
      throw badRequest('refund.notAwaitingReturn', {}, 'refundOrderNo');
    }
    return shopperRefundDetail(tx, input.refundOrderNo, userId);
  });
}

/**
 * Records the return parcel of the shopper's approved return in `tx` (one
 * conditional write: approved, return and refund, no parcel yet).
 * @returns false when the refund is not the shopper's or not awaiting its parcel.
 */
export async function enterReturnIn(tx: Tx, userId: number, input: RefundReturnInput, now: Date): Promise<boolean> {
  const [entered] = await tx
      .update(refundOrder)
      .set({ returnExpressName: input.expressName.trim(), returnTrackingNo: input.trackingNo })
      .where(
        and(
          eq(refundOrder.refundOrderNo, input.refundOrderNo),
          eq(refundOrder.userId, userId),
          eq(refundOrder.refundType, 2),
          eq(refundOrder.refundStatus, 2),
          eq(refundOrder.returnTrackingNo, ''),
        ),
      )
      .returning({ id: refundOrder.id });
  if (!entered) return false;
  await tx.insert(refundEvent).values({
    refundOrderNo: input.refundOrderNo,
    event: 'return',
    status: 2,
    actor: 'shopper',
    note: `${input.expressName.trim()} ${input.trackingNo}`,
    createdAt: now,
  });
  return true;
}
