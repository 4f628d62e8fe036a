import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { controlled } from '../../fixtures/controlled.ts';
import { FavouriteButton } from './FavouriteButton.tsx';

const meta = {
  title: 'Goods / FavouriteButton',
  component: FavouriteButton,
  args: { favourite: false, onChange: fn() },
  render: controlled(FavouriteButton, 'favourite', 'onChange'),
} satisfies Meta<typeof FavouriteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not kept: a press asks to keep it, and the button turns 已收藏. */
export const NotFavourite: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '收藏' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Kept: a filled red heart; a press asks to let it go. */
export const Favourite: Story = {
  args: { favourite: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '已收藏' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

/** A double press asks once (spec §5). */
export const DoubleClick: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: '收藏' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** The call is running: spinner, presses ignored. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '收藏' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** With the number of shoppers keeping it. */
export const WithCount: Story = {
  args: { favourite: true, count: 12873 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '已收藏 (12,873)' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save (0)' })).toHaveAttribute('aria-pressed', 'false');
  },
};
