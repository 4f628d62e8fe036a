import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CodeField } from './CodeField.tsx';

/** The verification-code field with its send-code button (spec §4 Send-code button, §5). */
const meta = {
  title: 'Auth / Parts / CodeField',
  component: CodeField,
  args: { name: 'captcha', value: '', onChange: () => undefined, onSend: fn(async () => undefined) },
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <CodeField {...args} value={value} onChange={(e) => setValue(e.target.value)} />;
  },
} satisfies Meta<typeof CodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Pressing the button asks for a code; the countdown starts once it was sent.
 * Not pictured: the countdown runs on the real clock here (SendCodeButton's own stories freeze it).
 */
export const SendCode: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('button', { name: /秒后重发/ })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '验证码' }), '123456');
    await expect(canvas.getByRole('textbox', { name: '验证码' })).toHaveValue('123456');
  },
};

/** A code with other characters: the spec's `correctCaptche` message under the field. */
export const Invalid: Story = {
  args: { value: '12-34', error: '请输入 6 位数字验证码' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '验证码' })).toHaveAccessibleDescription(/请输入 6 位数字验证码/);
  },
};
