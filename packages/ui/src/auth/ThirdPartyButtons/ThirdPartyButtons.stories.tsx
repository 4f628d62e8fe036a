import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { afterRepeatGuard } from '../fixtures.ts';
import { ThirdPartyButtons } from './ThirdPartyButtons.tsx';

const meta = {
  title: 'Auth / ThirdPartyButtons',
  component: ThirdPartyButtons,
  args: { methods: { googleOpen: true, facebookOpen: true, twitterOpen: true }, onSelect: fn(), onLeaveFor: fn() },
  // The width of the sign-in dialog's form column.
  decorators: [(Story) => <div style={{ width: 396, padding: 20, background: '#fff' }}><Story /></div>],
} satisfies Meta<typeof ThirdPartyButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All three offered; each press names its provider. */
export const All: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: '其他登录方式' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '使用 Google 登录' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('google');
    await afterRepeatGuard();
    await userEvent.click(canvas.getByRole('button', { name: '使用 Facebook 登录' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('facebook');
    await afterRepeatGuard();
    await userEvent.click(canvas.getByRole('button', { name: '使用 Twitter 登录' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('twitter');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Only Facebook offered: only its button. */
export const FacebookOnly: Story = {
  args: { methods: { googleOpen: false, facebookOpen: true, twitterOpen: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: '使用 Facebook 登录' })).toBeVisible();
  },
};

/** Google and Twitter offered. */
export const GoogleAndTwitter: Story = {
  args: { methods: { googleOpen: true, facebookOpen: false, twitterOpen: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button').map((b) => b.textContent)).toEqual(['使用 Google 登录', '使用 Twitter 登录']);
  },
};

/** None offered: nothing at all, not even the heading. */
export const None: Story = {
  args: { methods: { googleOpen: false, facebookOpen: false, twitterOpen: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.queryByText('其他登录方式')).toBeNull();
  },
};

/** A double click starts one flow (500 ms guard, spec §5). */
export const DoubleClick: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: '使用 Google 登录' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Or sign in with' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  },
};

/** Google's window is open: the line says so and its button is busy; pressing it again starts afresh. */
export const Pending: Story = {
  args: { state: { pending: 'google' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在通过 Google 登录…');
    const google = canvas.getByRole('button', { name: '使用 Google 登录' });
    await expect(google).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: '使用 Facebook 登录' })).not.toHaveAttribute('aria-busy');
    await userEvent.click(google);
    await expect(args.onSelect).toHaveBeenCalledWith('google');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Facebook's window was closed (or never shown): the reason, and Facebook's own page as another way in. */
export const WindowClosed: Story = {
  args: { state: { failed: { provider: 'facebook', reason: 'closed' } } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Facebook 登录已关闭或未能显示，登录未完成。请重试，或选择其他登录方式。');
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '前往 Facebook 页面登录' }));
    await expect(args.onLeaveFor).toHaveBeenCalledWith('facebook');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Google's script could not be loaded (an extension blocked it): the reason, and Google's own page. */
export const ScriptBlocked: Story = {
  args: { state: { failed: { provider: 'google', reason: 'blocked' } } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('无法加载 Google 登录，可能被浏览器或扩展程序拦截了。');
    await userEvent.click(canvas.getByRole('button', { name: '前往 Google 页面登录' }));
    await expect(args.onLeaveFor).toHaveBeenCalledWith('google');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Blocked, against a backend that offers no provider page (no `onLeaveFor`): the reason alone. */
export const ScriptBlockedNoPage: Story = {
  args: { state: { failed: { provider: 'google', reason: 'blocked' } }, onLeaveFor: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /页面登录/ })).toBeNull();
  },
};

/** The mall refused the provider's answer: its reason follows; another try is the way on, not the provider's page. */
export const Refused: Story = {
  args: { state: { failed: { provider: 'google', reason: 'failed', message: 'Google 登录凭证无效' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('通过 Google 登录失败。 Google 登录凭证无效');
    await expect(canvas.queryByRole('button', { name: /页面登录/ })).toBeNull();
  },
};

/** The closed-window note in Thai. */
export const WindowClosedThai: Story = {
  args: { state: { failed: { provider: 'facebook', reason: 'closed' } } },
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/การเข้าสู่ระบบ Facebook ถูกปิดหรือไม่สามารถแสดงได้/);
    await expect(canvas.getByRole('button', { name: 'ไปเข้าสู่ระบบที่หน้า Facebook' })).toBeVisible();
  },
};

/** The blocked note in French, the longest. */
export const ScriptBlockedFrench: Story = {
  args: { state: { failed: { provider: 'google', reason: 'blocked' } } },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/La connexion avec Google n'a pas pu être chargée/);
    await expect(canvas.getByRole('button', { name: 'Continuer sur la page Google' })).toBeVisible();
  },
};

/** Google refused in the page (a client the provider does not know): the reason, and Google's own page. */
export const ProviderFailed: Story = {
  args: { state: { failed: { provider: 'google', reason: 'failed' } } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('通过 Google 登录失败。');
    await userEvent.click(canvas.getByRole('button', { name: '前往 Google 页面登录' }));
    await expect(args.onLeaveFor).toHaveBeenCalledWith('google');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
