import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { controlled } from '../../fixtures/controlled.ts';
import { reviewConfig } from '../fixtures.ts';
import { ReviewFilter } from './ReviewFilter.tsx';

const meta = {
  title: 'Review / ReviewFilter',
  component: ReviewFilter,
  args: { value: 0, onChange: fn(), counts: reviewConfig },
  render: controlled(ReviewFilter, 'value', 'onChange'),
} satisfies Meta<typeof ReviewFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 全部 chosen; each filter shows its count. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: '按评分筛选评价' });
    await expect(group.children).toHaveLength(4);
    await expect(canvas.getByRole('radio', { name: '全部（1,286）' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('radio', { name: '差评（21）' })).toHaveAttribute('aria-checked', 'false');
  },
};

/** Clicking 差评 asks for type 3 and marks it chosen. */
export const ChooseBad: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /差评/ }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByRole('radio', { name: /差评/ })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('radio', { name: /全部/ })).toHaveAttribute('aria-checked', 'false');
    // Pressing the chosen filter again asks for nothing.
    await userEvent.click(canvas.getByRole('radio', { name: /差评/ }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** One tab stop; arrow keys, Home and End move and choose, wrapping around. */
export const Keyboard: Story = {
  args: { value: 1 },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /好评/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('radio', { name: /中评/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByRole('radio', { name: /全部/ })).toHaveFocus();
    await userEvent.tab();
    await expect(document.activeElement).toBe(document.body);
  },
};

/** Counts still loading: names only. */
export const WithoutCounts: Story = {
  args: { counts: undefined, value: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '中评' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Negative (21)' }));
    await expect(args.onChange).toHaveBeenCalledWith(3);
  },
};
