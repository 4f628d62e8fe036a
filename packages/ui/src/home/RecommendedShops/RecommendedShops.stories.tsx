import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { errorStory, expectHeading, loadingStory } from '../../fixtures/stateStories.ts';
import { longNameStreetShop, streetShops } from '../../merchant/fixtures.ts';
import { RecommendedShops } from './RecommendedShops.tsx';

const meta = {
  title: 'Home / RecommendedShops',
  component: RecommendedShops,
  args: {
    shops: streetShops,
    shopHref: (id) => `/merchant/merchant?id=${id}`,
    goodsHref: (id) => `/goods_detail/${id}`,
    moreHref: '/merchant/merchant_street',
    onRetry: fn(),
  },
  decorators: [(Story) => <div style={{ width: 1200 }}><Story /></div>],
} satisfies Meta<typeof RecommendedShops>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four shops with their goods; a shop without goods says so. */
export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: '星河官方旗舰店' })).toHaveAttribute('href', '/merchant/merchant?id=1');
    await expect(canvas.getByRole('link', { name: /星河 StarPad/ })).toHaveAttribute('href', '/goods_detail/201');
    await expect(canvas.getByRole('link', { name: '更多店铺' })).toHaveAttribute('href', '/merchant/merchant_street');
    await expect(canvas.getByText('店铺暂无商品')).toBeVisible();
  },
};

/** More than four shops: the first four. */
export const MoreThanFour: Story = {
  args: { shops: [...streetShops, longNameStreetShop] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};

export const LongText: Story = {
  args: { shops: [longNameStreetShop, ...streetShops.slice(1)] },
};

export const Loading: Story = loadingStory('店铺加载中');

/** No shops: the block is left out of the page. */
export const Empty: Story = {
  args: { shops: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const Error: Story = errorStory();

export const French: Story = {
  globals: { locale: 'fr' },
  play: expectHeading('Boutiques recommandées'),
};
