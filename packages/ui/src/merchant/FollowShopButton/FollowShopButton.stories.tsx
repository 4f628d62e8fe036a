import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FollowShopButton } from './FollowShopButton.tsx';

const meta = {
  title: 'Merchant / FollowShopButton',
  component: FollowShopButton,
  args: { followed: false, onFollowChange: fn() },
} satisfies Meta<typeof FollowShopButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 关注 asks to follow; a double press asks once. */
export const Follow: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '关注' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.dblClick(button);
    await expect(args.onFollowChange).toHaveBeenCalledTimes(1);
    await expect(args.onFollowChange).toHaveBeenCalledWith(true);
  },
};

/** Followed: grey with a tick, pressed; a press asks to unfollow. */
export const Followed: Story = {
  args: { followed: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '已关注' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(args.onFollowChange).toHaveBeenCalledWith(false);
  },
};

/** The call is running: a spinner, and presses are ignored. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '关注' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onFollowChange).not.toHaveBeenCalled();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { followed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Abonné' })).toBeVisible();
  },
};
