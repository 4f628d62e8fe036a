/**
 * Story data of the order family: a pre-order, merchant orders in every
 * status, an unpaid master order, tab counts and payment switches, shaped
 * like the API client's model (money in integer cents, times as `Date`s).
 * Not part of the published package.
 */
import { fixtureImage } from '../fixtures/images.ts';
import type { OrderCardData } from './OrderCard/OrderCard.tsx';
import type { OrderTabCounts } from './OrderTabs/OrderTabs.tsx';
import type { PaymentMethodSwitches } from './PaymentMethodPicker/PaymentMethodPicker.tsx';
import type { OrderSummaryMerchant } from './OrderSummary/OrderSummary.tsx';

/** `orderList` of a pre-order with two shops (`GET /api/front/order/load/pre/{preOrderNo}`). */
export const preOrderList: OrderSummaryMerchant[] = [
  {
    merId: 1,
    merName: '华为官方旗舰店',
    proTotalFee: 219900 + 49900 * 2,
    freightFee: 0,
    orderInfoList: [
      {
        productId: 11,
        productName: 'HUAWEI MatePad 11.5 英寸平板电脑 2.8K 护眼全面屏 办公学习娱乐',
        attrValueId: 1101,
        image: fixtureImage(1, 160),
        sku: '曜石黑,8GB+256GB',
        price: 219900,
        payNum: 1,
      },
      {
        productId: 12,
        productName: 'HUAWEI FreeBuds 6i 主动降噪真无线蓝牙耳机',
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
    merName: '三只松鼠食品专营店',
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
  merName: '华为官方旗舰店',
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
      productName: 'HUAWEI MatePad 11.5 英寸平板电脑 2.8K 护眼全面屏 办公学习娱乐',
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
  merName: '三只松鼠食品专营店',
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
      merName: '华为官方旗舰店',
      orderInfoList: [
        { id: 11, productName: 'HUAWEI MatePad 11.5 英寸平板电脑 2.8K 护眼全面屏 办公学习娱乐', image: fixtureImage(1, 160), sku: '曜石黑,8GB+256GB', price: 219900, payNum: 1 },
        { id: 12, productName: 'HUAWEI FreeBuds 6i 主动降噪真无线蓝牙耳机', image: fixtureImage(2, 160), sku: '冰霜银', price: 49900, payNum: 2 },
      ],
    },
    {
      merName: '三只松鼠食品专营店',
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
  merName: '李宁官方旗舰店',
  createTime: new Date('2025-02-28T10:30:45Z'),
  status: 3,
  payPrice: 39900 + 1000,
  payPostage: 1000,
  orderInfoList: [
    { id: 4, productName: '李宁 超轻20 男子跑步鞋 减震回弹', image: fixtureImage(5, 160), sku: '标准白,42', price: 39900, payNum: 1 },
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

export const orderCounts: OrderTabCounts = { unPaidCount: 2, unShippedCount: 1, receivedCount: 0, completeCount: 128 };

/** Every payment type switched on (`GET /api/front/pay/method`). */
export const allPayMethods: PaymentMethodSwitches = {
  yuePaySwitch: true,
  paypalStatus: true,
  stripeStatus: true,
  wechatPaySwitch: true,
};
