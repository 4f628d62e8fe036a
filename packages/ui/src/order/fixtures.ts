/**
 * Story data of the order family: a pre-order, merchant orders in every
 * status, an unpaid master order, tab counts and payment switches, shaped
 * like the API client's model (money in integer cents, times as `Date`s).
 * Not part of the published package.
 */
import { fixtureImage } from '../fixtures/images.ts';
import type { LogisticsPoint } from './LogisticsTrack/LogisticsTrack.tsx';
import type { OrderCardData } from './OrderCard/OrderCard.tsx';
import type { OrderDetailData } from './OrderDetail/OrderDetail.tsx';
import type { OrderProgressTimes } from './OrderProgress/progressSteps.ts';
import type { OrderTabKeyCounts } from './OrderTabs/OrderTabs.tsx';
import type { PaymentMethodSwitches } from './PaymentMethodPicker/PaymentMethodPicker.tsx';
import type { OrderSummaryMerchant } from './OrderSummary/OrderSummary.tsx';

/** `orderList` of a pre-order with two shops (`GET /api/front/order/load/pre/{preOrderNo}`). */
export const preOrderList: OrderSummaryMerchant[] = [
  {
    merId: 1,
    merName: '星河官方旗舰店',
    proTotalFee: 219900 + 49900 * 2,
    freightFee: 0,
    orderInfoList: [
      {
        productId: 11,
        productName: 'XINGHE StarPad 11.5 英寸平板电脑 2.8K 护眼全面屏 办公学习娱乐',
        attrValueId: 1101,
        image: fixtureImage(1, 160),
        sku: '曜石黑,8GB+256GB',
        price: 219900,
        payNum: 1,
      },
      {
        productId: 12,
        productName: 'XINGHE StarBuds 6i 主动降噪真无线蓝牙耳机',
        attrValueId: 1201,
        image: fixtureImage(2, 160),
        sku: '冰霜银',
        price: 49900,
        payNum: 2,
      },
    ],
  },
  {
    merId: 2,
    merName: '松果森林食品专营店',
    proTotalFee: 8990 * 3,
    freightFee: 1200,
    orderInfoList: [
      {
        productId: 21,
        productName: '每日坚果混合装 750g/30袋 孕妇儿童零食',
        attrValueId: 2101,
        image: fixtureImage(3, 160),
        sku: '原味,30袋装',
        price: 8990,
        payNum: 3,
      },
    ],
  },
];

/** Totals of {@link preOrderList}. */
export const preOrderTotals = {
  proTotalFee: 319700 + 26970,
  freightFee: 1200,
  couponFee: 2000,
  payFee: 319700 + 26970 + 1200 - 2000,
  orderProNum: 6,
};

const base: OrderCardData = {
  orderNo: 'SH202503141432080001',
  merName: '星河官方旗舰店',
  createTime: new Date('2025-03-14T06:32:08Z'),
  paid: true,
  status: 0,
  refundStatus: 0,
  payPrice: 219900,
  payPostage: 0,
  totalNum: 1,
  orderInfoList: [
    {
      id: 1,
      productName: 'XINGHE StarPad 11.5 英寸平板电脑 2.8K 护眼全面屏 办公学习娱乐',
      image: fixtureImage(1, 160),
      sku: '曜石黑,8GB+256GB',
      price: 219900,
      payNum: 1,
    },
  ],
};

/** An unpaid order with two lines. */
export const unpaidOrder: OrderCardData = {
  ...base,
  orderNo: 'SH202503150920110002',
  merName: '松果森林食品专营店',
  createTime: new Date('2025-03-15T01:20:11Z'),
  paid: false,
  payPrice: 8990 * 3 + 6800 + 1200,
  payPostage: 1200,
  totalNum: 4,
  orderInfoList: [
    { id: 2, productName: '每日坚果混合装 750g/30袋 孕妇儿童零食', image: fixtureImage(3, 160), sku: '原味,30袋装', price: 8990, payNum: 3 },
    { id: 3, productName: '手剥山核桃 临安特产 奶油味 500g', image: fixtureImage(4, 160), sku: '奶油味,500g', price: 6800, payNum: 1 },
  ],
};

/**
 * An unpaid master order (`PT…`) of the two shops of {@link preOrderList}:
 * paid as one, so one total and one pay button.
 */
export const unpaidMasterOrder: OrderCardData = {
  ...base,
  orderNo: 'PT202503150930250001',
  merName: '',
  createTime: new Date('2025-03-15T01:30:25Z'),
  paid: false,
  payPrice: preOrderTotals.payFee,
  payPostage: preOrderTotals.freightFee,
  totalNum: preOrderTotals.orderProNum,
  orderInfoList: [],
  shops: [
    {
      merName: '星河官方旗舰店',
      orderInfoList: [
        { id: 11, productName: 'XINGHE StarPad 11.5 英寸平板电脑 2.8K 护眼全面屏 办公学习娱乐', image: fixtureImage(1, 160), sku: '曜石黑,8GB+256GB', price: 219900, payNum: 1 },
        { id: 12, productName: 'XINGHE StarBuds 6i 主动降噪真无线蓝牙耳机', image: fixtureImage(2, 160), sku: '冰霜银', price: 49900, payNum: 2 },
      ],
    },
    {
      merName: '松果森林食品专营店',
      orderInfoList: [
        { id: 13, productName: '每日坚果混合装 750g/30袋 孕妇儿童零食', image: fixtureImage(3, 160), sku: '原味,30袋装', price: 8990, payNum: 3 },
      ],
    },
  ],
};

export const awaitingShipmentOrder: OrderCardData = base;
/** Cash on delivery: waits for shipment, paid at the door. */
export const cashOnDeliveryOrder: OrderCardData = { ...unpaidOrder, orderNo: 'SH202503160830000008', payType: 'cod' };
export const awaitingReceiptOrder: OrderCardData = { ...base, orderNo: 'SH202503101015300003', status: 1 };
export const completedOrder: OrderCardData = {
  ...base,
  orderNo: 'SH202502281830450004',
  merName: '疾风官方旗舰店',
  createTime: new Date('2025-02-28T10:30:45Z'),
  status: 3,
  payPrice: 39900 + 1000,
  payPostage: 1000,
  orderInfoList: [
    { id: 4, productName: '疾风 超轻20 男子跑步鞋 减震回弹', image: fixtureImage(5, 160), sku: '标准白,42', price: 39900, payNum: 1 },
  ],
};
export const cancelledOrder: OrderCardData = { ...unpaidOrder, orderNo: 'SH202502201200000005', status: 9 };
export const refundingOrder: OrderCardData = { ...completedOrder, orderNo: 'SH202502150800000006', refundStatus: 2 };
export const refundedOrder: OrderCardData = { ...completedOrder, orderNo: 'SH202502100800000007', refundStatus: 3 };

/** An order with a long shop name and goods title. */
export const longTextOrder: OrderCardData = {
  ...base,
  orderNo: 'SH202503161111110008',
  merName: '广州市天河区美好生活家居日用品百货旗舰店（官方直营・正品保障・七天无理由退换）',
  payPrice: 12990 * 99,
  totalNum: 99,
  orderInfoList: [
    {
      id: 8,
      productName:
        '加厚大号收纳箱 透明塑料整理箱 衣柜衣物储物箱 带滑轮可叠加 家用搬家打包箱子 特大号三件套 赠防尘袋和标签贴纸 限时特惠',
      image: fixtureImage(6, 160),
      sku: '透明白,特大号 75L × 3 个装,带滑轮,加厚款',
      price: 12990,
      payNum: 99,
    },
  ],
};


/** Every payment type switched on (`GET /api/front/pay/method`). */
export const allPayMethods: PaymentMethodSwitches = {
  yuePaySwitch: true,
  paypalStatus: true,
  stripeStatus: true,
  wechatPaySwitch: true,
};

/** The six keyed tabs' counts (`all` is not counted, so it has no badge). */
export const orderTabCounts: OrderTabKeyCounts = {
  unpaid: 2,
  awaitingShipment: 1,
  awaitingReceipt: 0,
  awaitingReview: 3,
  completed: 128,
};

/**
 * The stories' clock: 2025-03-15 10:00:11 in Shanghai, 40 minutes after
 * {@link unpaidOrder} was placed, so its pay countdown reads 1:20:00.
 */
export const STORY_NOW = Date.parse('2025-03-15T02:00:11Z');

/** A frozen clock for countdowns. */
export const storyClock = () => STORY_NOW;

/** {@link unpaidOrder} with the mall's 2-hour pay deadline. */
export const unpaidOrderWithDeadline: OrderCardData = {
  ...unpaidOrder,
  payDeadline: new Date('2025-03-15T03:20:11Z'),
};

/** An unpaid order whose pay deadline has passed (the mall has not cancelled it yet). */
export const overdueOrder: OrderCardData = {
  ...unpaidOrder,
  orderNo: 'SH202503150100000009',
  payDeadline: new Date('2025-03-15T01:59:00Z'),
};

/** Received, not yet completed: waiting for the shopper's review. */
export const receivedOrder: OrderCardData = { ...completedOrder, orderNo: 'SH202503010930000010', status: 2 };

/** A merchant order in every status the card knows, for the galleries of the locale stories. */
export const ordersInEveryStatus: OrderCardData[] = [
  unpaidOrderWithDeadline,
  awaitingShipmentOrder,
  cashOnDeliveryOrder,
  awaitingReceiptOrder,
  receivedOrder,
  completedOrder,
  cancelledOrder,
  refundingOrder,
  refundedOrder,
];

const detailBase: OrderDetailData = {
  orderNo: 'SH202503141432080001',
  merName: '星河官方旗舰店',
  createTime: new Date('2025-03-14T06:32:08Z'),
  paid: true,
  payTime: new Date('2025-03-14T06:33:40Z'),
  payType: 'yue',
  status: 0,
  refundStatus: 0,
  totalNum: 3,
  proTotalPrice: 219900 + 49900 * 2,
  payPostage: 1000,
  couponPrice: 0,
  payPrice: 219900 + 49900 * 2 + 1000,
  userRemark: '',
  realName: '张三',
  userPhone: '+86 138 0013 8000',
  userAddress: '中国 广东省深圳市南山区科技园南区 深南大道 10000 号 腾讯滨海大厦 18 楼 518057',
  delivery: null,
  orderInfoList: [
    ...base.orderInfoList,
    { id: 2, productName: 'XINGHE StarBuds 6i 主动降噪真无线蓝牙耳机', image: fixtureImage(2, 160), sku: '冰霜银', price: 49900, payNum: 2 },
  ],
};

/** Order detail, unpaid: 1:20:00 left at {@link STORY_NOW}. */
export const unpaidDetail: OrderDetailData = {
  ...detailBase,
  orderNo: 'SH202503150920110002',
  createTime: new Date('2025-03-15T01:20:11Z'),
  paid: false,
  payTime: null,
  payType: '',
  payDeadline: new Date('2025-03-15T03:20:11Z'),
  userRemark: '请用纸箱包装，周末送货',
};

/** Order detail, paid with the balance, not shipped. */
export const awaitingShipmentDetail: OrderDetailData = detailBase;

/** Order detail, shipped by express; a shop coupon, a platform coupon and points were used. */
export const awaitingReceiptDetail: OrderDetailData = {
  ...detailBase,
  orderNo: 'SH202503101015300003',
  status: 1,
  payType: 'wechat',
  couponPrice: 10000,
  platformCouponPrice: 2000,
  pointsDeduction: 500,
  payPrice: 219900 + 49900 * 2 + 1000 - 10000 - 2000 - 500,
  delivery: { kind: 'express', company: '顺丰速运', trackingNo: 'SF1432880054512' },
};

/** Order detail, completed, waiting for a review. */
export const completedDetail: OrderDetailData = {
  ...awaitingReceiptDetail,
  orderNo: 'SH202502281830450004',
  status: 3,
};

/** Order detail, cancelled before payment. */
export const cancelledDetail: OrderDetailData = { ...unpaidDetail, orderNo: 'SH202502201200000005', status: 9, payDeadline: undefined };

/** Order detail, cash on delivery, delivered by the shop's own courier. */
export const courierDetail: OrderDetailData = {
  ...detailBase,
  orderNo: 'SH202503160830000008',
  paid: false,
  payTime: null,
  payType: 'cod',
  status: 1,
  delivery: { kind: 'courier', name: '李师傅', phone: '+86 139 1234 5678' },
};

/** Order detail, virtual goods: nothing to ship. */
export const virtualDetail: OrderDetailData = {
  ...detailBase,
  orderNo: 'SH202503120800000011',
  status: 3,
  payType: 'paypal',
  payPostage: 0,
  payPrice: 219900 + 49900 * 2,
  delivery: { kind: 'virtual' },
};

/** Order detail, a refund under way. */
export const refundingDetail: OrderDetailData = { ...awaitingShipmentDetail, orderNo: 'SH202502150800000006', refundStatus: 2 };

/** When {@link awaitingReceiptDetail} reached each step (shipped, not received yet). */
export const shippedTimes: OrderProgressTimes = {
  placed: new Date('2025-03-10T02:15:30Z'),
  paid: new Date('2025-03-10T02:16:02Z'),
  shipped: new Date('2025-03-11T01:05:00Z'),
};

/** Every step reached; received at the moment it completed (no time of its own). */
export const completedTimes: OrderProgressTimes = {
  ...shippedTimes,
  completed: new Date('2025-03-13T11:20:45Z'),
};

/** Cancelled 2 hours after it was placed, unpaid. */
export const cancelledTimes: OrderProgressTimes = {
  placed: new Date('2025-02-20T04:00:00Z'),
  cancelled: new Date('2025-02-20T06:00:00Z'),
};

/** A parcel's journey, newest first. */
export const logisticsPoints: LogisticsPoint[] = [
  { time: new Date('2025-03-12T06:41:00Z'), status: '【深圳市】快件已到达 深圳南山科技园营业点，正在派件（派件员：王师傅 13800001111）' },
  { time: new Date('2025-03-12T01:12:00Z'), status: '【深圳市】快件已到达 深圳转运中心' },
  { time: new Date('2025-03-11T14:30:00Z'), status: '【东莞市】快件已从 东莞集散中心 发出，下一站 深圳转运中心' },
  { time: new Date('2025-03-11T01:05:00Z'), status: '【东莞市】顺丰速运 已收取快件' },
];
