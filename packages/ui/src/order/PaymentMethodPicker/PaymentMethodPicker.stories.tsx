import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { allPayMethods } from '../fixtures.ts';
import { PaymentMethodPicker, type PayTypeOption } from './PaymentMethodPicker.tsx';

const meta = {
  title: 'Order / PaymentMethodPicker',
  component: PaymentMethodPicker,
  args: { methods: allPayMethods, value: null, onChange: fn(), balanceCents: 500000, payCents: 345670 },
  decorators: [
    (Story) => (
      <div style={{ width: 1000 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllMethods: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: '支付方式' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    await expect(canvas.getByRole('radio', { name: '余额支付' })).toHaveAccessibleDescription('可用余额 ￥5,000.00');
    await userEvent.click(canvas.getByRole('radio', { name: '微信支付' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('wechat');
    await userEvent.click(canvas.getByText('余额支付'));
    await expect(args.onChange).toHaveBeenLastCalledWith('yue');
  },
};

export const Selected: Story = {
  args: { value: 'paypal' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  },
};

/** The balance does not cover the order: 余额支付 is off and says so. */
export const InsufficientBalance: Story = {
  args: { balanceCents: 12050 },
  play: async ({ canvas, args }) => {
    const balance = canvas.getByRole('radio', { name: '余额支付' });
    await expect(balance).toBeDisabled();
    await expect(balance).toHaveAccessibleDescription('可用余额 ￥120.50 余额不足');
    await userEvent.click(canvas.getByText('余额支付'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A guest without balance: cash on delivery is the way to pay. */
export const CashOnDelivery: Story = {
  args: {
    methods: { yuePaySwitch: true, paypalStatus: false, stripeStatus: false, wechatPaySwitch: false, codSwitch: true },
    balanceCents: 0,
    value: 'cod',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.getByRole('radio', { name: '余额支付' })).toBeDisabled();
    const cod = canvas.getByRole('radio', { name: '货到付款' });
    await expect(cod).toBeChecked();
    await expect(cod).toHaveAccessibleDescription('收货时向快递员付现金');
    await userEvent.click(canvas.getByText('余额支付'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Switched-off methods are not shown. */
export const SomeMethods: Story = {
  args: { methods: { yuePaySwitch: false, paypalStatus: true, stripeStatus: true, wechatPaySwitch: false }, value: 'stripe' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.queryByRole('radio', { name: '余额支付' })).toBeNull();
    await expect(canvas.getByRole('radio', { name: '银行卡支付' })).toBeChecked();
  },
};

export const NoneAvailable: Story = {
  args: { methods: { yuePaySwitch: false, paypalStatus: false, stripeStatus: false, wechatPaySwitch: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('暂无可用的支付方式');
  },
};

/** With state: arrow keys move the choice and skip the disabled balance. */
export const KeyboardChoice: Story = {
  args: { balanceCents: 100 },
  render: function Render(args) {
    const [value, setValue] = useState<PayTypeOption | null>(null);
    return (
      <PaymentMethodPicker
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '微信支付' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('paypal');
    await expect(canvas.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { value: 'yue' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'ชำระด้วยยอดเงินคงเหลือ' })).toBeChecked();
  },
};
