import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../base/Button/Button.tsx';
import { EmptyState } from '../../feedback/EmptyState/EmptyState.tsx';
import { expectHeading, LOAD_ERROR } from '../../fixtures/stateStories.ts';
import { goodsList, longNameGoods } from '../fixtures.ts';
import { GoodsGrid } from './GoodsGrid.tsx';

const meta = {
  title: 'Goods / GoodsGrid',
  component: GoodsGrid,
  args: {
    items: goodsList,
    hrefFor: (goods) => `/goods_detail/${goods.id}`,
    onRetry: fn(),
  },
  // The 1200 px page.
  decorators: [(Story) => <div style={{ width: 1200 }}><Story /></div>],
} satisfies Meta<typeof GoodsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two full rows of five. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '商品列表' });
    await expect(list.children).toHaveLength(10);
    await expect(canvas.getAllByRole('link')[3]).toHaveAttribute('href', '/goods_detail/104');
  },
};

/** A short last row, a long name and sold-out goods side by side. */
export const Mixed: Story = {
  args: { items: [longNameGoods, ...goodsList.slice(0, 6)] },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: '商品加载中' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region.children).toHaveLength(10);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const LoadingFourColumns: Story = {
  args: { loading: true, columns: 4, skeletonCount: 4 },
  decorators: [(Story) => <div style={{ width: 960 }}><Story /></div>],
};

export const Error: Story = {
  args: { error: LOAD_ERROR },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(LOAD_ERROR);
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '暂无相关商品' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The page's own empty content, e.g. on a shop without goods. */
export const CustomEmpty: Story = {
  args: {
    items: undefined,
    empty: <EmptyState title="店铺还没有上架商品" action={<Button variant="secondary">去逛逛其他店铺</Button>} />,
  },
  play: expectHeading('店铺还没有上架商品'),
};

/** Four columns in a narrower column (e.g. beside a shop's category menu). */
export const FourColumns: Story = {
  args: { columns: 4, items: goodsList.slice(0, 8) },
  decorators: [(Story) => <div style={{ width: 960 }}><Story /></div>],
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { items: [] },
  play: expectHeading('No matching goods'),
};
