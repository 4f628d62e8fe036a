import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { freezeClock, preloadFlags } from '../fixtures.ts';
import { RegisterForm } from './RegisterForm.tsx';

const meta = {
  title: 'Auth / RegisterForm',
  component: RegisterForm,
  args: {
    onRegisterPhone: fn(),
    onRegisterEmail: fn(),
    onSendPhoneCode: fn(async () => undefined),
    onSendEmailCode: fn(async () => undefined),
  },
  loaders: [preloadFlags],
  // The countdown reads the clock: stopped, it shows 60 s in every screenshot.
  beforeEach: freezeClock,
  // The width of the sign-in dialog's form column.
  decorators: [(Story) => <div style={{ width: 396, padding: 20, background: '#fff' }}><Story /></div>],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phone tab (the only tab): number, SMS code, password, agreement, 注册. */
export const Phone: Story = {
  play: async ({ canvas, args }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(1);
    await expect(tabs[0]).toHaveAccessibleName('手机号注册');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: '手机号注册' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('手机号'), '13800138000');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(args.onSendPhoneCode).toHaveBeenCalledWith({ countryCode: '86', phone: '13800138000' }));
    await userEvent.type(canvas.getByLabelText('验证码'), '123456');
    await userEvent.type(canvas.getByLabelText('密码'), 'secret123');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await waitFor(() =>
      expect(args.onRegisterPhone).toHaveBeenCalledWith({ countryCode: '86', phone: '13800138000', captcha: '123456', password: 'secret123' }),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** 使用邮箱注册 switches to the email mode (focus on the email); the code goes to the email; 注册 registers by email. */
export const EmailMode: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '使用邮箱注册' }));
    await expect(canvas.getByRole('heading', { name: '邮箱注册' })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.getByLabelText('邮箱')).toHaveFocus();
    await userEvent.type(canvas.getByLabelText('邮箱'), 'new@mall.example');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(args.onSendEmailCode).toHaveBeenCalledWith('new@mall.example'));
    await userEvent.type(canvas.getByLabelText('验证码'), '246810');
    await userEvent.type(canvas.getByLabelText('密码'), 'secret123');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.type(canvas.getByLabelText('密码'), '{Enter}');
    await waitFor(() =>
      expect(args.onRegisterEmail).toHaveBeenCalledWith({ email: 'new@mall.example', captcha: '246810', password: 'secret123' }),
    );
    await expect(args.onRegisterPhone).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** From the email mode, 使用手机号注册 goes back to the phone tab, focus on the number. */
export const BackToPhone: Story = {
  args: { initialMode: 'email' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '使用手机号注册' }));
    await expect(canvas.getByRole('tab', { name: '手机号注册' })).toBeVisible();
    await expect(canvas.getByLabelText('手机号')).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Submitting empty (phone): emptyPhone, emptyCaptche, emptyPassword, agreement. */
export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(canvas.getByText('请输入手机号')).toBeVisible());
    await expect(canvas.getByText('请输入验证码')).toBeVisible();
    await expect(canvas.getByText('请输入密码')).toBeVisible();
    await expect(canvas.getByText('请勾选隐私协议')).toBeVisible();
    await expect(args.onRegisterPhone).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** An emailed code needs a valid email: correctEmail, focus on the email, nothing sent. */
export const EmailCodeNeedsEmail: Story = {
  args: { initialMode: 'email' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('邮箱'), 'new@mall');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(canvas.getByLabelText('邮箱')).toHaveAccessibleDescription('请输入正确的邮箱'));
    await expect(canvas.getByLabelText('邮箱')).toHaveFocus();
    await expect(args.onSendEmailCode).not.toHaveBeenCalled();
  },
};

/** The server refused (the email is taken): its message shows. */
export const Rejected: Story = {
  args: { initialMode: 'email', onRegisterEmail: fn(() => Promise.reject(new Error('该邮箱已注册'))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('邮箱'), 'taken@mall.example');
    await userEvent.type(canvas.getByLabelText('验证码'), '246810');
    await userEvent.type(canvas.getByLabelText('密码'), 'secret123');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('该邮箱已注册'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Téléphone' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Créer le compte' }));
    await waitFor(() => expect(canvas.getByText('Veuillez saisir votre numéro de téléphone')).toBeVisible());
    await expect(canvas.getByText('Veuillez saisir le code de vérification')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
