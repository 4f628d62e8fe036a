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
  MasterOrderNoParams,
  MerchantOrderNoParams,
  VisitorMasterOrderQuery,
  VisitorOrderQuery,
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

/**
 * Tabs of the order list (`type` of `GET /api/front/order/list`, `orderStatus`
 * of the page). `toReview` is the mall's (completed with a line not yet
 * reviewed); no `type` at all lists every order (the mall's "all" tab).
 */
export const OrderTab = {
  unpaid: 0,
  awaitingShipment: 1,
  awaitingReceipt: 2,
  completed: 3,
  toReview: 4,
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
  /** Points the shopper can spend now (the mall's addition; `computed/price` with `useIntegral` says how many apply). */
  integralAvailable: number;
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

/** How a merchant order was shipped: express company + tracking number, a courier by name and phone, or nothing to ship (virtual). */
export type DeliveryTypeValue = 'express' | 'send' | 'noNeed';

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
  /** Coupon deduction, cents: the shop's own coupon plus its share of the platform coupon. */
  couponPrice: number;
  /** Points deduction, cents (this order's share of the points money). */
  integralPrice: number;
  /** Paid (or to pay), cents. */
  payPrice: number;
  /**
   * When the unpaid order is cancelled if still unpaid (its master order's
   * deadline, ORDER_UNPAID_TTL_S after it was placed); null once paid,
   * cancelled, or for cash on delivery.
   */
  payDeadline: Date | null;
  /** How it was shipped; null until it is. */
  deliveryType: DeliveryTypeValue | null;
  /** Express company ('' unless shipped by express); the provider's list calls it `deliveryName`. */
  expressName: string;
  /** Tracking number ('' unless shipped by express); `deliveryId` on the wire too, the provider's list name. */
  trackingNo: string;
  orderInfoList: OrderItem[];
}

/**
 * `data` of `GET /api/front/order/detail/{orderNo}` (and the guest's
 * `visitor/detail`): a merchant order with every field of spec §3 Order and
 * the provider's names (crmeb-api §4.7). Money in cents; times are the
 * order's progress (placed, paid, shipped, received; or cancelled).
 */
export interface MerchantOrderDetail extends MerchantOrder {
  realName: string;
  userPhone: string;
  userAddress: string;
  email: string;
  /** The buyer's note to this shop. */
  userRemark: string;
  /** Goods + freight, before discounts, cents. */
  totalPrice: number;
  /** Freight, cents (the same as `payPostage`: freight is never discounted). */
  totalPostage: number;
  /** The shop's own coupon used (`user_coupon` id); 0 for none. */
  couponId: number;
  /** The shop's own coupon's deduction, cents. */
  merCouponPrice: number;
  /** This order's share of the platform coupon, cents. */
  platCouponPrice: number;
  /** Points spent on this order (its share). */
  useIntegral: number;
  /** Courier's name and phone when delivered by a courier (`deliveryType` 'send'); '' otherwise. */
  deliveryName: string;
  deliveryPhone: string;
  /** When it was shipped, received, cancelled; null until then. */
  deliveryTime: Date | null;
  receivingTime: Date | null;
  cancelTime: Date | null;
  /** The parcel's journey when shipped by express, else null (as `GET /api/front/order/express/{orderNo}`). */
  expressInfo: OrderExpress | null;
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
  /** The shopper's platform coupon used on the order; 0 for none (shops' own coupons are on their orders). */
  couponId: number;
  /** Coupon deduction, cents: every shop's coupon and the platform coupon. */
  couponPrice: number;
  /** The shops' own coupons' part of `couponPrice`, cents. */
  merCouponPrice: number;
  /** The platform coupon's part of `couponPrice`, cents. */
  platCouponPrice: number;
  /** Points spent, and the money they took off, cents. */
  useIntegral: number;
  integralPrice: number;
  /** Goods + freight, before discounts, cents. */
  totalPrice: number;
  /** What the shopper pays, cents. */
  payPrice: number;
  /** When it is cancelled if still unpaid; null once paid, cancelled, or for cash on delivery. */
  payDeadline: Date | null;
  /** When it was cancelled; null unless it was. */
  cancelTime: Date | null;
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

/**
 * One shop's part of a priced checkout, cents: what its merchant order will
 * carry. `payFee` = goods + freight − merchant coupon − platform share −
 * points money, never below its freight (docs/adr/0010-checkout-discounts.md).
 */
export interface ComputedPriceMerchant {
  merId: number;
  proTotalFee: number;
  freightFee: number;
  /** The shop's own (merchant or goods) coupon. */
  merCouponFee: number;
  /** This shop's share of the platform coupon. */
  platCouponFee: number;
  /** This shop's share of the points money. */
  deductionPrice: number;
  /** This shop's share of the points spent. */
  usedIntegral: number;
  payFee: number;
}

/**
 * `data` of `POST /api/front/order/computed/price`: a pre-order priced with
 * the chosen coupons and points. Money in cents (yuan on the wire); the
 * provider's client reads the first four.
 */
export interface ComputedPrice {
  /** Goods total. */
  proTotalFee: number;
  /** Freight: Σ per-unit postage × quantity; never discounted. */
  freightFee: number;
  /** Every coupon together: `merCouponFee + platCouponFee`. */
  couponFee: number;
  /** What the shopper pays: goods + freight − coupons − points money. */
  payFee: number;
  /** The shops' own coupons together. */
  merCouponFee: number;
  /** The platform coupon. */
  platCouponFee: number;
  /** What the points take off. */
  deductionPrice: number;
  /** Points spent (whole points). */
  usedIntegral: number;
  /** The shopper's spendable points left after this order. */
  surplusIntegral: number;
  /** The shopper's spendable points now. */
  integralAvailable: number;
  /** Per shop, in the pre-order's order; the parts sum exactly to the totals. */
  merchantList: ComputedPriceMerchant[];
  /**
   * Opaque fingerprint of this result and the choices that made it: sent
   * back as `priceKey` of `order/create`, which refuses the order
   * (`order.priceChanged`) when its own price differs.
   */
  priceKey: string;
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
  /** The merchant order (`SH…`). */
  orderNo: string;
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
  /** The delivery man's name and phone when the shop gave them; '' otherwise. */
  courier: string;
  courierPhone: string;
  /** When the track last changed. */
  updateTime: Date;
}

/** `data` of `GET /api/front/order/data`: how many orders each tab holds. */
export interface OrderCounts {
  unPaidCount: number;
  unShippedCount: number;
  receivedCount: number;
  completeCount: number;
  /** Completed with a line not yet reviewed (tab 4, the mall's). */
  awaitReplyCount: number;
  /** Every order of the shopper not deleted (the "all" tab, the mall's). */
  allCount: number;
}

/**
 * `data` of `GET /api/front/order/center/data`: the account home's shortcuts
 * (the mall's). The first four count as `GET /api/front/order/data` does.
 */
export interface OrderCenterCounts {
  /** Awaiting payment (tab 0). */
  unPaidCount: number;
  /** Paid, awaiting shipment (tab 1). */
  unShippedCount: number;
  /** Shipped, awaiting receipt (tab 2). */
  receivedCount: number;
  /** Completed with a line not yet reviewed (tab 4). */
  awaitReplyCount: number;
  /** Refund requests still in progress (awaiting review, awaiting the return, returning). */
  refundCount: number;
}

export type PreOrderInput = Static<typeof PreOrderBody>;
export type OrderCreateInput = Static<typeof OrderCreateBody>;
export type OrderListInput = Static<typeof OrderListQuery>;
export type AwaitPayListInput = Static<typeof AwaitPayListQuery>;
export type VisitorMasterOrderInput = Static<typeof VisitorMasterOrderQuery>;
export type VisitorOrderInput = Static<typeof VisitorOrderQuery>;
export type ComputedPriceInput = Static<typeof ComputedPriceBody>;

export interface OrderEndpoints {
  /** Checks the lines and prices them; the pre-order lives for {@link PRE_ORDER_TTL_SECONDS}. */
  'POST /api/front/order/pre/order': { input: { body: PreOrderInput }; data: { preOrderNo: string } };
  'GET /api/front/order/load/pre/:preOrderNo': {
    input: { params: Static<typeof PreOrderParams> };
    data: PreOrder;
  };
  /**
   * Prices a live pre-order with the shopper's chosen coupons (`couponId`
   * absent or '' for none, and/or `couponIds`) and points (`useIntegral`), as
   * the confirm page shows it before the order is placed. Writes nothing.
   * 400 naming `couponId`/`couponIds` for a coupon that cannot be used (not
   * the shopper's, used, expired, not started, minimum not reached, not
   * applicable, two of one shop, two platform coupons); 404 for a pre-order
   * that is not the shopper's or has expired.
   */
  'POST /api/front/order/computed/price': { input: { body: ComputedPriceInput }; data: ComputedPrice };
  /**
   * Places the order, unpaid (paying is the next step, `pay/payment`):
   * recomputes the price as `computed/price` does and, in one transaction,
   * takes the stock, claims the coupons and spends the points. 400 `priceKey`
   * when the price differs from the `priceKey` given; 400 `payType` / `addressId`
   * when none is chosen. Answers the master order number.
   */
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
  /** Counts for the account home's shortcuts: to pay, to ship, to receive, to review, refunds in progress. */
  'GET /api/front/order/center/data': { input: NoInput; data: OrderCenterCounts };
  /**
   * Cancels an unpaid master order (`PT…`; cash on delivery too while nothing
   * is shipped) and all its merchant orders: stock, coupons and points come
   * back, once. 400 when paid, shipped or cancelled already; 404 for someone else's.
   */
  'POST /api/front/order/cancel/:orderNo': { input: { params: Static<typeof MasterOrderNoParams> }; data: null };
  /** Confirms receipt of a shipped merchant order (`SH…`, status 1 → 3); its points are earned, frozen. 400 otherwise. */
  'POST /api/front/order/take/:orderNo': { input: { params: Static<typeof MerchantOrderNoParams> }; data: null };
  /** Hides a completed or cancelled merchant order from the shopper (soft). 400 for other statuses. */
  'POST /api/front/order/delete/:orderNo': { input: { params: Static<typeof MerchantOrderNoParams> }; data: null };
  /** A guest's master order by number and the email it was placed with; no session. 404 for a wrong pair. */
  'GET /api/front/order/visitor/master/detail': { input: { query: VisitorMasterOrderInput }; data: MasterOrderDetail };
  /** A guest's merchant order by number and the email it was placed with; no session. 404 for a wrong pair. */
  'GET /api/front/order/visitor/detail': { input: { query: VisitorOrderInput }; data: MerchantOrderDetail };
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
/** A parcel's journey: the track is JSON text on the wire, as the provider sends it (crmeb-wire §8). */
export const orderExpressCodec = object<OrderExpress>()({
  logisticsInfo: jsonText(array(object<ExpressTrace>()({ AcceptTime: dateTime })), []),
  updateTime: dateTime,
});
const orderFields = {
  createTime: dateTime,
  payTime: nullable(dateTime),
  proTotalPrice: yuan,
  payPostage: yuan,
  couponPrice: yuan,
  integralPrice: yuan,
  payPrice: yuan,
  payDeadline: nullable(dateTime),
  orderInfoList: array(orderItemCodec),
};
/** The provider's list names the tracking number `deliveryId` (crmeb-api §4.7 `/order/list`). */
const orderWireExtras = { deliveryId: (order: MerchantOrder) => order.trackingNo };
export const merchantOrderCodec = object<MerchantOrder>()(orderFields, orderWireExtras);
export const merchantOrderDetailCodec = object<MerchantOrderDetail>()(
  {
    ...orderFields,
    totalPrice: yuan,
    totalPostage: yuan,
    merCouponPrice: yuan,
    platCouponPrice: yuan,
    deliveryTime: nullable(dateTime),
    receivingTime: nullable(dateTime),
    cancelTime: nullable(dateTime),
    expressInfo: nullable(orderExpressCodec),
  },
  orderWireExtras,
);
export const masterOrderDetailCodec = object<MasterOrderDetail>()({
  createTime: dateTime,
  payTime: nullable(dateTime),
  proTotalPrice: yuan,
  totalPostage: yuan,
  payPostage: yuan,
  couponPrice: yuan,
  merCouponPrice: yuan,
  platCouponPrice: yuan,
  integralPrice: yuan,
  totalPrice: yuan,
  payPrice: yuan,
  payDeadline: nullable(dateTime),
  cancelTime: nullable(dateTime),
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
  'POST /api/front/order/computed/price': object<ComputedPrice>()({
    proTotalFee: yuan,
    freightFee: yuan,
    couponFee: yuan,
    payFee: yuan,
    merCouponFee: yuan,
    platCouponFee: yuan,
    deductionPrice: yuan,
    merchantList: array(
      object<ComputedPriceMerchant>()({
        proTotalFee: yuan,
        freightFee: yuan,
        merCouponFee: yuan,
        platCouponFee: yuan,
        deductionPrice: yuan,
        payFee: yuan,
      }),
    ),
  }),
  'POST /api/front/order/create': same<{ orderNo: string }>(),
  'GET /api/front/order/list': pageOf(merchantOrderCodec),
  'GET /api/front/order/await/pay/list': pageOf(awaitPayOrderCodec),
  'GET /api/front/order/detail/:orderNo': merchantOrderDetailCodec,
  'GET /api/front/order/master/detail/:orderNo': masterOrderDetailCodec,
  'GET /api/front/order/express/:orderNo': nullable(orderExpressCodec),
  'GET /api/front/order/data': same<OrderCounts>(),
  'GET /api/front/order/center/data': same<OrderCenterCounts>(),
  'POST /api/front/order/cancel/:orderNo': same<null>(),
  'POST /api/front/order/take/:orderNo': same<null>(),
  'POST /api/front/order/delete/:orderNo': same<null>(),
  'GET /api/front/order/visitor/master/detail': masterOrderDetailCodec,
  'GET /api/front/order/visitor/detail': merchantOrderDetailCodec,
} satisfies WireMap<OrderEndpoints>;
