import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaymentResult } from './PaymentResult.tsx';

const meta = {
  title: 'Order / PaymentResult',
  component: PaymentResult,
  args: {
    status: 'success',
    orderNo: 'PT202503141432080001',
    payCents: 345670,
    payType: 'wechat',
    ordersHref: '/users/order_list?orderStatus=1',
    homeHref: '/',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 800 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await expect(canvas.getByText('￥3,456.70')).toBeVisible();
    await expect(canvas.getByText('PT202503141432080001')).toBeVisible();
    await expect(canvas.getByText('微信支付')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看订单' })).toHaveAttribute('href', '/users/order_list?orderStatus=1');
    await expect(canvas.getByRole('link', { name: '继续购物' })).toHaveAttribute('href', '/');
  },
};

/** A provider's message replaces the default explanation. */
export const Failed: Story = {
  args: { status: 'failed', payType: 'paypal', message: 'PayPal 支付已取消，订单将在 2 小时后自动关闭。', ordersHref: '/users/order_list?orderStatus=0' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '支付失败' })).toBeVisible();
    await expect(canvas.getByText('PayPal 支付已取消，订单将在 2 小时后自动关闭。')).toBeVisible();
  },
};

export const Pending: Story = {
  args: { status: 'pending', payType: 'stripe' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '等待支付确认' })).toBeVisible();
    await expect(canvas.getByText('银行卡支付')).toBeVisible();
  },
};

/** Cash on delivery: the order is placed, the amount is paid at the door. */
export const Placed: Story = {
  args: { status: 'placed', payType: 'cod', ordersHref: '/users/order_list?orderStatus=1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '下单成功' })).toBeVisible();
    await expect(canvas.getByText(/请在收货时付款/)).toBeVisible();
    await expect(canvas.getByText('货到付款')).toBeVisible();
  },
};

/** Without order facts (e.g. the provider returned nothing usable). */
export const Minimal: Story = {
  args: { status: 'failed', orderNo: undefined, payCents: undefined, payType: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('订单号')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { payType: 'yue' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(canvas.getByText('Account balance')).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { status: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'ເບິ່ງຄຳສັ່ງຊື້' })).toBeVisible();
  },
};
