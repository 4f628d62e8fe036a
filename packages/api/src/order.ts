import type { NoInput } from './endpoints.ts';
import type { Static } from 'typebox';
import type { Page } from './page.ts';
import type {
  OrderCreateBody,
  OrderListQuery,
  OrderNoParams,
  PayChannel,
  PayType,
  PreOrderBody,
  PreOrderParams,
} from './schemas/order.ts';

export { ORDER_NOTE_MAX } from './schemas/order.ts';

/**
 * Checkout and orders. One master order (`PT…`, the unit of payment) per
 * checkout; one merchant order (`SH…`) per shop in it. Money is integer cents.
 * @see spec §3 Order, §4 Order statuses; crmeb-api §4.7, §5, §6 rules 4–6
 */

export type PayTypeValue = Static<typeof PayType>;
export type PayChannelValue = Static<typeof PayChannel>;

/** Merchant-order status (crmeb-api §5). */
export const OrderStatus = {
  awaitingShipment: 0,
  awaitingReceipt: 1,
  received: 2,
  completed: 3,
  cancelled: 9,
} as const;
export type OrderStatusValue = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Tabs of the order list (`type` of `GET /api/front/order/list`, `orderStatus` of the page). */
export const OrderTab = {
  unpaid: 0,
  awaitingShipment: 1,
  awaitingReceipt: 2,
  completed: 3,
} as const;
export type OrderTabValue = (typeof OrderTab)[keyof typeof OrderTab];

/** One SKU line of a pre-order. */
export interface PreOrderItem {
  productId: number;
  productName: string;
  attrValueId: number;
  image: string;
  sku: string;
  /** Unit price, cents. */
  price: number;
  payNum: number;
  /** Freight per unit, cents. */
  postage: number;
}

/** The lines of one merchant in a pre-order, with that merchant's subtotals. */
export interface PreOrderMerchant {
  merId: number;
  merName: string;
  /** Goods total of this merchant, cents. */
  proTotalFee: number;
  /** Freight of this merchant, cents. */
  freightFee: number;
  orderInfoList: PreOrderItem[];
}

/** `data` of `GET /api/front/order/load/pre/{preOrderNo}`: what the confirm page shows. */
export interface PreOrder {
  preOrderNo: string;
  /** Goods total, cents. */
  proTotalFee: number;
  /** Units in the order. */
  orderProNum: number;
  /** Freight, cents: Σ per-unit postage × quantity. */
  freightFee: number;
  /** Goods + freight, cents. */
  totalPrice: number;
  /** Coupon deduction, cents. */
  couponFee: number;
  /** What the shopper pays, cents. */
  payFee: number;
  /** The default address, or 0 when the shopper has none. */
  addressId: number;
  orderList: PreOrderMerchant[];
  /** Cart lines the order will remove once created (empty for buy-now). */
  cartIdList: number[];
  /** ISO 8601 time after which the pre-order no longer exists. */
  expiresAt: string;
}

/** One SKU line of a placed order. */
export interface OrderItem {
  id: number;
  merOrderNo: string;
  productId: number;
  productName: string;
  image: string;
  attrValueId: number;
  sku: string;
  price: number;
  payNum: number;
  isReply: boolean;
}

/** A merchant order as listed. */
export interface MerchantOrder {
  id: number;
  orderNo: string;
  masterOrderNo: string;
  merId: number;
  merName: string;
  /** ISO 8601. */
  createTime: string;
  paid: boolean;
  payTime: string | null;
  payType: PayTypeValue;
  status: OrderStatusValue;
  refundStatus: number;
  totalNum: number;
  /** Goods total, cents. */
  proTotalPrice: number;
  /** Freight, cents. */
  payPostage: number;
  /** Coupon deduction, cents. */
  couponPrice: number;
  /** Paid (or to pay), cents. */
  payPrice: number;
  orderInfoList: OrderItem[];
}

/** `data` of `GET /api/front/order/detail/{orderNo}`: a merchant order with delivery details. */
export interface MerchantOrderDetail extends MerchantOrder {
  realName: string;
  userPhone: string;
  userAddress: string;
  email: string;
  userRemark: string;
}

/** `data` of `GET /api/front/order/master/detail/{orderNo}`: the unit of payment. */
export interface MasterOrderDetail {
  orderNo: string;
  createTime: string;
  paid: boolean;
  payTime: string | null;
  payType: PayTypeValue;
  isCancel: boolean;
  totalNum: number;
  proTotalPrice: number;
  totalPostage: number;
  couponPrice: number;
  payPrice: number;
  realName: string;
  userPhone: string;
  userAddress: string;
  mark: string;
  orderList: MerchantOrder[];
}

/** `data` of `GET /api/front/order/data`: how many orders each tab holds. */
export interface OrderCounts {
  unPaidCount: number;
  unShippedCount: number;
  receivedCount: number;
  completeCount: number;
}

export type PreOrderInput = Static<typeof PreOrderBody>;
export type OrderCreateInput = Static<typeof OrderCreateBody>;
export type OrderListInput = Static<typeof OrderListQuery>;

export interface OrderEndpoints {
  /** Checks the lines and prices them; the pre-order lives for {@link PRE_ORDER_TTL_SECONDS}. */
  'POST /api/front/order/pre/order': { input: { body: PreOrderInput }; data: { preOrderNo: string } };
  'GET /api/front/order/load/pre/:preOrderNo': {
    input: { params: Static<typeof PreOrderParams> };
    data: PreOrder;
  };
  /** Places the order: checks and deducts stock in the same transaction. Answers the master order number. */
  'POST /api/front/order/create': { input: { body: OrderCreateInput }; data: { orderNo: string } };
  'GET /api/front/order/list': { input: { query: OrderListInput }; data: Page<MerchantOrder> };
  'GET /api/front/order/detail/:orderNo': {
    input: { params: Static<typeof OrderNoParams> };
    data: MerchantOrderDetail;
  };
  'GET /api/front/order/master/detail/:orderNo': {
    input: { params: Static<typeof OrderNoParams> };
    data: MasterOrderDetail;
  };
  'GET /api/front/order/data': { input: NoInput; data: OrderCounts };
}

/** Lifetime of a pre-order: 5 minutes (crmeb-api §6 rule 4), in seconds. */
export const PRE_ORDER_TTL_SECONDS = 300;
