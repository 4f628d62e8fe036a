import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  awaitingReturnRefund,
  byMerchantRefund,
  refundedRefund,
  refundingRefund,
  refusedRefund,
  returningRefund,
  reviewRefund,
} from '../fixtures.ts';
import { RefundStatusCard } from './RefundStatusCard.tsx';

const meta = {
  title: 'Refund / RefundStatusCard',
  component: RefundStatusCard,
  // Times in China time, so the pictures do not depend on the machine's zone.
  args: { refund: reviewRefund, timeZone: 'Asia/Shanghai' },
  decorators: [(Story) => <div style={{ width: 960 }}><Story /></div>],
} satisfies Meta<typeof RefundStatusCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under review: the stage as a heading, when it is approved if the merchant does not answer, the amount and the refund's fields. */
export const Review: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('商家审核中');
    await expect(canvas.getByText(/系统将自动同意退款/)).toHaveTextContent('商家在 2025/03/14 10:30 前未处理的，系统将自动同意退款。');
    await expect(canvas.getByText('￥1,070.65')).toBeVisible();
    await expect(canvas.getByText('RE202503121030150001')).toBeVisible();
    await expect(canvas.getByText('退货退款')).toBeVisible();
    await expect(canvas.getByText('2025/03/12 10:30')).toBeVisible();
    await expect(canvas.queryByText('退款时间')).toBeNull();
  },
};

/** Refused: the merchant's reason, as text, set apart. */
export const Refused: Story = {
  args: { refund: refusedRefund },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('商家已拒绝');
    await expect(canvas.getByText(/^拒绝原因/)).toHaveTextContent('拒绝原因：商品已拆封使用，影响二次销售，不支持无理由退货');
    await expect(canvas.queryByText(/自动同意/)).toBeNull();
  },
};

/** A refused reason with markup is shown as the characters typed, never as HTML. */
export const RefusedReasonAsText: Story = {
  args: { refund: { ...refusedRefund, refundReason: '<b>不支持</b> <img src=x onerror=alert(1)>' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/^拒绝原因/)).toHaveTextContent('拒绝原因：<b>不支持</b> <img src=x onerror=alert(1)>');
    await expect(canvasElement.querySelector('b, img[src="x"]')).toBeNull();
  },
};

/** A return approved but no `onSubmitReturn`: what to do, no form. */
export const AwaitingReturn: Story = {
  args: { refund: awaitingReturnRefund },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('退款中 · 待寄回商品');
    await expect(canvas.getByText('商家已同意退货，请将商品寄回并填写退货物流信息。')).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** The return-parcel form, filled in with stray spaces: sent trimmed. */
export const ReturnForm: Story = {
  args: { refund: awaitingReturnRefund, onSubmitReturn: fn() },
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('form', { name: '填写退货物流' });
    await expect(form).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '物流公司' }), ' 顺丰速运 ');
    await userEvent.type(canvas.getByRole('textbox', { name: '物流单号' }), ' SF1432880054512 ');
    await userEvent.click(canvas.getByRole('button', { name: '提交退货信息' }));
    await waitFor(() => expect(args.onSubmitReturn).toHaveBeenCalledWith({ expressName: '顺丰速运', trackingNo: 'SF1432880054512' }));
    await expect(args.onSubmitReturn).toHaveBeenCalledTimes(1);
  },
};

/** Sent empty: both messages, the company focused; nothing sent. */
export const ReturnFormRequired: Story = {
  args: { refund: awaitingReturnRefund, onSubmitReturn: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交退货信息' }));
    const company = canvas.getByRole('textbox', { name: '物流公司' });
    await waitFor(() => expect(company).toHaveAccessibleDescription('请填写物流公司'));
    await expect(canvas.getByRole('textbox', { name: '物流单号' })).toHaveAccessibleDescription('请填写物流单号');
    await waitFor(() => expect(company).toHaveFocus());
    await expect(args.onSubmitReturn).not.toHaveBeenCalled();
  },
};

/** A tracking number with spaces or too short, a company over 50 characters: refused; the first bad field focused. */
export const ReturnFormInvalid: Story = {
  args: { refund: awaitingReturnRefund, onSubmitReturn: fn() },
  play: async ({ canvas, args }) => {
    const company = canvas.getByRole('textbox', { name: '物流公司' });
    const tracking = canvas.getByRole('textbox', { name: '物流单号' });
    await userEvent.click(company);
    await userEvent.paste('顺'.repeat(51));
    await userEvent.type(tracking, 'SF 1432');
    await userEvent.click(canvas.getByRole('button', { name: '提交退货信息' }));
    await waitFor(() => expect(company).toHaveAccessibleDescription('物流公司最多 50 个字'));
    await expect(tracking).toHaveAccessibleDescription('物流单号应为 4–40 位字母、数字或短横线');
    await expect(tracking).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(company).toHaveFocus());
    await userEvent.clear(tracking);
    await userEvent.type(tracking, 'SF1');
    await userEvent.tab();
    await expect(tracking).toHaveAccessibleDescription('物流单号应为 4–40 位字母、数字或短横线');
    await expect(args.onSubmitReturn).not.toHaveBeenCalled();
  },
};

/** While the parcel is sent the button spins and further presses do nothing. */
export const ReturnFormSubmitting: Story = {
  args: { refund: awaitingReturnRefund, onSubmitReturn: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '物流公司' }), '中通快递');
    await userEvent.type(canvas.getByRole('textbox', { name: '物流单号' }), '78-1234567890');
    const submit = canvas.getByRole('button', { name: '提交退货信息' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(submit);
    await expect(args.onSubmitReturn).toHaveBeenCalledTimes(1);
  },
};

/** The server refused the parcel: its message under the form. */
export const ReturnFormError: Story = {
  args: { refund: awaitingReturnRefund, onSubmitReturn: fn(), returnError: '退款单状态已变更，请刷新后重试' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('退款单状态已变更，请刷新后重试');
  },
};

/** The return on its way: the parcel, waiting for the merchant's check. */
export const Returning: Story = {
  args: { refund: returningRefund, onSubmitReturn: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('退款中 · 待商家收货');
    await expect(canvas.getByText('退货物流：顺丰速运 SF1432880054512')).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const Refunding: Story = {
  args: { refund: refundingRefund },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('退款中');
    await expect(canvas.getByText('仅退款')).toBeVisible();
  },
};

/** Refunded: when the money went back. */
export const Refunded: Story = {
  args: { refund: refundedRefund },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('已退款');
    await expect(canvas.getByText('退款时间')).toBeVisible();
    await expect(canvas.getByText('2025/03/15 11:48')).toBeVisible();
    await expect(canvas.getByText('￥1,082.65')).toBeVisible();
  },
};

export const RefundedByMerchant: Story = {
  args: { refund: byMerchantRefund },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('商家已退款');
    await expect(canvas.getByText('商家已主动为您办理退款，款项已原路退回。')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Under merchant review');
    await expect(canvas.getByText(/approved automatically/)).toHaveTextContent(
      'If the merchant has not answered by 03/14/2025, 10:30, the refund is approved automatically.',
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { refund: awaitingReturnRefund, onSubmitReturn: fn() },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer les infos du retour' }));
    await expect(await canvas.findByText('Indiquez le transporteur')).toBeVisible();
    await expect(canvas.getByText('Indiquez le numéro de suivi')).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { refund: refusedRefund },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('ร้านค้าปฏิเสธ');
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { refund: refundedRefund },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('ຄືນເງິນແລ້ວ');
  },
};
