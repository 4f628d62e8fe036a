import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { afterRepeatGuard } from '../fixtures.ts';
import { ThirdPartyButtons } from './ThirdPartyButtons.tsx';

const meta = {
  title: 'Auth / ThirdPartyButtons',
  component: ThirdPartyButtons,
  args: { methods: { googleOpen: true, facebookOpen: true, twitterOpen: true }, onSelect: fn() },
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
