import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RefundStageBadge } from './RefundStageBadge.tsx';

const meta = {
  title: 'Refund / RefundStageBadge',
  component: RefundStageBadge,
  args: { stage: 'review' },
} satisfies Meta<typeof RefundStageBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each stage reads as its label; the icon is decorative. */
function expectLabel(label: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(canvasElement).toHaveTextContent(label);
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  };
}

export const Review: Story = { play: expectLabel('商家审核中') };
export const Refused: Story = { args: { stage: 'refused' }, play: expectLabel('商家已拒绝') };
export const AwaitingReturn: Story = { args: { stage: 'awaitingReturn' }, play: expectLabel('退款中 · 待寄回商品') };
export const Returning: Story = { args: { stage: 'returning' }, play: expectLabel('退款中 · 待商家收货') };
export const Refunding: Story = { args: { stage: 'refunding' }, play: expectLabel('退款中') };
export const Refunded: Story = { args: { stage: 'refunded' }, play: expectLabel('已退款') };
export const RefundedByMerchant: Story = { args: { stage: 'refundedByMerchant' }, play: expectLabel('商家已退款') };

/** The head of the detail page: a bigger icon and text. */
export const Large: Story = { args: { stage: 'awaitingReturn', size: 'lg' } };

export const English: Story = { globals: { locale: 'en' }, args: { stage: 'returning' }, play: expectLabel('Refunding · Awaiting merchant’s check') };
export const French: Story = { globals: { locale: 'fr' }, args: { stage: 'refused' }, play: expectLabel('Refusé par le vendeur') };
export const Thai: Story = { globals: { locale: 'th' }, args: { stage: 'refunded' }, play: expectLabel('คืนเงินแล้ว') };
export const Lao: Story = { globals: { locale: 'lao' }, args: { stage: 'review' }, play: expectLabel('ລໍຖ້າຮ້ານຄ້າກວດສອບ') };
