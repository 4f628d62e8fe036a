import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LOAD_ERROR } from '../../fixtures/stateStories.ts';
import { bigImageActivity, carouselActivity, gridActivity, longTextActivity } from '../fixtures.ts';
import { ActivityBlock } from './ActivityBlock.tsx';

const meta = {
  title: 'Home / ActivityBlock',
  component: ActivityBlock,
  args: {
    activity: carouselActivity,
    hrefOf: (id) => `/goods_detail/${id}`,
    moreHref: '/goods/activity_list?id=1',
    onRetry: fn(),
  },
  // The 1200 px page.
  decorators: [(Story) => <div style={{ width: 1200 }}><Story /></div>],
} satisfies Meta<typeof ActivityBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type 1: five goods per view; the arrows move by a whole view and stop at the ends. */
export const Carousel: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '年货节 · 爆款直降' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看更多 年货节 · 爆款直降' })).toHaveAttribute('href', '/goods/activity_list?id=1');
    const previous = canvas.getByRole('button', { name: '上一组' });
    const next = canvas.getByRole('button', { name: '下一组' });
    await expect(previous).toBeDisabled();
    await expect(canvas.getByRole('list', { name: '第 1 组，共 2 组' }).children).toHaveLength(5);
    await userEvent.click(next);
    const second = canvas.getByRole('list', { name: '第 2 组，共 2 组' });
    await expect(second.children).toHaveLength(3);
    await expect(canvas.getAllByRole('link', { name: /凌风 电暖器/ })[0]).toHaveAttribute('href', '/goods_detail/208');
    await expect(next).toBeDisabled();
    await userEvent.click(previous);
    await expect(canvas.getByRole('list', { name: '第 1 组，共 2 组' })).toBeVisible();
  },
};

/** Type 2: the first goods in a big 2×2 tile, four small ones beside it. */
export const BigSmallGrid: Story = {
  args: { activity: gridActivity, moreHref: '/goods/activity_list?id=2' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '数码好物' });
    await expect(list.children).toHaveLength(5);
    await expect(canvas.queryByRole('button')).toBeNull();
    const [big, small] = canvas.getAllByRole('link', { name: /￥/ });
    await expect(big!.getBoundingClientRect().width).toBeGreaterThan(small!.getBoundingClientRect().width * 1.8);
  },
};

/** Type 3: big pictures, three in a row; without `moreHref` there is no 查看更多. */
export const BigImage: Story = {
  args: { activity: bigImageActivity, moreHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '冬季焕新' }).children).toHaveLength(3);
    await expect(canvas.queryByRole('link', { name: /查看更多/ })).toBeNull();
  },
};

/** A carousel with no more than one view has no arrows. */
export const CarouselOneView: Story = {
  args: { activity: { ...carouselActivity, productList: carouselActivity.productList.slice(0, 4) } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('list', { name: '年货节 · 爆款直降' }).children).toHaveLength(4);
  },
};

/** A long activity name wraps; long goods names are cut to one line. */
export const LongText: Story = {
  args: { activity: longTextActivity },
};

export const Loading: Story = {
  args: { activity: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '活动加载中' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** An activity without goods is left out of the page. */
export const Empty: Story = {
  args: { activity: { ...gridActivity, productList: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

export const Error: Story = {
  args: { activity: undefined, error: LOAD_ERROR },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(LOAD_ERROR);
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next goods' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^See all/ })).toBeVisible();
  },
};
