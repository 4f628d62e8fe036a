import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { freezeClock } from '../fixtures.ts';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

const meta = {
  title: 'Auth / ResetPasswordForm',
  component: ResetPasswordForm,
  args: { email: 'shopper@mall.example', onSendCode: fn(async () => undefined), onSubmit: fn() },
  // The countdown reads the clock: stopped, it shows 60 s in every screenshot.
  beforeEach: freezeClock,
  // The width of the sign-in dialog's form column.
  decorators: [(Story) => <div style={{ width: 396, padding: 20, background: '#fff' }}><Story /></div>],
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Send the code to the email, fill in code and new password twice, reset. */
export const Reset: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('验证码将发送至 shopper@mall.example')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledWith('shopper@mall.example'));
    await waitFor(() => expect(canvas.getByRole('button', { name: '60 秒后重发' })).toBeVisible());
    await userEvent.type(canvas.getByLabelText('验证码'), '654321');
    await userEvent.type(canvas.getByLabelText('新密码'), 'n3w-secret');
    await userEvent.type(canvas.getByLabelText('确认新密码'), 'n3w-secret{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'shopper@mall.example',
        captcha: '654321',
        newPassword: 'n3w-secret',
        passwordAgain: 'n3w-secret',
      }),
    );
  },
};

/** Each is required (spec §5 Reset): emptyCaptche, emptyPassword, againPassword. */
export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '确认重置' }));
    await waitFor(() => expect(canvas.getByLabelText('验证码')).toHaveAccessibleDescription('请输入验证码'));
    await expect(canvas.getByLabelText('新密码')).toHaveAccessibleDescription('请输入密码');
    await expect(canvas.getByLabelText('确认新密码')).toHaveAccessibleDescription('请再次输入密码');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The repeat differs: diffPassword. */
export const DifferentPasswords: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('验证码'), '654321');
    await userEvent.type(canvas.getByLabelText('新密码'), 'n3w-secret');
    await userEvent.type(canvas.getByLabelText('确认新密码'), 'n3w-secreT{Enter}');
    await waitFor(() => expect(canvas.getByLabelText('确认新密码')).toHaveAccessibleDescription('两次输入的密码不一致'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server refused the code: its message shows. */
export const Rejected: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('验证码错误或已过期'))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('验证码'), '000000');
    await userEvent.type(canvas.getByLabelText('新密码'), 'n3w-secret');
    await userEvent.type(canvas.getByLabelText('确认新密码'), 'n3w-secret{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('验证码错误或已过期'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A caller passed an invalid email: the send-code button says so and sends nothing. */
export const InvalidEmail: Story = {
  args: { email: 'shopper' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('请输入正确的邮箱'));
    await expect(args.onSendCode).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The code will be sent to shopper@mall.example')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New password'), 'n3w-secret');
    await userEvent.type(canvas.getByLabelText('Confirm the new password'), 'other{Enter}');
    await waitFor(() => expect(canvas.getByText('The passwords do not match')).toBeVisible());
    await expect(canvas.getByText('Please enter the verification code')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
