import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longNameStreetShop, streetShops } from '../fixtures.ts';
import { ShopStreetCard } from './ShopStreetCard.tsx';

const meta = {
  title: 'Merchant / ShopStreetCard',
  component: ShopStreetCard,
  args: { shop: streetShops[0]!, href: '/merchant/merchant?id=1', goodsHref: (id) => `/goods_detail/${id}` },
  // A quarter of the 1200 px page.
  decorators: [(Story) => <div style={{ width: 285 }}><Story /></div>],
} satisfies Meta<typeof ShopStreetCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A self-operated shop with three goods. */
export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: '自营 星河官方旗舰店' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '星河官方旗舰店' })).toHaveAttribute('href', '/merchant/merchant?id=1');
    await expect(canvas.getByRole('list', { name: '星河官方旗舰店 的商品' }).children).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: /^星河 StarBuds Pro 3/ })).toHaveAttribute('href', '/goods_detail/121');
  },
};

/** Two goods: the third place stays empty. */
export const TwoGoods: Story = {
  args: { shop: streetShops[1]!, href: '/merchant/merchant?id=7' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('自营')).toBeNull();
    await expect(canvas.getByRole('list').children).toHaveLength(2);
  },
};

/** No goods, no picture, no logo. */
export const Empty: Story = {
  args: { shop: streetShops[3]!, href: '/merchant/merchant?id=11' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('店铺暂无商品')).toBeVisible();
  },
};

/** A long name is cut with an ellipsis (the whole name in its tooltip). */
export const LongText: Story = {
  args: { shop: longNameStreetShop, href: '/merchant/merchant?id=12' },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ร้านของแพลตฟอร์ม')).toBeVisible();
  },
};
