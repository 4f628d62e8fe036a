import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { errorStory, expectHeading, expectPageChange, loadingStory } from '../../fixtures/stateStories.ts';
import { myUnusableCoupons, myUsableCoupons } from '../fixtures.ts';
import type { MyCoupon } from '../MyCouponCard/MyCouponCard.tsx';
import { MyCouponList } from './MyCouponList.tsx';

/** Where 去使用 leads, as the storefront decides it: the shop, the goods, or the search page. */
function hrefOf(coupon: MyCoupon): string | undefined {
  if (coupon.useType === 3) return '/goods/goods_search';
  return coupon.useType === 1 ? '/merchant/merchant/home?id=1' : `/goods_detail/${coupon.id}`;
}

const meta = {
  title: 'Coupon / MyCouponList',
  component: MyCouponList,
  args: { coupons: myUsableCoupons, tab: 'usable', hrefOf, onRetry: fn(), timeZone: 'Asia/Shanghai' },
  // The account pages' content column.
  decorators: [(Story) => <div style={{ width: 976 }}><Story /></div>],
} satisfies Meta<typeof MyCouponList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The usable tab: three usable coupons and one not started yet, each with its link. */
export const Usable: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '我的优惠券' });
    await expect(list.children).toHaveLength(5);
    const links = within(list).getAllByRole('link', { name: '去使用' });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/merchant/merchant/home?id=1',
      '/goods_detail/7002',
      '/goods/goods_search',
      '/goods_detail/7007',
    ]);
    await expect(within(list).getByText('未开始')).toBeVisible();
  },
};

/** The unusable tab: used and expired, greyed, no links. */
export const Unusable: Story = {
  args: { coupons: myUnusableCoupons, tab: 'unusable' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已使用')).toBeVisible();
    await expect(canvas.getByText('已过期')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** More than one page: page links under the grid ask for the next page. */
export const Paged: Story = {
  args: { page: 1, total: 14, pageSize: 9, onPageChange: fn() },
  play: expectPageChange('第 2 页', 2),
};

export const Loading: Story = loadingStory('优惠券加载中', { coupons: undefined });

export const EmptyUsable: Story = { args: { coupons: [] }, play: expectHeading('暂无可用的优惠券') };

export const EmptyUnusable: Story = { args: { coupons: [], tab: 'unusable' }, play: expectHeading('暂无已使用或已过期的优惠券') };

export const Error: Story = errorStory({ coupons: undefined });

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: 'Use now' })).toHaveLength(4);
  },
};

export const French: Story = { globals: { locale: 'fr' }, args: { coupons: [], tab: 'unusable' }, play: expectHeading('Aucun bon utilisé ou expiré') };

export const Thai: Story = { globals: { locale: 'th' }, args: { coupons: myUnusableCoupons, tab: 'unusable' } };

export const Lao: Story = { globals: { locale: 'lao' } };
