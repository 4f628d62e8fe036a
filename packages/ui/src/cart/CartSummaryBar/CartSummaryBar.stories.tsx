import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CartSummaryBar } from './CartSummaryBar.tsx';

const meta = {
  title: 'Cart / CartSummaryBar',
  component: CartSummaryBar,
  args: {
    allSelected: false,
    selectedCount: 3,
    totalCents: 319700,
    onToggleAll: fn(),
    onDeleteSelected: fn(),
    onCheckout: fn(),
  },
} satisfies Meta<typeof CartSummaryBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(canvas.getByText('￥3,197.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
    await expect(args.onToggleAll).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: '删除选中' }));
    await expect(args.onDeleteSelected).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '去结算' }));
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
  },
};

export const AllSelected: Story = {
  args: { allSelected: true, selectedCount: 7, totalCents: 483670 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
    await expect(args.onToggleAll).toHaveBeenCalledWith(false);
  },
};

/** A double press of 去结算 within 500 ms makes one pre-order (spec §5). */
export const RepeatGuard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: '去结算' }));
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
  },
};

/** Spec §5 "an item must be selected": nothing selected, nothing to check out or delete. */
export const NothingSelected: Story = {
  args: { selectedCount: 0, totalCents: 0 },
  play: async ({ canvas, args }) => {
    const checkout = canvas.getByRole('button', { name: '去结算' });
    await expect(checkout).toBeDisabled();
    await userEvent.click(checkout);
    await expect(args.onCheckout).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '删除选中' })).toBeDisabled();
  },
};

export const CheckingOut: Story = {
  args: { checkingOut: true },
  play: async ({ canvas, args }) => {
    const checkout = canvas.getByRole('button', { name: '去结算' });
    await expect(checkout).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(checkout);
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

export const LargeTotal: Story = {
  args: { allSelected: true, selectedCount: 198, totalCents: 12345678900 },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { selectedCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Checkout' })).toHaveTextContent('1 item selected');
    await expect(canvas.getByRole('button', { name: 'Check out' })).toBeEnabled();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ໄປຊຳລະເງິນ' })).toBeEnabled();
  },
};
