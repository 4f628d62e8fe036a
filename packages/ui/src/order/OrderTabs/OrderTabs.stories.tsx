import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { orderCounts } from '../fixtures.ts';
import { OrderTabs, type OrderTabValue } from './OrderTabs.tsx';

const meta = {
  title: 'Order / OrderTabs',
  component: OrderTabs,
  args: { value: 0, onChange: fn(), counts: orderCounts },
} satisfies Meta<typeof OrderTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: '待付款 2' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: '已完成 99+' })).toHaveAttribute('aria-selected', 'false');
    // 待收货 has no orders, so no badge.
    await expect(canvas.getByRole('tab', { name: '待收货' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '待发货 1' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('tab', { name: '待付款 2' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** ←/→ move and select; Home/End jump; the ends wrap round. */
export const Keyboard: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<OrderTabValue>(args.value);
    return (
      <OrderTabs
        {...args}
        value={value}
        onChange={(tab) => {
          setValue(tab);
          args.onChange(tab);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: /^待付款/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('tab', { name: /^待发货/ })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: /^待发货/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('tab', { name: /^已完成/ })).toHaveFocus();
    // Only the selected tab is in the Tab order.
    await expect(canvas.getByRole('tab', { name: /^待付款/ })).toHaveAttribute('tabindex', '-1');
  },
};

export const CompletedSelected: Story = {
  args: { value: 3 },
};

export const WithoutCounts: Story = {
  args: { counts: undefined, value: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '待付款' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'To pay 2' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { value: 1 },
};
