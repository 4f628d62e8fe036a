import type { NoInput, WireMap } from './endpoints.ts';
import type { Static } from 'typebox';
import { pageOf, type Page } from './page.ts';
import { array, dateTime, jsonText, nullable, object, same, url, yuan } from './wire/codec.ts';
import type {
  AwaitPayListQuery,
  ComputedPriceBody,
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
 * checkout; one merchant order (`SH…`) per shop in it. Money is integer cents
 * in the model and yuan on the wire; times are `Date`s, `yyyy-MM-dd HH:mm:ss`
 * on the wire.
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
  /** When the pre-order stops existing (the mall's addition). */
  expiresAt: Date;
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
  createTime: Date;
  paid: boolean;
  payTime: Date | null;
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
  createTime: Date;
  paid: boolean;
  payTime: Date | null;
  payType: PayTypeValue;
  isCancel: boolean;
  totalNum: number;
  /** Goods total, cents. */
  proTotalPrice: number;
  /** Freight, cents. */
  totalPostage: number;
  /** Freight charged, cents (the provider's detail page shows it when above 0). */
  payPostage: number;
  /** The shopper's coupon used on the order; 0 for none. */
  couponId: number;
  /** Coupon deduction, cents. */
  couponPrice: number;
  /** What the shopper pays, cents. */
  payPrice: number;
  realName: string;
  userPhone: string;
  userAddress: string;
  email: string;
  /** The buyer's note. */
  mark: string;
  /** The same note, under the name the provider's detail page reads. */
  userRemark: string;
  orderList: MerchantOrder[];
}

/** The lines of one shop in an unpaid master order. */
export interface MasterOrderShop {
  merId: number;
  merName: string;
  orderInfoList: OrderItem[];
}

/**
 * A master order waiting for payment, as the "to pay" tab lists it
 * (`GET /api/front/order/await/pay/list`, crmeb-api §4.7): one card per
 * checkout, the unit that is paid or cancelled.
 */
export interface AwaitPayOrder {
  id: number;
  orderNo: string;
  createTime: Date;
  totalNum: number;
  /** To pay, cents, freight included. */
  payPrice: number;
  /** Freight, cents (the mall's addition to the provider's card). */
  totalPostage: number;
  paid: boolean;
  payType: PayTypeValue;
  payChannel: PayChannelValue;
  /** Where an external payment continues (PayPal's approval page); '' for the mall's own payment types. */
  redirect: string;
  orderList: MasterOrderShop[];
}

/** `data` of `POST /api/front/order/computed/price`: a pre-order priced with the chosen coupon. Cents. */
export interface ComputedPrice {
  proTotalFee: number;
  freightFee: number;
  couponFee: number;
  payFee: number;
}

/** One event of a parcel's journey, in the provider's names (crmeb-api §4.16). */
export interface ExpressTrace {
  /** Where the parcel was, and what happened. */
  AcceptStation: string;
  AcceptTime: Date;
}

/**
 * `data` of `GET /api/front/order/express/{orderNo}`: how a shipped merchant
 * order travels (crmeb-api §4.7 OrderLogistics); the route answers null for
 * an order not shipped by express.
 */
export interface OrderExpress {
  /** Carrier, e.g. 顺丰速运. */
  expName: string;
  /** Tracking number. */
  expNo: string;
  /** Carrier code. */
  expCode: string;
  /** Oldest first; JSON text on the wire, as the provider sends it. */
  logisticsInfo: ExpressTrace[];
  /** crmeb-api §4.16: -1 bad number, 0 no information yet, 1 picked up, 2 in transit, 3 signed for, 4–6 problems and returns. */
  state: number;
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
export type AwaitPayListInput = Static<typeof AwaitPayListQuery>;
export type ComputedPriceInput = Static<typeof ComputedPriceBody>;

export interface OrderEndpoints {
  /** Checks the lines and prices them; the pre-order lives for {@link PRE_ORDER_TTL_SECONDS}. */
  'POST /api/front/order/pre/order': { input: { body: PreOrderInput }; data: { preOrderNo: string } };
  'GET /api/front/order/load/pre/:preOrderNo': {
    input: { params: Static<typeof PreOrderParams> };
    data: PreOrder;
  };
  /**
   * Prices a live pre-order with a coupon of the shopper (`couponId`, absent
   * or '' for none), as the confirm page shows it before the order is placed.
   */
  'POST /api/front/order/computed/price': { input: { body: ComputedPriceInput }; data: ComputedPrice };
  /** Places the order: checks and deducts stock in the same transaction. Answers the master order number. */
  'POST /api/front/order/create': { input: { body: OrderCreateInput }; data: { orderNo: string } };
  'GET /api/front/order/list': { input: { query: OrderListInput }; data: Page<MerchantOrder> };
  /** The shopper's unpaid master orders (not cancelled, not cash on delivery), newest first. */
  'GET /api/front/order/await/pay/list': { input: { query?: AwaitPayListInput }; data: Page<AwaitPayOrder> };
  'GET /api/front/order/detail/:orderNo': {
    input: { params: Static<typeof OrderNoParams> };
    data: MerchantOrderDetail;
  };
  'GET /api/front/order/master/detail/:orderNo': {
    input: { params: Static<typeof OrderNoParams> };
    data: MasterOrderDetail;
  };
  /** Tracking of one of the shopper's merchant orders; null while it is not shipped by express. 404 for someone else's. */
  'GET /api/front/order/express/:orderNo': { input: { params: Static<typeof OrderNoParams> }; data: OrderExpress | null };
  'GET /api/front/order/data': { input: NoInput; data: OrderCounts };
}

/** Lifetime of a pre-order: 5 minutes (crmeb-api §6 rule 4), in seconds. */
export const PRE_ORDER_TTL_SECONDS = 300;

// ——— The wire (crmeb-wire §7, §8) ———

export const preOrderItemCodec = object<PreOrderItem>()({ image: url, price: yuan, postage: yuan });
export const preOrderMerchantCodec = object<PreOrderMerchant>()({
  proTotalFee: yuan,
  freightFee: yuan,
  orderInfoList: array(preOrderItemCodec),
});
export const preOrderCodec = object<PreOrder>()({
  proTotalFee: yuan,
  freightFee: yuan,
  totalPrice: yuan,
  couponFee: yuan,
  payFee: yuan,
  orderList: array(preOrderMerchantCodec),
  expiresAt: dateTime,
});
export const orderItemCodec = object<OrderItem>()({ image: url, price: yuan });
const orderFields = {
  createTime: dateTime,
  payTime: nullable(dateTime),
  proTotalPrice: yuan,
  payPostage: yuan,
  couponPrice: yuan,
  payPrice: yuan,
  orderInfoList: array(orderItemCodec),
};
export const merchantOrderCodec = object<MerchantOrder>()(orderFields);
export const merchantOrderDetailCodec = object<MerchantOrderDetail>()(orderFields);
export const masterOrderDetailCodec = object<MasterOrderDetail>()({
  createTime: dateTime,
  payTime: nullable(dateTime),
  proTotalPrice: yuan,
  totalPostage: yuan,
  payPostage: yuan,
  couponPrice: yuan,
  payPrice: yuan,
  orderList: array(merchantOrderCodec),
});
export const awaitPayOrderCodec = object<AwaitPayOrder>()({
  createTime: dateTime,
  payPrice: yuan,
  totalPostage: yuan,
  redirect: url,
  orderList: array(object<MasterOrderShop>()({ orderInfoList: array(orderItemCodec) })),
});

export const orderWire = {
  'POST /api/front/order/pre/order': same<{ preOrderNo: string }>(),
  'GET /api/front/order/load/pre/:preOrderNo': preOrderCodec,
  'POST /api/front/order/computed/price': object<ComputedPrice>()({ proTotalFee: yuan, freightFee: yuan, couponFee: yuan, payFee: yuan }),
  'POST /api/front/order/create': same<{ orderNo: string }>(),
  'GET /api/front/order/list': pageOf(merchantOrderCodec),
  'GET /api/front/order/await/pay/list': pageOf(awaitPayOrderCodec),
  'GET /api/front/order/detail/:orderNo': merchantOrderDetailCodec,
  'GET /api/front/order/master/detail/:orderNo': masterOrderDetailCodec,
  'GET /api/front/order/express/:orderNo': nullable(
    object<OrderExpress>()({ logisticsInfo: jsonText(array(object<ExpressTrace>()({ AcceptTime: dateTime })), []) }),
  ),
  'GET /api/front/order/data': same<OrderCounts>(),
} satisfies WireMap<OrderEndpoints>;
