import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Link } from '../../base/Link/Link.tsx';
import { errorStory, expectHeading, expectPageChange, loadingStory } from '../../fixtures/stateStories.ts';
import { followedShops, longNameFollowedShop } from '../fixtures.ts';
import { FollowedShopsList, type FollowedShop } from './FollowedShopsList.tsx';

const meta = {
  title: 'Collect / FollowedShopsList',
  component: FollowedShopsList,
  args: {
    shops: followedShops,
    shopHref: (id) => `/merchant/merchant?id=${id}`,
    onUnfollow: fn(),
    timeZone: 'Asia/Shanghai',
    onRetry: fn(),
  },
  decorators: [(Story) => <div style={{ width: 960 }}><Story /></div>],
} satisfies Meta<typeof FollowedShopsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three followed shops, one closed (not linked); 取消关注 calls back with the shop's id. */
export const Full: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('list', { name: '关注的店铺' }).children).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: '暖居生活电器旗舰店 店铺已关闭' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /暖居/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: '星河官方旗舰店' })).toHaveAttribute('href', '/merchant/merchant?id=1');
    await expect(canvas.getByText('2024年5月1日 关注')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '取消关注 松果森林坚果专营店' }));
    await expect(args.onUnfollow).toHaveBeenCalledWith(7);
  },
};

/** The page unfollows for real: the shop leaves the list. */
export const Interactive: Story = {
  render: function Render(args) {
    const [shops, setShops] = useState<FollowedShop[]>(followedShops);
    return <FollowedShopsList {...args} shops={shops} onUnfollow={(id) => setShops((list) => list.filter((s) => s.merId !== id))} />;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '取消关注 星河官方旗舰店' }));
    await expect(canvas.getByRole('list').children).toHaveLength(2);
  },
};

/** An unfollow in flight. */
export const Unfollowing: Story = {
  args: { busyIds: new Set([1]) },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '取消关注 星河官方旗舰店' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onUnfollow).not.toHaveBeenCalled();
  },
};

export const Paged: Story = {
  args: { page: 2, total: 30, pageSize: 3, onPageChange: fn() },
  play: expectPageChange('上一页', 1),
};

export const LongText: Story = {
  args: { shops: [longNameFollowedShop, ...followedShops.slice(0, 1)] },
};

export const Loading: Story = loadingStory('关注店铺加载中');

export const Empty: Story = {
  args: { shops: [], emptyAction: <Link href="/merchant/merchant_street" tone="brand">去店铺街看看</Link> },
  play: expectHeading('还没有关注店铺'),
};

export const Error: Story = errorStory();

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Followed May 1, 2024')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unfollow 星河官方旗舰店' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'ຮ້ານທີ່ຕິດຕາມ' })).toBeVisible();
  },
};
