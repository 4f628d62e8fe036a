import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GoodsDetailSkeleton } from './GoodsDetailSkeleton.tsx';

const meta = {
  title: 'Goods / GoodsDetailSkeleton',
  component: GoodsDetailSkeleton,
} satisfies Meta<typeof GoodsDetailSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole goods detail page while it loads: one busy region, nothing to press. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '商品详情加载中' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Loading the goods details' })).toBeVisible();
  },
};
