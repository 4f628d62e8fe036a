import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { hotKeywords } from '../fixtures.ts';
import { SearchEmpty } from './SearchEmpty.tsx';

const meta = {
  title: 'Search / SearchEmpty',
  component: SearchEmpty,
  args: {
    query: '量子手机',
    keywords: hotKeywords,
    keywordHref: (k) => `/goods/goods_search?title=${encodeURIComponent(k.title)}`,
  },
  decorators: [(Story) => <div style={{ width: 960 }}><Story /></div>],
} satisfies Meta<typeof SearchEmpty>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No goods for the query: hot keywords as links to their own search. */
export const Goods: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('没有找到与“量子手机”相关的商品');
    const list = canvas.getByRole('list', { name: '大家都在搜' });
    await expect(list.children).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: '坚果礼盒' })).toHaveAttribute('href', `/goods/goods_search?title=${encodeURIComponent('坚果礼盒')}`);
  },
};

export const Shops: Story = {
  args: { kind: 'shops' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('没有找到与“量子手机”相关的店铺');
  },
};

/** A category with no goods and no query. */
export const CategoryOnly: Story = {
  args: { query: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '该分类下暂无商品' })).toBeVisible();
  },
};

/** Hot keywords not loaded (or none): the message alone. */
export const NoSuggestions: Story = {
  args: { keywords: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A long query wraps. */
export const LongText: Story = {
  args: { query: '星河Nova60Pro12GB+512GB雅川青卫星通话超可靠玄武架构全焦段超清影像智能手机官方正品顺丰包邮' },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('No goods found for “量子手机”');
    await expect(canvas.getByRole('list', { name: 'Popular searches' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Recherches populaires' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { kind: 'shops' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'คำค้นหายอดนิยม' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { query: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'ຄຳຄົ້ນຫາຍອດນິຍົມ' })).toBeVisible();
  },
};
