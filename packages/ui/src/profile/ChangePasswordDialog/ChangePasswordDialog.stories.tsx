import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { freezeClock } from '../../auth/fixtures.ts';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { docsInFrame } from '../../fixtures/docs.ts';

const meta = {
  title: 'Profile / ChangePasswordDialog',
  parameters: { docs: docsInFrame },
  component: ChangePasswordDialog,
  // A modal dialog leaves the story box: picture the whole viewport.
  tags: ['screenshot-viewport'],
  args: {
    open: true,
    codeTarget: { kind: 'phone', masked: '+86 138****5678' },
    onSendCode: fn(async () => undefined),
    onSubmit: fn(),
    onClose: fn(),
  },
  // The countdown reads the clock: stopped, it shows 60 s in every screenshot.
  beforeEach: freezeClock,
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function dialogOf(canvasElement: HTMLElement, name = '修改密码') {
  return within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name }));
}

async function fillNew(dialog: ReturnType<typeof dialogOf>, again = 'n3w-secret') {
  await userEvent.type(dialog.getByLabelText('新密码'), 'n3w-secret');
  await userEvent.type(dialog.getByLabelText('确认新密码'), again);
}

/** With the current password; the rule is told under the new one; then the done step. */
export const ByCurrentPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('tab', { name: '原密码验证' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByLabelText('新密码')).toHaveAccessibleDescription('8–20 位，至少包含字母、数字、符号中的两种');
    await userEvent.type(dialog.getByLabelText('原密码'), 'old-pass1');
    await fillNew(dialog);
    await userEvent.click(dialog.getByRole('button', { name: '确认修改' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ way: 'password', currentPassword: 'old-pass1', newPassword: 'n3w-secret', passwordAgain: 'n3w-secret' }),
    );
    await expect(await dialog.findByRole('status')).toHaveTextContent('密码已修改，下次登录请使用新密码');
    await userEvent.click(dialog.getByRole('button', { name: '完成' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** With a code to the bound phone (60 s countdown). */
export const ByCode: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('tab', { name: '验证码验证' }));
    await expect(dialog.getByText('验证码将发送至 +86 138****5678')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(dialog.getByRole('button', { name: '60 秒后重发' })).toBeVisible());
    await userEvent.type(dialog.getByLabelText('验证码'), '123456');
    await fillNew(dialog);
    await userEvent.click(dialog.getByRole('button', { name: '确认修改' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ way: 'code', captcha: '123456', newPassword: 'n3w-secret', passwordAgain: 'n3w-secret' }),
    );
  },
};

/** Nothing filled in: the current password, emptyPassword, againPassword (spec §5). */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(dialog.getByLabelText('原密码')).toHaveAccessibleDescription('请输入原密码'));
    await expect(dialog.getByLabelText('新密码')).toHaveAccessibleDescription(/请输入密码/);
    await expect(dialog.getByLabelText('确认新密码')).toHaveAccessibleDescription('请再次输入密码');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The repeat differs: diffPassword (spec §5). */
export const DifferentPasswords: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText('原密码'), 'old-pass1');
    await fillNew(dialog, 'n3w-secreT{Enter}');
    await waitFor(() => expect(dialog.getByLabelText('确认新密码')).toHaveAccessibleDescription('两次输入的密码不一致'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused (a wrong current password, or a new one its rule refuses): its message, the form stays. */
export const Rejected: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('原密码错误'))) },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText('原密码'), 'wrong-pass1');
    await fillNew(dialog, 'n3w-secret{Enter}');
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('原密码错误'));
  },
};

/** No phone or email bound: the code way says so and cannot be submitted. */
export const NoContactForCode: Story = {
  args: { codeTarget: null },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('tab', { name: '验证码验证' }));
    await expect(dialog.getByText('绑定手机号或邮箱后，可用验证码修改密码')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '确认修改' })).toBeDisabled();
  },
};

/** An account without a password (third-party sign-in) can only use a code, to its email here. */
export const NoPasswordYet: Story = {
  args: { hasPassword: false, codeTarget: { kind: 'email', masked: 'x***@example.com' } },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.queryByRole('tab')).toBeNull();
    await expect(dialog.getByText('验证码将发送至 x***@example.com')).toBeVisible();
    await expect(dialog.queryByLabelText('原密码')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement, 'Change password');
    await expect(dialog.getByRole('tab', { name: 'Verification code' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(dialogOf(canvasElement, 'Modifier le mot de passe').getByLabelText('Mot de passe actuel', { selector: 'input' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    await expect(dialogOf(canvasElement, 'เปลี่ยนรหัสผ่าน').getByRole('tab', { name: 'รหัสยืนยัน' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvasElement }) => {
    await expect(dialogOf(canvasElement, 'ປ່ຽນລະຫັດຜ່ານ').getByRole('tab', { name: 'ລະຫັດຢືນຢັນ' })).toBeVisible();
  },
};
