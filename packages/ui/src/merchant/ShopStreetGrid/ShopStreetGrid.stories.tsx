import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { errorStory, expectHeading, loadingStory } from '../../fixtures/stateStories.ts';
import { longNameStreetShop, streetShops } from '../fixtures.ts';
import { ShopStreetGrid } from './ShopStreetGrid.tsx';

const meta = {
  title: 'Merchant / ShopStreetGrid',
  component: ShopStreetGrid,
  args: {
    shops: streetShops,
    shopHref: (id) => `/merchant/merchant?id=${id}`,
    goodsHref: (id) => `/goods_detail/${id}`,
    page: 1,
    total: 4,
    pageSize: 12,
    onPageChange: fn(),
    onRetry: fn(),
  },
  decorators: [(Story) => <div style={{ width: 1200 }}><Story /></div>],
} satisfies Meta<typeof ShopStreetGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One page of shops: no page links. */
export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '店铺列表' }).children).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 2, name: '自营 星河官方旗舰店' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Several pages: the page links call `onPageChange`. */
export const Paged: Story = {
  args: { total: 40, pageSize: 4, page: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const LongText: Story = {
  args: { shops: [longNameStreetShop, ...streetShops.slice(1, 3)] },
};

export const Loading: Story = loadingStory('店铺加载中', { columns: 4 });

export const Empty: Story = {
  args: { shops: [] },
  play: expectHeading('暂无相关店铺'),
};

export const Error: Story = errorStory();

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Shops' })).toBeVisible();
    await expect(canvas.getByText('No goods yet')).toBeVisible();
  },
};
