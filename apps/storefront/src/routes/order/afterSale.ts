/**
 * When an order offers 申请退款 and 评价, and where they lead: pure rules,
 * tested without a browser.
 * @see spec §2 (/users/refund_confirm, /users/evaluation_confirm), §4 order
 *   and refund statuses; crmeb-api §5 (merchant-order `status`, `refundStatus`), §6 rules 12, 14
 */

/** What the rules read of a merchant order (a `MerchantOrder` has it all). */
export interface AfterSaleOrder {
  paid: boolean;
  /** 0 awaiting shipment, 1 awaiting receipt, 2 received, 3 completed, 9 cancelled. */
  status: number;
  /** 0 none (or a partial refund done), 1 under review, 2 refunding, 3 every unit refunded. */
  refundStatus: number;
  orderInfoList: { id: number; isReply: boolean }[];
}

/**
 * A refund may be asked for: paid, and awaiting shipment ("refund only") or
 * received/completed ("return and refund"), never while the parcel travels
 * (crmeb-api §6 rule 14); no refund of the order under review or under way
 * (one open refund per line: the form tells which lines are free once that
 * one is settled) and some unit not yet refunded (refundStatus 3 means none
 * left). The server decides line by line; this only chooses the button.
 */
export function canRefundOrder(order: AfterSaleOrder): boolean {
  if (!order.paid) return false;
  if (order.status !== 0 && order.status !== 2 && order.status !== 3) return false;
  return order.refundStatus === 0;
}

/** Some line of a received (completed) order is not reviewed yet (crmeb-api §6 rule 12). */
export function canReviewOrder(order: AfterSaleOrder): boolean {
  return order.paid && (order.status === 2 || order.status === 3) && order.orderInfoList.some((line) => !line.isReply);
}

/**
 * Where 评价 of an order leads: the review form of its only line left to
 * review, or the list of lines to review when there are several (or none).
 */
export function reviewTarget(orderNo: string, lines: { id: number; isReply: boolean }[]): { orderNo: string; orderInfoId: number } | null {
  const left = lines.filter((line) => !line.isReply);
  return left.length === 1 ? { orderNo, orderInfoId: left[0]!.id } : null;
}
