import type { Meta, StoryObj } from '@storybook/react-vite';
import { Fragment } from 'react';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  awaitingReceiptOrder,
  awaitingShipmentOrder,
  cancelledOrder,
  cashOnDeliveryOrder,
  completedOrder,
  ordersInEveryStatus,
  receivedOrder,
  refundingOrder,
  unpaidMasterOrder,
  unpaidOrder,
} from '../fixtures.ts';
import type { OrderCardData } from '../OrderCard/OrderCard.tsx';
import { orderStatusKey } from '../OrderCard/orderStatus.ts';
import { OrderActions, type OrderActionsProps } from './OrderActions.tsx';
import { docsInFrame } from '../../fixtures/docs.ts';

const meta = {
  title: 'Order / OrderActions',
  parameters: { docs: docsInFrame },
  component: OrderActions<OrderCardData>,
  args: { order: unpaidOrder, onAction: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 160 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderActions<OrderCardData>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unpaid: 立即付款 reports at once; 取消订单 asks first and reports only once confirmed. */
export const Unpaid: Story = {
  play: async ({ canvas, args }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual(['立即付款', '取消订单']);
    await userEvent.click(canvas.getByRole('button', { name: '立即付款' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('pay', unpaidOrder);
    await userEvent.click(canvas.getByRole('button', { name: '取消订单' }));
    const dialog = within(document.body).getByRole('dialog', { name: '取消订单' });
    await expect(dialog).toHaveTextContent('确定要取消订单 SH202503150920110002 吗？取消后无法恢复。');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('cancel', unpaidOrder);
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** 再想想 closes the confirmation without cancelling; the dialog is left open for the picture. */
export const CancelConfirmation: Story = {
  tags: ['screenshot-viewport'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '取消订单' }));
    await userEvent.click(within(document.body).getByRole('button', { name: '再想想' }));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '取消订单' }));
    await expect(within(document.body).getByRole('dialog', { name: '取消订单' })).toBeVisible();
  },
};

/** A master order (the unit of payment) is paid or cancelled as one. */
export const UnpaidMasterOrder: Story = {
  args: { order: unpaidMasterOrder },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '立即付款' }));
    await expect(args.onAction).toHaveBeenCalledWith('pay', unpaidMasterOrder);
  },
};

/** Paid, not shipped: nothing to do unless a refund may be asked for. */
export const AwaitingShipment: Story = {
  args: { order: awaitingShipmentOrder },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const AwaitingShipmentRefundable: Story = {
  args: { order: awaitingShipmentOrder, canRefund: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '申请退款' }));
    await expect(args.onAction).toHaveBeenCalledWith('refund', awaitingShipmentOrder);
  },
};

/** Cash on delivery is paid at the door: never 立即付款. */
export const CashOnDelivery: Story = {
  args: { order: cashOnDeliveryOrder, canRefund: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '立即付款' })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Shipped: 查看物流 at once; 确认收货 asks first, and no refund while it travels. */
export const AwaitingReceipt: Story = {
  args: { order: awaitingReceiptOrder, canRefund: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('button').map((b) => b.textContent)).toEqual(['确认收货', '查看物流']);
    await userEvent.click(canvas.getByRole('button', { name: '查看物流' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('logistics', awaitingReceiptOrder);
    await userEvent.click(canvas.getByRole('button', { name: '确认收货' }));
    const dialog = within(document.body).getByRole('dialog', { name: '确认收货' });
    await expect(dialog).toHaveTextContent('请确认已收到订单 SH202503101015300003 的全部商品');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('receive', awaitingReceiptOrder);
  },
};

/** Received with lines to review: 评价 and 再次购买. */
export const ToReview: Story = {
  args: { order: receivedOrder, canReview: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('button').map((b) => b.textContent)).toEqual(['评价', '再次购买']);
    await userEvent.click(canvas.getByRole('button', { name: '评价' }));
    await expect(args.onAction).toHaveBeenCalledWith('evaluate', receivedOrder);
  },
};

/** Received and already reviewed: no 评价. */
export const Reviewed: Story = {
  args: { order: receivedOrder, canReview: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '评价' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '再次购买' })).toBeVisible();
  },
};

/** Completed: 删除订单 asks first; 再次购买 at once. */
export const Completed: Story = {
  args: { order: completedOrder },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '再次购买' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('again', completedOrder);
    await userEvent.click(canvas.getByRole('button', { name: '删除订单' }));
    const dialog = within(document.body).getByRole('dialog', { name: '删除订单' });
    await expect(dialog).toHaveTextContent('确定要删除订单 SH202502281830450004 吗？删除后将无法找回。');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('delete', completedOrder);
  },
};

export const Cancelled: Story = {
  args: { order: cancelledOrder },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button').map((b) => b.textContent)).toEqual(['删除订单', '再次购买']);
  },
};

/** A refund is under way: nothing to do here. */
export const Refunding: Story = {
  args: { order: refundingOrder, canRefund: true, canReview: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The pay call is running: its button spins and ignores presses. */
export const Busy: Story = {
  args: { busy: 'pay' },
  play: async ({ canvas, args }) => {
    const pay = canvas.getByRole('button', { name: '立即付款' });
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(pay);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** A double press reports once (spec §5: 500 ms). */
export const RepeatGuard: Story = {
  args: { order: completedOrder },
  play: async ({ canvas, args }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: '再次购买' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** In a row, right-aligned, the main action last (the detail page). */
export const Row: Story = {
  args: { order: awaitingReceiptOrder, layout: 'row' },
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
};

/** Every status in a row each, its label first, in the locale of the story. */
function Gallery(args: OrderActionsProps<OrderCardData>) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '160px 480px', alignItems: 'center', gap: 8 }}>
      {ordersInEveryStatus.map((order) => (
        <Fragment key={order.orderNo}>
          <FormattedMessage id={orderStatusKey(order)} />
          <div>
            <OrderActions {...args} order={order} layout="row" canRefund canReview />
          </div>
        </Fragment>
      ))}
    </div>
  );
}

export const English: Story = {
  globals: { locale: 'en' },
  render: Gallery,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pay now' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm receipt' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Buy again' }).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Delete order' })[0]!);
    await expect(within(document.body).getByRole('dialog', { name: 'Delete order' })).toHaveTextContent('It cannot be recovered.');
    await userEvent.click(within(document.body).getByRole('button', { name: 'Not now' }));
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  render: Gallery,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Annuler la commande' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Demander un remboursement' }).length).toBeGreaterThan(0);
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  render: Gallery,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ชำระเงินทันที' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ติดตามพัสดุ' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  render: Gallery,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ຢືນຢັນການຮັບສິນຄ້າ' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'ລີວິວ' }).length).toBeGreaterThan(0);
  },
};
