import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { errorStory, expectHeading, loadingStory } from '../../fixtures/stateStories.ts';
import { longNameRankingGoods, rankingGoods } from '../../ranking/fixtures.ts';
import { RankingTop3 } from './RankingTop3.tsx';

const meta = {
  title: 'Home / RankingTop3',
  component: RankingTop3,
  args: {
    items: rankingGoods,
    hrefOf: (id) => `/goods_detail/${id}`,
    moreHref: '/goods/top_one',
    onRetry: fn(),
  },
  decorators: [(Story) => <div style={{ width: 1200 }}><Story /></div>],
} satisfies Meta<typeof RankingTop3>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first three of the ranking, each a link named by its medal and content. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '排行榜' });
    await expect(list.children).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: /^第 1 名 松果森林/ })).toHaveAttribute('href', '/goods_detail/301');
    await expect(canvas.getByRole('link', { name: /^第 3 名 星河/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看榜单' })).toHaveAttribute('href', '/goods/top_one');
  },
};

/** Fewer than three goods: only those. */
export const TwoGoods: Story = {
  args: { items: rankingGoods.slice(0, 2), moreHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list').children).toHaveLength(2);
    await expect(canvas.queryByRole('link', { name: '查看榜单' })).toBeNull();
  },
};

export const LongText: Story = {
  args: { items: [longNameRankingGoods, ...rankingGoods.slice(0, 2)] },
};

export const Loading: Story = loadingStory('排行榜加载中');

export const Empty: Story = {
  args: { items: [] },
  play: expectHeading('暂无排行'),
};

export const Error: Story = errorStory();

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: expectHeading('ອັນດັບສິນຄ້າ'),
};
