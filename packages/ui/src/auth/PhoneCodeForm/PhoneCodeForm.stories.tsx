import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { freezeClock, preloadFlags } from '../fixtures.ts';
import { PhoneCodeForm } from './PhoneCodeForm.tsx';

const meta = {
  title: 'Auth / PhoneCodeForm',
  component: PhoneCodeForm,
  args: { onSubmit: fn(), onSendCode: fn(async () => undefined) },
  loaders: [preloadFlags],
  // The countdown reads the clock: stopped, it shows 60 s in every screenshot.
  beforeEach: freezeClock,
  // The width of the sign-in dialog's form column.
  decorators: [(Story) => <div style={{ width: 396, padding: 20, background: '#fff' }}><Story /></div>],
} satisfies Meta<typeof PhoneCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Quick login: ask for a code, type it, Enter submits. */
export const SendAndSignIn: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('手机号'), '13800138000');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledWith({ countryCode: '86', phone: '13800138000' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '60 秒后重发' })).toBeVisible());
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.type(canvas.getByLabelText('验证码'), '123456{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ countryCode: '86', phone: '13800138000', captcha: '123456' }));
  },
};

/** Asking for a code without a number: emptyPhone, focus on the number, nothing sent. */
export const SendWithoutPhone: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(canvas.getByLabelText('手机号')).toHaveFocus());
    await expect(canvas.getByLabelText('手机号')).toHaveAccessibleDescription('国家/地区区号 +86 请输入手机号');
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeVisible();
    await expect(args.onSendCode).not.toHaveBeenCalled();
    // Only the number is judged: the code and the box are not touched yet.
    await expect(canvas.queryByText('请输入验证码')).toBeNull();
  },
};

/** Asking for a code with a number that is not a valid mobile number of the chosen country. */
export const SendWithInvalidPhone: Story = {
  args: { initialPhone: '1380013' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(canvas.getByText('请输入有效的手机号')).toBeVisible());
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

/** Submitting empty: emptyPhone, emptyCaptche and agreement. */
export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(canvas.getByText('请输入手机号')).toBeVisible());
    await expect(canvas.getByLabelText('验证码')).toHaveAccessibleDescription('请输入验证码');
    await expect(canvas.getByText('请勾选隐私协议')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A code that is not 6 digits: correctCaptche. */
export const BadCode: Story = {
  args: { initialPhone: '13800138000' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('验证码'), '12-34');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(canvas.getByLabelText('验证码')).toHaveAccessibleDescription('请输入 6 位数字验证码'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server refused to send: its message shows, no countdown starts. */
export const SendFailed: Story = {
  args: { initialPhone: '13800138000', onSendCode: fn(() => Promise.reject(new Error('发送过于频繁，请稍后再试'))) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('发送过于频繁，请稍后再试'));
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: '获取验证码' })).not.toHaveAttribute('aria-busy'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The sign-in refused: its message shows. */
export const Rejected: Story = {
  args: { initialPhone: '13800138000', onSubmit: fn(() => Promise.reject(new Error('验证码错误或已过期'))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('验证码'), '000000');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('验证码错误或已过期'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ຮັບລະຫັດຢືນຢັນ' }));
    await waitFor(() => expect(canvas.getByText('ກະລຸນາປ້ອນເບີໂທລະສັບ')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'ເຂົ້າສູ່ລະບົບ' }));
    await waitFor(() => expect(canvas.getByText('ກະລຸນາປ້ອນລະຫັດຢືນຢັນ')).toBeVisible());
    await expect(args.onSendCode).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
