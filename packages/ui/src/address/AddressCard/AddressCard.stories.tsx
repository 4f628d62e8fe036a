import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { addresses, longAddress } from '../fixtures.ts';
import { AddressCard } from './AddressCard.tsx';
import { docsInFrame } from '../../fixtures/docs.ts';

const meta = {
  title: 'Address / AddressCard',
  parameters: { docs: docsInFrame },
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

/** The address book: 设为默认 on an address that is not the default, 编辑 and 删除. */
export const AddressBook: Story = {
  args: { address: addresses[1]!, onEdit: fn(), onSetDefault: fn(), onDelete: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '设为默认：李娜 的地址' }));
    await expect(args.onSetDefault).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: '删除 李娜 的地址' })).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

/** The default address offers no 设为默认. */
export const AddressBookDefault: Story = {
  args: { onEdit: fn(), onSetDefault: fn(), onDelete: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /设为默认/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: '删除 张伟 的地址' })).toBeVisible();
  },
};

/** 删除 asks first: 取消 keeps the address, 删除 in the dialog reports it once. */
export const DeleteConfirm: Story = {
  args: { address: addresses[1]!, onEdit: fn(), onSetDefault: fn(), onDelete: fn() },
  play: async ({ canvas, args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '删除 李娜 的地址' }));
    let dialog = await page.findByRole('dialog', { name: '删除地址' });
    await expect(dialog).toHaveTextContent('确定删除 李娜 的这个收货地址吗？删除后无法恢复。');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '删除 李娜 的地址' }));
    dialog = await page.findByRole('dialog', { name: '删除地址' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

/** The delete call is running: its button spins. */
export const Deleting: Story = {
  args: { address: addresses[1]!, onEdit: fn(), onSetDefault: fn(), onDelete: fn(), busy: 'delete' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '删除 李娜 的地址' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { onEdit: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Default')).toBeVisible();
    await expect(canvas.getByText('Post code 518057')).toBeVisible();
  },
};

export const EnglishAddressBook: Story = {
  globals: { locale: 'en' },
  args: { address: addresses[1]!, onEdit: fn(), onSetDefault: fn(), onDelete: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: "Set as default: 李娜's address" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: "Delete 李娜's address" })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { address: addresses[1]!, onEdit: fn(), onSetDefault: fn(), onDelete: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Définir par défaut')).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { address: addresses[1]!, onEdit: fn(), onSetDefault: fn(), onDelete: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ตั้งเป็นค่าเริ่มต้น')).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { address: addresses[1]!, onEdit: fn(), onSetDefault: fn(), onDelete: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ລຶບ')).toBeVisible();
  },
};
