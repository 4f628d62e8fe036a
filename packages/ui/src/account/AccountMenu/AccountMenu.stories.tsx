import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
      { key: 'points', href: '/users/integral' },
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

/** The points page is an entry of the account group. */
export const PointsCurrent: Story = {
  args: { current: 'points' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '我的积分' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '我的积分' })).toHaveAttribute('href', '/users/integral');
  },
};

/** The server's menu (`routine_my_menus`). */
const serverMenu = [
  { id: 61, name: '我的收藏', pc_url: '/users/collection_list' },
  { id: 62, name: '优惠券', pc_url: '/users/coupon_list?type=1' },
  { id: 70, name: '商家入驻', pc_url: '/users/merchant_settled' },
  { id: 80, name: '会员权益', pc_url: '/users/member_benefits' },
  { id: 72, name: '小程序订单', pc_url: '' },
];

/**
 * With the server's menu: the pages it lists carry its menuCur; its other
 * entries follow under 更多服务 (the one without a url hidden), and the one
 * of `menuCur` is current.
 */
export const WithServerMenu: Story = {
  args: { menu: serverMenu, current: undefined, menuCur: 80 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '我的收藏' })).toHaveAttribute('href', '/users/collection_list?menuCur=61');
    await expect(canvas.getByRole('link', { name: '我的优惠券' })).toHaveAttribute('href', '/users/coupon_list?menuCur=62');
    await expect(canvas.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/users/order_list?orderStatus=1');
    const more = canvas.getByRole('heading', { name: '更多服务' }).closest('section')!;
    const extra = within(more as HTMLElement).getAllByRole('link');
    await expect(extra.map((link) => link.textContent)).toEqual(['会员权益']);
    await expect(extra[0]).toHaveAttribute('href', '/users/member_benefits?menuCur=80');
    await expect(extra[0]).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByText('小程序订单')).toBeNull();
  },
};

/** A fixed page reached from the server's menu is found by its menuCur. */
export const CurrentByMenuCur: Story = {
  args: { menu: serverMenu, current: undefined, menuCur: 62 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '我的优惠券' })).toHaveAttribute('aria-current', 'page');
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const Thai: Story = { globals: { locale: 'th' } };

export const French: Story = {
  globals: { locale: 'fr' },
  args: { current: 'points', menu: serverMenu },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Mes points' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { name: 'Plus de services' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { current: 'points' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'ຄະແນນຂອງຂ້ອຍ' })).toHaveAttribute('aria-current', 'page');
  },
};
