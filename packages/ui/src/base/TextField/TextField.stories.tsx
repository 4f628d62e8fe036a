import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Base / TextField',
  component: TextField,
  args: { label: '手机号', placeholder: '请输入手机号', name: 'phone' },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('手机号');
    await userEvent.type(input, '13800138000');
    await expect(input).toHaveValue('13800138000');
  },
};

export const Filled: Story = { args: { defaultValue: '13800138000' } };

export const WithHint: Story = { args: { hint: '用于接收订单通知' } };

export const WithError: Story = {
  args: { defaultValue: '138', error: '请输入正确的手机号' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('手机号');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请输入正确的手机号');
  },
};

export const WithPrefix: Story = { args: { prefix: <span>+86</span> } };

export const Disabled: Story = { args: { disabled: true, defaultValue: '13800138000' } };

/** A label screen readers still read when the design shows none (e.g. a search box). */
export const HiddenLabel: Story = {
  args: { hideLabel: true, placeholder: '搜索' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '手机号' });
    await expect(input).toBeVisible();
    await expect(canvas.getByText('手机号').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
