import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { awaitingReturnRefund, byMerchantRefund, refundedRefund, refusedRefund, reviewRefund } from '../fixtures.ts';
import { RefundCard } from './RefundCard.tsx';

const meta = {
  title: 'Refund / RefundCard',
  component: RefundCard,
  // Times in China time, so the pictures do not depend on the machine's zone.
  args: {
    refund: reviewRefund,
    detailHref: '/order/refund_detail?refundOrderNo=RE202503121030150001',
    timeZone: 'Asia/Shanghai',
  },
  decorators: [(Story) => <div style={{ width: 960 }}><Story /></div>],
} satisfies Meta<typeof RefundCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under review: time, number, shop and stage on top; the lines; kind, units and amount; the detail link. */
export const Review: Story = {
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole('article', { name: '退款单 RE202503121030150001' }));
    await expect(card.getByText('2025/03/12 10:30')).toBeVisible();
    await expect(card.getByText('退款单号：RE202503121030150001')).toBeVisible();
    await expect(card.getByText('星河官方旗舰店')).toBeVisible();
    await expect(card.getByText('商家审核中')).toBeVisible();
    await expect(card.getAllByText(/^×\d+$/).map((el) => el.textContent)).toEqual(['×2', '×1']);
    await expect(card.getByText('退货退款')).toBeVisible();
    await expect(card.getByText(/^共/)).toHaveTextContent('共 3 件 退款 ￥1,070.65');
    await expect(card.getByRole('link', { name: '查看详情' })).toHaveAttribute(
      'href',
      '/order/refund_detail?refundOrderNo=RE202503121030150001',
    );
  },
};

export const Refused: Story = {
  args: { refund: refusedRefund },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('商家已拒绝')).toBeVisible();
  },
};

export const AwaitingReturn: Story = {
  args: { refund: awaitingReturnRefund },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('退款中 · 待寄回商品')).toBeVisible();
  },
};

export const Refunded: Story = {
  args: { refund: refundedRefund },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已退款')).toBeVisible();
    await expect(canvas.getByText(/^共/)).toHaveTextContent('共 3 件 退款 ￥1,082.65');
  },
};

export const RefundedByMerchant: Story = {
  args: { refund: byMerchantRefund, detailHref: '/order/refund_detail?refundOrderNo=RE202503121405220003' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('商家已退款')).toBeVisible();
    await expect(canvas.getByText('仅退款')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Under merchant review')).toBeVisible();
    await expect(canvas.getByText(/items, refund/)).toHaveTextContent('3 items, refund ￥1,070.65');
    await expect(canvas.getByRole('link', { name: 'View details' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { refund: refusedRefund },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Refusé par le vendeur')).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { refund: refundedRefund },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('คืนเงินแล้ว')).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { refund: awaitingReturnRefund },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ກຳລັງຄືນເງິນ · ລໍຖ້າສົ່ງສິນຄ້າຄືນ')).toBeVisible();
  },
};
