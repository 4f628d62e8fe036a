import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { addresses, longAddress } from '../fixtures.ts';
import { AddressCard } from './AddressCard.tsx';

const meta = {
  title: 'Address / AddressCard',
  component: AddressCard,
  args: { address: addresses[0]! },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default address, read only. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('默认')).toBeVisible();
    await expect(canvas.getByText('+86 13800138000')).toBeVisible();
    await expect(canvas.getByText('邮编 518057')).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

export const WithEdit: Story = {
  args: { address: addresses[1]!, onEdit: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText('默认')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '编辑 李娜 的地址' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

/** At checkout: a radio card; a click anywhere on it picks it. */
export const Selectable: Story = {
  args: { address: addresses[1]!, onSelect: fn(), onEdit: fn(), selected: false },
  play: async ({ canvas, args }) => {
    const radio = canvas.getByRole('radio', { name: /李娜/ });
    await expect(radio).not.toBeChecked();
    await userEvent.click(canvas.getByText('上海市浦东新区陆家嘴环路 1000 号恒生银行大厦 28 楼', { exact: false }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '编辑 李娜 的地址' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const Selected: Story = {
  args: { onSelect: fn(), onEdit: fn(), selected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /张伟/ })).toBeChecked();
  },
};

export const LongText: Story = {
  args: { address: longAddress, onSelect: fn(), onEdit: fn(), selected: true },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { onEdit: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Default')).toBeVisible();
    await expect(canvas.getByText('Post code 518057')).toBeVisible();
  },
};
