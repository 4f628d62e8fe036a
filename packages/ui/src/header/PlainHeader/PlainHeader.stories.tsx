import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureImage } from '../../fixtures/images.ts';
import { headerBaseArgs, hotKeywords, signedInUser } from '../fixtures.ts';
import { PlainHeader } from './PlainHeader.tsx';

const meta = {
  title: 'Header / PlainHeader',
  component: PlainHeader,
  args: {
    ...headerBaseArgs,
    keywords: hotKeywords.slice(0, 3),
    onSearch: fn(),
    onSignIn: fn(),
    onSignOut: fn(),
  },
} satisfies Meta<typeof PlainHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: 请登录, an empty cart. Enter submits the trimmed search text. */
export const Guest: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '请登录' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    const box = canvas.getByRole('searchbox', { name: '搜索商品' });
    await userEvent.type(box, '  星河 Nova 60  {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('星河 Nova 60');
    await expect(canvas.getByRole('link', { name: '我的购物车 0 件商品' })).toHaveAttribute('href', '/order/shopping_cart');
    await expect(canvas.getByRole('link', { name: '商城首页' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/users/order_list?orderStatus=1');
  },
};

/** The 搜索 button submits too; a hot keyword chip searches for its title. */
export const SearchAndChips: Story = {
  args: { searchValue: '空气净化器' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: '搜索商品' });
    await expect(box).toHaveValue('空气净化器');
    await userEvent.clear(box);
    await userEvent.type(box, ' 电饭煲 ');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('电饭煲');
    const chips = within(canvas.getByRole('group', { name: '热门搜索' }));
    await userEvent.click(chips.getByRole('button', { name: '坚果礼盒' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('坚果礼盒');
    await expect(box).toHaveValue('坚果礼盒');
  },
};

/** Signed in: nickname with 退出. */
export const SignedIn: Story = {
  args: { user: { nickname: signedInUser.nickname, avatar: fixtureImage(4, 40) }, cartCount: 3 },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: '请登录' })).toBeNull();
    await expect(canvas.getByText('你好，张小凡')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '退出' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

/** Above 99 the badge reads 99+; the link's name has the real count. */
export const WithCartCount: Story = {
  args: { user: { nickname: signedInUser.nickname }, cartCount: 128 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '我的购物车 128 件商品' })).toBeVisible();
  },
};

/** Six hot keywords: only the first three are shown (spec §9). */
export const ManyKeywords: Story = {
  args: { keywords: hotKeywords },
  play: async ({ canvas }) => {
    const chips = canvas.getByRole('group', { name: '热门搜索' });
    await expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual(['星河手机', '空气净化器', '坚果礼盒']);
  },
};

/** A long nickname is cut with an ellipsis (the whole name is in its title). */
export const LongNickname: Story = {
  args: { user: { nickname: '喜欢在深夜逛商城买坚果和数码产品的张小凡同学' }, cartCount: 12 },
  play: async ({ canvas }) => {
    const name = canvas.getByTitle('喜欢在深夜逛商城买坚果和数码产品的张小凡同学');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};

/** The session is still being checked: a placeholder for the user area, no badge. */
export const Loading: Story = {
  args: { loading: true, cartCount: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '请登录' })).toBeNull();
    await expect(canvas.queryByText('5')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { user: { nickname: 'Alex Chen' }, cartCount: 1, keywords: [{ id: 1, title: 'Phones' }, { id: 2, title: 'Air purifier' }, { id: 3, title: 'Nuts' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'My cart 1 item' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { cartCount: 7 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ເຂົ້າສູ່ລະບົບ' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'ຄົ້ນຫາ' })).toBeVisible();
  },
};
