import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { addresses, longAddress } from '../fixtures.ts';
import { AddressPicker } from './AddressPicker.tsx';

const meta = {
  title: 'Address / AddressPicker',
  component: AddressPicker,
  args: { addresses, selectedId: 1, onSelect: fn(), onAdd: fn(), onEdit: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 1000 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: '收货地址' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /张伟/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /李娜/ }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: '编辑 王芳 的地址' }));
    await expect(args.onEdit).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: '新增收货地址' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** With state: arrow keys move the choice between the cards, like any radio group. */
export const KeyboardChoice: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<number | null>(null);
    return (
      <AddressPicker
        {...args}
        selectedId={selected}
        onSelect={(id) => {
          setSelected(id);
          args.onSelect(id);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /张伟/ }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('radio', { name: /李娜/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /李娜/ })).toHaveFocus();
  },
};

/** Nothing chosen yet (no default address). */
export const NoneSelected: Story = {
  args: { selectedId: null, addresses: [...addresses.slice(1), longAddress] },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

/** No address yet: a prompt to add the first one (an order needs one, spec §5). */
export const Empty: Story = {
  args: { addresses: [], selectedId: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '还没有收货地址' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '新增收货地址' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '正在加载收货地址' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { error: '系统异常', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'ที่อยู่จัดส่ง' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'เพิ่มที่อยู่จัดส่ง' })).toBeVisible();
  },
};
