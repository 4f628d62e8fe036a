import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  awaitingReceiptOrder,
  awaitingShipmentOrder,
  cancelledOrder,
  cashOnDeliveryOrder,
  completedOrder,
  longTextOrder,
  refundedOrder,
  refundingOrder,
  unpaidMasterOrder,
  unpaidOrder,
} from '../fixtures.ts';
import { OrderCard } from './OrderCard.tsx';

const meta = {
  title: 'Order / OrderCard',
  component: OrderCard,
  // Dates in China time, so the pictures do not depend on the machine's zone.
  args: { order: awaitingShipmentOrder, timeZone: 'Asia/Shanghai', detailHref: '/order/order_detail?orderNo=SH202503141432080001' },
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
    const huawei = canvas.getByText('华为官方旗舰店');
    const squirrels = canvas.getByText('三只松鼠食品专营店');
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

export const English: Story = {
  globals: { locale: 'en' },
  args: { order: unpaidOrder, onPay: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('To pay')).toBeVisible();
    await expect(canvas.getByText('03/15/2025, 09:20')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay now' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { order: completedOrder },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ສຳເລັດແລ້ວ')).toBeVisible();
  },
};
