import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { AgreementCheckbox, PRIVACY_AGREEMENT_PATH } from './AgreementCheckbox.tsx';

/** The privacy-agreement box of the sign-in and register views (spec §2, §5 `agreement`). */
const meta = {
  title: 'Auth / Parts / AgreementCheckbox',
  component: AgreementCheckbox,
  args: { name: 'agreement', checked: false, onChange: () => undefined },
  render: function Render(args) {
    const [checked, setChecked] = useState(args.checked);
    return <AgreementCheckbox {...args} checked={checked} onChange={(e) => setChecked(e.target.checked)} />;
  },
} satisfies Meta<typeof AgreementCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unticked; the link opens the agreement in a new tab. */
export const Unticked: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '《隐私协议》' });
    await expect(link).toHaveAttribute('href', PRIVACY_AGREEMENT_PATH);
    await expect(link).toHaveAttribute('target', '_blank');
    const box = canvas.getByRole('checkbox', { name: /隐私协议/ });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

/** Left unticked on submit: the spec's message, announced and tied to the box. */
export const Missing: Story = {
  args: { error: '请勾选隐私协议' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('请勾选隐私协议');
    await expect(canvas.getByRole('checkbox', { name: /隐私协议/ })).toHaveAttribute('aria-invalid', 'true');
  },
};
