/**
 * Which actions an order offers the shopper, by its status: pure rules,
 * kept apart from the buttons so they can be tested without a browser.
 * @see spec §4 Order statuses (actions; cancel, delete, pay and confirm receipt ask first);
 *   crmeb-api §5 (merchant-order `status`, `refundStatus`), §6 rules 8, 11–14
 */
import type { OrderStatusFields } from '../OrderCard/orderStatus.ts';

/**
 * What the shopper can do with an order: cancel (an unpaid order), pay
 * (立即付款), receive (确认收货), logistics (查看物流), delete, again (再次购买),
 * evaluate (评价), refund (申请退款), detail (查看详情).
 */
export type OrderAction = 'cancel' | 'pay' | 'receive' | 'logistics' | 'delete' | 'again' | 'evaluate' | 'refund' | 'detail';

/** What the storefront knows beyond the status: whether a refund or a review can be asked for now. */
export interface OrderActionRules {
  /** A refund may be requested (the shop's and the mall's rules, e.g. within the after-sales window). Default false. */
  canRefund?: boolean;
  /** Some line of the order is still to be reviewed. Default false. */
  canReview?: boolean;
}

/**
 * Actions that change the order for good and ask for confirmation first
 * (spec §4; paying asks in the payment step that follows, not here).
 */
export const CONFIRMED_ORDER_ACTIONS: readonly OrderAction[] = ['cancel', 'receive', 'delete'];

/** The main action of a set, drawn as the primary button: what the order waits for from the shopper. */
export const PRIMARY_ORDER_ACTIONS: readonly OrderAction[] = ['pay', 'receive', 'evaluate'];

/**
 * The actions of an order, main action first:
 * - cancelled (status 9): delete, again;
 * - refund applied or under way (refundStatus 1–2): none;
 * - refunded (refundStatus 3): delete and again once completed, else again;
 * - unpaid, not cash on delivery: pay, cancel (cash-on-delivery orders never offer pay);
 * - awaiting shipment (0): refund when `canRefund` and paid;
 * - awaiting receipt (1): receive, logistics;
 * - received (2): evaluate when `canReview`, refund when `canRefund`, again;
 * - completed (3): evaluate when `canReview`, refund when `canRefund`, delete, again;
 * - any other status: none.
 *
 * Refunds are never offered while the parcel travels (crmeb-api §6 rule 14).
 * 'detail' is never listed: the card links to the detail page itself.
 */
export function orderActions(order: OrderStatusFields, rules: OrderActionRules = {}): OrderAction[] {
  const { canRefund = false, canReview = false } = rules;
  const evaluate: OrderAction[] = canReview ? ['evaluate'] : [];
  const refund: OrderAction[] = canRefund && order.paid ? ['refund'] : [];
  if (order.status === 9) return ['delete', 'again'];
  if (order.refundStatus === 1 || order.refundStatus === 2) return [];
  if (order.refundStatus === 3) return order.status === 3 ? ['delete', 'again'] : ['again'];
  if (!order.paid && order.payType !== 'cod') return order.status === 0 ? ['pay', 'cancel'] : [];
  switch (order.status) {
    case 0:
      return refund;
    case 1:
      return ['receive', 'logistics'];
    case 2:
      return [...evaluate, ...refund, 'again'];
    case 3:
      return [...evaluate, ...refund, 'delete', 'again'];
    default:
      return [];
  }
}
