import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cancelledTimes, completedTimes, shippedTimes } from '../fixtures.ts';
import { OrderProgress } from './OrderProgress.tsx';

const meta = {
  title: 'Order / OrderProgress',
  component: OrderProgress,
  // Times in China time, so the pictures do not depend on the machine's zone.
  args: { times: shippedTimes, timeZone: 'Asia/Shanghai' },
  decorators: [(Story) => <div style={{ width: 960 }}><Story /></div>],
} satisfies Meta<typeof OrderProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just placed: the first step is current, nothing else reached. */
export const Placed: Story = {
  args: { times: { placed: shippedTimes.placed } },
  play: async ({ canvas, canvasElement }) => {
    const steps = within(canvas.getByRole('list', { name: '订单进度' })).getAllByRole('listitem');
    await expect(steps.map((s) => s.querySelector('.step-name')?.textContent)).toEqual(['提交订单', '付款成功', '商家发货', '确认收货', '交易完成']);
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveTextContent('2025/03/10 10:15');
    await expect(canvasElement.querySelectorAll('time')).toHaveLength(1);
  },
};

export const Paid: Story = {
  args: { times: { placed: shippedTimes.placed, paid: shippedTimes.paid } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
  },
};

/** Shipped: three steps reached, each with its time. */
export const Shipped: Story = {
  play: async ({ canvas, canvasElement }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
    await expect(steps[2]).toHaveTextContent('商家发货2025/03/11 09:05');
    await expect(canvasElement.querySelectorAll('time')).toHaveLength(3);
  },
};

/** Completed: every step reached; receipt has no time of its own (confirming it completes the order). */
export const Completed: Story = {
  args: { times: completedTimes },
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps[4]).toHaveAttribute('aria-current', 'step');
    await expect(steps[3]!.querySelector('time')).toBeNull();
  },
};

/** Cancelled unpaid: placed, then 订单取消. */
export const Cancelled: Story = {
  args: { times: cancelledTimes },
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps.map((s) => s.querySelector('.step-name')?.textContent)).toEqual(['提交订单', '订单取消']);
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await expect(steps[1]).toHaveTextContent('2025/02/20 14:00');
  },
};

/** Cash on delivery: no payment step. */
export const CashOnDelivery: Story = {
  args: { times: { placed: shippedTimes.placed, shipped: shippedTimes.shipped }, cashOnDelivery: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByText('付款成功')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { times: completedTimes },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Order progress' })).toBeVisible();
    await expect(canvas.getByText('Order placed')).toBeVisible();
    await expect(canvas.getByText('03/10/2025, 10:15')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Expédiée')).toBeVisible();
    await expect(canvas.getByText('10/03/2025 10:15')).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { times: cancelledTimes },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ยกเลิกแล้ว')).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { times: completedTimes },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ສຳເລັດແລ້ວ')).toBeVisible();
  },
};
