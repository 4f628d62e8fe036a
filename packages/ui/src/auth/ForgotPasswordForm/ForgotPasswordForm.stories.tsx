import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

const meta = {
  title: 'Auth / ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onNext: fn() },
  // The width of the sign-in dialog's form column.
  decorators: [(Story) => <div style={{ width: 396, padding: 20, background: '#fff' }}><Story /></div>],
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A valid email: 下一步 passes it on, trimmed. */
export const Next: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('邮箱'), ' shopper@mall.example ');
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(args.onNext).toHaveBeenCalledWith('shopper@mall.example'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Nothing typed: emailEmpty, and no next step. */
export const EmptyEmail: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(canvas.getByLabelText('邮箱')).toHaveAccessibleDescription('请输入邮箱'));
    await expect(args.onNext).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Not an address: correctEmail; Enter does not move on either. */
export const InvalidEmail: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('邮箱'), 'shopper.mall.example{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('请输入正确的邮箱'));
    await expect(args.onNext).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ถัดไป' }));
    await waitFor(() => expect(canvas.getByText('กรุณากรอกอีเมล')).toBeVisible());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
