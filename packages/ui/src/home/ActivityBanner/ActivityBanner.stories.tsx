import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { loadingStory } from '../../fixtures/stateStories.ts';
import { activityDetail } from '../fixtures.ts';
import { ActivityBanner } from './ActivityBanner.tsx';

const meta = {
  title: 'Home / ActivityBanner',
  component: ActivityBanner,
  args: { activity: activityDetail, onRetry: fn() },
  decorators: [(Story) => <div style={{ width: 1200 }}><Story /></div>],
} satisfies Meta<typeof ActivityBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two banners in a carousel, the name as the page heading, the instruction under it. */
export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '年货节 · 爆款直降' })).toBeVisible();
    await expect(canvas.getByText(/每人限购 5 件/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '下一张' })).toBeVisible();
  },
};

/** One banner: no carousel controls. */
export const SingleBanner: Story = {
  args: { activity: { ...activityDetail, banner: activityDetail.banner.slice(0, 1) } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** No banner and no instruction: the name only. */
export const Empty: Story = {
  args: { activity: { ...activityDetail, banner: [], instruction: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** A long name and a multi-line instruction wrap. */
export const LongText: Story = {
  args: {
    activity: {
      ...activityDetail,
      banner: activityDetail.banner.slice(0, 1),
      name: '【限时特惠】全场家电低至五折起，满 999 元再减 100 元，叠加店铺优惠券更划算，活动商品数量有限先到先得',
      instruction: '1. 活动时间：1 月 10 日 00:00 至 1 月 25 日 23:59。\n2. 活动商品限时直降，每人限购 5 件，售完即止。\n3. 满减优惠可与店铺优惠券叠加使用，不可与其他平台优惠同享。',
    },
  },
};

export const Loading: Story = loadingStory('活动加载中', { activity: undefined });

export const Error: Story = {
  args: { activity: undefined, error: '活动不存在或已结束' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('活动不存在或已结束');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'กำลังโหลดกิจกรรม' })).toBeVisible();
  },
};
