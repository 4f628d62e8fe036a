import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MyCouponTabs } from './MyCouponTabs.tsx';

const meta = {
  title: 'Coupon / MyCouponTabs',
  component: MyCouponTabs,
  args: { value: 'usable', onChange: fn(), counts: { usable: 5, unusable: 2 }, panelId: 'coupon-panel' },
  decorators: [
    (Story) => (
      <div style={{ width: 960 }}>
        <Story />
        <div id="coupon-panel" />
      </div>
    ),
  ],
} satisfies Meta<typeof MyCouponTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The usable tab selected, both with their counts; a click on the other reports it. */
export const Usable: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: '优惠券状态' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '可用优惠券 (5)' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: '不可用优惠券 (2)' }));
    await expect(args.onChange).toHaveBeenCalledWith('unusable');
  },
};

/** The unusable tab selected; → wraps back to the usable one. */
export const Unusable: Story = {
  args: { value: 'unusable' },
  play: async ({ canvas, args }) => {
    const tab = canvas.getByRole('tab', { name: '不可用优惠券 (2)' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    tab.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenCalledWith('usable');
  },
};

/** Counts not known yet: the names alone. */
export const WithoutCounts: Story = {
  args: { counts: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['可用优惠券', '不可用优惠券']);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Usable (5)' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Utilisés ou expirés (2)' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'คูปองที่ใช้ได้ (5)' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'ຄູປອງທີ່ໃຊ້ໄດ້ (5)' })).toBeVisible();
  },
};
