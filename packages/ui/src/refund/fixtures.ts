/**
 * Story data of the refund family: merchant orders as the refund form gets
 * them, refunds in every stage with their timelines, shaped like the API
 * client's model (money in integer cents, times as `Date`s).
 * Not part of the published package.
 */
import { fixtureImage } from '../fixtures/images.ts';
import type {
  RefundDetailData,
  RefundFormOrder,
  RefundLineData,
  RefundStageName,
  RefundSummaryData,
  RefundTimelineEvent,
} from './types.ts';

/** Reasons as `GET /api/front/order/refund/reason` answers them. */
export const refundReasons = ['不想要了', '商品与描述不符', '商品质量问题', '少件/漏发', '收到商品破损', '其他'];

/** A completed order of three lines: one of a single unit, one of three units, one of two units. */
export const returnableOrder: RefundFormOrder = {
  orderNo: 'SH202503101020300001',
  merName: '星河官方旗舰店',
  paid: true,
  status: 3,
  refundType: 2,
  maxImages: 3,
  orderInfoList: [
    {
      id: 101,
      productName: 'XINGHE StarPad 11.5 英寸平板电脑 2.8K 护眼全面屏 办公学习娱乐',
      image: fixtureImage(1, 160),
      sku: '曜石黑,8GB+256GB',
      price: 219900,
      payNum: 1,
      refundableNum: 1,
      openRefundNo: '',
    },
    {
      id: 102,
      productName: 'XINGHE StarBuds 6i 主动降噪真无线蓝牙耳机',
      image: fixtureImage(2, 160),
      sku: '冰霜银',
      price: 49900,
      payNum: 3,
      refundableNum: 3,
      openRefundNo: '',
    },
    {
      id: 103,
      productName: 'XINGHE 66W 超级快充充电器套装',
      image: fixtureImage(5, 160),
      sku: '白色',
      price: 12900,
      payNum: 2,
      refundableNum: 2,
      openRefundNo: '',
    },
  ],
};

/** Paid, not shipped: refund only, one line of several units. */
export const unshippedOrder: RefundFormOrder = {
  orderNo: 'SH202503141432080001',
  merName: '松果森林食品专营店',
  paid: true,
  status: 0,
  refundType: 1,
  maxImages: 3,
  orderInfoList: [
    {
      id: 201,
      productName: '每日坚果混合装 750g/30袋 孕妇儿童零食',
      image: fixtureImage(3, 160),
      sku: '原味,30袋装',
      price: 8990,
      payNum: 5,
      refundableNum: 5,
      openRefundNo: '',
    },
  ],
};

/** {@link returnableOrder} with the tablet in an open refund and one pair of earphones refunded already. */
export const partlyOpenOrder: RefundFormOrder = {
  ...returnableOrder,
  orderInfoList: [
    { ...returnableOrder.orderInfoList[0]!, refundableNum: 0, openRefundNo: 'RE202503121030150001' },
    { ...returnableOrder.orderInfoList[1]!, refundableNum: 2 },
    returnableOrder.orderInfoList[2]!,
  ],
};

/** Every line refunded: nothing left to ask back. */
export const fullyRefundedOrder: RefundFormOrder = {
  ...returnableOrder,
  refundType: null,
  orderInfoList: returnableOrder.orderInfoList.map((line) => ({ ...line, refundableNum: 0 })),
};

/** Shipped, not yet received: no refund now (crmeb-api §6 rule 14). */
export const awaitingReceiptOrder: RefundFormOrder = { ...returnableOrder, status: 1, refundType: null };

const lines: RefundLineData[] = [
  {
    id: 102,
    productName: 'XINGHE StarBuds 6i 主动降噪真无线蓝牙耳机',
    image: fixtureImage(2, 160),
    sku: '冰霜银',
    price: 49900,
    payNum: 2,
    refundPrice: 94810,
  },
  {
    id: 103,
    productName: 'XINGHE 66W 超级快充充电器套装',
    image: fixtureImage(5, 160),
    sku: '白色',
    price: 12900,
    payNum: 1,
    refundPrice: 12255,
  },
];

const applied = new Date('2025-03-12T02:30:15Z');
const approved = new Date('2025-03-12T06:05:40Z');
const sent = new Date('2025-03-13T01:12:09Z');
const received = new Date('2025-03-15T03:48:30Z');
const refundedAt = new Date('2025-03-15T03:48:31Z');

const step = (event: RefundTimelineEvent['event'], actor: RefundTimelineEvent['actor'], time: Date, note = ''): RefundTimelineEvent => ({
  event,
  actor,
  note,
  time,
});

/** Applied, then waiting for the merchant. */
export const reviewTimeline = [step('apply', 'shopper', applied)];
/** A refund only approved by the merchant: the money goes back at once. */
export const refundOnlyTimeline = [
  step('apply', 'shopper', applied),
  step('approve', 'merchant', approved),
  step('refund', 'merchant', new Date('2025-03-12T06:05:41Z')),
];
/** A return and refund from start to end. */
export const returnTimeline = [
  step('apply', 'shopper', applied),
  step('approve', 'merchant', approved, '请用原包装寄回，勿寄到付'),
  step('return', 'shopper', sent, '顺丰速运 SF1432880054512'),
  step('receive', 'merchant', received),
  step('refund', 'merchant', refundedAt),
];
/** Refused with a reason: nothing follows. */
export const refusedTimeline = [step('apply', 'shopper', applied), step('refuse', 'merchant', approved, '商品已拆封使用，影响二次销售，不支持无理由退货')];
/** The merchant did not answer within the time: approved by the system. */
export const autoApprovedTimeline = [
  step('apply', 'shopper', applied),
  step('autoApprove', 'system', new Date('2025-03-14T02:30:15Z')),
  step('refund', 'system', new Date('2025-03-14T02:30:16Z')),
];
/** The merchant refunded on its own initiative. */
export const byMerchantTimeline = [step('refund', 'merchant', approved, '缺货无法发货，主动为您退款')];

/** A return and refund under merchant review, approved automatically on 2025-03-14 10:30 China time if not answered. */
export const reviewRefund: RefundDetailData = {
  refundOrderNo: 'RE202503121030150001',
  merOrderNo: 'SH202503101020300001',
  merName: '星河官方旗舰店',
  refundType: 2,
  stage: 'review',
  totalNum: 3,
  refundPrice: 107065,
  createTime: applied,
  orderInfoList: lines,
  refundReasonWap: '商品质量问题',
  refundReasonWapExplain: '右耳机充不进电，降噪时有杂音。\n充电器外壳有裂痕，见图。',
  refundReasonWapImg: [fixtureImage(0, 600), fixtureImage(4, 600)],
  refundReason: '',
  goodsPrice: 107065,
  postagePrice: 0,
  useIntegralBack: 0,
  returnExpressName: '',
  returnTrackingNo: '',
  refundTime: null,
  autoApproveAt: new Date('2025-03-14T02:30:15Z'),
  refundChannel: '',
  timeline: reviewTimeline,
};

/** Refused by the merchant with its reason. */
export const refusedRefund: RefundDetailData = {
  ...reviewRefund,
  stage: 'refused',
  autoApproveAt: null,
  refundReason: '商品已拆封使用，影响二次销售，不支持无理由退货',
  timeline: refusedTimeline,
};

/** A return approved: the shopper is to send the goods back. */
export const awaitingReturnRefund: RefundDetailData = {
  ...reviewRefund,
  stage: 'awaitingReturn',
  autoApproveAt: null,
  refundReason: '请用原包装寄回，勿寄到付',
  timeline: returnTimeline.slice(0, 2),
};

/** The return parcel is on its way. */
export const returningRefund: RefundDetailData = {
  ...awaitingReturnRefund,
  stage: 'returning',
  returnExpressName: '顺丰速运',
  returnTrackingNo: 'SF1432880054512',
  timeline: returnTimeline.slice(0, 3),
};

/** Approved, the money on its way back (a card refund not yet settled). */
export const refundingRefund: RefundDetailData = {
  ...reviewRefund,
  refundOrderNo: 'RE202503121030150002',
  refundType: 1,
  stage: 'refunding',
  autoApproveAt: null,
  refundReasonWapImg: [],
  refundReasonWapExplain: '',
  refundReasonWap: '不想要了',
  timeline: refundOnlyTimeline.slice(0, 2),
};

/** A return and refund done: the money back to the balance, with points given back. */
export const refundedRefund: RefundDetailData = {
  ...returningRefund,
  stage: 'refunded',
  refundPrice: 107065 + 1200,
  postagePrice: 1200,
  useIntegralBack: 300,
  refundTime: refundedAt,
  refundChannel: 'yue',
  timeline: returnTimeline,
};

/** The merchant refunded one line on its own initiative, to the card paid with. */
export const byMerchantRefund: RefundDetailData = {
  ...reviewRefund,
  refundOrderNo: 'RE202503121405220003',
  merOrderNo: 'SH202503141432080001',
  merName: '松果森林食品专营店',
  refundType: 1,
  stage: 'refundedByMerchant',
  totalNum: 2,
  refundPrice: 17980,
  goodsPrice: 17980,
  createTime: approved,
  orderInfoList: [
    {
      id: 201,
      productName: '每日坚果混合装 750g/30袋 孕妇儿童零食',
      image: fixtureImage(3, 160),
      sku: '原味,30袋装',
      price: 8990,
      payNum: 2,
      refundPrice: 17980,
    },
  ],
  refundReasonWap: '缺货无法发货，主动为您退款',
  refundReasonWapExplain: '',
  refundReasonWapImg: [],
  refundReason: '缺货无法发货，主动为您退款',
  autoApproveAt: null,
  refundTime: approved,
  refundChannel: 'stripe',
  timeline: byMerchantTimeline,
};

/** A refund of each stage, by stage. */
export const refundByStage: Record<RefundStageName, RefundDetailData> = {
  review: reviewRefund,
  refused: refusedRefund,
  awaitingReturn: awaitingReturnRefund,
  returning: returningRefund,
  refunding: refundingRefund,
  refunded: refundedRefund,
  refundedByMerchant: byMerchantRefund,
};

/** A page of the refund list: one refund of each stage, newest first. */
export const refundList: RefundSummaryData[] = [
  { ...byMerchantRefund },
  { ...reviewRefund, refundOrderNo: 'RE202503121030150007' },
  { ...refusedRefund, refundOrderNo: 'RE202503111020000006' },
  { ...awaitingReturnRefund, refundOrderNo: 'RE202503101010000005' },
  { ...refundedRefund, refundOrderNo: 'RE202503091010000004' },
];
