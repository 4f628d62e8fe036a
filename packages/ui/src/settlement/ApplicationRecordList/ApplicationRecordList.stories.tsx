import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { approvedRecord, failedRecord, pendingRecord } from '../fixtures.ts';
import { ApplicationRecordList } from './ApplicationRecordList.tsx';

const meta = {
  title: 'Settlement / ApplicationRecordList',
  component: ApplicationRecordList,
  args: {
    records: [pendingRecord, failedRecord, approvedRecord],
    onApply: fn(),
    onEdit: fn(),
    onResubmit: fn(),
    onRetry: fn(),
    timeZone: 'Asia/Shanghai',
  },
  decorators: [(Story) => <div style={{ width: 960, background: '#f5f5f5', padding: 16 }}><Story /></div>],
} satisfies Meta<typeof ApplicationRecordList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One application in each status, newest first. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByText('审核中')).toBeVisible();
    await expect(canvas.getByText('审核未通过')).toBeVisible();
    await expect(canvas.getByText('已通过')).toBeVisible();
  },
};

/** None yet: "暂无申请记录，去申请吧" with 去申请 (spec §8). */
export const Empty: Story = {
  args: { records: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '暂无申请记录，去申请吧' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '去申请' }));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
  },
};

/** Loading: placeholder cards in a busy region. */
export const Loading: Story = {
  args: { records: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '申请记录加载中' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The load failed: the message with 重试. */
export const LoadFailed: Story = {
  args: { records: undefined, error: '网络异常，请稍后重试' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('网络异常，请稍后重试')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { records: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No application record, go apply' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Apply now' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Acceptée')).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { records: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'สมัครเลย' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ລໍຖ້າການກວດສອບ')).toBeVisible();
  },
};
