import type { RefundFormLine, RefundFormOrder } from '../types.ts';

/**
 * Why a merchant order cannot be refunded now: not paid; shipped and not yet
 * received (crmeb-api §6 rule 14: a refund while awaiting receipt is
 * refused; the shopper confirms receipt, then asks for a return); cancelled;
 * every unit left is in an open refund; nothing left to ask back; or the
 * server says no for another reason.
 */
export type RefundBlockedReason = 'unpaid' | 'awaitingReceipt' | 'cancelled' | 'refundOpen' | 'nothingLeft' | 'other';

/** A line can be chosen when it has units left and no open refund (one open refund per line at a time). */
export function isLineRefundable(line: RefundFormLine): boolean {
  return line.refundableNum > 0 && line.openRefundNo === '';
}

/**
 * The reason the refund form cannot be filled in for `order`, or null when
 * it can: the server allows a kind of refund (`refundType`) and at least one
 * line is refundable ({@link isLineRefundable}). The order's own state wins
 * over its lines' (an unpaid order says unpaid, not "nothing left").
 */
export function refundBlockedReason(order: RefundFormOrder): RefundBlockedReason | null {
  const anyLine = order.orderInfoList.some(isLineRefundable);
  if (order.refundType !== null && anyLine) return null;
  if (!order.paid) return 'unpaid';
  if (order.status === 9) return 'cancelled';
  if (order.status === 1) return 'awaitingReceipt';
  if (!anyLine) {
    return order.orderInfoList.some((line) => line.openRefundNo !== '') ? 'refundOpen' : 'nothingLeft';
  }
  return 'other';
}
