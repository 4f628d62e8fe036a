import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { controlled } from '../../fixtures/controlled.ts';
import { PointsToggle } from './PointsToggle.tsx';

const meta = {
  title: 'Points / PointsToggle',
  component: PointsToggle,
  args: { available: 1280, used: 500, deduction: 500, checked: false, onChange: fn() },
  // The main column of the confirm page.
  decorators: [(Story) => <div style={{ width: 720 }}><Story /></div>],
} satisfies Meta<typeof PointsToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: the usable points; ticking reports `true`. */
export const Off: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: '使用积分抵扣' });
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleDescription('可用积分 1,280');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** On: what is used and saved; unticking reports `false`. */
export const On: Story = {
  args: { checked: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('使用 500 积分，抵扣 ￥5.00');
    await userEvent.click(canvas.getByRole('checkbox', { name: '使用积分抵扣' }));
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

/** With state: the saving shows and hides as the box is ticked. */
export const Toggling: Story = {
  render: controlled(PointsToggle, 'checked', 'onChange'),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: '使用积分抵扣' });
    await userEvent.click(box);
    await expect(canvas.getByRole('status')).toHaveTextContent('使用 500 积分');
    await userEvent.click(box);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** No points: off, and says why. */
export const NoPoints: Story = {
  args: { available: 0, used: 0, deduction: 0 },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: '使用积分抵扣' });
    await expect(box).toBeDisabled();
    await expect(box).toHaveAccessibleDescription('可用积分 0 暂无可用积分');
    await userEvent.click(box);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Fewer points than the order's minimum. */
export const BelowMinimum: Story = {
  args: { available: 60, used: 0, deduction: 0, disabled: true, disabledReason: 'belowMinimum' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '使用积分抵扣' })).toBeDisabled();
    await expect(canvas.getByText('积分未达到最低使用数量，暂不可用')).toBeVisible();
  },
};

/** Re-pricing: the box is off for a moment, the choice kept. */
export const Recomputing: Story = {
  args: { checked: true, disabled: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: '使用积分抵扣' });
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { checked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Use points' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('500 points used, ￥5.00 off');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { available: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Vous n’avez aucun point à utiliser')).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'ใช้คะแนนเป็นส่วนลด' })).not.toBeChecked();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { checked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('ໃຊ້ 500 ຄະແນນ');
  },
};
