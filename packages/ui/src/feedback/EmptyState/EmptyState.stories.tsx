import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShoppingCart } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../../base/Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Feedback / EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '暂无内容' })).toBeVisible();
  },
};

export const EmptyCart: Story = {
  args: {
    icon: <ShoppingCart size={56} strokeWidth={1.25} aria-hidden />,
    title: '购物车还是空的',
    description: '去逛逛，把喜欢的商品加入购物车吧',
    action: <Button>去逛逛</Button>,
  },
};

export const English: Story = { globals: { locale: 'en' } };
