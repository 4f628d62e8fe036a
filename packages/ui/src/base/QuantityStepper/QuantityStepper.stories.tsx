import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { QuantityStepper } from './QuantityStepper.tsx';

const meta = {
  title: 'Base / QuantityStepper',
  component: QuantityStepper,
  args: { value: 2, max: 5, onChange: fn() },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '增加数量' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: '减少数量' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const AtMinimum: Story = {
  args: { value: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '减少数量' })).toBeDisabled();
  },
};

/** The stock is the ceiling: + is off and typed numbers are clamped to it. */
export const AtStockLimit: Story = {
  args: { value: 5 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '增加数量' })).toBeDisabled();
    const input = canvas.getByRole('textbox', { name: '数量' });
    await userEvent.clear(input);
    await userEvent.type(input, '3{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const TypedAboveStock: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(2);
    return <QuantityStepper {...args} value={value} onChange={(v) => { setValue(v); args.onChange(v); }} />;
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '数量' });
    await userEvent.clear(input);
    await userEvent.type(input, '40');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(input).toHaveValue('5');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Small: Story = { args: { size: 'sm' } };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
  },
};
