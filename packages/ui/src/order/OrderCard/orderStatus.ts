/**
 * The status label of a merchant order, as a message id of `orderCard.*`.
 * @see spec §4 Order statuses; crmeb-api §5 (merchant-order `status`, `refundStatus`)
 */

/** The fields of a merchant order that decide its label. */
export interface OrderStatusFields {
  paid: boolean;
  /** 0 awaiting shipment, 1 awaiting receipt, 2 received (awaiting review), 3 completed, 9 cancelled. */
  status: number;
  /** 0 none, 1 applied, 2 refunding, 3 refunded. */
  refundStatus: number;
  /** `cod` (cash on delivery) ships unpaid; other types are not read. */
  payType?: string;
}

/** Message ids of the order status labels. */
export type OrderStatusMessageId =
  | 'orderCard.statusUnpaid'
  | 'orderCard.statusAwaitingShipment'
  | 'orderCard.statusAwaitingReceipt'
  | 'orderCard.statusReceived'
  | 'orderCard.statusCompleted'
  | 'orderCard.statusCancelled'
  | 'orderCard.statusRefunding'
  | 'orderCard.statusRefunded'
  | 'orderCard.statusUnknown';

/**
 * Maps an order to the message id of its status label. Precedence: cancelled
 * (status 9) → refunded (refundStatus 3) → refunding (refundStatus 1–2) →
 * 待付款 when not paid, unless it is cash on delivery → the shipping status (0 待发货, 1 待收货, 2 待评价,
 * 3 已完成). Any other status gives `orderCard.statusUnknown`.
 */
export function orderStatusKey(order: OrderStatusFields): OrderStatusMessageId {
  if (order.status === 9) return 'orderCard.statusCancelled';
  if (order.refundStatus === 3) return 'orderCard.statusRefunded';
  if (order.refundStatus === 1 || order.refundStatus === 2) return 'orderCard.statusRefunding';
  if (!order.paid && order.payType !== 'cod') return 'orderCard.statusUnpaid';
  switch (order.status) {
    case 0:
      return 'orderCard.statusAwaitingShipment';
    case 1:
      return 'orderCard.statusAwaitingReceipt';
    case 2:
      return 'orderCard.statusReceived';
    case 3:
      return 'orderCard.statusCompleted';
    default:
      return 'orderCard.statusUnknown';
  }
}
