import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog } from './Dialog.tsx';
import { docsInFrame } from '../../fixtures/docs.ts';

const meta = {
  title: 'Base / Dialog',
  parameters: { docs: docsInFrame },
  component: Dialog,
  tags: ['screenshot-viewport'],
  args: {
    open: true,
    title: '确认删除',
    onClose: fn(),
    children: <p style={{ margin: 0 }}>确定要从购物车中删除这 2 件商品吗？</p>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: {
    footer: (
      <>
        <Button variant="ghost">取消</Button>
        <Button>删除</Button>
      </>
    ),
  },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: '确认删除' });
    await expect(dialog).toBeVisible();
    // Escape makes the browser fire `cancel`; synthetic key events cannot, so fire it directly.
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(dialog).toBeVisible();
  },
};

export const Closed: Story = {
  args: { open: false },
  tags: ['!screenshot-viewport'],
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** Opened from a button and closed with its close button. */
export const Interactive: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>打开</Button>
        <Dialog {...args} open={open} onClose={() => setOpen(false)} />
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开' }));
    const body = within(document.body);
    await expect(body.getByRole('dialog', { name: '确认删除' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: '关闭' }));
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};
