import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShoppingCart } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button.tsx';

const meta = {
  title: 'Base / Button',
  component: Button,
  args: { children: '加入购物车', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '加入购物车' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} variant="primary">立即购买</Button>
      <Button {...args} variant="secondary">加入购物车</Button>
      <Button {...args} variant="ghost">取消</Button>
      <Button {...args} variant="link">查看详情</Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm" />
      <Button {...args} size="md" />
      <Button {...args} size="lg" />
    </div>
  ),
};

export const WithIcon: Story = {
  args: { icon: <ShoppingCart size={16} aria-hidden /> },
};

export const Loading: Story = {
  args: { loading: true, children: '提交中' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '提交中' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: '已售罄' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '已售罄' })).toBeDisabled();
  },
};

export const Block: Story = {
  args: { block: true, size: 'lg', children: '提交订单' },
};

/** A page's main action with short text, kept at least 160 px wide. */
export const MinWidth: Story = {
  args: { minWidth: 160, size: 'lg', children: '提交订单' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '提交订单' }).getBoundingClientRect().width).toBe(160);
  },
};

/** A double press within 500 ms reaches the handler once (spec §5 debounce). */
export const RepeatGuard: Story = {
  args: { repeatGuardMs: 500, children: '支付' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '支付' });
    await userEvent.dblClick(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
