import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { preloadFlags } from '../fixtures.ts';
import { GuestForm } from './GuestForm.tsx';

const meta = {
  title: 'Auth / GuestForm',
  component: GuestForm,
  args: { onSubmit: fn() },
  loaders: [preloadFlags],
  // The width of the sign-in dialog's form column.
  decorators: [(Story) => <div style={{ width: 396, padding: 20, background: '#fff' }}><Story /></div>],
} satisfies Meta<typeof GuestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Email, phone and the agreement; Enter continues as a guest. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('邮箱'), 'guest@mall.example');
    await userEvent.type(canvas.getByLabelText('手机号'), '138 0013 8000');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.type(canvas.getByLabelText('手机号'), '{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ email: 'guest@mall.example', countryCode: '86', phone: '13800138000' }),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The phone is not checked (spec §5): a short number, or none, goes through as typed (digits only). */
export const PhoneNotChecked: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('邮箱'), 'guest@mall.example');
    await userEvent.type(canvas.getByLabelText('手机号'), '12-34');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '以游客身份继续' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'guest@mall.example', countryCode: '86', phone: '1234' }));
    await expect(canvas.getByLabelText('手机号')).not.toHaveAttribute('aria-invalid');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Submitting empty: emailEmpty and agreement; nothing about the phone. */
export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '以游客身份继续' }));
    await waitFor(() => expect(canvas.getByLabelText('邮箱')).toHaveAccessibleDescription('请输入邮箱'));
    await expect(canvas.getByText('请勾选隐私协议')).toBeVisible();
    await expect(canvas.queryByText('请输入手机号')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The email must be valid: correctEmail. */
export const InvalidEmail: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('邮箱'), 'guest@');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '以游客身份继续' }));
    await waitFor(() => expect(canvas.getByText('请输入正确的邮箱')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server refused: its message shows. */
export const Rejected: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('游客购买暂未开放'))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('邮箱'), 'guest@mall.example');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '以游客身份继续' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('游客购买暂未开放'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ดำเนินการต่อแบบผู้เยี่ยมชม' }));
    await waitFor(() => expect(canvas.getByText('กรุณากรอกอีเมล')).toBeVisible());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
