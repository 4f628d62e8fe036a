import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PhonePasswordForm } from './PhonePasswordForm.tsx';

const meta = {
  title: 'Auth / PhonePasswordForm',
  component: PhonePasswordForm,
  args: { onSubmit: fn() },
  // The width of the sign-in dialog's body.
  decorators: [(Story) => <div style={{ width: 380, padding: 20, background: '#fff' }}><Story /></div>],
} satisfies Meta<typeof PhonePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; filling in and pressing Enter submits. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const phone = canvas.getByLabelText('手机号');
    await expect(phone).toHaveAccessibleDescription('国家/地区区号 +86');
    await userEvent.type(phone, ' 13800138000 ');
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

/** Submitting an empty form shows the spec's messages and submits nothing. */
export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(canvas.getByText('请输入手机号')).toBeVisible());
    await expect(canvas.getByText('请输入密码')).toBeVisible();
    await expect(canvas.getByText('请勾选隐私协议')).toBeVisible();
    await expect(canvas.getByLabelText('手机号')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('请勾选隐私协议');
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

/** The server refused the sign-in. */
export const ServerError: Story = {
  args: { initialPhone: '13800138000', error: '账号或密码错误' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('账号或密码错误');
  },
};

/** While `onSubmit` runs the button spins and further presses are ignored. */
export const Submitting: Story = {
  args: { initialPhone: '13800138000', onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('密码'), 'secret123');
    await userEvent.click(canvas.getByRole('checkbox'));
    const button = canvas.getByRole('button', { name: '登录' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    await userEvent.click(button);
    await userEvent.type(canvas.getByLabelText('密码'), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Keep the focus ring out of the screenshot.
    button.blur();
  },
};

/** Another dial code, given as `+66`. */
export const OtherCountryCode: Story = {
  args: { countryCode: '+66', initialPhone: '812345678' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('+66')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('密码'), 'secret123');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ countryCode: '66', phone: '812345678', password: 'secret123' }));
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
