import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { afterRepeatGuard, pending, preloadFlags } from '../fixtures.ts';
import { PhonePasswordForm } from './PhonePasswordForm.tsx';

const meta = {
  title: 'Auth / PhonePasswordForm',
  component: PhonePasswordForm,
  args: { onSubmit: fn() },
  loaders: [preloadFlags],
  // The width of the sign-in dialog's form column.
  decorators: [(Story) => <div style={{ width: 396, padding: 20, background: '#fff' }}><Story /></div>],
} satisfies Meta<typeof PhonePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; filling in and pressing Enter submits the dial code and the national number. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const phone = canvas.getByLabelText('手机号');
    await expect(phone).toHaveAccessibleDescription('国家/地区区号 +86');
    await expect(canvas.getByRole('button', { name: '国家/地区区号：中国 +86' })).toBeVisible();
    await userEvent.type(phone, ' 138 0013 8000 ');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.type(canvas.getByLabelText('密码'), 'secret123{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ countryCode: '86', phone: '13800138000', password: 'secret123' }),
    );
  },
};

/** A known phone number; the agreement link opens the privacy agreement in a new tab. */
export const Filled: Story = {
  args: { initialPhone: '13912345678' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('手机号')).toHaveValue('13912345678');
    const link = canvas.getByRole('link', { name: '《隐私协议》' });
    await expect(link).toHaveAttribute('href', '/middlewares/privacy_agreement');
    await expect(link).toHaveAttribute('target', '_blank');
    await userEvent.type(canvas.getByLabelText('密码'), 'p@ssw0rd');
    await userEvent.click(canvas.getByRole('checkbox', { name: '我已阅读并同意《隐私协议》' }));
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ countryCode: '86', phone: '13912345678', password: 'p@ssw0rd' }),
    );
  },
};

/** Submitting an empty form shows the spec's messages (emptyPhone, emptyPassword, agreement) and submits nothing. */
export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(canvas.getByText('请输入手机号')).toBeVisible());
    await expect(canvas.getByText('请输入密码')).toBeVisible();
    await expect(canvas.getByText('请勾选隐私协议')).toBeVisible();
    await expect(canvas.getByLabelText('手机号')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('手机号')).toHaveAccessibleDescription('国家/地区区号 +86 请输入手机号');
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('请勾选隐私协议');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A number that is not a mobile number of the chosen country. */
export const InvalidPhone: Story = {
  args: { initialPhone: '12345678901' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('密码'), 'secret123');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(canvas.getByLabelText('手机号')).toHaveAccessibleDescription('国家/地区区号 +86 请输入有效的手机号'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Only the agreement is missing. */
export const AgreementMissing: Story = {
  args: { initialPhone: '13800138000' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('密码'), 'secret123{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('请勾选隐私协议'));
    await expect(canvas.queryByText('请输入手机号')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A message of the owner's (`error`). */
export const ServerError: Story = {
  args: { initialPhone: '13800138000', error: '账号或密码错误' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('账号或密码错误');
  },
};

/** `onSubmit` rejected with an Error: its message shows in the error box and the form stays. */
export const Rejected: Story = {
  args: { initialPhone: '13800138000', onSubmit: fn(() => Promise.reject(new Error('账号或密码错误，请重新输入'))) },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('密码'), 'wrong-password');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('账号或密码错误，请重新输入'));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByLabelText('手机号')).toHaveValue('13800138000');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** While `onSubmit` runs the button spins and further presses are ignored. */
export const Submitting: Story = {
  args: { initialPhone: '13800138000', onSubmit: fn(pending) },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('密码'), 'secret123');
    await userEvent.click(canvas.getByRole('checkbox'));
    const button = canvas.getByRole('button', { name: '登录' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await afterRepeatGuard();
    await userEvent.click(button);
    await userEvent.type(canvas.getByLabelText('密码'), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Keep the focus ring out of the screenshot.
    button.blur();
  },
};

/** A double click signs in once (500 ms guard, spec §5), even when the first call has already answered. */
export const DoubleClick: Story = {
  args: { initialPhone: '13800138000' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('密码'), 'secret123');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.dblClick(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await afterRepeatGuard();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Another starting dial code, given as `+66`: the picker shows Thailand and the number is checked as Thai. */
export const OtherCountryCode: Story = {
  args: { countryCode: '+66', initialPhone: '081 234 5678' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '国家/地区区号：泰国 +66' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('密码'), 'secret123');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ countryCode: '66', phone: '812345678', password: 'secret123' }));
  },
};

/** Choosing another country in the picker changes the dial code sent and the format checked. */
export const ChooseCountry: Story = {
  args: { initialPhone: '0612345678' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('密码'), 'secret123');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    // Not a Chinese mobile number.
    await waitFor(() => expect(canvas.getByText('请输入有效的手机号')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: '国家/地区区号：中国 +86' }));
    const panel = within(canvas.getByRole('dialog', { name: '选择国家/地区' }));
    await userEvent.type(panel.getByRole('combobox', { name: '搜索国家/地区' }), '法国{Enter}');
    await expect(canvas.getByRole('button', { name: '国家/地区区号：法国 +33' })).toHaveFocus();
    await waitFor(() => expect(canvas.queryByText('请输入有效的手机号')).toBeNull());
    await expect(canvas.getByLabelText('手机号')).toHaveAccessibleDescription('国家/地区区号 +33');
    // The button ignores presses within 500 ms of the last one (spec §5).
    await afterRepeatGuard();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ countryCode: '33', phone: '612345678', password: 'secret123' }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(canvas.getByText('Please enter your phone number')).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Privacy Agreement' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { error: 'บัญชีหรือรหัสผ่านไม่ถูกต้อง' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(canvas.getByText('กรุณากรอกหมายเลขโทรศัพท์')).toBeVisible());
    await expect(canvas.getByText('กรุณายอมรับข้อตกลงความเป็นส่วนตัว')).toBeVisible();
  },
};
