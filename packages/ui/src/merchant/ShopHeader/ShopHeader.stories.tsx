import type { Meta, StoryObj } from '@storybook/react-vite';
import { Headset } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../base/Button/Button.tsx';
import { loadingStory } from '../../fixtures/stateStories.ts';
import { ShopSearchBox } from '../ShopSearchBox/ShopSearchBox.tsx';
import { longNameMerchant, shopIndexInfo } from '../fixtures.ts';
import { ShopHeader } from './ShopHeader.tsx';

/** Stands in for the goods family's customer-service button, which the app passes in. */
const serviceButton = (
  <Button variant="ghost" icon={<Headset size={16} aria-hidden />}>
    联系客服
  </Button>
);

const meta = {
  title: 'Merchant / ShopHeader',
  component: ShopHeader,
  args: {
    shop: shopIndexInfo,
    followers: 128640,
    onToggleFollow: fn(),
    service: serviceButton,
    search: <ShopSearchBox onSearch={fn()} />,
    onRetry: fn(),
  },
  decorators: [(Story) => <div style={{ width: 1200 }}><Story /></div>],
} satisfies Meta<typeof ShopHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not followed yet: 关注 asks to follow. */
export const NotFollowing: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '自营 星河官方旗舰店' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '评分 5 / 5' })).toBeVisible();
    await expect(canvas.getByText('128,640 人关注')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '关注' }));
    await expect(args.onToggleFollow).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: '联系客服' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: '在本店搜索' })).toBeVisible();
  },
};

/** Followed: 已关注 asks to unfollow. */
export const Following: Story = {
  args: { shop: { ...shopIndexInfo, isCollect: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '已关注' }));
    await expect(args.onToggleFollow).toHaveBeenCalledWith(false);
  },
};

/** A follow call in flight: a spinner, and presses are ignored. */
export const FollowBusy: Story = {
  args: { followBusy: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '关注' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onToggleFollow).not.toHaveBeenCalled();
  },
};

/** The page flips the state once the call returns. */
export const Toggling: Story = {
  render: function Render(args) {
    const [followed, setFollowed] = useState(false);
    const [followers, setFollowers] = useState(args.followers ?? 0);
    return (
      <ShopHeader
        {...args}
        shop={{ ...shopIndexInfo, isCollect: followed }}
        followers={followers}
        onToggleFollow={(follow) => {
          setFollowed(follow);
          setFollowers((n) => n + (follow ? 1 : -1));
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '关注' }));
    await expect(canvas.getByRole('button', { name: '已关注' })).toBeVisible();
    await expect(canvas.getByText('128,641 人关注')).toBeVisible();
  },
};

/** A third-party shop with no picture, no logo, no follower count and no slots. */
export const Plain: Story = {
  args: {
    shop: { ...shopIndexInfo, name: '松果森林坚果专营店', isSelf: false, starLevel: 4, avatar: '', pcBackImage: '', backImage: '' },
    followers: undefined,
    service: undefined,
    search: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('自营')).toBeNull();
    await expect(canvas.queryByText(/人关注/)).toBeNull();
  },
};

/** A long name wraps. */
export const LongText: Story = {
  args: { shop: { ...shopIndexInfo, name: longNameMerchant.name } },
};

export const Loading: Story = loadingStory('店铺信息加载中', { shop: undefined });

export const Error: Story = {
  args: { error: '店铺不存在或已关闭', shop: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('店铺不存在或已关闭');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { service: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Follow' })).toBeVisible();
    await expect(canvas.getByText('128,640 followers')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { shop: { ...shopIndexInfo, isCollect: true }, service: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Abonné' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { service: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ติดตาม' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { service: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ຕິດຕາມ' })).toBeVisible();
  },
};
