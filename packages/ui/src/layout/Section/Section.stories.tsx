import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from '../../base/Link/Link.tsx';
import { Section } from './Section.tsx';

const meta = {
  title: 'Layout / Section',
  component: Section,
  args: { title: '收货地址', children: <p style={{ margin: 0 }}>张三 138****8000 上海市浦东新区世纪大道 100 号</p> },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '收货地址' })).toBeVisible();
  },
};

export const Plain: Story = { args: { variant: 'plain', title: '为你推荐' } };

export const WithExtra: Story = { args: { extra: <Link href="/users/address_list" tone="brand">管理收货地址</Link> } };

/** A home-page row: 查看榜单 » at the right of the heading. */
export const WithMore: Story = {
  args: { title: '热销排行', more: { href: '/goods/top_one', label: '查看榜单' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '查看榜单' })).toHaveAttribute('href', '/goods/top_one');
  },
};
