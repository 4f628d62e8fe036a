import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { freezeClock } from '../../auth/fixtures.ts';
import { ChangeContactDialog } from './ChangeContactDialog.tsx';
import { docsInFrame } from '../../fixtures/docs.ts';

const meta = {
  title: 'Profile / ChangeContactDialog',
  parameters: { docs: docsInFrame },
  component: ChangeContactDialog,
  // A modal dialog leaves the story box: picture the whole viewport.
  tags: ['screenshot-viewport'],
  args: {
    open: true,
    kind: 'phone',
    current: '+86 138****5678',
    onSendCode: fn(async () => undefined),
    onSubmit: fn(),
    onClose: fn(),
  },
  // The countdown reads the clock: stopped, it shows 60 s in every screenshot.
  beforeEach: freezeClock,
} satisfies Meta<typeof ChangeContactDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function dialogOf(canvasElement: HTMLElement, name?: string) {
  return within(within(canvasElement.ownerDocument.body).getByRole('dialog', name ? { name } : {}));
}

/** The new phone, its code (60 s countdown), 确认; then the done step and 完成. */
export const ChangePhone: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement, '修改手机号');
    await expect(dialog.getByText(/当前：\+86 138\*\*\*\*5678/)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: '手机号' }), '13912345678');
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledWith({ kind: 'phone', countryCode: '86', phone: '13912345678' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: '60 秒后重发' })).toBeVisible());
    await userEvent.type(dialog.getByLabelText('验证码'), '123456');
    await userEvent.click(dialog.getByRole('button', { name: '确认' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ kind: 'phone', countryCode: '86', phone: '13912345678', captcha: '123456' }),
    );
    await expect(await dialog.findByRole('status')).toHaveTextContent('手机号已更新');
    await userEvent.click(dialog.getByRole('button', { name: '完成' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The new email and its code. */
export const ChangeEmail: Story = {
  args: { kind: 'email', current: 'x***@example.com' },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement, '修改邮箱');
    await userEvent.type(dialog.getByLabelText('新邮箱'), ' new@example.com ');
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledWith({ kind: 'email', email: 'new@example.com' }));
    await userEvent.type(dialog.getByLabelText('验证码'), '654321{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ kind: 'email', email: 'new@example.com', captcha: '654321' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent('邮箱已更新');
  },
};

/** None bound yet: the title reads 绑定手机号 and no current one is shown. */
export const BindPhone: Story = {
  args: { current: '' },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement, '绑定手机号');
    await expect(dialog.queryByText(/当前/)).toBeNull();
  },
};

/** The send-code button checks the phone first and sends nothing while it is missing or wrong. */
export const PhoneCheckedBeforeSending: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    const phone = dialog.getByRole('textbox', { name: '手机号' });
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/请输入手机号/));
    await userEvent.type(phone, '12345');
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/请输入有效的手机号/));
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

/** 确认 with nothing filled in: each field says what it needs (spec §5). */
export const ValidationErrors: Story = {
  args: { kind: 'email', current: 'x***@example.com' },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(dialog.getByLabelText('新邮箱')).toHaveAccessibleDescription('请输入邮箱'));
    await expect(dialog.getByLabelText('验证码')).toHaveAccessibleDescription('请输入验证码');
    await userEvent.type(dialog.getByLabelText('新邮箱'), 'new@example');
    await userEvent.type(dialog.getByLabelText('验证码'), '12-34');
    await userEvent.click(dialog.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(dialog.getByLabelText('新邮箱')).toHaveAccessibleDescription('请输入正确的邮箱'));
    await expect(dialog.getByLabelText('验证码')).toHaveAccessibleDescription('请输入 6 位数字验证码');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the code or the phone: its message; the form stays. */
export const Rejected: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('该手机号已被其他账号使用'))) },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: '手机号' }), '13912345678');
    await userEvent.type(dialog.getByLabelText('验证码'), '123456{Enter}');
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('该手机号已被其他账号使用'));
    await expect(dialog.getByRole('button', { name: '确认' })).toBeVisible();
  },
};

/** The code could not be sent: the message, and no countdown. */
export const SendRejected: Story = {
  args: { onSendCode: fn(() => Promise.reject(new Error('请 60 秒后再获取验证码'))) },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: '手机号' }), '13912345678');
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('请 60 秒后再获取验证码'));
    await expect(dialog.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  },
};

export const English: Story = {
  play: async ({ canvasElement }) => {
    await expect(dialogOf(canvasElement, 'Change phone number').getByText(/Current: \+86/)).toBeVisible();
  },
  globals: { locale: 'en' },
};

export const French: Story = {
  args: { kind: 'email', current: 'x***@example.com' },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(dialogOf(canvasElement, 'Modifier l’e-mail').getByLabelText('Nouvel e-mail')).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    await expect(dialogOf(canvasElement, 'เปลี่ยนหมายเลขโทรศัพท์').getByRole('button', { name: 'ยืนยัน' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvasElement }) => {
    await expect(dialogOf(canvasElement, 'ປ່ຽນເບີໂທລະສັບ').getByRole('button', { name: 'ຢືນຢັນ' })).toBeVisible();
  },
};
