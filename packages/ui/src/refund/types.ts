/**
 * The shapes the refund (after-sale) components take. They mirror the API
 * client's refund model field for field (money in integer cents, times as
 * `Date`s), so a page passes what its data hook returns without mapping;
 * @mall/ui declares them itself because it does not import the client.
 * @see spec §3 Refund, §4 Refund statuses; crmeb-api §4.9, §5 (refund order)
 */

/** 1 refund only (before shipment), 2 return and refund (after receipt). */
export type RefundKind = 1 | 2;

/**
 * Where a refund stands as the shopper is told (spec §4 refund statuses):
 * under merchant review; refused (with the merchant's reason); refunding,
 * split for a return into awaiting the shopper's parcel (`awaitingReturn`)
 * and the parcel on its way awaiting the merchant's check (`returning`);
 * refunded; or refunded by the merchant on its own initiative.
 */
export type RefundStageName =
  | 'review'
  | 'refused'
  | 'awaitingReturn'
  | 'returning'
  | 'refunding'
  | 'refunded'
  | 'refundedByMerchant';

/** Every stage, in the order a refund goes through them. */
export const REFUND_STAGES: readonly RefundStageName[] = [
  'review',
  'refused',
  'awaitingReturn',
  'returning',
  'refunding',
  'refunded',
  'refundedByMerchant',
];

/** A step of a refund: applied, approved (by the merchant or automatically), refused, parcel sent back, goods received back, money returned. */
export type RefundEventKind = 'apply' | 'approve' | 'autoApprove' | 'refuse' | 'return' | 'receive' | 'refund';

/** One step of a refund, as its timeline shows it. */
export interface RefundTimelineEvent {
  event: RefundEventKind;
  /** Who took the step: the shopper, the merchant (an operator) or the system (the job runner). */
  actor: 'shopper' | 'merchant' | 'system';
  /** The merchant's reason or note, or the return parcel ("顺丰速运 SF…"); '' for none. Shown as text. */
  note: string;
  time: Date;
}

/** A line of the merchant order as the refund form offers it. */
export interface RefundFormLine {
  /** The order line (`orderInfoId` of the request). */
  id: number;
  productName: string;
  image: string;
  sku: string;
  /** Unit price, cents. */
  price: number;
  /** Units bought. */
  payNum: number;
  /** Units that can still be asked back (not in an open or finished refund). */
  refundableNum: number;
  /** The open refund holding this line (`RE…`), '' for none: one open refund per line at a time. */
  openRefundNo: string;
}

/** What the refund form needs of a merchant order (`GET /api/front/order/apply/refund/{SH…}`). */
export interface RefundFormOrder {
  /** Merchant order number (`SH…`). */
  orderNo: string;
  merName: string;
  paid: boolean;
  /** 0 awaiting shipment, 1 awaiting receipt, 2 received, 3 completed, 9 cancelled. */
  status: number;
  /** The kind of refund the order allows now; null when none (unpaid, awaiting receipt, cancelled, nothing left). */
  refundType: RefundKind | null;
  /** Most voucher images (the mall's `REFUND_MAX_IMAGES`). */
  maxImages: number;
  orderInfoList: RefundFormLine[];
}

/** One line asked back: the order line and how many of its units. */
export interface RefundRequestItem {
  orderInfoId: number;
  num: number;
}

/** What the refund form sends (the voucher images are the page's, from its upload field). */
export interface RefundRequest {
  items: RefundRequestItem[];
  /** The chosen reason, one of `reasons`. */
  text: string;
  /** The description, trimmed, at most 100 characters (spec §9); '' for none. */
  explain: string;
}

/** A line of a refund. */
export interface RefundLineData {
  /** The order line. */
  id: number;
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

/** A refund as the list shows it (`GET /api/front/order/refund/list` rows). */
export interface RefundSummaryData {
  /** Refund number (`RE…`). */
  refundOrderNo: string;
  /** The merchant order it belongs to (`SH…`). */
  merOrderNo: string;
  merName: string;
  refundType: RefundKind;
  stage: RefundStageName;
  /** Units asked back. */
  totalNum: number;
  /** Money given back (or to be), cents. */
  refundPrice: number;
  /** When the shopper applied (or the merchant refunded). */
  createTime: Date;
  orderInfoList: RefundLineData[];
}

/**
 * What the status card shows of a refund: the head of the detail page.
 * A {@link RefundDetailData} has every field.
 */
export interface RefundStatusData {
  refundOrderNo: string;
  refundType: RefundKind;
  stage: RefundStageName;
  /** Cents. */
  refundPrice: number;
  createTime: Date;
  /** The merchant's reason for refusing, or its note; '' for none. Shown as text. */
  refundReason: string;
  /** While under review: when it is approved if the merchant does not answer; null otherwise. */
  autoApproveAt: Date | null;
  /** When the money went back; null until then. */
  refundTime: Date | null;
  /** The return parcel the shopper sent, '' until entered. */
  returnExpressName: string;
  returnTrackingNo: string;
}

/** A refund with everything its detail page shows (`GET /api/front/order/refund/detail/{RE…}`). */
export interface RefundDetailData extends RefundSummaryData, RefundStatusData {
  /** The shopper's reason. */
  refundReasonWap: string;
  /** The shopper's description, '' for none. Shown as text. */
  refundReasonWapExplain: string;
  /** Voucher image URLs. */
  refundReasonWapImg: string[];
  /** Parts of `refundPrice`, cents: the goods' share and freight (refunded with the last line). */
  goodsPrice: number;
  postagePrice: number;
  /** Points given back with the refund. */
  useIntegralBack: number;
  /** Where the money went: 'yue' (balance), 'stripe' (the card), 'cod' (offline); '' until refunded. */
  refundChannel: string;
  /** The steps, in the order the server sends them (oldest first). */
  timeline: RefundTimelineEvent[];
}

/** The return parcel the shopper enters once a return is approved. */
export interface ReturnParcel {
  /** Express company, trimmed, 1–50 characters. */
  expressName: string;
  /** Tracking number, trimmed: 4–40 letters, digits or dashes. */
  trackingNo: string;
}
