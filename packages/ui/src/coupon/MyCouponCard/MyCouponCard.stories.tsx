import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { LinkContext, type LinkProps } from '../../provider/link.tsx';
import { myExpiredCoupon, myGoodsCoupon, myLongCoupon, myNotStartedCoupon, myPlatformCoupon, myShopCoupon, myUsedCoupon } from '../fixtures.ts';
import { MyCouponCard } from './MyCouponCard.tsx';

/** What the app's router link was asked to open. */
const navigate = fn();
const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink({ href, onClick, ...rest }, ref) {
  return (
    <a
      ref={ref}
      href={href}
      onClick={(e) => {
        e.preventDefault();
        navigate(href);
        onClick?.(e);
      }}
      {...rest}
    />
  );
});

const meta = {
  title: 'Coupon / MyCouponCard',
  component: MyCouponCard,
  // Validity days in China time, as the mall sets them, so the pictures do not depend on the machine's zone.
  args: { coupon: myShopCoupon, goHref: '/merchant/merchant/home?id=1', timeZone: 'Asia/Shanghai' },
  // One column of the account page's coupon grid; links go through a router link that records them.
  decorators: [
    (Story) => (
      <LinkContext.Provider value={RouterLink}>
        <div style={{ width: 320 }}>
          <Story />
        </div>
      </LinkContext.Provider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof MyCouponCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A usable shop coupon: amount, threshold, scope, shop, validity; 去使用 opens the shop. */
export const Usable: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: '店铺通用 星河官方旗舰店 春季焕新券' });
    await expect(card).toHaveTextContent('￥100.00');
    await expect(card).toHaveTextContent('满 ￥1,000.00 可用');
    await expect(card).toHaveTextContent('适用店铺：星河官方旗舰店');
    await expect(card).toHaveTextContent('有效期 2025/03/01 至 2025/03/31');
    const use = canvas.getByRole('link', { name: '去使用' });
    await expect(use).toHaveAccessibleDescription('￥100.00 满 ￥1,000.00 可用 店铺通用 星河官方旗舰店 春季焕新券');
    await userEvent.click(use);
    await expect(navigate).toHaveBeenCalledWith('/merchant/merchant/home?id=1');
  },
};

/** A goods coupon without threshold: 去使用 opens the goods it applies to. */
export const UsableGoods: Story = {
  args: { coupon: myGoodsCoupon, goHref: '/goods_detail/42' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('指定商品可用')).toBeVisible();
    await expect(canvas.getByText('无门槛')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '去使用' }));
    await expect(navigate).toHaveBeenCalledWith('/goods_detail/42');
  },
};

/** A platform coupon names no shop; 去使用 opens the search page. */
export const UsablePlatform: Story = {
  args: { coupon: myPlatformCoupon, goHref: '/goods/goods_search' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('平台通用')).toBeVisible();
    await expect(canvas.queryByText(/适用店铺/)).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: '去使用' }));
    await expect(navigate).toHaveBeenCalledWith('/goods/goods_search');
  },
};

/** Valid only later: 未开始 and the first day, no link. */
export const NotStarted: Story = {
  args: { coupon: myNotStartedCoupon },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未开始')).toBeVisible();
    await expect(canvas.getByText('2025/04/10 起可用')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Used: greyed, 已使用, no link. */
export const Used: Story = {
  args: { coupon: myUsedCoupon },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已使用')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Past its end: greyed, 已过期, no link. */
export const Expired: Story = {
  args: { coupon: myExpiredCoupon },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已过期')).toBeVisible();
    await expect(canvas.getByText('有效期 2025/01/10 至 2025/02/09')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A large amount, a long name and a long shop name stay inside the card. */
export const LongText: Story = { args: { coupon: myLongCoupon, goHref: '/goods_detail/7' } };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('Shop: 星河官方旗舰店');
    await userEvent.click(canvas.getByRole('link', { name: 'Use now' }));
    await expect(navigate).toHaveBeenCalledWith('/merchant/merchant/home?id=1');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { coupon: myNotStartedCoupon },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pas encore valable')).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { coupon: myExpiredCoupon },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('หมดอายุ')).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { coupon: myUsedCoupon },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ໃຊ້ແລ້ວ')).toBeVisible();
  },
};
