import { and, asc, eq, lte, notInArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { refundOrder } from '../db/schema.ts';
import { lockMerchantOrder } from './applyRefund.ts';
import type { PayBackDeps } from './payBack.ts';
import { approveIn } from './refundActions.ts';

/**
 * Refunds left under review past `REFUND_AUTO_APPROVE_HOURS` are approved by
 * the job runner (the issue "After-sale": consumer protection, as large
 * marketplaces do), from database rows, so a restart loses none.
 */

/**
 * One refund under review whose `auto_approve_at` ≤ `now`, not locked by
 * another process (`FOR UPDATE SKIP LOCKED`) and not among `skip`.
 * @returns its number, or undefined when none is due.
 */
export async function claimDueRefund(tx: Tx, now: Date, skip: string[]): Promise<string | undefined> {
  const [due] = await tx
    .select({ refundOrderNo: refundOrder.refundOrderNo })
    .from(refundOrder)
    .where(
      and(
        lte(refundOrder.autoApproveAt, now),
        eq(refundOrder.refundStatus, 0),
        skip.length > 0 ? notInArray(refundOrder.refundOrderNo, skip) : undefined,
      ),
    )
    .orderBy(asc(refundOrder.autoApproveAt), asc(refundOrder.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return due?.refundOrderNo;
}

/**
 * Approves claimed refund `refundOrderNo` as the system (refund/refundActions.ts `approveIn`).
 * @returns its number, or null when it was answered meanwhile.
 */
export async function autoApprove(tx: Tx, refundOrderNo: string, deps: PayBackDeps, now: Date): Promise<string | null> {
  const [row] = await tx.select({ merOrderNo: refundOrder.merOrderNo }).from(refundOrder).where(eq(refundOrder.refundOrderNo, refundOrderNo));
  if (!row) return null;
  await lockMerchantOrder(tx, row.merOrderNo);
  return (await approveIn(tx, refundOrderNo, deps, now, 'system')) ? refundOrderNo : null;
}
