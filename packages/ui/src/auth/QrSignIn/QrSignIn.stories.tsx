import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { qrUrl } from '../fixtures.ts';
import { QrSignIn, type QrSignInProps } from './QrSignIn.tsx';

const meta = {
  title: 'Auth / QrSignIn',
  component: QrSignIn,
  args: { qr: { url: qrUrl, status: 'waiting' }, onStart: fn(), onStop: fn() },
  // The width of the sign-in dialog's form column.
  decorators: [(Story) => <div style={{ width: 396, padding: 20, background: '#fff' }}><Story /></div>],
} satisfies Meta<typeof QrSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ticket is being made: a grey square; the app was asked to start. */
export const Loading: Story = {
  args: { qr: { url: '', status: 'loading' } },
  play: async ({ canvas, args }) => {
    await expect(args.onStart).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('正在生成二维码…');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The code, waiting to be scanned. */
export const Waiting: Story = {
  play: async ({ canvas }) => {
    const code = await canvas.findByRole('img', { name: '登录二维码' });
    await expect(code.tagName.toLowerCase()).toBe('svg');
    await expect(canvas.getByRole('status')).toHaveTextContent('请使用已登录商城的手机扫描二维码');
  },
};

/** Scanned: confirm on the phone. */
export const Scanned: Story = {
  args: { qr: { url: qrUrl, status: 'scanned' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: '登录二维码' });
    await expect(canvas.getByRole('status')).toHaveTextContent('已扫码，请在手机上确认登录');
  },
};

/** Expired: 刷新二维码 asks the app for a new one. */
export const Expired: Story = {
  args: { qr: { url: qrUrl, status: 'expired' } },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('img', { name: '登录二维码' });
    await expect(canvas.getByRole('status')).toHaveTextContent('二维码已失效，请刷新');
    await userEvent.click(canvas.getByRole('button', { name: '刷新二维码' }));
    await expect(args.onStart).toHaveBeenCalledTimes(2);
    // A double press asks once (500 ms guard).
    await userEvent.click(canvas.getByRole('button', { name: '刷新二维码' }));
    await expect(args.onStart).toHaveBeenCalledTimes(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The ticket could not be made: try again. */
export const Failed: Story = {
  args: { qr: { url: '', status: 'error' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('二维码加载失败，请重试');
    await userEvent.click(canvas.getByRole('button', { name: '刷新二维码' }));
    await expect(args.onStart).toHaveBeenCalledTimes(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Polling runs only while shown: unmounting calls `onStop`. */
export const StopsWhenHidden: Story = {
  render: function Render(args: QrSignInProps) {
    const [shown, setShown] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setShown((s) => !s)}>
          {shown ? '隐藏' : '显示'}
        </button>
        {shown && <QrSignIn {...args} />}
      </>
    );
  },
  play: async ({ canvas, args }) => {
    await expect(args.onStart).toHaveBeenCalledTimes(1);
    await expect(args.onStop).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '隐藏' }));
    await waitFor(() => expect(args.onStop).toHaveBeenCalledTimes(1));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { qr: { url: qrUrl, status: 'scanned' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: 'Sign-in QR code' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Scanned — confirm on your phone');
  },
};
