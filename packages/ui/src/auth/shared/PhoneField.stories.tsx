import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { PhoneField } from './PhoneField.tsx';

/** The phone number with its country picker (spec §2 Country picker; default +86). */
const meta = {
  title: 'Auth / Parts / PhoneField',
  component: PhoneField,
  args: { name: 'phone', country: 'CN', onCountryChange: () => undefined, value: '', onChange: () => undefined },
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
  render: function Render(args) {
    const [country, setCountry] = useState(args.country);
    const [value, setValue] = useState(args.value);
    return (
      <PhoneField {...args} country={country} onCountryChange={setCountry} value={value} onChange={(e) => setValue(e.target.value)} />
    );
  },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** China by default: the dial code +86 before the number, and the number is typed. */
export const China: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /\+86/ })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '手机号' }), '13800138000');
    await expect(canvas.getByRole('textbox', { name: '手机号' })).toHaveValue('13800138000');
  },
};

/** Another country chosen: its dial code shows. */
export const France: Story = {
  args: { country: 'FR', value: '612345678' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /\+33/ })).toBeVisible();
  },
};

/** A number that does not fit the country's format: the message under the field. */
export const Invalid: Story = {
  args: { value: '12345', error: '请输入有效的手机号' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '手机号' })).toHaveAccessibleDescription(/请输入有效的手机号/);
  },
};
