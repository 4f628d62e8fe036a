import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { errorStory, expectHeading, expectPageChange, loadingStory } from '../../fixtures/stateStories.ts';
import { pointsRecords } from '../fixtures.ts';
import { PointsRecordList } from './PointsRecordList.tsx';

const meta = {
  title: 'Points / PointsRecordList',
  component: PointsRecordList,
  // Times in China time, so the pictures do not depend on the machine's zone.
  args: {
    records: pointsRecords,
    orderHref: (orderNo) => `/order/order_detail?orderNo=${orderNo}`,
    onRetry: fn(),
    timeZone: 'Asia/Shanghai',
  },
  // The content column of the account pages.
  decorators: [(Story) => <div style={{ width: 960 }}><Story /></div>],
} satisfies Meta<typeof PointsRecordList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Earned (+, green) and spent (−); the orders they came from link to their detail; frozen points say until when. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: '积分明细' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveTextContent('订单奖励积分');
    await expect(rows[0]).toHaveTextContent('+320');
    await expect(rows[0]).toHaveTextContent('冻结中，2025/03/21 解冻');
    await expect(within(rows[0]!).getByRole('link', { name: 'SH202503141432080001' })).toHaveAttribute(
      'href',
      '/order/order_detail?orderNo=SH202503141432080001',
    );
    await expect(rows[1]).toHaveTextContent('-500');
    await expect(rows[1]).toHaveTextContent('2025/03/10 10:16');
    // A review reward has no order.
    await expect(within(rows[2]!).queryByText(/订单号/)).toBeNull();
  },
};

/** Without `orderHref` the order numbers are plain text. */
export const WithoutLinks: Story = {
  args: { orderHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('订单号：SH202503141432080001')).toBeVisible();
  },
};

/** Page links under the list. */
export const Paged: Story = {
  args: { page: 1, total: 23, pageSize: 5, onPageChange: fn() },
  play: expectPageChange('第 2 页', 2),
};

export const Loading: Story = loadingStory('积分明细加载中', { records: undefined });

export const Empty: Story = {
  args: { records: [] },
  play: expectHeading('暂无积分记录'),
};

export const Error: Story = errorStory({ records: undefined });

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Frozen until 03/21/2025')).toBeVisible();
    await expect(canvas.getByText('03/14/2025, 14:33')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gelés jusqu’au 21/03/2025')).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { records: [] },
  play: expectHeading('ยังไม่มีประวัติคะแนน'),
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ລະງັບໄວ້ຮອດ 21/03/2025')).toBeVisible();
  },
};
