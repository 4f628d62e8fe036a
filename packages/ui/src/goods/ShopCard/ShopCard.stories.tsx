import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlled } from '../../fixtures/controlled.ts';
import { detailShop, shopServices, smallShop } from '../fixtures.ts';
import { ShopCard } from './ShopCard.tsx';

const meta = {
  title: 'Goods / ShopCard',
  component: ShopCard,
  args: {
    merchant: detailShop,
    followed: false,
    onFollowChange: fn(),
    shopHref: '/merchant/merchant/home?id=1',
    goodsHref: (goods) => `/goods_detail/${goods.id}`,
    service: shopServices.phone,
    onLeaveMessage: fn(),
  },
  render: controlled(ShopCard, 'followed', 'onFollowChange'),
  // The side column of the goods detail page.
  decorators: [(Story) => <div style={{ width: 240 }}><Story /></div>],
} satisfies Meta<typeof ShopCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logo, name with 自营, stars, followers, the actions and four recommended goods. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: '自营 星河官方旗舰店' });
    await expect(within(card).getByRole('img', { name: '评分 5 / 5' })).toBeVisible();
    await expect(within(card).getByText('1,283,046 人关注')).toBeVisible();
    await expect(within(card).getByRole('link', { name: '进店逛逛' })).toHaveAttribute('href', '/merchant/merchant/home?id=1');
    await expect(within(card).getByRole('button', { name: '联系客服' })).toBeVisible();
    const goods = within(card).getByRole('list', { name: '店铺推荐' });
    await expect(within(goods).getAllByRole('link')).toHaveLength(4);
    await expect(within(goods).getByRole('link', { name: /星河 StarBuds Pro 3 无线蓝牙耳机 ￥1,399\.00/ })).toHaveAttribute(
      'href',
      '/goods_detail/122',
    );
  },
};

/** 关注 asks to follow, and the button turns 已关注; a double press asks once. */
export const Follow: Story = {
  play: async ({ canvas, args }) => {
    const follow = canvas.getByRole('button', { name: '关注' });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await userEvent.dblClick(follow);
    await expect(args.onFollowChange).toHaveBeenCalledTimes(1);
    await expect(args.onFollowChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: '已关注' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Already followed: a press asks to unfollow. */
export const Followed: Story = {
  args: { followed: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '已关注' }));
    await expect(args.onFollowChange).toHaveBeenCalledTimes(1);
    await expect(args.onFollowChange).toHaveBeenCalledWith(false);
  },
};

/** The follow call is running. */
export const Following: Story = {
  args: { following: true },
  play: async ({ canvas, args }) => {
    const follow = canvas.getByRole('button', { name: '关注' });
    await expect(follow).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(follow);
    await expect(args.onFollowChange).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { merchant: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '店铺信息加载中' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A third-party shop: long name, no logo, two goods, no customer service yet. */
export const SmallShop: Story = {
  args: { merchant: smallShop, service: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('自营')).toBeNull();
    await expect(canvas.getByText('1 人关注')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '联系客服' })).toBeNull();
    await expect(within(canvas.getByRole('list', { name: '店铺推荐' })).getAllByRole('link')).toHaveLength(2);
  },
};

/** Customer service by leaving a message. */
export const LeaveMessage: Story = {
  args: { service: shopServices.message },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '联系客服' }));
    await expect(args.onLeaveMessage).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { followed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,283,046 followers')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('link', { name: 'Visit shop' })).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ຕິດຕາມ' })).toBeVisible();
  },
};
