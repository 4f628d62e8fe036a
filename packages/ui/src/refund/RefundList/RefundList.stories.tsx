import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { errorStory, expectHeading, expectPageChange, loadingStory } from '../../fixtures/stateStories.ts';
import { refundList } from '../fixtures.ts';
import { RefundList } from './RefundList.tsx';

const meta = {
  title: 'Refund / RefundList',
  component: RefundList,
  // Times in China time, so the pictures do not depend on the machine's zone.
  args: {
    refunds: refundList,
    detailHref: (refund) => `/order/refund_detail?refundOrderNo=${refund.refundOrderNo}`,
    onRetry: fn(),
    timeZone: 'Asia/Shanghai',
  },
  // The content column of the account pages.
  decorators: [(Story) => <div style={{ width: 960 }}><Story /></div>],
} satisfies Meta<typeof RefundList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One refund of each kind of stage, newest first, each linking to its detail. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: '我的退款' })).getAllByRole('article');
    await expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      '退款单 RE202503121405220003',
      '退款单 RE202503121030150007',
      '退款单 RE202503111020000006',
      '退款单 RE202503101010000005',
      '退款单 RE202503091010000004',
    ]);
    await expect(within(rows[0]!).getByText('商家已退款')).toBeVisible();
    await expect(within(rows[2]!).getByText('商家已拒绝')).toBeVisible();
    await expect(within(rows[4]!).getByRole('link', { name: '查看详情' })).toHaveAttribute(
      'href',
      '/order/refund_detail?refundOrderNo=RE202503091010000004',
    );
  },
};

/** Page links under the list. */
export const Paged: Story = {
  args: { refunds: refundList.slice(0, 2), page: 1, total: 12, pageSize: 2, onPageChange: fn() },
  play: expectPageChange('第 2 页', 2),
};

export const Loading: Story = loadingStory('退款记录加载中', { refunds: undefined });

export const Empty: Story = {
  args: { refunds: [] },
  play: expectHeading('暂无退款记录'),
};

export const Error: Story = errorStory({ refunds: undefined });

export const English: Story = {
  globals: { locale: 'en' },
  args: { refunds: refundList.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'My refunds' })).toBeVisible();
    await expect(canvas.getByText('Refunded by merchant')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { refunds: [] },
  play: expectHeading('Aucun remboursement'),
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { refunds: refundList.slice(2, 4) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ร้านค้าปฏิเสธ')).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { refunds: [] },
  play: expectHeading('ຍັງບໍ່ມີລາຍການຄືນເງິນ'),
};
