import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AccountMenu, type AccountMenuSection } from './AccountMenu.tsx';

const sections: AccountMenuSection[] = [
  {
    key: 'orders',
    items: [
      { key: 'orders', href: '/users/order_list?orderStatus=1' },
      { key: 'refunds', href: '/users/refund_list' },
      { key: 'reviews', href: '/users/evaluation_list' },
    ],
  },
  {
    key: 'account',
    items: [
      { key: 'profile', href: '/users/user_info' },
      { key: 'addresses', href: '/users/address_list' },
      { key: 'favourites', href: '/users/collection_list' },
      { key: 'coupons', href: '/users/coupon_list' },
    ],
  },
  {
    key: 'merchant',
    items: [
      { key: 'merchantApply', href: '/users/merchant_settled?menuCur=70' },
      { key: 'applications', href: '/users/application_record' },
    ],
  },
];

const meta = {
  title: 'Account / AccountMenu',
  component: AccountMenu,
  args: { sections, current: 'orders' },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrdersCurrent: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '我的订单' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '收货地址' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('navigation', { name: '个人中心' })).toBeVisible();
  },
};

export const AddressesCurrent: Story = { args: { current: 'addresses' } };

export const English: Story = { globals: { locale: 'en' } };

export const Thai: Story = { globals: { locale: 'th' } };
