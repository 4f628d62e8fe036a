import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { errorStory, expectHeading, expectPageChange, loadingStory } from '../../fixtures/stateStories.ts';
import { englishReviewable, reviewedItems, toReviewItems } from '../fixtures.ts';
import { ReviewableList } from './ReviewableList.tsx';

const meta = {
  title: 'Review / ReviewableList',
  component: ReviewableList,
  args: {
    tab: 'toReview',
    onTabChange: fn(),
    counts: { toReview: 3, reviewed: 2 },
    items: toReviewItems,
    page: 1,
    total: 3,
    limit: 10,
    onPageChange: fn(),
    onRetry: fn(),
    reviewHref: (item) => `/users/evaluation_confirm?orderNo=${item.merOrderNo}&id=${item.id}`,
    goodsHref: (item) => `/goods_detail/${item.id}`,
    timeZone: 'Asia/Shanghai',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewableList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lines to review: receipt time, order and shop over each, and 评价 as a link to the form. */
export const ToReview: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '待评价（3）' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: '待评价（3）' })).toBeVisible();
    const first = canvas.getByRole('article', { name: toReviewItems[0]!.productName });
    await expect(within(first).getByText('2025/03/18 10:10')).toHaveAttribute('datetime', '2025-03-18T02:10:00.000Z');
    await expect(within(first).getByText('订单号：SH202503141432080001')).toBeVisible();
    await expect(within(first).getByText('星河官方旗舰店')).toBeVisible();
    await expect(within(first).getByText('×1')).toBeVisible();
    await expect(within(first).getByRole('link', { name: `评价 ${toReviewItems[0]!.productName}` })).toHaveAttribute(
      'href',
      '/users/evaluation_confirm?orderNo=SH202503141432080001&id=7001',
    );
    await expect(canvas.getAllByRole('link', { name: /^评价 / })).toHaveLength(3);
  },
};

/** 评价 as a button when the page handles it. */
export const ReviewButtons: Story = {
  args: { reviewHref: undefined, onReview: fn(), goodsHref: undefined },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `评价 ${toReviewItems[2]!.productName}` }));
    await expect(args.onReview).toHaveBeenCalledWith(toReviewItems[2]);
  },
};

/**
 * Reviewed lines: the shopper's review under each — stars, ratings, the text
 * as text (markup shows as typed), pictures that open large, the seller's reply.
 */
export const Reviewed: Story = {
  tags: ['screenshot-viewport'],
  args: { tab: 'reviewed', items: reviewedItems, total: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '已评价（2）' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('link', { name: /^评价 / })).toBeNull();
    const first = canvas.getByRole('article', { name: reviewedItems[0]!.productName });
    const mine = within(first).getByRole('group', { name: '我的评价' });
    await expect(within(mine).getByRole('img', { name: '5 颗星' })).toBeVisible();
    await expect(within(mine).getByRole('img', { name: '商品质量 5 颗星' })).toBeVisible();
    await expect(within(mine).getByRole('img', { name: '服务态度 4 颗星' })).toBeVisible();
    await expect(within(mine).getByText('商家回复：')).toBeVisible();
    const second = canvas.getByRole('article', { name: reviewedItems[1]!.productName });
    await expect(within(second).getByText(/<b>不是加粗<\/b>/)).toBeVisible();
    await expect(second.querySelector('b')).toBeNull();
    await userEvent.click(within(mine).getByRole('button', { name: '查看第 2 张图片（共 3 张）' }));
    const dialog = within(document.body).getByRole('dialog', { name: '橘**水 的评价图片' });
    await expect(within(dialog).getByText('2 / 3')).toBeVisible();
  },
};

/** The tabs by keyboard: → selects 已评价 (automatic activation). */
export const TabsByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '待评价（3）' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onTabChange).toHaveBeenCalledWith('reviewed');
    await expect(canvas.getByRole('tab', { name: '已评价（2）' })).toHaveFocus();
  },
};

/** Counts not known yet: the tabs show their names only. */
export const NoCounts: Story = {
  args: { counts: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '待评价' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '已评价' })).toBeVisible();
  },
};

export const Loading: Story = loadingStory('评价商品加载中', { items: undefined });

export const EmptyToReview: Story = {
  args: { items: [], total: 0, counts: { toReview: 0, reviewed: 2 } },
  play: expectHeading('暂无待评价的商品'),
};

export const EmptyReviewed: Story = {
  args: { tab: 'reviewed', items: [], total: 0, counts: { toReview: 3, reviewed: 0 } },
  play: expectHeading('还没有评价过商品'),
};

export const Error: Story = errorStory({ items: undefined });

/** More than one page: page links under the lines. */
export const Paged: Story = {
  args: { total: 23, page: 1, limit: 3 },
  play: expectPageChange('下一页', 2),
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { items: englishReviewable, total: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'To review (3)' })).toBeVisible();
    await expect(canvas.getAllByText('Order SH202503141432080001')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Review XINGHE Nova 60 Pro satellite calling' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'My review' })).toBeVisible();
    await expect(canvas.getByText('Seller reply:')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { tab: 'reviewed', items: reviewedItems, total: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Évalués (2)' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('group', { name: 'Mon avis' })).toHaveLength(2);
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { items: [], total: 0 },
  play: expectHeading('ไม่มีสินค้าที่รอรีวิว'),
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'ລໍຖ້າລີວິວ (3)' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^ລີວິວ / })).toHaveLength(3);
  },
};
