import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { goodsList, longNameGoods } from '../fixtures.ts';
import { GoodsCard } from './GoodsCard.tsx';

const meta = {
  title: 'Goods / GoodsCard',
  component: GoodsCard,
  args: { goods: goodsList[0]!, href: '/goods_detail/101' },
  // One column of the five-column grid on the 1200 px page.
  decorators: [(Story) => <div style={{ width: 224 }}><Story /></div>],
} satisfies Meta<typeof GoodsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On sale: current price with the struck old price, units sold and shop. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('href', '/goods_detail/101');
    await expect(link).toHaveAccessibleName(/星河 Nova 60 Pro .* ￥6,999\.00 原价 ￥7,499\.00/);
    const img = canvas.getByRole('img', { name: goodsList[0]!.storeName });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByText('已售 12,873')).toBeVisible();
    await expect(canvas.getByText('星河官方旗舰店')).toBeVisible();
  },
};

/** No old price (otPrice 0): only the current price. */
export const NoOldPrice: Story = {
  args: { goods: goodsList[2]!, href: '/goods_detail/103' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img', { name: /原价/ })).toBeNull();
    await expect(canvas.getByText('已售 203,456')).toBeVisible();
  },
};

export const SoldOut: Story = {
  args: { goods: goodsList[3]!, href: '/goods_detail/104' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已售罄')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAccessibleName(/已售罄/);
  },
};

/** A very long name is clamped to two lines; a long shop name is cut with an ellipsis. */
export const LongName: Story = {
  args: { goods: longNameGoods, href: '/goods_detail/111' },
  play: async ({ canvas }) => {
    const name = canvas.getByText(longNameGoods.storeName, { selector: 'p' });
    await expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(40);
  },
};

/** On a merchant's own pages the shop name is left out. */
export const WithoutMerchant: Story = {
  args: { goods: goodsList[8]!, href: '/goods_detail/109' },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { goods: goodsList[9]!, href: '/goods_detail/110' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('7,720 sold')).toBeVisible();
    await expect(canvas.getByText('Sold out')).toBeVisible();
  },
};
