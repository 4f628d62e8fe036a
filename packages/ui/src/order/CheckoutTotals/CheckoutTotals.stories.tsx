import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { preOrderTotals } from '../fixtures.ts';
import { CheckoutTotals } from './CheckoutTotals.tsx';

const meta = {
  title: 'Order / CheckoutTotals',
  component: CheckoutTotals,
  args: { ...preOrderTotals, onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 1000 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a coupon: the 优惠 row shows the deduction. */
export const WithCoupon: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('共 6 件商品')).toBeVisible();
    await expect(canvas.getByText('优惠：')).toBeVisible();
    await expect(canvas.getByText('-￥20.00')).toBeVisible();
    await expect(canvas.getByText('￥3,458.70')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const NoCoupon: Story = {
  args: { couponFee: 0, payFee: preOrderTotals.proTotalFee + preOrderTotals.freightFee },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('优惠：')).toBeNull();
  },
};

/** Spec §5: no address yet — the button is off and says why. */
export const MissingAddress: Story = {
  args: { disabled: true, disabledReason: '请选择收货地址' },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: '提交订单' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription('请选择收货地址');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: '提交订单' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A double press within 500 ms places one order (spec §5). */
export const RepeatGuard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: '提交订单' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { disabled: true, disabledReason: 'Veuillez choisir un mode de paiement' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('6 articles')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Passer la commande' })).toBeDisabled();
  },
};
