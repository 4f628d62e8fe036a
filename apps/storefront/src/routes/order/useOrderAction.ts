import type { OrderAction } from '@mall/ui';
import { CART_PATH, orderPayPath, refundConfirmPath, reviewConfirmPath, reviewsPath } from '../../app/paths.ts';
import { useMallNavigate } from '../../app/useMallNavigate.ts';
import { useOrderChanges, type AgainLine } from '../../data/order.ts';
import { reviewTarget } from './afterSale.ts';

/** What an order action acts on: the numbers each call takes, and the lines to buy again. */
export interface ActedOrder {
  /** The master order (`PT…`): what is paid and cancelled. */
  masterOrderNo: string;
  /** The merchant order (`SH…`) received; '' for a master order. */
  orderNo: string;
  /** The merchant orders deleted together (one, or every shop order of a cancelled master order). */
  deletable: string[];
  lines: AgainLine[];
  /** The lines of a merchant order with whether each is reviewed (where 评价 leads); left out for a master order. */
  reviewLines?: { id: number; isReply: boolean }[];
}

/**
 * The order actions of the list and the detail page (spec §4): pay now opens
 * the payment step of the master order; cancel, confirm receipt and delete
 * (confirmed first by the buttons) call the server through the order
 * changes of data/order.ts; buy again puts the lines into the cart and opens
 * it; 申请退款 opens the refund form, 评价 the review form of the only line
 * left to review (else the list of lines to review). Returns `act` (resolves whether a change worked; `afterDelete` runs
 * once a delete has) and the action running, for its button to spin.
 * Logistics and detail are the page's own.
 */
export function useOrderAction(afterDelete?: () => void) {
  const navigate = useMallNavigate();
  const { change, busy } = useOrderChanges();

  async function act(action: OrderAction, order: ActedOrder): Promise<boolean> {
    switch (action) {
      case 'pay':
        await navigate(orderPayPath(order.masterOrderNo));
        return true;
      case 'cancel':
        return change({ kind: 'cancel', masterOrderNo: order.masterOrderNo });
      case 'receive':
        return change({ kind: 'receive', orderNo: order.orderNo });
      case 'delete': {
        const done = await change({ kind: 'delete', orderNos: order.deletable });
        if (done) afterDelete?.();
        return done;
      }
      case 'again': {
        const done = await change({ kind: 'again', lines: order.lines });
        if (done) await navigate(CART_PATH);
        return done;
      }
      case 'refund':
        await navigate(refundConfirmPath(order.orderNo));
        return true;
      case 'evaluate': {
        const target = reviewTarget(order.orderNo, order.reviewLines ?? []);
        await navigate(target ? reviewConfirmPath(target.orderNo, target.orderInfoId) : reviewsPath());
        return true;
      }
      default:
        return false;
    }
  }

  return { act, busy: busy as OrderAction | null };
}
