import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, SERVER_ACTION_GUARD_MS } from '../../base/Button/Button.tsx';
import { Dialog } from '../../base/Dialog/Dialog.tsx';
import type { OrderStatusFields } from '../OrderCard/orderStatus.ts';
import { CONFIRMED_ORDER_ACTIONS, orderActions, PRIMARY_ORDER_ACTIONS, type OrderAction, type OrderActionRules } from './orderActionRules.ts';

/** What the buttons read of an order: its number (named in the confirmations) and the fields of its status. */
export interface OrderActionsOrder extends OrderStatusFields {
  /** Merchant order number (`SH…`), or the master order number (`PT…`) of an unpaid checkout. */
  orderNo: string;
}

export interface OrderActionsProps<O extends OrderActionsOrder> extends OrderActionRules {
  /** The order the buttons act on; handed back with each action. Its status, `paid`, `refundStatus` and `payType` choose the buttons. */
  order: O;
  /**
   * An action was chosen: at once for pay, logistics, again, evaluate and
   * refund; after the shopper confirmed for cancel, receive and delete.
   * Presses within {@link SERVER_ACTION_GUARD_MS} ms of the last are ignored.
   */
  onAction: (action: OrderAction, order: O) => void;
  /** The action whose call is running: its button spins and ignores presses. */
  busy?: OrderAction | null;
  /** `column` (default): stacked, the order card's right column; `row`: in a line, right-aligned (the detail page). */
  layout?: 'column' | 'row';
  /** More content after the buttons, e.g. the card's 查看详情 link. */
  children?: ReactNode;
}

const Root = styled.div<{ row: boolean }>`
  display: flex;
  flex-direction: ${(p) => (p.row ? 'row-reverse' : 'column')};
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${(p) => (p.row ? 'flex-start' : 'center')};
  gap: ${(p) => p.theme.space[2]}px;
  > button {
    min-width: 88px;
  }
`;

const confirmed = (action: OrderAction) => CONFIRMED_ORDER_ACTIONS.includes(action);

const ConfirmText = styled.p`
  margin: 0;
  line-height: 1.6;
`;

/**
 * The buttons of an order in its status ({@link orderActions}): 立即付款 and
 * 取消订单 while unpaid (never 立即付款 for cash on delivery), 申请退款 before
 * shipment when `canRefund`, 确认收货 and 查看物流 while it travels, 评价
 * (when `canReview`), 删除订单 and 再次购买 once it is done or cancelled. The
 * main action is the red primary button. Cancel, confirm receipt and delete
 * ask first in a {@link Dialog} ("再想想" closes it, 确定 reports the action);
 * the others report at once. Nothing is rendered when the order offers no action and there are no `children`.
 * @see spec §4 Order statuses, §5 (500 ms debounce); crmeb-api §3 /users/order_list, /order/order_detail, §6 rules 8, 11–14
 */
export function OrderActions<O extends OrderActionsOrder>({
  order,
  onAction,
  busy = null,
  layout = 'column',
  canRefund,
  canReview,
  children,
}: OrderActionsProps<O>) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState<OrderAction | null>(null);
  const actions = orderActions(order, { canRefund, canReview });
  if (actions.length === 0 && !children) return null;

  function press(action: OrderAction) {
    if (confirmed(action)) setConfirming(action);
    else onAction(action, order);
  }

  function confirm() {
    const action = confirming;
    setConfirming(null);
    if (action) onAction(action, order);
  }

  return (
    <Root row={layout === 'row'}>
      {actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={PRIMARY_ORDER_ACTIONS.includes(action) ? 'primary' : 'ghost'}
          loading={busy === action}
          // Opening a confirmation calls no server: only the dialog's 确定 is guarded then.
          repeatGuardMs={confirmed(action) ? undefined : SERVER_ACTION_GUARD_MS}
          aria-haspopup={confirmed(action) ? 'dialog' : undefined}
          onClick={() => press(action)}
        >
          {intl.formatMessage({ id: `orderActions.${action}` })}
        </Button>
      ))}
      {children}
      <Dialog
        open={confirming !== null}
        title={confirming ? intl.formatMessage({ id: `orderActions.${confirming}` }) : ''}
        onClose={() => setConfirming(null)}
        width={400}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              {intl.formatMessage({ id: 'orderActions.keep' })}
            </Button>
            <Button repeatGuardMs={SERVER_ACTION_GUARD_MS} onClick={confirm}>
              {intl.formatMessage({ id: 'common.confirm' })}
            </Button>
          </>
        }
      >
        {confirming && (
          <ConfirmText>
            {intl.formatMessage({ id: `orderActions.${confirming}Confirm` }, { orderNo: order.orderNo })}
          </ConfirmText>
        )}
      </Dialog>
    </Root>
  );
}
