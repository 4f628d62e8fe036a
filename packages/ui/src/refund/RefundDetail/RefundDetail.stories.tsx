import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  awaitingReturnRefund,
  byMerchantRefund,
  refundedRefund,
  refundingRefund,
  refusedRefund,
  returningRefund,
  reviewRefund,
} from '../fixtures.ts';
import { RefundDetail } from './RefundDetail.tsx';

const meta = {
  title: 'Refund / RefundDetail',
  component: RefundDetail,
  // Times in China time, so the pictures do not depend on the machine's zone.
  args: {
    refund: reviewRefund,
    orderHref: (orderNo) => `/order/order_detail?orderNo=${orderNo}`,
    timeZone: 'Asia/Shanghai',
  },
  decorators: [(Story) => <div style={{ width: 1200 }}><Story /></div>],
} satisfies Meta<typeof RefundDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value next to the term `term` in the refund's fields. */
function field(canvasElement: HTMLElement, term: string) {
  const dt = Array.from(canvasElement.querySelectorAll('dt')).find((el) => el.textContent === term);
  return (dt?.nextElementSibling ?? null) as HTMLElement | null;
}

/**
 * Under review: the status card; the lines with their refunds and the
 * amount's parts; the reason, the description (line breaks kept), two
 * voucher thumbnails handed to the page's viewer; the order link; the timeline.
 */
export const Review: Story = {
  args: { onViewImages: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('article', { name: '退款详情 RE202503121030150001' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '商家审核中' })).toBeVisible();
    const lines = within(canvas.getByRole('list', { name: '退款商品' })).getAllByRole('listitem');
    await expect(lines).toHaveLength(2);
    await expect(lines[0]).toHaveTextContent('XINGHE StarBuds 6i 主动降噪真无线蓝牙耳机冰霜银￥499.00×2退款￥948.10');
    await expect(field(canvasElement, '商品退款')).toHaveTextContent('￥1,070.65');
    await expect(field(canvasElement, '运费退款')).toHaveTextContent('￥0.00');
    await expect(field(canvasElement, '退回积分')).toBeNull();
    await expect(field(canvasElement, '退款原因')).toHaveTextContent('商品质量问题');
    await expect(field(canvasElement, '问题描述')!.textContent).toBe('右耳机充不进电，降噪时有杂音。\n充电器外壳有裂痕，见图。');
    await expect(field(canvasElement, '商家说明')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'SH202503101020300001' })).toHaveAttribute(
      'href',
      '/order/order_detail?orderNo=SH202503101020300001',
    );
    await userEvent.click(canvas.getByRole('button', { name: '查看第 2 张凭证（共 2 张）' }));
    await expect(args.onViewImages).toHaveBeenCalledWith(reviewRefund.refundReasonWapImg, 1);
    await expect(within(canvas.getByRole('list', { name: '退款进度' })).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Without `onViewImages` the thumbnails open the mall's image viewer themselves. */
export const BuiltInViewer: Story = {
  tags: ['screenshot-viewport'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看第 1 张凭证（共 2 张）' }));
    const viewer = within(document.body).getByRole('dialog', { name: '凭证图片' });
    await expect(within(viewer).getByRole('img', { name: '凭证图片 1/2' })).toBeVisible();
  },
};

/** No voucher images and no description. */
export const NoImages: Story = {
  args: { refund: refundingRefund },
  play: async ({ canvas, canvasElement }) => {
    await expect(field(canvasElement, '凭证图片')).toHaveTextContent('未上传凭证');
    await expect(field(canvasElement, '问题描述')).toHaveTextContent('未填写');
    await expect(canvas.queryByRole('button', { name: /查看第/ })).toBeNull();
  },
};

/** Refused: the reason heads the page and is not repeated as the merchant's note. */
export const Refused: Story = {
  args: { refund: refusedRefund },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: '商家已拒绝' })).toBeVisible();
    // Once under the stage, once in the timeline's refusal; not again as the merchant's note.
    await expect(canvas.getAllByText('拒绝原因：商品已拆封使用，影响二次销售，不支持无理由退货')).toHaveLength(2);
    await expect(field(canvasElement, '商家说明')).toBeNull();
  },
};

/** A return approved: the parcel form, and the merchant's note among the fields. */
export const AwaitingReturn: Story = {
  args: { refund: awaitingReturnRefund, onSubmitReturn: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(field(canvasElement, '商家说明')).toHaveTextContent('请用原包装寄回，勿寄到付');
    await userEvent.type(canvas.getByRole('textbox', { name: '物流公司' }), '顺丰速运');
    await userEvent.type(canvas.getByRole('textbox', { name: '物流单号' }), 'SF1432880054512');
    await userEvent.click(canvas.getByRole('button', { name: '提交退货信息' }));
    await waitFor(() => expect(args.onSubmitReturn).toHaveBeenCalledWith({ expressName: '顺丰速运', trackingNo: 'SF1432880054512' }));
  },
};

export const Returning: Story = {
  args: { refund: returningRefund },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, '退货物流')).toHaveTextContent('顺丰速运 SF1432880054512');
  },
};

export const Refunding: Story = {
  args: { refund: refundingRefund },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '退款中' })).toBeVisible();
  },
};

/** Refunded to the balance: freight and points given back, the whole timeline. */
export const Refunded: Story = {
  args: { refund: refundedRefund },
  play: async ({ canvas, canvasElement }) => {
    await expect(field(canvasElement, '运费退款')).toHaveTextContent('￥12.00');
    await expect(field(canvasElement, '退回积分')).toHaveTextContent('300 积分');
    await expect(field(canvasElement, '退款总额')).toHaveTextContent('￥1,082.65');
    await expect(field(canvasElement, '退款方式')).toHaveTextContent('账户余额');
    await expect(within(canvas.getByRole('list', { name: '退款进度' })).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const RefundedByMerchant: Story = {
  args: { refund: byMerchantRefund, orderHref: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: '商家已退款' })).toBeVisible();
    await expect(field(canvasElement, '订单号')).toHaveTextContent('SH202503141432080001');
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(field(canvasElement, '退款方式')).toHaveTextContent('原支付银行卡');
  },
};

/** The shopper's text with markup is shown as typed. */
export const TextNotHtml: Story = {
  args: { refund: { ...reviewRefund, refundReasonWapExplain: '<img src=x onerror=alert(1)><b>坏了</b>' } },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, '问题描述')).toHaveTextContent('<img src=x onerror=alert(1)><b>坏了</b>');
    await expect(canvasElement.querySelector('img[src="x"], b')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { refund: refundedRefund },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Refunded' })).toBeVisible();
    await expect(field(canvasElement, 'Points returned')).toHaveTextContent('300 points');
    await expect(field(canvasElement, 'Refunded to')).toHaveTextContent('Account balance');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { refund: refusedRefund },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Refusé par le vendeur' })).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { refund: refundingRefund },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'รูปหลักฐาน')).toHaveTextContent('ไม่มีรูปหลักฐาน');
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { refund: returningRefund },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'ກຳລັງຄືນເງິນ · ລໍຖ້າຮ້ານຄ້າຮັບສິນຄ້າ' })).toBeVisible();
  },
};
