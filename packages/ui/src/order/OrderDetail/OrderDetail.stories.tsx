import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LogisticsTrack } from '../LogisticsTrack/LogisticsTrack.tsx';
import { OrderProgress } from '../OrderProgress/OrderProgress.tsx';
import {
  awaitingReceiptDetail,
  awaitingShipmentDetail,
  cancelledDetail,
  cancelledTimes,
  completedDetail,
  completedTimes,
  courierDetail,
  logisticsPoints,
  refundingDetail,
  shippedTimes,
  storyClock,
  unpaidDetail,
  virtualDetail,
} from '../fixtures.ts';
import { OrderDetail } from './OrderDetail.tsx';

const TZ = 'Asia/Shanghai';

/** The two slots as the detail page fills them for a shipped order. */
const shippedSlots = {
  progress: <OrderProgress times={shippedTimes} timeZone={TZ} />,
  logistics: <LogisticsTrack company="顺丰速运" trackingNo="SF1432880054512" state={2} points={logisticsPoints} timeZone={TZ} />,
};

const meta = {
  title: 'Order / OrderDetail',
  component: OrderDetail,
  // Times in China time and a frozen clock, so the pictures do not depend on the machine.
  args: { order: awaitingShipmentDetail, onAction: fn(), timeZone: TZ, now: storyClock },
  decorators: [(Story) => <div style={{ width: 1200 }}><Story /></div>],
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unpaid: the time left, 立即付款 and 取消订单 (confirmed first); the note; no payment yet. */
export const Unpaid: Story = {
  args: { order: unpaidDetail },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '待付款' })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('1:20:00 后自动取消');
    await expect(canvas.getByText('未支付')).toBeVisible();
    await expect(canvas.getByText('请用纸箱包装，周末送货')).toBeVisible();
    await expect(canvas.getByText('商家尚未发货')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '立即付款' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('pay', unpaidDetail);
    await userEvent.click(canvas.getByRole('button', { name: '取消订单' }));
    await userEvent.click(within(document.body).getByRole('button', { name: '确定' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('cancel', unpaidDetail);
  },
};

/** Paid with the balance, waiting for shipment: every field of the order, the lines and the money. */
export const AwaitingShipment: Story = {
  play: async ({ canvas }) => {
    const fields = (heading: string) =>
      within(canvas.getByRole('heading', { name: heading }).parentElement!).getAllByRole('definition').map((el) => el.textContent);
    await expect(fields('订单信息')).toEqual(['SH202503141432080001', '2025/03/14 14:32', '已支付', '2025/03/14 14:33', '余额支付', '无']);
    await expect(fields('收货信息')).toEqual(['张三', '+86 138 0013 8000', '中国 广东省深圳市南山区科技园南区 深南大道 10000 号 腾讯滨海大厦 18 楼 518057']);
    await expect(fields('配送信息')).toEqual(['商家尚未发货']);
    await expect(within(canvas.getByRole('list', { name: '商品清单' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('实付款')).toBeVisible();
    await expect(canvas.getByText('￥3,207.00')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A refund may be asked for before shipment. */
export const AwaitingShipmentRefundable: Story = {
  args: { canRefund: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '申请退款' }));
    await expect(args.onAction).toHaveBeenCalledWith('refund', awaitingShipmentDetail);
  },
};

/** Shipped by express, with the progress and the track in their slots; coupons and points in the money. */
export const AwaitingReceipt: Story = {
  args: { order: awaitingReceiptDetail, ...shippedSlots },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('快递配送')).toBeVisible();
    await expect(canvas.getAllByText('SF1432880054512').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('list', { name: '订单进度' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: '物流轨迹' })).toBeVisible();
    const money = canvas.getByRole('region', { name: '价格明细' });
    await expect(within(money).getAllByRole('term').map((el) => el.textContent)).toEqual([
      '商品总价',
      '运费',
      '店铺优惠券',
      '平台优惠券',
      '积分抵扣',
      '实付款',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: '查看物流' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('logistics', awaitingReceiptDetail);
    await userEvent.click(canvas.getByRole('button', { name: '确认收货' }));
    await userEvent.click(within(document.body).getByRole('button', { name: '确定' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('receive', awaitingReceiptDetail);
  },
};

/** Completed with a line to review: 评价, 删除订单 (confirmed first; left open for the picture), 再次购买. */
export const Completed: Story = {
  tags: ['screenshot-viewport'],
  args: { order: completedDetail, canReview: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '已完成' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '评价' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('evaluate', completedDetail);
    await userEvent.click(canvas.getByRole('button', { name: '删除订单' }));
    await expect(within(document.body).getByRole('dialog', { name: '删除订单' })).toHaveTextContent(
      '确定要删除订单 SH202502281830450004 吗？删除后将无法找回。',
    );
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const Cancelled: Story = {
  args: { order: cancelledDetail },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '已取消' })).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.getByRole('button', { name: '删除订单' })).toBeVisible();
  },
};

/** The progress slot of a completed order, over the fields. */
export const WithProgress: Story = {
  args: { order: completedDetail, progress: <OrderProgress times={completedTimes} timeZone={TZ} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '订单进度' })).toBeVisible();
    await expect(canvas.getByText('交易完成')).toBeVisible();
  },
};

/** A cancelled order's progress ends with the cancellation. */
export const CancelledWithProgress: Story = {
  args: { order: cancelledDetail, progress: <OrderProgress times={cancelledTimes} timeZone={TZ} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('订单取消')).toBeVisible();
  },
};

/** Cash on delivery by the shop's courier: no 立即付款, the courier's name and phone, 货到付款 in the money. */
export const CashOnDeliveryCourier: Story = {
  args: { order: courierDetail },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('货到付款').length).toBeGreaterThan(0);
    await expect(canvas.getByText('货到付款，收货时支付')).toBeVisible();
    await expect(canvas.getByText('商家配送')).toBeVisible();
    await expect(canvas.getByText('李师傅')).toBeVisible();
    await expect(canvas.getByText('+86 139 1234 5678')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '立即付款' })).toBeNull();
  },
};

/** Virtual goods: nothing to ship. */
export const Virtual: Story = {
  args: { order: virtualDetail },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('虚拟商品，无需物流')).toBeVisible();
    await expect(canvas.getByText('PayPal')).toBeVisible();
  },
};

export const Refunding: Story = {
  args: { order: refundingDetail, canRefund: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '退款中' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Goods names link to their pages when `lineHref` is given. */
export const LinkedLines: Story = {
  args: { lineHref: (line) => `/goods_detail/${line.id}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^XINGHE StarBuds/ })).toHaveAttribute('href', '/goods_detail/2');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { order: awaitingReceiptDetail },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'To receive' })).toBeVisible();
    await expect(canvas.getByText('WeChat Pay')).toBeVisible();
    await expect(canvas.getByText('Amount paid')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm receipt' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { order: unpaidDetail },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Annulée dans 1:20:00 sans paiement');
    await expect(canvas.getByText('Non payée')).toBeVisible();
  },
};

export const Thai: Story = {
  globals: { locale: 'th' },
  args: { order: courierDetail },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ร้านค้าจัดส่งเอง')).toBeVisible();
  },
};

export const Lao: Story = {
  globals: { locale: 'lao' },
  args: { order: completedDetail, canReview: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'ສຳເລັດແລ້ວ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ລີວິວ' })).toBeVisible();
  },
};
