import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phoneCategoryPath } from '../fixtures.ts';
import { SearchResultHeader } from './SearchResultHeader.tsx';

const meta = {
  title: 'Search / SearchResultHeader',
  component: SearchResultHeader,
  args: { allHref: '/goods/goods_search', categoryPath: phoneCategoryPath, query: '星河', total: 1286 },
  decorators: [(Story) => <div style={{ width: 1200 }}><Story /></div>],
} satisfies Meta<typeof SearchResultHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A query inside a category: the path as links, the query as the heading, the count. */
export const QueryInCategory: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '当前位置' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: '全部商品' })).toHaveAttribute('href', '/goods/goods_search');
    await expect(canvas.getByRole('link', { name: '数码' })).toHaveAttribute('href', '/goods/goods_search?cid=1');
    await expect(canvas.getByRole('link', { name: '手机' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('“星河”的搜索结果');
    await expect(canvas.getByText('共 1,286 件商品')).toBeVisible();
  },
};

/** A category without a query: its name is the heading. */
export const CategoryOnly: Story = {
  args: { query: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '手机' })).toBeVisible();
  },
};

/** A query without a category: 全部商品 is the current crumb. */
export const QueryOnly: Story = {
  args: { categoryPath: [], query: '坚果' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('全部商品')).toHaveAttribute('aria-current', 'page');
  },
};

/** The shops tab counts shops. */
export const Shops: Story = {
  args: { kind: 'shops', total: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('共 12 家店铺')).toBeVisible();
  },
};

/** Results loading: a skeleton where the count goes. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/共/)).toBeNull();
  },
};

/** Nothing found: the count says 0. */
export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('共 0 件商品')).toBeVisible();
  },
};

/** A long query wraps. */
export const LongText: Story = {
  args: { query: '星河 Nova 60 Pro 12GB+512GB 雅川青 卫星通话 超可靠玄武架构 全焦段超清影像 智能手机 官方正品 顺丰包邮' },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “星河”');
    await expect(canvas.getByText('1,286 goods found')).toBeVisible();
  },
};
