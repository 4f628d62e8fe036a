import type { Static } from 'typebox';
import type { NoInput, WireMap } from './endpoints.ts';
import {
  orderExpressCodec,
  orderItemCodec,
  type DeliveryTypeValue,
  type OrderExpress,
  type OrderItem,
  type OrderStatusValue,
  type PayTypeValue,
} from './order.ts';
import { pageOf, type Page } from './page.ts';
import { array, dateTime, nullable, object, same, yuan, type Codec, type DateTimeText } from './wire/codec.ts';
import { formatWireDateTime, parseWireDateTime } from './wire/time.ts';
import type {
  AdminAuditQuery,
  AdminLoginBody,
  AdminOrdersQuery,
  AdminShipBody,
  AdminTrackBody,
} from './schemas/admin.ts';
import type { MerchantOrderNoParams } from './schemas/order.ts';

export { OPERATOR_PASSWORD_MAX, OPERATOR_PASSWORD_MIN } from './schemas/admin.ts';

/**
 * The operator's side of the mall (`/api/admin/*`): operators are accounts
 * of their own, created from the command line, who sign in here and move
 * orders along. Every route but the sign-in needs an operator's token in the
 * usual header (`Authori-zation`); a shopper's token is refused there, and an
 * operator's token is refused everywhere else. Every action is written to the
 * audit log. Money is integer cents in the model and yuan on the wire; times
 * are `Date`s, `yyyy-MM-dd HH:mm:ss` on the wire, as in the rest of the API.
 * @see issue 13 "The operator's side"; crmeb-api §4.7 (order), §4.16 (logistics), §5 (statuses)
 */

/** `data` of `POST /api/admin/login`. */
export interface AdminLoginResult {
  /** The operator's token, sent back in `Authori-zation`; it cannot be read again. */
  token: string;
  /** When the token stops working (12 hours after sign-in). */
  expiresAt: Date;
}

/** A merchant order as the operator sees it: the shop, the buyer's address, money, and how it was shipped. */
export interface AdminOrder {
  id: number;
  /** The merchant order (`SH…`), the unit that is shipped. */
  orderNo: string;
  /** The master order (`PT…`) it was paid with. */
  masterOrderNo: string;
  merId: number;
  merName: string;
  /** The shopper. */
  uid: number;
  createTime: Date;
  /** 0 awaiting shipment, 1 awaiting receipt, 2 received, 3 completed, 9 cancelled (crmeb-api §5). */
  status: OrderStatusValue;
  /** 0 none, 1 applied, 2 refunding, 3 refunded. */
  refundStatus: number;
  paid: boolean;
  payTime: Date | null;
  payType: PayTypeValue;
  /** The master order was cancelled. */
  isCancel: boolean;
  /** It may be shipped now: status 0, no refund, paid or confirmed cash on delivery, not cancelled. */
  shippable: boolean;
  totalNum: number;
  /** Goods, freight, coupons (merchant + platform share), points deduction, and what is paid: cents. */
  proTotalPrice: number;
  totalPostage: number;
  couponPrice: number;
  integralPrice: number;
  payPrice: number;
  realName: string;
  userPhone: string;
  userAddress: string;
  email: string;
  userRemark: string;
  /** Null until shipped. */
  deliveryType: DeliveryTypeValue | null;
  expressName: string;
  expressCode: string;
  trackingNo: string;
  deliveryName: string;
  deliveryPhone: string;
  deliveryTime: Date | null;
  /** When the job runner confirms receipt if the shopper has not (ORDER_AUTO_RECEIPT_DAYS after shipping). */
  autoReceiptAt: Date | null;
  receivingTime: Date | null;
  orderInfoList: OrderItem[];
}

/** One entry of the audit log: who did what to what, when, and the state before and after. */
export interface AuditEntry {
  id: number;
  /** Null for an action from the command line without an operator account. */
  operatorId: number | null;
  operatorEmail: string | null;
  via: 'api' | 'cli';
  /** `order.ship`, `order.track`, `operator.login`, `operator.logout`, `operator.create`, `operator.password`. */
  action: string;
  /** An order number, or `operator:<id>`. */
  target: string;
  before: unknown;
  after: unknown;
  createTime: Date;
}

export type AdminLoginInput = Static<typeof AdminLoginBody>;
export type AdminOrdersInput = Static<typeof AdminOrdersQuery>;
export type AdminShipInput = Static<typeof AdminShipBody>;
/** A track point in the model: `time` is an instant (absent: now). */
export type AdminTrackInput = Omit<Static<typeof AdminTrackBody>, 'time'> & { time?: Date };
export type AdminAuditInput = Static<typeof AdminAuditQuery>;

export interface AdminEndpoints {
  /**
   * Signs an operator in. 400 for a wrong email or password (the same answer
   * for both); 429 while the account must wait after repeated failures, as for shoppers.
   */
  'POST /api/admin/login': { input: { body: AdminLoginInput }; data: AdminLoginResult };
  /** Ends the operator's session. */
  'POST /api/admin/logout': { input: NoInput; data: null };
  /** Merchant orders of every shop, newest first, filtered by shop, status and the start of an order number. */
  'GET /api/admin/orders': { input: { query?: AdminOrdersInput }; data: Page<AdminOrder> };
  /**
   * Ships a merchant order that awaits shipment (status 0, paid or cash on
   * delivery, not cancelled, no refund): status 1, the delivery details, the
   * auto-receipt time; for express, the logistics record with its first
   * point. Answers the order as it is now. 404 for an unknown order; 400
   * naming the field for bad details, or `orderNo` when the order cannot be
   * shipped (unpaid, cancelled, already shipped); nothing changes then.
   */
  'POST /api/admin/orders/:orderNo/ship': {
    input: { params: Static<typeof MerchantOrderNoParams>; body: AdminShipInput };
    data: AdminOrder;
  };
  /**
   * Adds a point to the journey of an order shipped by express (crmeb-api
   * §4.16) and sets the shipment's state (when absent: 2 "in transit" after
   * 0 or 1, otherwise unchanged). Answers the logistics record. 400 for an
   * order not shipped by express, or a time before the last point or in the future.
   */
  'POST /api/admin/orders/:orderNo/track': {
    input: { params: Static<typeof MerchantOrderNoParams>; body: AdminTrackInput };
    data: OrderExpress;
  };
  /** The audit log, newest first, optionally of one target. */
  'GET /api/admin/audit': { input: { query?: AdminAuditInput }; data: Page<AuditEntry> };
}

// ——— The wire ———

/**
 * A wire time read strictly: a text that names no real wall-clock time
 * (`2026-02-31 10:00:00`) decodes to an invalid `Date`, which the server
 * refuses naming the field, rather than rolling over to another day.
 */
export const strictDateTime: Codec<DateTimeText, Date> = {
  encode: (date, ctx) => formatWireDateTime(date, ctx.timeZone),
  decode: (text, ctx) => {
    const date = parseWireDateTime(text, ctx.timeZone);
    if (Number.isNaN(date.getTime())) return date;
    const written = formatWireDateTime(date, ctx.timeZone);
    const sent = String(text).trim();
    return written === sent || written === `${sent}:00` ? date : new Date(Number.NaN);
  },
};

/** Body of `POST /api/admin/orders/{SH…}/track`: `time` as wire text ↔ a `Date`. */
export const adminTrackBodyCodec = object<AdminTrackInput>()({ time: strictDateTime });

export const adminOrderCodec = object<AdminOrder>()({
  createTime: dateTime,
  payTime: nullable(dateTime),
  proTotalPrice: yuan,
  totalPostage: yuan,
  couponPrice: yuan,
  integralPrice: yuan,
  payPrice: yuan,
  deliveryTime: nullable(dateTime),
  autoReceiptAt: nullable(dateTime),
  receivingTime: nullable(dateTime),
  orderInfoList: array(orderItemCodec),
});

export const adminWire = {
  'POST /api/admin/login': object<AdminLoginResult>()({ expiresAt: dateTime }),
  'POST /api/admin/logout': same<null>(),
  'GET /api/admin/orders': pageOf(adminOrderCodec),
  'POST /api/admin/orders/:orderNo/ship': adminOrderCodec,
  'POST /api/admin/orders/:orderNo/track': orderExpressCodec,
  'GET /api/admin/audit': pageOf(object<AuditEntry>()({ createTime: dateTime })),
} satisfies WireMap<AdminEndpoints>;
