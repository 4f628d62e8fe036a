import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { errorStory, expectHeading, loadingStory } from '../../fixtures/stateStories.ts';
import { longNameRankingGoods, rankingGoods } from '../fixtures.ts';
import { RankingList } from './RankingList.tsx';

const meta = {
  title: 'Ranking / RankingList',
  component: RankingList,
  args: {
    items: rankingGoods,
    hrefOf: (id) => `/goods_detail/${id}`,
    onRetry: fn(),
  },
  decorators: [(Story) => <div style={{ width: 1200 }}><Story /></div>],
} satisfies Meta<typeof RankingList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top 20: medals for the first three, a link per goods. */
export const Full: Story = {
  // Taller than the viewport: checked for behaviour only; `FirstRows` is the picture.
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '销量排行榜' });
    await expect(list.children).toHaveLength(20);
    await expect(canvas.getByRole('img', { name: '第 1 名' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '第 20 名' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: rankingGoods[0]!.storeName })).toHaveAttribute('href', '/goods_detail/301');
    await expect(canvas.getByText('已售 203,456')).toBeVisible();
  },
};

/** The first rows, as the page shows them. */
export const FirstRows: Story = {
  args: { items: rankingGoods.slice(0, 5) },
};

/** More than 20 rows: only the first 20 are shown. */
export const MoreThanTwenty: Story = {
  tags: ['no-screenshot'],
  args: { items: [...rankingGoods, longNameRankingGoods] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list').children).toHaveLength(20);
  },
};

/** A long name is clamped to two lines. */
export const LongText: Story = {
  args: { items: [longNameRankingGoods, ...rankingGoods.slice(0, 3)] },
};

export const Loading: Story = loadingStory('排行榜加载中');

export const Empty: Story = {
  args: { items: [] },
  play: expectHeading('暂无排行数据'),
};

export const Error: Story = errorStory();

export const English: Story = {
  globals: { locale: 'en' },
  args: { items: rankingGoods.slice(0, 5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Best sellers' })).toBeVisible();
    await expect(canvas.getByText('203,456 sold')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { items: rankingGoods.slice(0, 5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '1re place' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { items: rankingGoods.slice(0, 5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'อันดับที่ 1' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { items: rankingGoods.slice(0, 5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'ອັນດັບທີ 1' })).toBeVisible();
  },
};
