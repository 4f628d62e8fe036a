import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { preOrderTotals } from '../fixtures.ts';
import { PriceBreakdown } from './PriceBreakdown.tsx';

/** Every deduction of a checkout: a shop coupon, a platform coupon and points. */
const full = {
  goodsTotal: preOrderTotals.proTotalFee,
  freight: preOrderTotals.freightFee,
  merchantCouponDeduction: 10000,
  platformCouponDeduction: 2000,
  pointsDeduction: 500,
  payable: preOrderTotals.proTotalFee + preOrderTotals.freightFee - 10000 - 2000 - 500,
};

const meta = {
  title: 'Order / PriceBreakdown',
  component: PriceBreakdown,
  args: full,
  // The side column of the confirm page.
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
} satisfies Meta<typeof PriceBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every row: goods, freight, both coupons and points as negative amounts, the total in large red. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const block = canvas.getByRole('region', { name: '价格明细' });
    const terms = within(block).getAllByRole('term').map((el) => el.textContent);
    await expect(terms).toEqual(['商品总价', '运费', '店铺优惠券', '平台优惠券', '积分抵扣', '应付总额']);
    const amounts = within(block).getAllByRole('definition').map((el) => el.textContent);
    await expect(amounts).toEqual(['￥3,466.70', '￥12.00', '-￥100.00', '-￥20.00', '-￥5.00', '￥3,353.70']);
  },
};

/** No coupon, no points: their rows are left out; freight stays even when free. */
export const NoDiscounts: Story = {
  args: { merchantCouponDeduction: 0, platformCouponDeduction: 0, pointsDeduction: 0, freight: 0, payable: preOrderTotals.proTotalFee },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((el) => el.textContent)).toEqual(['商品总价', '运费', '应付总额']);
    await expect(canvas.getByText('￥0.00')).toBeVisible();
  },
};

/** Only the platform coupon. */
export const PlatformCouponOnly: Story = {
  args: { merchantCouponDeduction: 0, pointsDeduction: 0, payable: preOrderTotals.proTotalFee + preOrderTotals.freightFee - 2000 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('店铺优惠券')).toBeNull();
    await expect(canvas.getByText('平台优惠券')).toBeVisible();
  },
};

/** Re-pricing after a coupon or points change: placeholders, `aria-busy`. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const block = canvas.getByRole('region', { name: '价格明细' });
    await expect(block).toHaveAttribute('aria-busy', 'true');
    await expect(within(block).queryByText(/￥/)).toBeNull();
  },
};

/** The server's prices changed: a warning over the rows. */
export const PriceChanged: Story = {
  args: { priceChanged: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('商品价格或运费已变化，请核对后再提交订单');
  },
};

/** A paid order (order detail): 实付款. */
export const Paid: Story = {
  args: { payableKind: 'paid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('实付款')).toBeVisible();
  },
};

/** Cash on delivery: the amount is due at the door. */
export const CashOnDelivery: Story = {
  args: { payableKind: 'cod', pointsDeduction: 0, platformCouponDeduction: 0, merchantCouponDeduction: 0, payable: preOrderTotals.proTotalFee + preOrderTotals.freightFee },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('货到付款')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { priceChanged: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((el) => el.textContent)).toEqual([
      'Items total',
      'Shipping',
      'Shop coupon',
      'Platform coupon',
      'Points',
      'Total due',
    ]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Prices or shipping have changed.');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Coupon plateforme')).toBeVisible();
    await expect(canvas.getByText('Total à payer')).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { payableKind: 'paid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ยอดที่ชำระแล้ว')).toBeVisible();
    await expect(canvas.getByText('ส่วนลดจากคะแนน')).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { payableKind: 'cod', priceChanged: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ຈ່າຍປາຍທາງ')).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
