import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { goneCoupon, limitedCoupon, longCoupon, receivedCoupon, shopCoupon } from '../fixtures.ts';
import { CouponCard } from './CouponCard.tsx';

const meta = {
  title: 'Coupon / CouponCard',
  component: CouponCard,
  // Validity days in China time, as the mall sets them, so the pictures do not depend on the machine's zone.
  args: { coupon: shopCoupon, onReceive: fn(), timeZone: 'Asia/Shanghai' },
  // One column of the shop's coupon grid.
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
} satisfies Meta<typeof CouponCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shop coupon with a threshold and fixed dates, ready to receive. */
export const Available: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: '店铺通用 星河官方旗舰店 春季焕新券' });
    await expect(card).toHaveTextContent('￥100.00');
    await expect(card).toHaveTextContent('满 ￥1,000.00 可用');
    await expect(card).toHaveTextContent('有效期 2025/03/01 至 2025/03/31');
    const receive = canvas.getByRole('button', { name: '领取' });
    await expect(receive).toHaveAccessibleDescription('￥100.00 满 ￥1,000.00 可用 店铺通用 星河官方旗舰店 春季焕新券');
    await userEvent.click(receive);
    await expect(args.onReceive).toHaveBeenCalledTimes(1);
  },
};

/** A double click receives once (spec §5: server actions ignore repeats for 500 ms). */
export const DoubleClick: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: '领取' }));
    await expect(args.onReceive).toHaveBeenCalledTimes(1);
  },
};

/** Limited, no threshold, valid some days after receipt: what is left is shown. */
export const Limited: Story = {
  args: { coupon: limitedCoupon },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('无门槛')).toBeVisible();
    await expect(canvas.getByText('领取后 7 天内有效')).toBeVisible();
    await expect(canvas.getByText('仅剩 5 张')).toBeVisible();
  },
};

/** The receive call is running. */
export const Receiving: Story = {
  args: { receiving: true },
  play: async ({ canvas, args }) => {
    const receive = canvas.getByRole('button', { name: '领取' });
    await expect(receive).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(receive);
    await expect(args.onReceive).not.toHaveBeenCalled();
  },
};

/** Already held by the shopper. */
export const Received: Story = {
  args: { coupon: receivedCoupon },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '已领取' })).toBeDisabled();
    await expect(canvas.getByText('指定商品可用')).toBeVisible();
  },
};

/** Limited with none left: greyed out. */
export const Gone: Story = {
  args: { coupon: goneCoupon },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '已抢光' })).toBeDisabled();
    await expect(canvas.getByText('平台通用')).toBeVisible();
    await expect(canvas.getByText('有效期 2025/03/01 至 2025/06/30')).toBeVisible();
    await expect(canvas.queryByText(/仅剩/)).toBeNull();
  },
};

/** A large amount and a long name (clamped to two lines). */
export const LongText: Story = {
  args: { coupon: longCoupon },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('￥1,500.00')).toBeVisible();
    await expect(canvas.getByText('仅剩 1 张')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('On orders over ￥1,000.00')).toBeVisible();
    await expect(canvas.getByText('Valid 03/01/2025 to 03/31/2025')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Collect' })).toBeEnabled();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { coupon: limitedCoupon },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Valable 7 jours après l’obtention')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Obtenir' })).toBeEnabled();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { coupon: receivedCoupon },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'เก็บแล้ว' })).toBeDisabled();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { coupon: goneCoupon },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'ໝົດແລ້ວ' })).toBeDisabled();
  },
};
