import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  awaitingReceiptOrder,
  awaitingShipmentOrder,
  cancelledOrder,
  cashOnDeliveryOrder,
  completedOrder,
  longTextOrder,
  overdueOrder,
  receivedOrder,
  refundedOrder,
  refundingOrder,
  storyClock,
  unpaidMasterOrder,
  unpaidOrder,
  unpaidOrderWithDeadline,
} from '../fixtures.ts';
import { OrderCard } from './OrderCard.tsx';

const meta = {
  title: 'Order / OrderCard',
  component: OrderCard,
  // Dates in China time, so the pictures do not depend on the machine's zone.
  // The pay countdown reads a frozen clock, so its text is the same on every run.
  args: { order: awaitingShipmentOrder, timeZone: 'Asia/Shanghai', detailHref: '/order/order_detail?orderNo=SH202503141432080001', now: storyClock },
  decorators: [
    (Story) => (
      <div style={{ width: 1000 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unpaid: Story = {
  args: { order: unpaidOrder, onPay: fn(), detailHref: '/order/order_detail?orderNo=SH202503150920110002&orderStatus=0' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('待付款')).toBeVisible();
    await expect(canvas.getByText('2025/03/15 09:20')).toBeVisible();
    await expect(canvas.getByText(/应付/)).toHaveTextContent('共 4 件商品 应付 ￥349.70（含运费 ￥12.00）');
    await userEvent.click(canvas.getByRole('button', { name: '立即付款' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

/** An unpaid checkout of two shops, paid as one: each shop with its lines, one total, one pay button. */
export const UnpaidMasterOrder: Story = {
  args: { order: unpaidMasterOrder, onPay: fn(), detailHref: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('article', { name: '订单 PT202503150930250001' })).toBeVisible();
    await expect(canvas.getByText('2 家店铺')).toBeVisible();
    // Each shop's name heads its own lines.
    const huawei = canvas.getByText('星河官方旗舰店');
    const squirrels = canvas.getByText('松果森林食品专营店');
    await expect(huawei).toBeVisible();
    await expect(squirrels).toBeVisible();
    await expect(within(huawei.closest('li')!).getAllByText(/^×\d+$/).map((el) => el.textContent)).toEqual(['×1', '×2']);
    await expect(within(squirrels.closest('li')!).getAllByText(/^×\d+$/).map((el) => el.textContent)).toEqual(['×3']);
    await expect(canvas.getByText(/应付/)).toHaveTextContent('共 6 件商品 应付 ￥3,458.70（含运费 ￥12.00）');
    await userEvent.click(canvas.getByRole('button', { name: '立即付款' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

/** Paid, awaiting shipment: no pay button, a link to the detail page. */
export const AwaitingShipment: Story = {
  args: { onPay: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('待发货')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '立即付款' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '查看详情' })).toHaveAttribute(
      'href',
      '/order/order_detail?orderNo=SH202503141432080001',
    );
    await expect(canvas.getByText(/实付/)).toHaveTextContent('共 1 件商品 实付 ￥2,199.00（含运费 ￥0.00）');
  },
};

/** Cash on delivery: 待发货 though unpaid, the amount due at the door, no pay button. */
export const CashOnDelivery: Story = {
  args: { order: cashOnDeliveryOrder, onPay: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('待发货')).toBeVisible();
    await expect(canvas.getByText(/货到付款/)).toHaveTextContent('共 4 件商品 货到付款 ￥349.70（含运费 ￥12.00）');
    await expect(canvas.queryByRole('button', { name: '立即付款' })).toBeNull();
  },
};

export const AwaitingReceipt: Story = {
  args: { order: awaitingReceiptOrder },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('待收货')).toBeVisible();
  },
};

export const Completed: Story = {
  args: { order: completedOrder },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已完成')).toBeVisible();
  },
};

/** A cancelled unpaid order cannot be paid even when `onPay` is given. */
export const Cancelled: Story = {
  args: { order: cancelledOrder, onPay: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已取消')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '立即付款' })).toBeNull();
  },
};

export const Refunding: Story = {
  args: { order: refundingOrder },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('退款中')).toBeVisible();
  },
};

export const Refunded: Story = {
  args: { order: refundedOrder, detailHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已退款')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const LongText: Story = {
  args: { order: longTextOrder },
};

/** With `onAction`: the time left to pay, 立即付款 at once, 取消订单 once confirmed, 查看详情 as a button. */
export const UnpaidWithActions: Story = {
  args: { order: unpaidOrderWithDeadline, onAction: fn(), detailHref: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('1:20:00 后自动取消');
    await userEvent.click(canvas.getByRole('button', { name: '立即付款' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('pay', unpaidOrderWithDeadline);
    await userEvent.click(canvas.getByRole('button', { name: '查看详情' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('detail', unpaidOrderWithDeadline);
    await userEvent.click(canvas.getByRole('button', { name: '取消订单' }));
    await userEvent.click(within(document.body).getByRole('button', { name: '确定' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('cancel', unpaidOrderWithDeadline);
    await expect(args.onAction).toHaveBeenCalledTimes(3);
  },
};

/** `onPay` still takes 立即付款 when `onAction` is given too. */
export const PayHandlerWins: Story = {
  args: { order: unpaidOrderWithDeadline, onAction: fn(), onPay: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '立即付款' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** The pay deadline has passed: the card says so until the mall cancels the order. */
export const PayTimeUp: Story = {
  args: { order: overdueOrder, onAction: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('支付已超时，订单即将取消');
  },
};

/** Paid, not shipped, a refund allowed: 申请退款. */
export const AwaitingShipmentRefundable: Story = {
  args: { onAction: fn(), canRefund: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '申请退款' }));
    await expect(args.onAction).toHaveBeenCalledWith('refund', awaitingShipmentOrder);
  },
};

/** Cash on delivery with actions: still no 立即付款, no countdown. */
export const CashOnDeliveryWithActions: Story = {
  args: { order: { ...cashOnDeliveryOrder, payDeadline: new Date('2025-03-16T02:30:00Z') }, onAction: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '立即付款' })).toBeNull();
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

/** Shipped: 确认收货 (confirmed first) and 查看物流. */
export const AwaitingReceiptWithActions: Story = {
  tags: ['screenshot-viewport'],
  args: { order: awaitingReceiptOrder, onAction: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看物流' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('logistics', awaitingReceiptOrder);
    // The confirmation is left open for the picture.
    await userEvent.click(canvas.getByRole('button', { name: '确认收货' }));
    await expect(within(document.body).getByRole('dialog', { name: '确认收货' })).toBeVisible();
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** Received, a line to review: 待评价 with 评价 and 再次购买. */
export const ToReview: Story = {
  args: { order: receivedOrder, onAction: fn(), canReview: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('待评价')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '评价' }));
    await expect(args.onAction).toHaveBeenCalledWith('evaluate', receivedOrder);
  },
};

/** Completed: 删除订单 after a confirmation, 再次购买. */
export const CompletedWithActions: Story = {
  args: { order: completedOrder, onAction: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除订单' }));
    await userEvent.click(within(document.body).getByRole('button', { name: '确定' }));
    await expect(args.onAction).toHaveBeenCalledWith('delete', completedOrder);
  },
};

export const CancelledWithActions: Story = {
  args: { order: cancelledOrder, onAction: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '删除订单' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '再次购买' })).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

/** A refund under way: only 查看详情. */
export const RefundingWithActions: Story = {
  args: { order: refundingOrder, onAction: fn(), canRefund: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link').map((el) => el.textContent)).toEqual(['查看详情']);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The receipt call is running. */
export const Busy: Story = {
  args: { order: awaitingReceiptOrder, onAction: fn(), busyAction: 'receive' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '确认收货' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { order: unpaidOrderWithDeadline, onAction: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('To pay')).toBeVisible();
    await expect(canvas.getByText('03/15/2025, 09:20')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay now' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('Cancels in 1:20:00 if unpaid');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { order: awaitingReceiptOrder, onAction: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('À réceptionner')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirmer la réception' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Suivre le colis' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { order: receivedOrder, onAction: fn(), canReview: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('รอรีวิว')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'รีวิว' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ซื้ออีกครั้ง' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { order: completedOrder, onAction: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ສຳເລັດແລ້ວ')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ລຶບຄຳສັ່ງຊື້' })).toBeVisible();
  },
};
