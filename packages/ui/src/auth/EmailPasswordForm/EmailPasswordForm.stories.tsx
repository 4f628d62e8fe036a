import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { afterRepeatGuard } from '../fixtures.ts';
import { EmailPasswordForm } from './EmailPasswordForm.tsx';

const meta = {
  title: 'Auth / EmailPasswordForm',
  component: EmailPasswordForm,
  args: { onSubmit: fn() },
  // The width of the sign-in dialog's form column.
  decorators: [(Story) => <div style={{ width: 396, padding: 20, background: '#fff' }}><Story /></div>],
} satisfies Meta<typeof EmailPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; filling in and pressing Enter submits the trimmed email and the password. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('邮箱'), ' shopper@mall.example ');
    await userEvent.click(canvas.getByRole('checkbox', { name: '我已阅读并同意《隐私协议》' }));
    await userEvent.type(canvas.getByLabelText('密码'), 'secret123{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'shopper@mall.example', password: 'secret123' }));
  },
};

/** Submitting an empty form: emailEmpty, emptyPassword and agreement, each under its field. */
export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(canvas.getByLabelText('邮箱')).toHaveAccessibleDescription('请输入邮箱'));
    await expect(canvas.getByLabelText('密码')).toHaveAccessibleDescription('请输入密码');
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('请勾选隐私协议');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An address without a domain: correctEmail, shown when the field is left. */
export const InvalidEmail: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('邮箱'), 'shopper@mall');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByLabelText('邮箱')).toHaveAccessibleDescription('请输入正确的邮箱'));
    await expect(canvas.getByLabelText('邮箱')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** After a password reset: the email is filled in and a notice says so. */
export const AfterReset: Story = {
  args: { initialEmail: 'shopper@mall.example', notice: '密码已重置，请使用新密码登录' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('密码已重置，请使用新密码登录');
    await expect(canvas.getByLabelText('邮箱')).toHaveValue('shopper@mall.example');
  },
};

/** `onSubmit` rejected: the server's message shows and the form stays filled. */
export const Rejected: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('邮箱或密码错误'))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('邮箱'), 'shopper@mall.example');
    await userEvent.type(canvas.getByLabelText('密码'), 'wrong');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('邮箱或密码错误'));
    await expect(canvas.getByLabelText('邮箱')).toHaveValue('shopper@mall.example');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A rejection that is not an Error: a general message. */
export const RejectedWithoutMessage: Story = {
  args: { onSubmit: fn(() => Promise.reject('offline')) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('邮箱'), 'shopper@mall.example');
    await userEvent.type(canvas.getByLabelText('密码'), 'secret123');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('操作失败，请稍后重试'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A double click signs in once (500 ms guard, spec §5). */
export const DoubleClick: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('邮箱'), 'shopper@mall.example');
    await userEvent.type(canvas.getByLabelText('密码'), 'secret123');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.dblClick(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await afterRepeatGuard();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Adresse e-mail'), 'client@boutique');
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(canvas.getByText('Veuillez saisir une adresse e-mail valide')).toBeVisible());
    await expect(canvas.getByText('Veuillez saisir votre mot de passe')).toBeVisible();
    await expect(canvas.getByText('Veuillez accepter la politique de confidentialité')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
