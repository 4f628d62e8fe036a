import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectHeading, LOAD_ERROR } from '../../fixtures/stateStories.ts';
import type { GoodsCardGoods } from '../../goods/GoodsCard/GoodsCard.tsx';
import { goodsList, longNameGoods } from '../../goods/fixtures.ts';
import { GoodsFeed, HOME_FEED_PAGE_SIZE } from './GoodsFeed.tsx';

/** Page `n` (from 1) of a feed made from the goods fixtures, ids unique across pages. */
function feedPage(n: number, size = HOME_FEED_PAGE_SIZE): GoodsCardGoods[] {
  return Array.from({ length: size }, (_, i) => {
    const goods = goodsList[(n * size + i) % goodsList.length]!;
    return { ...goods, id: n * 1000 + i };
  });
}

const meta = {
  title: 'Home / GoodsFeed',
  component: GoodsFeed,
  args: {
    // One row: stories stay within the 800 px viewport their pictures are taken in.
    items: feedPage(1, 5),
    hrefFor: (goods) => `/goods_detail/${goods.id}`,
    hasMore: true,
    onLoadMore: fn(),
    // Stories press the button; `AutoLoad` shows the watcher.
    autoLoad: false,
  },
  decorators: [(Story) => <div style={{ width: 1200 }}><Story /></div>],
} satisfies Meta<typeof GoodsFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One page of 13 goods and 加载更多, which calls `onLoadMore`. */
export const MorePages: Story = {
  args: { items: feedPage(1) },
  // Taller than the viewport: checked for behaviour only; `English` pictures the button.
  tags: ['no-screenshot'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '为你推荐' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: '推荐商品' }).children).toHaveLength(13);
    await userEvent.click(canvas.getByRole('button', { name: '加载更多' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** The next page is loading: a row of skeleton cards under the goods, announced to screen readers. */
export const LoadingMore: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '商品加载中' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载更多商品');
    await expect(canvas.queryByRole('button', { name: '加载更多' })).toBeNull();
  },
};

/** Every page loaded: the end note, no button. */
export const End: Story = {
  args: { hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('没有更多了');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The next page failed: the message and 重试 (which calls `onRetry`, or `onLoadMore` without it). */
export const ErrorLoadingMore: Story = {
  args: { error: LOAD_ERROR, onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(LOAD_ERROR);
    await expect(canvas.queryByRole('button', { name: '加载更多' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** The first page is loading: skeleton cards only. */
export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '商品加载中' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The first page failed. */
export const Error: Story = {
  args: { items: [], error: LOAD_ERROR },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { items: [], hasMore: false },
  play: expectHeading('暂无推荐商品'),
};

/** Long names are clamped on their cards. */
export const LongText: Story = {
  args: { items: [longNameGoods, ...feedPage(1, 4)], hasMore: false },
};

/** With the watcher on, the end of a short list is in view, so the next page is asked for by itself. */
export const AutoLoad: Story = {
  args: { items: feedPage(1, 5), autoLoad: true },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
  },
};

/** A page that really loads: pressing 加载更多 appends the next page until the last. */
export const Interactive: Story = {
  tags: ['no-screenshot'],
  render: function Render(args) {
    const [pages, setPages] = useState(1);
    const items = Array.from({ length: pages }, (_, i) => feedPage(i + 1)).flat();
    return <GoodsFeed {...args} items={items} hasMore={pages < 2} onLoadMore={() => setPages((n) => n + 1)} />;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '加载更多' }));
    await expect(canvas.getByRole('list', { name: '推荐商品' }).children).toHaveLength(26);
    await expect(canvas.getByRole('status')).toHaveTextContent('没有更多了');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { items: feedPage(1, 5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { items: feedPage(1, 5), hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Vous avez tout vu');
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { items: feedPage(1, 5), error: 'เครือข่ายขัดข้อง' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { items: feedPage(1, 5) },
  play: expectHeading('ແນະນຳສຳລັບທ່ານ'),
};
