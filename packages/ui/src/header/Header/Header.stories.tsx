import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureImage } from '../../fixtures/images.ts';
import { categoryHref, fullUser, headerBaseArgs, headerCategories, mobileUrl, userMenus } from '../fixtures.ts';
import { Header } from './Header.tsx';
import { docsInFrame } from '../../fixtures/docs.ts';

const meta = {
  title: 'Header / Header',
  parameters: { docs: docsInFrame },
  component: Header,
  args: {
    ...headerBaseArgs,
    locale: 'zh-CN',
    onLocaleChange: fn(),
    onSearch: fn(),
    onSignIn: fn(),
    onSignOut: fn(),
    userMenu: userMenus,
    refundsHref: '/users/refund_list',
    reviewsHref: '/users/evaluation_list',
    merchantApplyHref: '/users/merchant_settled?menuCur=70',
    mobileUrl,
    onCollectSite: fn(),
    categories: headerCategories,
    categoryHref,
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = { ...fullUser, avatar: fixtureImage(4, 80) };

/** A guest: 请登录 in the top bar, an empty cart; every link and button of the three rows does its job. */
export const Guest: Story = {
  play: async ({ canvas, args }) => {
    const top = within(canvas.getByRole('navigation', { name: '快捷导航' }));
    await userEvent.click(top.getByRole('button', { name: '请登录' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await userEvent.click(top.getByRole('button', { name: '收藏本站' }));
    await expect(args.onCollectSite).toHaveBeenCalledTimes(1);
    await expect(top.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
    await expect(top.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/users/order_list?orderStatus=1');
    await expect(top.getByRole('link', { name: '手机商城' })).toHaveAttribute('href', mobileUrl);
    await expect(canvas.queryByRole('button', { name: /我的账户/ })).toBeNull();

    await expect(canvas.getByRole('link', { name: '商城首页' })).toHaveAttribute('href', '/');
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索商品' }), '  星河 Nova 60 {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('星河 Nova 60');
    await expect(within(canvas.getByRole('group', { name: '热门搜索' })).getAllByRole('button')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: '我的购物车 0 件商品' })).toHaveAttribute('href', '/order/shopping_cart');
    await expect(canvas.getByRole('button', { name: '扫码逛商城' })).toBeVisible();

    const nav = within(canvas.getByRole('navigation', { name: '主导航' }));
    await expect(nav.getByRole('button', { name: '全部商品分类' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/users/order_list?orderStatus=1');
    await expect(nav.getByRole('link', { name: '商家入驻' })).toHaveAttribute('href', '/users/merchant_settled?menuCur=70');
    await expect(args.onSignOut).not.toHaveBeenCalled();
    // Back to rest, so the picture shows the header as it first appears.
    await userEvent.unhover(canvas.getByRole('button', { name: '扫码逛商城' }));
    await userEvent.clear(canvas.getByRole('searchbox', { name: '搜索商品' }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Signed in: avatar and nickname instead of 请登录, a cart badge (99+ above 99). */
export const SignedIn: Story = {
  args: { user: signedIn, cartCount: 128 },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: '请登录' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '我的账户 张小凡' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '我的购物车 128 件商品' })).toBeVisible();
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

/** The user menu, opened by a click: the server's entries link to pc_url with menuCur; the entry with an empty url is hidden. */
export const DropdownOpen: Story = {
  tags: ['screenshot-viewport'],
  args: { user: signedIn, cartCount: 3 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '我的账户 张小凡' }));
    await expect(canvas.getByText('138****8000')).toBeVisible();
    await expect(canvas.getByText('xiaofan.zhang@example.com')).toBeVisible();
    const more = within(canvas.getByRole('list', { name: '更多服务' }));
    await expect(more.getByRole('link', { name: '我的优惠券' })).toHaveAttribute('href', '/users/coupon_list?type=1&menuCur=62');
    await expect(more.getByRole('link', { name: '商家入驻' })).toHaveAttribute('href', '/users/merchant_settled?menuCur=70');
    await expect(more.getAllByRole('link')).toHaveLength(6);
    await expect(canvas.queryByText('我的积分')).toBeNull();
    await expect(canvas.getByRole('link', { name: '退款/售后' })).toHaveAttribute('href', '/users/refund_list');
    await expect(canvas.getByRole('link', { name: '我的评价' })).toHaveAttribute('href', '/users/evaluation_list');
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    // Open again for the picture.
    await userEvent.click(canvas.getByRole('button', { name: '我的账户 张小凡' }));
    await expect(canvas.getByRole('list', { name: '更多服务' })).toBeVisible();
  },
};

/** The category drawer opened by hovering its trigger, then a category: its children beside the list. */
export const DrawerOpenByHover: Story = {
  tags: ['screenshot-viewport'],
  args: { user: signedIn, cartCount: 3 },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '全部商品分类' });
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.hover(canvas.getByRole('link', { name: '食品生鲜' }));
    const children = within(canvas.getByRole('group', { name: '食品生鲜的子分类' }));
    await expect(children.getByRole('link', { name: '坚果炒货' })).toHaveAttribute('href', '/goods/goods_search?cid=402');
  },
};

/** The category drawer by keyboard: ArrowDown into the list, ArrowRight into the children, Escape back to the trigger. */
export const DrawerOpenByKeyboard: Story = {
  tags: ['screenshot-viewport'],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '全部商品分类' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', { name: '手机数码' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: '电脑办公' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: '笔记本' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
    await expect(canvas.queryByRole('list', { name: '全部商品分类' })).toBeNull();
    // Open again and step into the children for the picture.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', { name: '手机数码' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    await expect(canvas.getByRole('link', { name: '空调' })).toHaveFocus();
  },
};

/** Home page top: the category list is shown open under the nav. */
export const CategoriesPinned: Story = {
  tags: ['screenshot-viewport'],
  args: { categoriesPinned: true },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: '主导航' }));
    await expect(nav.queryByRole('button', { name: '全部商品分类' })).toBeNull();
    await expect(nav.getByRole('list', { name: '全部商品分类' })).toBeVisible();
    await expect(nav.getAllByRole('link', { name: /./ }).length).toBeGreaterThanOrEqual(12);
  },
};

/** Scrolled past 120 px: the main row (compact, no chips) and the nav stick to the top with a shadow; the pinned list becomes a drawer. */
export const Fixed: Story = {
  tags: ['screenshot-viewport'],
  args: { fixed: true, categoriesPinned: true, user: signedIn, cartCount: 5, searchValue: '空气净化器' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '主导航' });
    const sticky = nav.parentElement!.parentElement!;
    await expect(getComputedStyle(sticky).position).toBe('fixed');
    await expect(sticky.getBoundingClientRect().top).toBe(0);
    await expect(canvas.queryByRole('group', { name: '热门搜索' })).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: '搜索商品' })).toHaveValue('空气净化器');
    await expect(canvas.queryByRole('list', { name: '全部商品分类' })).toBeNull();
    await expect(within(nav).getByRole('button', { name: '全部商品分类' })).toBeVisible();
    // The spacer keeps the normal height of the main row and nav (96 + 40 px) in the flow.
    const spacer = sticky.previousElementSibling as HTMLElement;
    await expect(spacer.getBoundingClientRect().height).toBe(136);
  },
};

/** The session is still being checked: a placeholder for the user area, no cart badge. */
export const Loading: Story = {
  args: { loading: true, cartCount: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '请登录' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /我的账户/ })).toBeNull();
    await expect(canvas.queryByText('5')).toBeNull();
    await expect(canvas.getByRole('link', { name: '我的购物车' })).toBeVisible();
  },
};

/** No mobile mall address: neither 手机商城 nor the QR button. */
export const NoMobileMall: Story = {
  args: { mobileUrl: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: '手机商城' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '扫码逛商城' })).toBeNull();
  },
};

/** The language switch in the top bar calls onLocaleChange. */
export const ChangeLanguage: Story = {
  tags: ['screenshot-viewport'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '语言 简体中文' }));
    await userEvent.click(canvas.getByRole('menuitemradio', { name: 'English' }));
    await expect(args.onLocaleChange).toHaveBeenCalledTimes(1);
    await expect(args.onLocaleChange).toHaveBeenCalledWith('en');
    await userEvent.hover(canvas.getByRole('button', { name: '语言 简体中文' }));
    await expect(canvas.getByRole('menu', { name: '选择语言' })).toBeVisible();
  },
};

/** The whole header in each language (shopper data stays as the server sends it). */
export const ChineseSimplified: Story = {
  args: { user: signedIn, cartCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '语言 简体中文' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '商家入驻' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    locale: 'en',
    user: { ...signedIn, nickname: 'Alex Chen' },
    cartCount: 1,
    keywords: [
      { id: 1, title: 'Phones' },
      { id: 2, title: 'Air purifier' },
      { id: 3, title: 'Nut gift box' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'My cart 1 item' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All categories' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Language: English' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'My account: Alex Chen' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { locale: 'fr', cartCount: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mon panier 12 articles' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajouter aux favoris' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Devenir vendeur' })).toBeVisible();
  },
};

/**
 * Only what is required (logo, search, shopper, sign-in and sign-out): links
 * lead to the provider's paths, and the parts without their callback (收藏本站,
 * the language switch) or data (hot words, 手机商城) are left out.
 */
export const Minimal: Story = {
  tags: ['screenshot-viewport'],
  args: {
    locale: undefined,
    onLocaleChange: undefined,
    keywords: undefined,
    cartCount: undefined,
    cartHref: undefined,
    ordersHref: undefined,
    homeHref: undefined,
    userMenu: undefined,
    refundsHref: undefined,
    reviewsHref: undefined,
    merchantApplyHref: undefined,
    mobileUrl: undefined,
    onCollectSite: undefined,
    categories: undefined,
    categoryHref: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /我的购物车/ })).toHaveAttribute('href', '/order/shopping_cart');
    await expect(canvas.getByRole('link', { name: '商家入驻' })).toHaveAttribute('href', '/users/merchant_settled?menuCur=70');
    for (const link of canvas.getAllByRole('link', { name: '我的订单' })) await expect(link).toHaveAttribute('href', '/users/order_list?orderStatus=1');
    await expect(canvas.queryByRole('button', { name: '收藏本站' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /语言/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: '手机商城' })).toBeNull();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { locale: 'th', user: signedIn, cartCount: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ภาษา: ไทย' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'หมวดหมู่สินค้าทั้งหมด' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'รถเข็นของฉัน 2 รายการ' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { locale: 'lao', cartCount: 7 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ເຂົ້າສູ່ລະບົບ' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'ພາສາ: ລາວ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ຄົ້ນຫາ' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ສະໝັກເປັນຮ້ານຄ້າ' })).toBeVisible();
  },
};
