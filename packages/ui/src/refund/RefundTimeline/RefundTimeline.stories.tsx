import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { autoApprovedTimeline, byMerchantTimeline, refundOnlyTimeline, refusedTimeline, returnTimeline } from '../fixtures.ts';
import { RefundTimeline } from './RefundTimeline.tsx';

const meta = {
  title: 'Refund / RefundTimeline',
  component: RefundTimeline,
  // Times in China time, so the pictures do not depend on the machine's zone.
  args: { events: refundOnlyTimeline, refundType: 1, refundChannel: 'yue', timeZone: 'Asia/Shanghai' },
  decorators: [(Story) => <div style={{ width: 600 }}><Story /></div>],
} satisfies Meta<typeof RefundTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The steps' texts, top to bottom. */
function steps(canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }, name = '退款进度') {
  return within(canvas.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

/** A refund only approved: the money back to the balance at once; newest first. */
export const RefundOnlyApproved: Story = {
  play: async ({ canvas }) => {
    await expect(steps(canvas)).toEqual([
      '退款成功退回至：账户余额2025/03/12 14:05',
      '商家同意退款2025/03/12 14:05',
      '提交退款申请2025/03/12 10:30',
    ]);
  },
};

/** A return and refund from start to end: the merchant's note on approval, the parcel, the goods back, the refund to the card. */
export const ReturnAndRefund: Story = {
  args: { events: returnTimeline, refundType: 2, refundChannel: 'stripe' },
  play: async ({ canvas }) => {
    await expect(steps(canvas)).toEqual([
      '退款成功退回至：原支付银行卡2025/03/15 11:48',
      '商家已确认收到退货2025/03/15 11:48',
      '您已寄回商品退货物流：顺丰速运 SF14328800545122025/03/13 09:12',
      '商家同意退货，等待您寄回商品商家备注：请用原包装寄回，勿寄到付2025/03/12 14:05',
      '提交退款申请2025/03/12 10:30',
    ]);
  },
};

/** Refused with a reason: nothing follows. */
export const Refused: Story = {
  args: { events: refusedTimeline, refundType: 2, refundChannel: '' },
  play: async ({ canvas }) => {
    await expect(steps(canvas)).toEqual([
      '商家拒绝退款拒绝原因：商品已拆封使用，影响二次销售，不支持无理由退货2025/03/12 14:05',
      '提交退款申请2025/03/12 10:30',
    ]);
  },
};

/** The merchant did not answer in time: approved by the system, refunded offline (cash on delivery). */
export const AutoApproved: Story = {
  args: { events: autoApprovedTimeline, refundChannel: 'cod' },
  play: async ({ canvas }) => {
    await expect(steps(canvas)).toEqual([
      '退款成功退回至：线下退款2025/03/14 10:30',
      '商家超时未处理，系统已自动同意2025/03/14 10:30',
      '提交退款申请2025/03/12 10:30',
    ]);
  },
};

/** No application: the merchant refunded on its own initiative, with its reason. */
export const RefundedByMerchant: Story = {
  args: { events: byMerchantTimeline, refundChannel: 'stripe' },
  play: async ({ canvas }) => {
    await expect(steps(canvas)).toEqual(['商家主动退款退款原因：缺货无法发货，主动为您退款退回至：原支付银行卡2025/03/12 14:05']);
  },
};

/** Notes with markup are shown as typed. */
export const NoteAsText: Story = {
  args: { events: [{ ...refusedTimeline[1]!, note: '<script>alert(1)</script>' }], refundType: 1 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/^拒绝原因/)).toHaveTextContent('拒绝原因：<script>alert(1)</script>');
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无退款进度')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { events: returnTimeline, refundType: 2, refundChannel: 'yue' },
  play: async ({ canvas }) => {
    const list = steps(canvas, 'Refund progress');
    await expect(list[0]).toBe('RefundedReturned to: Account balance03/15/2025, 11:48');
    await expect(list[2]).toBe('You sent the goods backParcel: 顺丰速运 SF143288005451203/13/2025, 09:12');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { events: refusedTimeline },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Le vendeur refuse le remboursement')).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { events: autoApprovedTimeline },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ร้านค้าไม่ดำเนินการตามเวลา ระบบอนุมัติโดยอัตโนมัติ')).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { events: byMerchantTimeline },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ຮ້ານຄ້າຄືນເງິນໃຫ້ເອງ')).toBeVisible();
  },
};
