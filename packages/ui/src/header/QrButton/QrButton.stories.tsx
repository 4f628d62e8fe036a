import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { mobileUrl } from '../fixtures.ts';
import { atRowEnd } from '../fixtures/frames.tsx';
import { QrButton } from './QrButton.tsx';

const meta = {
  title: 'Header / QrButton',
  component: QrButton,
  args: { url: mobileUrl, label: '扫码逛商城' },
  decorators: [atRowEnd],
} satisfies Meta<typeof QrButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '扫码逛商城' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('img', { name: '扫码逛商城' })).toBeNull();
  },
};

/** A click shows the QR code (an SVG) of the address and the address as text; Escape closes it. */
export const Open: Story = {
  tags: ['screenshot-viewport'],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '扫码逛商城' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const code = await canvas.findByRole('img', { name: '扫码逛商城' });
    await expect(code.tagName.toLowerCase()).toBe('svg');
    await expect(code).toHaveAttribute('width', '120');
    await expect(code.querySelectorAll('path').length).toBeGreaterThan(0);
    await expect(canvas.getByText(mobileUrl)).toBeVisible();
    await expect(canvas.getByText('打开手机扫一扫')).toBeVisible();
    // Clicking again closes; clicking once more reopens.
    await userEvent.click(button);
    await expect(canvas.queryByText(mobileUrl)).toBeNull();
    await userEvent.click(button);
    await expect(canvas.getByText(mobileUrl)).toBeVisible();
  },
};

/** Keyboard focus opens it; Escape closes it and keeps focus on the button. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: '扫码逛商城' });
    await expect(button).toHaveFocus();
    await expect(canvas.getByText(mobileUrl)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByText(mobileUrl)).toBeNull();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Hovering opens it; moving away closes it after a short delay. */
export const Hover: Story = {
  tags: ['screenshot-viewport'],
  args: { url: 'https://m.mall.example.com/pages/index/index?spread=1024&channel=pc-header', label: 'Shop on phone' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Shop on phone' });
    await userEvent.hover(button);
    await expect(await canvas.findByRole('img', { name: 'Shop on phone' })).toBeVisible();
    await userEvent.unhover(button);
    await waitFor(() => expect(canvas.queryByRole('img', { name: 'Shop on phone' })).toBeNull());
    await userEvent.hover(button);
    await expect(canvas.getByText('Scan with your phone camera')).toBeVisible();
  },
};
