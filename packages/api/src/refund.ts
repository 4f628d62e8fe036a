import type { Static } from 'typebox';
import type { NoInput, WireMap } from './endpoints.ts';
import { pageOf, type Page } from './page.ts';
import { array, commaList, dateTime, nullable, object, same, url, yuan } from './wire/codec.ts';
import type { MerchantOrderNoParams } from './schemas/order.ts';
import type {
  AdminOrderRefundBody,
  AdminRefundNoteBody,
  AdminRefundRefuseBody,
  AdminRefundsQuery,
  RefundApplyBody,
  RefundListQuery,
  RefundOrderNoParams,
  RefundReturnBody,
} from './schemas/refund.ts';

/**
 * After-sale: a shopper asks money back on some lines of a merchant order,
 * the merchant (an operator) answers (spec §2 refund pages, §3 Refund, §4
 * refund statuses; crmeb-api §4.9, §5, §6 rule 14; the issue "After-sale").
 */

/** Refund statuses (crmeb-api §5 refund order): 0 under merchant review, 1 refused, 2 refunding, 3 refunded. */
export const RefundStatus = { review: 0, refused: 1, refunding: 2, refunded: 3 } as const;
export type RefundStatusValue = (typeof RefundStatus)[keyof typeof RefundStatus];

/** 1 refund only (before shipment), 2 return and refund (after receipt). */
export const RefundType = { refundOnly: 1, returnAndRefund: 2 } as const;
export type RefundTypeValue = (typeof RefundType)[keyof typeof RefundType];

/**
 * Where a refund stands as the shopper is told (spec §4 refund statuses):
 * under merchant review, refused (with the reason), refunding (approved: a
 * return awaits its parcel or the merchant's check), refunded, or refunded by
 * the merchant on its own initiative.
 */
export type RefundStage = 'review' | 'refused' | 'awaitingReturn' | 'returning' | 'refunding' | 'refunded' | 'refundedByMerchant';

/** Steps of a refund's timeline. */
export type RefundEventKind = 'apply' | 'approve' | 'autoApprove' | 'refuse' | 'return' | 'receive' | 'refund';

/** One step of a refund, as its timeline shows it. */
export interface RefundEvent {
  event: RefundEventKind;
  /** The refund's status after the step. */
  status: RefundStatusValue;
  /** 'shopper', 'merchant' or 'system' (the job runner). */
  actor: 'shopper' | 'merchant' | 'system';
  /** The merchant's reason or note, the return's tracking; '' for none. */
  note: string;
  time: Date;
}

/** A line of an order as the refund form offers it. */
export interface RefundableItem {
  /** The order line (`orderInfoId` in the request). */
  id: number;
  productId: number;
  productName: string;
  image: string;
  sku: string;
  /** Unit price, cents. */
  price: number;
  /** Units bought. */
  payNum: number;
  /** Units that can still be asked back (not in an open or done refund). */
  refundableNum: number;
  /** The open refund holding this line (`RE…`), or '' when none: one open refund per line. */
  openRefundNo: string;
}

/** `data` of `GET /api/front/order/apply/refund/{SH…}`: what the refund form needs. */
export interface RefundApplyInfo {
  id: number;
  orderNo: string;
  merId: number;
  merName: string;
  paid: boolean;
  /** 0 awaiting shipment (refund only), 3 completed (return and refund); others cannot be refunded. */
  status: number;
  /** Paid for the order, cents. */
  payPrice: number;
  /** Given back already, cents. */
  refundPrice: number;
  totalNum: number;
  /** The kind of refund this order allows now; null when none (awaiting receipt, not paid, nothing left). */
  refundType: RefundTypeValue | null;
  /** Most voucher images (REFUND_MAX_IMAGES). */
  maxImages: number;
  orderInfoList: RefundableItem[];
}

/** A line of a refund. */
export interface RefundLine {
  /** The order line. */
  id: number;
  productId: number;
  productName: string;
  image: string;
  sku: string;
  /** Unit price paid, cents. */
  price: number;
  /** Units asked back. */
  payNum: number;
  /** This line's part of the refund, cents. */
  refundPrice: number;
}

/** A refund as listed (`GET /api/front/order/refund/list`). */
export interface RefundOrder {
  id: number;
  refundOrderNo: string;
  merOrderNo: string;
  masterOrderNo: string;
  merId: number;
  merName: string;
  refundType: RefundTypeValue;
  refundStatus: RefundStatusValue;
  /** The shopper-facing stage (spec §4 refund statuses). */
  stage: RefundStage;
  totalNum: number;
  /** Money given back, cents (goods share plus freight when the last line goes). */
  refundPrice: number;
  createTime: Date;
  orderInfoList: RefundLine[];
}

/** `data` of `GET /api/front/order/refund/detail/{RE…}`. */
export interface RefundOrderDetail extends RefundOrder {
  /** The shopper's reason, description and voucher images (a comma string on the wire, as the provider sends it). */
  refundReasonWap: string;
  refundReasonWapExplain: string;
  refundReasonWapImg: string[];
  /** The merchant's reason for refusing, or its note; '' for none. */
  refundReason: string;
  /** Parts of `refundPrice`, cents. */
  goodsPrice: number;
  postagePrice: number;
  /** Points given back with the refund. */
  useIntegralBack: number;
  /** The return parcel the shopper sent, '' until entered. */
  returnExpressName: string;
  returnTrackingNo: string;
  /** When the money went back; null until then. */
  refundTime: Date | null;
  /** While under review: when it is approved if the merchant does not answer; null otherwise. */
  autoApproveAt: Date | null;
  /** Where the money went: 'yue' (balance), 'stripe' (the card), 'cod' (offline); '' until refunded. */
  refundChannel: string;
  timeline: RefundEvent[];
}

/** A refund as the operator lists it: the detail plus the shopper. */
export interface AdminRefund extends RefundOrderDetail {
  uid: number;
  byMerchant: boolean;
}

export type RefundApplyInput = Static<typeof RefundApplyBody>;
export type RefundReturnInput = Static<typeof RefundReturnBody>;
export type RefundListInput = Static<typeof RefundListQuery>;
export type AdminRefundsInput = Static<typeof AdminRefundsQuery>;
export type AdminRefundRefuseInput = Static<typeof AdminRefundRefuseBody>;
export type AdminRefundNoteInput = Static<typeof AdminRefundNoteBody>;
export type AdminOrderRefundInput = Static<typeof AdminOrderRefundBody>;

export interface RefundEndpoints {
  /** What the refund form needs for one of the shopper's merchant orders. 404 for someone else's. */
  'GET /api/front/order/apply/refund/:orderNo': { input: { params: Static<typeof MerchantOrderNoParams> }; data: RefundApplyInfo };
  /** Refund reasons to choose from (config `REFUND_REASONS`, one per line). */
  'GET /api/front/order/refund/reason': { input: NoInput; data: string[] };
  /**
   * Asks money back on some units of some lines (all that remain without
   * `items`). The amount is computed by the server from what those lines
   * actually cost. 400 naming the field: the order cannot be refunded now
   * (unpaid, awaiting receipt, cancelled), a line is not of the order, has an
   * open refund or fewer units left, an image is not the shopper's upload, or
   * too many images. Answers the refund number.
   */
  'POST /api/front/order/refund': { input: { body: RefundApplyInput }; data: { refundOrderNo: string } };
  /** The shopper's refunds, newest first. */
  'GET /api/front/order/refund/list': { input: { query?: RefundListInput }; data: Page<RefundOrder> };
  'GET /api/front/order/refund/detail/:refundOrderNo': {
    input: { params: Static<typeof RefundOrderNoParams> };
    data: RefundOrderDetail;
  };
  /** The shopper enters the return parcel of an approved return. 400 unless the refund awaits its return. */
  'POST /api/front/order/refund/return': { input: { body: RefundReturnInput }; data: RefundOrderDetail };
  /** Every shop's refunds, newest first, by status, shop or number. */
  'GET /api/admin/refunds': { input: { query?: AdminRefundsInput }; data: Page<AdminRefund> };
  /**
   * Approves a refund under review. Refund only: the money goes back where it
   * came from in the same transaction (balance, a Stripe refund, or recorded
   * as refunded offline for cash on delivery), stock and points come back and
   * the shop's credit and the commission are reversed. Return and refund: the
   * shopper is asked to send the goods back. 400 unless under review.
   */
  'POST /api/admin/refunds/:refundOrderNo/approve': {
    input: { params: Static<typeof RefundOrderNoParams>; body?: AdminRefundNoteInput };
    data: AdminRefund;
  };
  /** Refuses a refund under review with a reason; its units can be asked back again. */
  'POST /api/admin/refunds/:refundOrderNo/refuse': {
    input: { params: Static<typeof RefundOrderNoParams>; body: AdminRefundRefuseInput };
    data: AdminRefund;
  };
  /** The returned goods came back: the money goes back as on approval of a refund only. 400 unless a return is under way. */
  'POST /api/admin/refunds/:refundOrderNo/confirm-return': {
    input: { params: Static<typeof RefundOrderNoParams>; body?: AdminRefundNoteInput };
    data: AdminRefund;
  };
  /** The merchant refunds units of an order on its own initiative ("refunded by merchant"), at once. */
  'POST /api/admin/orders/:orderNo/refund': {
    input: { params: Static<typeof MerchantOrderNoParams>; body: AdminOrderRefundInput };
    data: AdminRefund;
  };
}

// ——— The wire (crmeb-wire §9) ———

const refundLineCodec = object<RefundLine>()({ image: url, price: yuan, refundPrice: yuan });
const refundOrderFields = { refundPrice: yuan, createTime: dateTime, orderInfoList: array(refundLineCodec) };
export const refundOrderCodec = object<RefundOrder>()(refundOrderFields);
const refundDetailFields = {
  ...refundOrderFields,
  // A comma string, '' when empty and never null: the provider's page reads its length.
  refundReasonWapImg: commaList(url),
  goodsPrice: yuan,
  postagePrice: yuan,
  refundTime: nullable(dateTime),
  autoApproveAt: nullable(dateTime),
  timeline: array(object<RefundEvent>()({ time: dateTime })),
};
export const refundOrderDetailCodec = object<RefundOrderDetail>()(refundDetailFields);
export const adminRefundCodec = object<AdminRefund>()(refundDetailFields);

export const refundWire = {
  'GET /api/front/order/apply/refund/:orderNo': object<RefundApplyInfo>()({
    payPrice: yuan,
    refundPrice: yuan,
    orderInfoList: array(object<RefundableItem>()({ image: url, price: yuan })),
  }),
  'GET /api/front/order/refund/reason': same<string[]>(),
  'POST /api/front/order/refund': same<{ refundOrderNo: string }>(),
  'GET /api/front/order/refund/list': pageOf(refundOrderCodec),
  'GET /api/front/order/refund/detail/:refundOrderNo': refundOrderDetailCodec,
  'POST /api/front/order/refund/return': refundOrderDetailCodec,
  'GET /api/admin/refunds': pageOf(adminRefundCodec),
  'POST /api/admin/refunds/:refundOrderNo/approve': adminRefundCodec,
  'POST /api/admin/refunds/:refundOrderNo/refuse': adminRefundCodec,
  'POST /api/admin/refunds/:refundOrderNo/confirm-return': adminRefundCodec,
  'POST /api/admin/orders/:orderNo/refund': adminRefundCodec,
} satisfies WireMap<RefundEndpoints>;
