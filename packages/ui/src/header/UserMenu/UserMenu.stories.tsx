import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureImage } from '../../fixtures/images.ts';
import { fullUser, userMenus } from '../fixtures.ts';
import { inTopBar } from '../fixtures/frames.tsx';
import { UserMenu } from './UserMenu.tsx';

const meta = {
  title: 'Header / UserMenu',
  component: UserMenu,
  args: {
    user: { ...fullUser, avatar: fixtureImage(4, 80) },
    menu: userMenus,
    ordersHref: '/users/order_list?orderStatus=1',
    refundsHref: '/users/refund_list',
    reviewsHref: '/users/evaluation_list',
    onSignOut: fn(),
  },
  decorators: [inTopBar],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: avatar and nickname. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '我的账户 张小凡' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open: profile, the fixed menu, the server menu (menuCur added, the empty entry hidden) and 退出登录. */
export const Open: Story = {
  tags: ['screenshot-viewport'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '我的账户 张小凡' }));
    await expect(canvas.getByText('138****8000')).toBeVisible();
    await expect(canvas.getByText('xiaofan.zhang@example.com')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/users/order_list?orderStatus=1');
    await expect(canvas.getByRole('link', { name: '退款/售后' })).toHaveAttribute('href', '/users/refund_list');
    await expect(canvas.getByRole('link', { name: '我的评价' })).toHaveAttribute('href', '/users/evaluation_list');
    const more = within(canvas.getByRole('list', { name: '更多服务' }));
    await expect(more.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['我的收藏', '/users/collection_list?menuCur=61'],
      ['我的优惠券', '/users/coupon_list?type=1&menuCur=62'],
      ['地址管理', '/users/address_list?menuCur=63'],
      ['个人资料', '/users/user_info?menuCur=65'],
      ['商家入驻', '/users/merchant_settled?menuCur=70'],
      ['申请记录', '/users/application_record?menuCur=71'],
    ]);
    await expect(canvas.queryByText('我的积分')).toBeNull();
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/** 退出登录 calls onSignOut once and closes the menu. */
export const SignOut: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '我的账户 张小凡' }));
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: '退出登录' })).toBeNull();
  },
};

/** Keyboard: ArrowDown opens on the first link, arrows move, Escape closes and returns to the button. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '我的账户 张小凡' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', { name: '我的订单' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: '退款/售后' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: '退出登录' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: '我的订单' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('link', { name: '我的订单' })).toBeNull();
    await expect(button).toHaveFocus();
    // Enter toggles it like any button.
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/** Hovering opens it; leaving closes it after a short delay. No phone or email: 未绑定. No server entries: no 更多服务. */
export const HoverMinimal: Story = {
  tags: ['screenshot-viewport'],
  args: {
    user: { nickname: '喜欢在深夜逛商城买坚果和数码产品的张小凡同学' },
    menu: [{ id: 64, name: '我的积分', pc_url: '' }],
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '我的账户 喜欢在深夜逛商城买坚果和数码产品的张小凡同学' });
    await userEvent.hover(button);
    await expect(canvas.getAllByText('未绑定')).toHaveLength(2);
    await expect(canvas.queryByRole('list', { name: '更多服务' })).toBeNull();
    await userEvent.unhover(button);
    await waitFor(() => expect(canvas.queryByText('未绑定')).toBeNull());
    await userEvent.hover(button);
  },
};

export const Lao: Story = {
  tags: ['screenshot-viewport'],
  globals: { locale: 'lao' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ບັນຊີຂອງຂ້ອຍ: ຈາງສຽວຟານ' }));
    await expect(canvas.getByRole('link', { name: 'ຄືນເງິນ/ຫຼັງການຂາຍ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ອອກຈາກລະບົບ' })).toBeVisible();
  },
  args: { user: { nickname: 'ຈາງສຽວຟານ', phone: '020 5555 1234', email: 'xiaofan@example.la' } },
};
