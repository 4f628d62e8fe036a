import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { approvedRecord, failedRecord, pendingRecord } from '../fixtures.ts';
import { ApplicationRecordCard } from './ApplicationRecordCard.tsx';

const meta = {
  title: 'Settlement / ApplicationRecordCard',
  component: ApplicationRecordCard,
  args: { record: pendingRecord, onEdit: fn(), onResubmit: fn(), timeZone: 'Asia/Shanghai' },
  decorators: [(Story) => <div style={{ width: 960 }}><Story /></div>],
} satisfies Meta<typeof ApplicationRecordCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for review: 审核中, 查看 and 修改, no 重新提交. */
export const Pending: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '悦享数码旗舰店' })).toBeVisible();
    await expect(canvas.getByText('审核中')).toBeVisible();
    await expect(canvas.getByText('2025/03/14 10:20')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '重新提交' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '修改' }));
    await expect(args.onEdit).toHaveBeenCalledWith(pendingRecord);
  },
};

/** Approved: 已通过, only 查看. */
export const Approved: Story = {
  args: { record: approvedRecord },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已通过')).toBeVisible();
    await expect(canvas.getByText('服饰鞋包 · 专营店')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '修改' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '重新提交' })).toBeNull();
  },
};

/** Failed audit: 审核未通过 with the reason; 修改 and 重新提交. */
export const Failed: Story = {
  args: { record: failedRecord },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('审核未通过')).toBeVisible();
    await expect(canvas.getByText('未通过原因：营业执照图片模糊，请重新上传清晰的食品经营许可证。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新提交' }));
    await expect(args.onResubmit).toHaveBeenCalledWith(failedRecord);
    await expect(canvas.getByRole('button', { name: '修改' })).toBeVisible();
  },
};

/** 查看 unfolds every field and the pictures, which open large; 收起 folds them. */
export const Viewed: Story = {
  play: async ({ canvas, canvasElement }) => {
    const view = canvas.getByRole('button', { name: '查看' });
    await expect(view).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(view);
    await expect(view).toHaveAttribute('aria-expanded', 'true');
    await expect(view).toHaveTextContent('收起');
    await expect(canvas.getByText('shop@example.com')).toBeVisible();
    await expect(canvas.getByText('5%')).toBeVisible();
    await expect(canvas.getByText('广东省深圳市南山区科技园 1 号')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '查看第 2 张资质图片（共 3 张）' }));
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '资质图片' })).toBeVisible();
  },
};

/** Failed, unfolded: fields left empty show a dash. */
export const FailedViewed: Story = {
  args: { record: failedRecord, defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByText('—').length).toBeGreaterThanOrEqual(2);
  },
};

/** Without callbacks (a read-only record): only 查看. */
export const ReadOnly: Story = {
  args: { record: failedRecord, onEdit: undefined, onResubmit: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { record: failedRecord },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed audit')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resubmit' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('En attente d’examen')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Modifier' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { record: approvedRecord },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ผ่านแล้ว')).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { record: failedRecord, defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ບໍ່ຜ່ານການກວດສອບ')).toBeVisible();
  },
};
