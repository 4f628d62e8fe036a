import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Hint } from './Hint.tsx';

const meta = {
  title: 'Layout / Hint',
  component: Hint,
  args: { children: '共 3 件商品' },
} satisfies Meta<typeof Hint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An aside, muted. */
export const Muted: Story = {};

/** Why the order button is off, small and in the warning colour. */
export const Warning: Story = {
  args: { tone: 'warning', size: 'sm', children: '请先选择收货地址' },
  play: async ({ canvas }) => {
    const hint = canvas.getByText('请先选择收货地址');
    await expect(getComputedStyle(hint).fontSize).toBe('13px');
    await expect(getComputedStyle(hint).color).toBe('rgb(161, 92, 0)');
  },
};

/** A countdown on a line of its own, in figures of equal width. */
export const Countdown: Story = {
  args: { as: 'p', tone: 'warning', numeric: true, role: 'timer', children: '请在 14:59 内完成支付，超时订单将自动取消' } as object,
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer');
    await expect(timer.tagName).toBe('P');
    await expect(getComputedStyle(timer).fontVariantNumeric).toBe('tabular-nums');
  },
};

/** A refused card, announced when it appears. */
export const Danger: Story = {
  args: { as: 'p', tone: 'danger', role: 'alert', children: '您的银行卡被拒绝，请更换其他卡片。' } as object,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('银行卡被拒绝');
  },
};
