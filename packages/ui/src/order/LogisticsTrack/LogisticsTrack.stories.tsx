import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { errorStory, loadingStory } from '../../fixtures/stateStories.ts';
import { logisticsPoints } from '../fixtures.ts';
import { LogisticsTrack } from './LogisticsTrack.tsx';

const meta = {
  title: 'Order / LogisticsTrack',
  component: LogisticsTrack,
  // Times in China time, so the pictures do not depend on the machine's zone.
  args: { company: '顺丰速运', trackingNo: 'SF1432880054512', state: 2, points: logisticsPoints, timeZone: 'Asia/Shanghai', onRetry: fn() },
  decorators: [(Story) => <div style={{ width: 720 }}><Story /></div>],
} satisfies Meta<typeof LogisticsTrack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In transit: the carrier, the number, the state, and the events newest first. */
export const InTransit: Story = {
  play: async ({ canvas }) => {
    const head = canvas.getByRole('region', { name: '物流信息' });
    await expect(within(head).getAllByRole('definition').map((el) => el.textContent)).toEqual(['顺丰速运', 'SF1432880054512', '运输中']);
    const events = within(canvas.getByRole('list', { name: '物流轨迹' })).getAllByRole('listitem');
    await expect(events).toHaveLength(4);
    await expect(events[0]).toHaveTextContent(/正在派件.*2025\/03\/12 14:41$/);
    await expect(events[3]).toHaveTextContent('2025/03/11 09:05');
  },
};

/** Picked up, one event. */
export const Collected: Story = {
  args: { state: 1, points: logisticsPoints.slice(3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已揽收')).toBeVisible();
  },
};

/** Signed for: the state in green. */
export const Signed: Story = {
  args: {
    state: 3,
    points: [{ time: new Date('2025-03-12T09:02:00Z'), status: '【深圳市】已签收，签收人：本人。感谢使用顺丰，期待再次为您服务' }, ...logisticsPoints],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已签收')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

/** A problem shipment: the state in the warning colour. */
export const Problem: Story = {
  args: { state: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('问题件')).toBeVisible();
  },
};

/** The carrier rejects the number. */
export const BadNumber: Story = {
  args: { state: -1, points: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('单号或快递公司有误')).toBeVisible();
  },
};

/** Shipped, but the carrier has no events yet. */
export const Empty: Story = {
  args: { state: 0, points: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无物流信息')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('暂无物流轨迹，请稍后再查看');
  },
};

export const Loading: Story = loadingStory('物流轨迹加载中', { points: undefined });

export const Error: Story = errorStory({ points: undefined });

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carrier')).toBeVisible();
    await expect(canvas.getByText('In transit')).toBeVisible();
    await expect(canvas.getByText('03/12/2025, 14:41')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { state: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Livré')).toBeVisible();
    await expect(canvas.getByText('N° de suivi')).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { state: 0, points: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('ยังไม่มีข้อมูลการขนส่ง');
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { state: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ຈັດສົ່ງຍາກ')).toBeVisible();
  },
};
