import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignInDialog } from './SignInDialog.tsx';

const meta = {
  title: 'Auth / SignInDialog',
  component: SignInDialog,
  tags: ['screenshot-viewport'],
  args: { open: true, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof SignInDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: signing in submits the phone form; the close button calls `onClose`. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole('dialog', { name: '账号登录' }));
    await userEvent.type(dialog.getByLabelText('手机号'), '13800138000');
    await userEvent.type(dialog.getByLabelText('密码'), 'secret123');
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.click(dialog.getByRole('button', { name: '登录' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ countryCode: '86', phone: '13800138000', password: 'secret123' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    // Clean picture: blank form, no focus ring.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server's message after a failed sign-in. */
export const WithError: Story = {
  args: { error: '账号或密码错误，请重新输入' },
  play: async () => {
    const dialog = within(within(document.body).getByRole('dialog', { name: '账号登录' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('账号或密码错误，请重新输入');
  },
};

/** Closed: nothing shown. */
export const Closed: Story = {
  args: { open: false },
  tags: ['!screenshot-viewport'],
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
