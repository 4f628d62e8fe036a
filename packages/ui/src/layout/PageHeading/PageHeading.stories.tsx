import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../base/Button/Button.tsx';
import { PageHeading } from './PageHeading.tsx';

const meta = {
  title: 'Layout / PageHeading',
  component: PageHeading,
  args: { title: '我的购物车' },
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '我的购物车' })).toBeVisible();
  },
};

export const WithDescriptionAndActions: Story = {
  args: {
    title: '收货地址',
    description: '已保存 3 个地址，最多可保存 50 个',
    actions: <Button variant="secondary">新增收货地址</Button>,
  },
};
