import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { AuthTabs } from './AuthTabs.tsx';

/** The phone / email tabs of the sign-in views (spec §4: the email tab goes to view 2). */
const meta = {
  title: 'Auth / Parts / AuthTabs',
  component: AuthTabs,
  args: { label: '登录方式', tabs: [], panelId: 'auth-panel' },
  render: function Render(args) {
    const [current, setCurrent] = useState('phone');
    const tabs = [
      { id: 'tab-phone', label: '手机号登录', selected: current === 'phone', onSelect: () => setCurrent('phone') },
      { id: 'tab-email', label: '邮箱登录', selected: current === 'email', onSelect: () => setCurrent('email') },
    ];
    return (
      <>
        <AuthTabs {...args} tabs={tabs} />
        <div id="auth-panel" role="tabpanel" aria-labelledby={`tab-${current}`}>
          {current === 'phone' ? '手机号 + 密码' : '邮箱 + 密码'}
        </div>
      </>
    );
  },
} satisfies Meta<typeof AuthTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Phone first (the default strategy, spec §4); a click selects the email tab. */
export const ClickToSwitch: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '手机号登录' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: '邮箱登录' }));
    await expect(canvas.getByRole('tab', { name: '邮箱登录' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('邮箱 + 密码');
  },
};

/** Arrow keys move between the tabs and select them, as a tab list does. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('tab', { name: '手机号登录' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '邮箱登录' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: '手机号登录' })).toHaveAttribute('aria-selected', 'true');
  },
};
