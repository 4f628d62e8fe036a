import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../base/Button/Button.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { afterRepeatGuard, allMethods, freezeClock, loginPicture, noMethods, pending, preloadFlags, preloadForms, qrUrl, qrWaiting, signInActions } from '../fixtures.ts';
import en from '../intl/en.ts';
import fr from '../intl/fr.ts';
import lao from '../intl/lao.ts';
import th from '../intl/th.ts';
import zhCN from '../intl/zh-CN.ts';
import { SignInDialog, type SignInDialogProps } from './SignInDialog.tsx';
import type { SignInView } from './signInTypes.ts';
import { VIEW_TITLES } from './signInViews.ts';
import { docsInFrame } from '../../fixtures/docs.ts';

const meta = {
  title: 'Auth / SignInDialog',
  parameters: { docs: docsInFrame },
  component: SignInDialog,
  tags: ['screenshot-viewport'],
  args: {
    open: true,
    onClose: fn(),
    actions: signInActions(),
    methods: allMethods,
    showGuest: true,
    loginPicture,
    qr: qrWaiting,
  },
  loaders: [preloadFlags, preloadForms],
  // The send-code countdown reads the clock: stopped, it shows 60 s in every screenshot.
  beforeEach: freezeClock,
} satisfies Meta<typeof SignInDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, found by its title (its accessible name). */
function dialogNamed(name: string) {
  return within(within(document.body).getByRole('dialog', { name }));
}

/** Waits until the dialog's title is `name`, then returns the dialog. */
async function viewNamed(name: string) {
  await waitFor(() => expect(within(document.body).getByRole('dialog', { name })).toBeVisible());
  return dialogNamed(name);
}

/** Keeps the focus ring out of the picture. */
function blurFocus() {
  (document.activeElement as HTMLElement | null)?.blur();
}

/** The actions with one replaced. */
function actionsWith(overrides: Partial<SignInDialogProps['actions']>): SignInDialogProps['actions'] {
  return { ...signInActions(), ...overrides };
}

/** The dialog as the app holds it: an opener, `open` in state, closed by `onClose`. */
function WithOpener(args: SignInDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开登录窗口</Button>
      <SignInDialog
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

// ---- Views ----------------------------------------------------------------

/** View 1, the default: phone + password. Enter submits; the close button calls `onClose`. */
export const PhonePassword: Story = {
  play: async ({ args }) => {
    const dialog = dialogNamed('账号登录');
    await expect(dialog.getByRole('tab', { name: '手机号登录' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tabpanel', { name: '手机号登录' })).toBeVisible();
    await userEvent.type(dialog.getByLabelText('手机号'), '13800138000');
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.type(dialog.getByLabelText('密码'), 'secret123{Enter}');
    await waitFor(() =>
      expect(args.actions.onPhonePassword).toHaveBeenCalledWith({ countryCode: '86', phone: '13800138000', password: 'secret123' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    blurFocus();
  },
};

/** View 2 (email + password) as the initial view; Enter submits. */
export const EmailPassword: Story = {
  args: { initialView: 'emailPassword' },
  play: async ({ args }) => {
    const dialog = dialogNamed('邮箱登录');
    await expect(dialog.getByRole('tab', { name: '邮箱登录' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(dialog.getByLabelText('邮箱'), 'shopper@mall.example');
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.type(dialog.getByLabelText('密码'), 'secret123{Enter}');
    await waitFor(() => expect(args.actions.onEmailPassword).toHaveBeenCalledWith({ email: 'shopper@mall.example', password: 'secret123' }));
    blurFocus();
  },
};

/** View 3 (quick login): the code is sent for the number, Enter signs in. */
export const PhoneCode: Story = {
  args: { initialView: 'phoneCode' },
  play: async ({ args }) => {
    const dialog = dialogNamed('快捷登录');
    await expect(dialog.getByRole('tab', { name: '手机号登录' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(dialog.getByLabelText('手机号'), '13800138000');
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(args.actions.onSendPhoneCode).toHaveBeenCalledWith({ countryCode: '86', phone: '13800138000' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: '60 秒后重发' })).toBeVisible());
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.type(dialog.getByLabelText('验证码'), '123456{Enter}');
    await waitFor(() =>
      expect(args.actions.onPhoneCode).toHaveBeenCalledWith({ countryCode: '86', phone: '13800138000', captcha: '123456' }),
    );
    blurFocus();
  },
};

/** View 4 (forgot password) as the initial view. */
export const ForgotPassword: Story = {
  args: { initialView: 'forgotPassword' },
  play: async () => {
    const dialog = dialogNamed('找回密码');
    await expect(dialog.getByLabelText('邮箱')).toHaveValue('');
    await expect(dialog.getByRole('button', { name: '下一步' })).toBeVisible();
  },
};

/** View 5 (reset), reached from 4: the code goes to the email with purpose 'reset'. */
export const ResetPassword: Story = {
  args: { initialView: 'forgotPassword' },
  play: async ({ args }) => {
    const forgot = dialogNamed('找回密码');
    await userEvent.type(forgot.getByLabelText('邮箱'), 'shopper@mall.example{Enter}');
    const dialog = await viewNamed('重置密码');
    await expect(dialog.getByText('验证码将发送至 shopper@mall.example')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(args.actions.onSendEmailCode).toHaveBeenCalledWith('shopper@mall.example', 'reset'));
    await waitFor(() => expect(dialog.getByRole('button', { name: '60 秒后重发' })).toBeVisible());
    blurFocus();
  },
};

/** View 6 (register): a tab list with only the phone tab; phone register. */
export const Register: Story = {
  args: { initialView: 'register' },
  play: async ({ args }) => {
    const dialog = dialogNamed('注册账号');
    const tabs = dialog.getAllByRole('tab');
    await expect(tabs).toHaveLength(1);
    await expect(tabs[0]).toHaveAccessibleName('手机号注册');
    await userEvent.type(dialog.getByLabelText('手机号'), '13800138000');
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(args.actions.onSendPhoneCode).toHaveBeenCalledWith({ countryCode: '86', phone: '13800138000' }));
    await userEvent.type(dialog.getByLabelText('验证码'), '123456');
    await userEvent.type(dialog.getByLabelText('密码'), 'secret123');
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.click(dialog.getByRole('button', { name: '注册' }));
    await waitFor(() =>
      expect(args.actions.onRegisterPhone).toHaveBeenCalledWith({ countryCode: '86', phone: '13800138000', captcha: '123456', password: 'secret123' }),
    );
    blurFocus();
  },
};

/** View 6 in the email mode: the code is sent with purpose 'register'. */
export const RegisterByEmail: Story = {
  args: { initialView: 'register' },
  play: async ({ args }) => {
    const dialog = dialogNamed('注册账号');
    await userEvent.click(dialog.getByRole('button', { name: '使用邮箱注册' }));
    await expect(dialog.getByLabelText('邮箱')).toHaveFocus();
    await userEvent.type(dialog.getByLabelText('邮箱'), 'new@mall.example');
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(args.actions.onSendEmailCode).toHaveBeenCalledWith('new@mall.example', 'register'));
    await userEvent.type(dialog.getByLabelText('验证码'), '246810');
    await userEvent.type(dialog.getByLabelText('密码'), 'secret123');
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.click(dialog.getByRole('button', { name: '注册' }));
    await waitFor(() =>
      expect(args.actions.onRegisterEmail).toHaveBeenCalledWith({ email: 'new@mall.example', captcha: '246810', password: 'secret123' }),
    );
    blurFocus();
  },
};

/** View 7 (guest): a valid email and the agreement; the phone is not checked. */
export const Guest: Story = {
  args: { initialView: 'guest' },
  play: async ({ args }) => {
    const dialog = dialogNamed('游客购买');
    await userEvent.click(dialog.getByRole('button', { name: '以游客身份继续' }));
    await waitFor(() => expect(dialog.getByText('请输入邮箱')).toBeVisible());
    await expect(dialog.getByText('请勾选隐私协议')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('邮箱'), 'guest@mall.example');
    await userEvent.type(dialog.getByLabelText('手机号'), '123');
    await userEvent.click(dialog.getByRole('checkbox'));
    // The button ignores presses within 500 ms of the last one (spec §5).
    await afterRepeatGuard();
    await userEvent.click(dialog.getByRole('button', { name: '以游客身份继续' }));
    await waitFor(() => expect(args.actions.onGuest).toHaveBeenCalledWith({ email: 'guest@mall.example', countryCode: '86', phone: '123' }));
    blurFocus();
  },
};

/** The scan-code view: the QR code of `qr.url`; entering it asks the app to start. */
export const QrCode: Story = {
  args: { initialView: 'qrCode' },
  play: async ({ args }) => {
    const dialog = dialogNamed('扫码登录');
    await expect(await dialog.findByRole('img', { name: '登录二维码' })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveTextContent('请使用已登录商城的手机扫描二维码');
    await expect(args.actions.onQrStart).toHaveBeenCalledTimes(1);
    await expect(args.actions.onQrStop).not.toHaveBeenCalled();
  },
};

/** QR view, ticket being made. */
export const QrLoading: Story = {
  args: { initialView: 'qrCode', qr: { url: '', status: 'loading' } },
  play: async () => {
    const dialog = dialogNamed('扫码登录');
    await expect(dialog.getByRole('status')).toHaveTextContent('正在生成二维码…');
    await expect(dialog.queryByRole('img', { name: '登录二维码' })).toBeNull();
  },
};

/** QR view, scanned: confirm on the phone. */
export const QrScanned: Story = {
  args: { initialView: 'qrCode', qr: { url: qrUrl, status: 'scanned' } },
  play: async () => {
    const dialog = dialogNamed('扫码登录');
    await dialog.findByRole('img', { name: '登录二维码' });
    await expect(dialog.getByRole('status')).toHaveTextContent('已扫码，请在手机上确认登录');
  },
};

/** QR view, expired: 刷新二维码 calls `onQrStart` again. */
export const QrExpired: Story = {
  args: { initialView: 'qrCode', qr: { url: qrUrl, status: 'expired' } },
  play: async ({ args }) => {
    const dialog = dialogNamed('扫码登录');
    await dialog.findByRole('img', { name: '登录二维码' });
    await expect(dialog.getByRole('status')).toHaveTextContent('二维码已失效，请刷新');
    await userEvent.click(dialog.getByRole('button', { name: '刷新二维码' }));
    await expect(args.actions.onQrStart).toHaveBeenCalledTimes(2);
    blurFocus();
  },
};

/** QR view, the ticket failed. */
export const QrError: Story = {
  args: { initialView: 'qrCode', qr: { url: '', status: 'error' } },
  play: async ({ args }) => {
    const dialog = dialogNamed('扫码登录');
    await expect(dialog.getByRole('status')).toHaveTextContent('二维码加载失败，请重试');
    await userEvent.click(dialog.getByRole('button', { name: '刷新二维码' }));
    await expect(args.actions.onQrStart).toHaveBeenCalledTimes(2);
    blurFocus();
  },
};

/** Without a login picture: the form alone, 440 px wide. */
export const WithoutPicture: Story = {
  args: { loginPicture: undefined },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: '账号登录' });
    await expect(dialog.querySelector('img[src^="data:image/svg+xml;charset"]')).toBeNull();
    await expect(dialog.getBoundingClientRect().width).toBe(440);
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

// ---- Transitions (spec §4 Dialog views) -------------------------------------

/** 1 → 3 by 快捷登录, 3 → 1 by 密码登录; focus goes to the new title each time. */
export const QuickLoginAndBack: Story = {
  play: async () => {
    await userEvent.click(dialogNamed('账号登录').getByRole('button', { name: '快捷登录' }));
    const quick = await viewNamed('快捷登录');
    await expect(quick.getByText('快捷登录', { selector: 'h2 span' })).toHaveFocus();
    await expect(quick.getByRole('button', { name: '获取验证码' })).toBeVisible();
    await userEvent.click(quick.getByRole('button', { name: '密码登录' }));
    const password = await viewNamed('账号登录');
    await expect(password.getByText('账号登录', { selector: 'h2 span' })).toHaveFocus();
    await expect(password.getByLabelText('密码')).toBeVisible();
    blurFocus();
  },
};

/** 1 → 2 by the email tab (focus stays on the tab), 2 → 1 by the phone tab; arrow keys switch too. */
export const EmailTabAndBack: Story = {
  play: async () => {
    const emailTab = dialogNamed('账号登录').getByRole('tab', { name: '邮箱登录' });
    await userEvent.click(emailTab);
    const email = await viewNamed('邮箱登录');
    await expect(email.getByRole('tab', { name: '邮箱登录' })).toHaveFocus();
    await expect(email.getByRole('tabpanel', { name: '邮箱登录' })).toContainElement(email.getByLabelText('邮箱'));
    await userEvent.click(email.getByRole('tab', { name: '手机号登录' }));
    const phone = await viewNamed('账号登录');
    await expect(phone.getByLabelText('手机号')).toBeVisible();
    // The tab pattern: → moves to and selects the next tab.
    await expect(phone.getByRole('tab', { name: '手机号登录' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await viewNamed('邮箱登录');
    await userEvent.keyboard('{ArrowLeft}');
    await viewNamed('账号登录');
    blurFocus();
  },
};

/** 3 → 2 by the email tab; the phone tab goes back to 1, not 3. */
export const EmailTabFromQuickLogin: Story = {
  args: { initialView: 'phoneCode' },
  play: async () => {
    await userEvent.click(dialogNamed('快捷登录').getByRole('tab', { name: '邮箱登录' }));
    const email = await viewNamed('邮箱登录');
    await userEvent.click(email.getByRole('tab', { name: '手机号登录' }));
    await viewNamed('账号登录');
    blurFocus();
  },
};

/** 1 → 6 and 3 → 6 by 免费注册; 已有账号？去登录 returns to 1. */
export const CreateAccountAndBack: Story = {
  play: async () => {
    await userEvent.click(dialogNamed('账号登录').getByRole('button', { name: '免费注册' }));
    const register = await viewNamed('注册账号');
    await userEvent.click(register.getByRole('button', { name: '已有账号？去登录' }));
    const signIn = await viewNamed('账号登录');
    await userEvent.click(signIn.getByRole('button', { name: '快捷登录' }));
    const quick = await viewNamed('快捷登录');
    await userEvent.click(quick.getByRole('button', { name: '免费注册' }));
    await viewNamed('注册账号');
    blurFocus();
  },
};

/** 2 → 4 by 忘记密码？, 4 → 5 by 下一步 only once the email is valid; 返回登录 goes back to 2. */
export const ForgotPasswordFlow: Story = {
  args: { initialView: 'emailPassword' },
  play: async () => {
    await userEvent.click(dialogNamed('邮箱登录').getByRole('button', { name: '忘记密码？' }));
    const forgot = await viewNamed('找回密码');
    await userEvent.click(forgot.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(forgot.getByText('请输入邮箱')).toBeVisible());
    await userEvent.type(forgot.getByLabelText('邮箱'), 'shopper@mall');
    await userEvent.click(forgot.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(forgot.getByText('请输入正确的邮箱')).toBeVisible());
    await expect(within(document.body).getByRole('dialog', { name: '找回密码' })).toBeVisible();
    await userEvent.type(forgot.getByLabelText('邮箱'), '.example');
    await userEvent.click(forgot.getByRole('button', { name: '下一步' }));
    const reset = await viewNamed('重置密码');
    await userEvent.click(reset.getByRole('button', { name: '返回登录' }));
    const email = await viewNamed('邮箱登录');
    await expect(email.getByLabelText('邮箱')).toHaveValue('shopper@mall.example');
    blurFocus();
  },
};

/** A successful reset goes to 2, the email filled in and a notice shown. */
export const ResetSuccess: Story = {
  args: { initialView: 'forgotPassword' },
  play: async ({ args }) => {
    await userEvent.type(dialogNamed('找回密码').getByLabelText('邮箱'), 'shopper@mall.example{Enter}');
    const reset = await viewNamed('重置密码');
    await userEvent.type(reset.getByLabelText('验证码'), '654321');
    await userEvent.type(reset.getByLabelText('新密码'), 'n3w-secret');
    await userEvent.type(reset.getByLabelText('确认新密码'), 'n3w-secret');
    await userEvent.click(reset.getByRole('button', { name: '确认重置' }));
    const email = await viewNamed('邮箱登录');
    await expect(args.actions.onResetPassword).toHaveBeenCalledWith({
      email: 'shopper@mall.example',
      captcha: '654321',
      newPassword: 'n3w-secret',
      passwordAgain: 'n3w-secret',
    });
    await expect(email.getByRole('status')).toHaveTextContent('密码已重置，请使用新密码登录');
    await expect(email.getByLabelText('邮箱')).toHaveValue('shopper@mall.example');
    await expect(email.getByLabelText('密码')).toHaveValue('');
    blurFocus();
  },
};

/** A failed reset stays on 5 with the server's message. */
export const ResetFailed: Story = {
  args: { initialView: 'forgotPassword', actions: actionsWith({ onResetPassword: fn(() => Promise.reject(new Error('验证码错误或已过期'))) }) },
  play: async () => {
    await userEvent.type(dialogNamed('找回密码').getByLabelText('邮箱'), 'shopper@mall.example{Enter}');
    const reset = await viewNamed('重置密码');
    await userEvent.type(reset.getByLabelText('验证码'), '000000');
    await userEvent.type(reset.getByLabelText('新密码'), 'n3w-secret');
    await userEvent.type(reset.getByLabelText('确认新密码'), 'n3w-secret{Enter}');
    await waitFor(() => expect(reset.getByRole('alert')).toHaveTextContent('验证码错误或已过期'));
    await expect(within(document.body).getByRole('dialog', { name: '重置密码' })).toBeVisible();
    blurFocus();
  },
};

/** 1, 2 and 3 → 7 by 游客购买; 已有账号？去登录 returns to 1. */
export const GuestLink: Story = {
  play: async () => {
    await userEvent.click(dialogNamed('账号登录').getByRole('button', { name: '游客购买' }));
    const guest = await viewNamed('游客购买');
    await userEvent.click(guest.getByRole('button', { name: '已有账号？去登录' }));
    const signIn = await viewNamed('账号登录');
    await userEvent.click(signIn.getByRole('tab', { name: '邮箱登录' }));
    await userEvent.click((await viewNamed('邮箱登录')).getByRole('button', { name: '游客购买' }));
    await viewNamed('游客购买');
    blurFocus();
  },
};

/** The guest link needs the server's visitorOpen… */
export const GuestHiddenWithoutVisitorOpen: Story = {
  args: { methods: { ...allMethods, visitorOpen: false } },
  play: async () => {
    const dialog = dialogNamed('账号登录');
    await expect(dialog.queryByRole('button', { name: '游客购买' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: '快捷登录' }));
    await expect((await viewNamed('快捷登录')).queryByRole('button', { name: '游客购买' })).toBeNull();
    blurFocus();
  },
};

/** …and the app's show-guest flag. */
export const GuestHiddenWithoutShowGuest: Story = {
  args: { showGuest: false },
  play: async () => {
    await expect(dialogNamed('账号登录').queryByRole('button', { name: '游客购买' })).toBeNull();
  },
};

/** The QR corner opens the scan-code view (start); the key corner returns to 1 (stop). */
export const QrOpenAndBack: Story = {
  play: async ({ args }) => {
    await userEvent.click(dialogNamed('账号登录').getByRole('button', { name: '扫码登录' }));
    const qr = await viewNamed('扫码登录');
    await expect(args.actions.onQrStart).toHaveBeenCalledTimes(1);
    await qr.findByRole('img', { name: '登录二维码' });
    await userEvent.click(qr.getByRole('button', { name: '账号登录' }));
    await viewNamed('账号登录');
    await expect(args.actions.onQrStop).toHaveBeenCalledTimes(1);
    blurFocus();
  },
};

/** Closing the dialog on the scan-code view stops polling; focus returns to the opener. */
export const QrStopsOnClose: Story = {
  tags: ['!screenshot-viewport'],
  args: { initialView: 'qrCode' },
  render: WithOpener,
  play: async ({ args, canvas }) => {
    await expect(args.actions.onQrStart).toHaveBeenCalledTimes(1);
    await userEvent.click(dialogNamed('扫码登录').getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.actions.onQrStop).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: '打开登录窗口' })).toBeVisible();
  },
};

/** Each opening starts on the initial view with empty fields; closing returns focus to the opener. */
export const ReopenStartsAfresh: Story = {
  tags: ['!screenshot-viewport'],
  args: { open: false },
  render: WithOpener,
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: '打开登录窗口' });
    await userEvent.click(opener);
    const first = await viewNamed('账号登录');
    // Opening focuses the title, the dialog's first focusable element.
    await waitFor(() => expect(first.getByText('账号登录', { selector: 'h2 span' })).toHaveFocus());
    await userEvent.type(first.getByLabelText('手机号'), '13800138000');
    await userEvent.click(first.getByRole('button', { name: '免费注册' }));
    const register = await viewNamed('注册账号');
    await userEvent.click(register.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.click(opener);
    const again = await viewNamed('账号登录');
    await expect(again.getByLabelText('手机号')).toHaveValue('');
  },
};

// ---- Third-party icons, errors, debounce ----------------------------------

/** Only the providers the server offers; a press calls `onThirdParty`. */
export const ThirdPartyPerMethods: Story = {
  args: { methods: { googleOpen: true, facebookOpen: false, twitterOpen: true, qrLoginOpen: true, visitorOpen: true } },
  play: async ({ args }) => {
    const dialog = dialogNamed('账号登录');
    const group = within(dialog.getByRole('group', { name: '其他登录方式' }));
    await expect(group.getAllByRole('button').map((b) => b.textContent)).toEqual(['使用 Google 登录', '使用 Twitter 登录']);
    await userEvent.click(group.getByRole('button', { name: '使用 Twitter 登录' }));
    await expect(args.actions.onThirdParty).toHaveBeenCalledWith('twitter');
    blurFocus();
  },
};

/** A Google sign-in under way, as the app reports it: the line under the icons says so. */
export const ThirdPartyPending: Story = {
  args: { thirdParty: { pending: 'google' } },
  play: async () => {
    const dialog = dialogNamed('账号登录');
    const group = within(dialog.getByRole('group', { name: '其他登录方式' }));
    await expect(group.getByRole('status')).toHaveTextContent('正在通过 Google 登录…');
    await expect(group.getByRole('button', { name: '使用 Google 登录' })).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * Facebook's window closed before the shopper finished: the reason under the
 * icons, which stays when the shopper changes tab, and Facebook's own page
 * as another way in (`onThirdPartyPage`).
 */
export const ThirdPartyWindowClosed: Story = {
  args: { thirdParty: { failed: { provider: 'facebook', reason: 'closed' } }, actions: actionsWith({ onThirdPartyPage: fn() }) },
  play: async ({ args }) => {
    let dialog = dialogNamed('账号登录');
    await expect(dialog.getByRole('alert')).toHaveTextContent('Facebook 登录已关闭或未能显示');
    await userEvent.click(dialog.getByRole('tab', { name: '邮箱登录' }));
    dialog = await viewNamed('邮箱登录');
    await userEvent.click(dialog.getByRole('button', { name: '前往 Facebook 页面登录' }));
    await expect(args.actions.onThirdPartyPage).toHaveBeenCalledWith('facebook');
    blurFocus();
  },
};

/** Google's script was blocked, in English, against a backend with no provider page: the reason alone. */
export const ThirdPartyBlockedEnglish: Story = {
  args: { thirdParty: { failed: { provider: 'google', reason: 'blocked' } } },
  globals: { locale: 'en' },
  play: async () => {
    const dialog = dialogNamed('Sign in');
    await expect(dialog.getByRole('alert')).toHaveTextContent('Google sign-in could not be loaded. Your browser or an extension may be blocking it.');
    await expect(dialog.queryByRole('button', { name: /Continue on the/ })).toBeNull();
  },
};

/** No provider, no guest entry, no scan-code sign-in: the forms and the view links only. */
export const NoMethods: Story = {
  args: { methods: noMethods },
  play: async () => {
    const dialog = dialogNamed('账号登录');
    await expect(dialog.queryByRole('group', { name: '其他登录方式' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: '游客购买' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: '扫码登录' })).toBeNull();
  },
};

/** A rejected sign-in shows the server's message in the view, which stays. */
export const RejectedSignIn: Story = {
  args: { actions: actionsWith({ onPhonePassword: fn(() => Promise.reject(new Error('账号或密码错误，请重新输入'))) }) },
  play: async () => {
    const dialog = dialogNamed('账号登录');
    await userEvent.type(dialog.getByLabelText('手机号'), '13800138000');
    await userEvent.type(dialog.getByLabelText('密码'), 'wrong');
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.click(dialog.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('账号或密码错误，请重新输入'));
    blurFocus();
  },
};

/** Validation in the dialog: the spec's messages under their fields. */
export const ValidationErrors: Story = {
  play: async ({ args }) => {
    const dialog = dialogNamed('账号登录');
    await userEvent.type(dialog.getByLabelText('手机号'), '12345');
    await userEvent.click(dialog.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(dialog.getByText('请输入有效的手机号')).toBeVisible());
    await expect(dialog.getByText('请输入密码')).toBeVisible();
    await expect(dialog.getByText('请勾选隐私协议')).toBeVisible();
    await expect(args.actions.onPhonePassword).not.toHaveBeenCalled();
    blurFocus();
  },
};

/** A double click on 登录 signs in once (500 ms guard, spec §5). */
export const DoubleClickSignsInOnce: Story = {
  args: { initialView: 'emailPassword' },
  play: async ({ args }) => {
    const dialog = dialogNamed('邮箱登录');
    await userEvent.type(dialog.getByLabelText('邮箱'), 'shopper@mall.example');
    await userEvent.type(dialog.getByLabelText('密码'), 'secret123');
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.dblClick(dialog.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(args.actions.onEmailPassword).toHaveBeenCalledTimes(1));
    await afterRepeatGuard();
    await expect(args.actions.onEmailPassword).toHaveBeenCalledTimes(1);
    blurFocus();
  },
};

/** While a sign-in runs, presses and Enter are ignored. */
export const SigningIn: Story = {
  args: { actions: actionsWith({ onPhonePassword: fn(pending) }) },
  play: async ({ args }) => {
    const dialog = dialogNamed('账号登录');
    await userEvent.type(dialog.getByLabelText('手机号'), '13800138000');
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.type(dialog.getByLabelText('密码'), 'secret123{Enter}');
    const button = dialog.getByRole('button', { name: '登录' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await afterRepeatGuard();
    await userEvent.type(dialog.getByLabelText('密码'), '{Enter}');
    await userEvent.click(button);
    await expect(args.actions.onPhonePassword).toHaveBeenCalledTimes(1);
    blurFocus();
  },
};

/** The send-code button needs a number: emptyPhone, nothing sent. */
export const SendCodeNeedsPhone: Story = {
  args: { initialView: 'phoneCode' },
  play: async ({ args }) => {
    const dialog = dialogNamed('快捷登录');
    await userEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(dialog.getByLabelText('手机号')).toHaveFocus());
    await expect(dialog.getByText('请输入手机号')).toBeVisible();
    await expect(args.actions.onSendPhoneCode).not.toHaveBeenCalled();
    blurFocus();
  },
};

// ---- Languages --------------------------------------------------------------
//
// Every view in every other locale. The expected words are read from the
// locale files rather than retyped, so a story fails when a translation goes
// missing, falls back to another language or names the wrong view.

type MessageId = keyof typeof zhCN;
type Messages = Record<MessageId, string>;
type OtherLocale = Exclude<Locale, 'zh-CN'>;
type DialogQueries = ReturnType<typeof dialogNamed>;

const authMessages: Record<Locale, Messages> = { 'zh-CN': zhCN, en, fr, th, lao };

/** The script a locale's own words are written in, where it is not the Latin one. */
const ownScript: Partial<Record<OtherLocale, RegExp>> = { th: /\p{Script=Thai}/u, lao: /\p{Script=Lao}/u };

/** An auth message in `locale`; throws on an id no locale file has, so a typo cannot pass as a missing string. */
function say(locale: Locale, id: string): string {
  const text = (authMessages[locale] as Record<string, string | undefined>)[id];
  if (text === undefined) throw new Error(`no auth message ${id} in ${locale}`);
  return text;
}

/**
 * Waits for the dialog to show `view`, then checks its heading reads the
 * locale's title; in Thai and Lao also that the title is in that script,
 * not the zh-CN words a wrong message table would leave.
 */
async function expectViewTitle(locale: OtherLocale, view: SignInView): Promise<DialogQueries> {
  const title = say(locale, VIEW_TITLES[view]);
  const dialog = await viewNamed(title);
  await expect(dialog.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const script = ownScript[locale];
  if (script) {
    await expect(title).toMatch(script);
    await expect(title).not.toBe(say('zh-CN', VIEW_TITLES[view]));
  }
  return dialog;
}

/**
 * Everything the open dialog says, seen or heard: its text and its
 * placeholders, labels, titles and alt texts. No Chinese may be left in it,
 * nor a bare message id (what react-intl shows for a missing message).
 */
async function expectNoUntranslatedText() {
  const dialog = within(document.body).getByRole('dialog');
  const attributes = ['placeholder', 'aria-label', 'title', 'alt'];
  const texts = [dialog.textContent ?? ''];
  for (const element of dialog.querySelectorAll(attributes.map((a) => `[${a}]`).join())) {
    for (const name of attributes) texts.push(element.getAttribute(name) ?? '');
  }
  const said = texts.join('\n');
  await expect(said).not.toMatch(/\p{Script=Han}/u);
  await expect(Object.keys(zhCN).filter((id) => said.includes(id))).toEqual([]);
}

/** One pictured state of a view, reached and checked in any locale. */
interface Scene {
  /** The view pictured; its title is the dialog's name. */
  view: SignInView;
  /** The view the dialog opens on, when the pictured one is reached from it. */
  opensOn?: SignInView;
  /** Steps from the opening view to the pictured state. */
  reach?: (dialog: DialogQueries, locale: OtherLocale) => Promise<void>;
  /** What the pictured state shows besides its title, in the locale's words. */
  shows: (dialog: DialogQueries, locale: OtherLocale) => Promise<void>;
  /** Pictured with the focus where the view put it: moving it away would validate the empty field it is in. */
  keepsFocus?: boolean;
}

const resetEmail = 'shopper@mall.example';

const scenes = {
  phonePassword: {
    view: 'phonePassword',
    shows: async (dialog, locale) => {
      await expect(dialog.getByRole('tab', { name: say(locale, 'signInDialog.phoneTab') })).toHaveAttribute('aria-selected', 'true');
      await expect(dialog.getByLabelText(say(locale, 'signIn.password'))).toBeVisible();
    },
  },
  emailPassword: {
    view: 'emailPassword',
    shows: async (dialog, locale) => {
      await expect(dialog.getByRole('tab', { name: say(locale, 'signInDialog.emailTab') })).toHaveAttribute('aria-selected', 'true');
      await expect(dialog.getByRole('button', { name: say(locale, 'signInDialog.forgotPassword') })).toBeVisible();
    },
  },
  phoneCode: {
    view: 'phoneCode',
    shows: async (dialog, locale) => {
      await expect(dialog.getByRole('button', { name: say(locale, 'sendCodeButton.send') })).toBeVisible();
      await expect(dialog.getByRole('button', { name: say(locale, 'signInDialog.passwordLogin') })).toBeVisible();
    },
  },
  forgotPassword: {
    view: 'forgotPassword',
    shows: async (dialog, locale) => {
      await expect(dialog.getByText(say(locale, 'forgotPasswordForm.intro'))).toBeVisible();
      await expect(dialog.getByRole('button', { name: say(locale, 'forgotPasswordForm.next') })).toBeVisible();
    },
  },
  // No opening starts on view 5: it needs the email typed in view 4.
  resetPassword: {
    view: 'resetPassword',
    opensOn: 'forgotPassword',
    reach: async (dialog, locale) => {
      await userEvent.type(dialog.getByLabelText(say(locale, 'signIn.email')), `${resetEmail}{Enter}`);
    },
    shows: async (dialog, locale) => {
      await expect(dialog.getByText(say(locale, 'resetPasswordForm.sendTo').replace('{email}', resetEmail))).toBeVisible();
      await expect(dialog.getByRole('button', { name: say(locale, 'resetPasswordForm.submit') })).toBeVisible();
    },
  },
  register: {
    view: 'register',
    shows: async (dialog, locale) => {
      await expect(dialog.getByRole('tab', { name: say(locale, 'registerForm.phoneTab') })).toHaveAttribute('aria-selected', 'true');
      await expect(dialog.getByRole('button', { name: say(locale, 'registerForm.submit') })).toBeVisible();
    },
  },
  registerByEmail: {
    view: 'register',
    keepsFocus: true,
    reach: async (dialog, locale) => {
      await userEvent.click(dialog.getByRole('button', { name: say(locale, 'registerForm.useEmail') }));
    },
    shows: async (dialog, locale) => {
      await expect(dialog.getByRole('heading', { level: 3, name: say(locale, 'registerForm.emailMode') })).toBeVisible();
      const fields = within(dialog.getByRole('group', { name: say(locale, 'registerForm.emailMode') }));
      await expect(fields.getByLabelText(say(locale, 'signIn.email'))).toHaveFocus();
      await expect(dialog.getByRole('button', { name: say(locale, 'registerForm.usePhone') })).toBeVisible();
    },
  },
  guest: {
    view: 'guest',
    shows: async (dialog, locale) => {
      await expect(dialog.getByText(say(locale, 'guestForm.intro'))).toBeVisible();
      await expect(dialog.getByRole('button', { name: say(locale, 'guestForm.submit') })).toBeVisible();
    },
  },
  // The default `qr` arg is the 'waiting' state.
  qrCode: {
    view: 'qrCode',
    shows: async (dialog, locale) => {
      await expect(await dialog.findByRole('img', { name: say(locale, 'qrSignIn.code') })).toBeVisible();
      await expect(dialog.getByRole('status')).toHaveTextContent(say(locale, 'qrSignIn.instruction'));
    },
  },
} satisfies Record<string, Scene>;

/**
 * The story of one scene in `locale`: reaches it, checks its title and
 * content in the locale's words and that nothing is left untranslated, then
 * runs `more` (a scene's own interactions) before the screenshot.
 */
function sceneIn(locale: OtherLocale, name: keyof typeof scenes, more?: (dialog: DialogQueries) => Promise<void>): Story {
  const scene: Scene = scenes[name];
  const opensOn = scene.opensOn ?? scene.view;
  return {
    globals: { locale },
    args: { initialView: opensOn },
    play: async () => {
      await scene.reach?.(await viewNamed(say(locale, VIEW_TITLES[opensOn])), locale);
      const dialog = await expectViewTitle(locale, scene.view);
      await scene.shows(dialog, locale);
      await more?.(dialog);
      await expectNoUntranslatedText();
      if (!scene.keepsFocus) blurFocus();
    },
  };
}

export const English: Story = sceneIn('en', 'phonePassword', async (dialog) => {
  await expect(dialog.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await userEvent.click(dialog.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(dialog.getByText('Please enter your phone number')).toBeVisible());
});
export const EnglishEmailPassword: Story = sceneIn('en', 'emailPassword');
export const EnglishPhoneCode: Story = sceneIn('en', 'phoneCode');
export const EnglishForgotPassword: Story = sceneIn('en', 'forgotPassword');
export const EnglishResetPassword: Story = sceneIn('en', 'resetPassword');
export const EnglishRegister: Story = sceneIn('en', 'register');
export const EnglishRegisterByEmail: Story = sceneIn('en', 'registerByEmail');
export const EnglishGuest: Story = sceneIn('en', 'guest');
export const EnglishQrCode: Story = sceneIn('en', 'qrCode');

/** The scan-code view in English, scanned. */
export const EnglishQrScanned: Story = {
  globals: { locale: 'en' },
  args: { initialView: 'qrCode', qr: { url: qrUrl, status: 'scanned' } },
  play: async () => {
    const dialog = await expectViewTitle('en', 'qrCode');
    await dialog.findByRole('img', { name: 'Sign-in QR code' });
    await expect(dialog.getByRole('status')).toHaveTextContent('Scanned — confirm on your phone');
    await expectNoUntranslatedText();
  },
};

export const French: Story = sceneIn('fr', 'phonePassword', async (dialog) => {
  await expect(dialog.getByRole('button', { name: 'Connexion rapide par code' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: "Acheter en tant qu'invité" })).toBeVisible();
  await userEvent.type(dialog.getByLabelText('Numéro de téléphone'), '0612');
  await userEvent.click(dialog.getByRole('button', { name: 'Se connecter' }));
  await waitFor(() => expect(dialog.getByText('Veuillez saisir un numéro de téléphone valide')).toBeVisible());
});
export const FrenchEmailPassword: Story = sceneIn('fr', 'emailPassword');
export const FrenchPhoneCode: Story = sceneIn('fr', 'phoneCode');
export const FrenchForgotPassword: Story = sceneIn('fr', 'forgotPassword');
export const FrenchResetPassword: Story = sceneIn('fr', 'resetPassword');

/** Register in French, reached by « Créer un compte ». */
export const FrenchRegister: Story = {
  globals: { locale: 'fr' },
  play: async () => {
    await userEvent.click((await expectViewTitle('fr', 'phonePassword')).getByRole('button', { name: 'Créer un compte' }));
    await scenes.register.shows(await expectViewTitle('fr', 'register'), 'fr');
    await expectNoUntranslatedText();
    blurFocus();
  },
};
export const FrenchRegisterByEmail: Story = sceneIn('fr', 'registerByEmail');
export const FrenchGuest: Story = sceneIn('fr', 'guest');
export const FrenchQrCode: Story = sceneIn('fr', 'qrCode');

export const Thai: Story = sceneIn('th', 'phonePassword', async (dialog) => {
  await expect(dialog.getByRole('tab', { name: 'อีเมล' })).toBeVisible();
  await userEvent.click(dialog.getByRole('button', { name: 'เข้าสู่ระบบ' }));
  await waitFor(() => expect(dialog.getByText('กรุณากรอกหมายเลขโทรศัพท์')).toBeVisible());
});
export const ThaiEmailPassword: Story = sceneIn('th', 'emailPassword');
export const ThaiPhoneCode: Story = sceneIn('th', 'phoneCode');
export const ThaiForgotPassword: Story = sceneIn('th', 'forgotPassword');
export const ThaiResetPassword: Story = sceneIn('th', 'resetPassword');
export const ThaiRegister: Story = sceneIn('th', 'register');
export const ThaiRegisterByEmail: Story = sceneIn('th', 'registerByEmail');
export const ThaiGuest: Story = sceneIn('th', 'guest');
export const ThaiQrCode: Story = sceneIn('th', 'qrCode');

export const Lao: Story = sceneIn('lao', 'phonePassword', async (dialog) => {
  await expect(dialog.getByRole('button', { name: 'ເຂົ້າສູ່ລະບົບດ້ວຍ Facebook' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'ຊື້ແບບແຂກ' })).toBeVisible();
});
export const LaoEmailPassword: Story = sceneIn('lao', 'emailPassword');
export const LaoPhoneCode: Story = sceneIn('lao', 'phoneCode');
export const LaoForgotPassword: Story = sceneIn('lao', 'forgotPassword');
export const LaoResetPassword: Story = sceneIn('lao', 'resetPassword');

/** Register in Lao: the longest labels; submitting empty shows the errors. */
export const LaoRegister: Story = sceneIn('lao', 'register', async (dialog) => {
  await userEvent.click(dialog.getByRole('button', { name: 'ລົງທະບຽນ' }));
  await waitFor(() => expect(dialog.getByText('ກະລຸນາປ້ອນເບີໂທລະສັບ')).toBeVisible());
});
export const LaoRegisterByEmail: Story = sceneIn('lao', 'registerByEmail');
export const LaoGuest: Story = sceneIn('lao', 'guest');
export const LaoQrCode: Story = sceneIn('lao', 'qrCode');
