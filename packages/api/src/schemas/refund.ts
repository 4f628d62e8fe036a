import { Type } from 'typebox';
import { Id, PageQueryProps, PlainText, Text } from './common.ts';
import { MerchantOrderNo } from './order.ts';
import { UPLOAD_URL, UploadUrl } from './upload.ts';

/** Most characters of a refund's description (spec §9: at most 100). */
export const REFUND_EXPLAIN_MAX = 100;
/** Most characters of a refund reason (crmeb-api §4.9: ≤ 255). */
export const REFUND_REASON_MAX = 255;
/** Most voucher images on one refund (`REFUND_MAX_IMAGES`, default 3); the schema allows up to this many, the server holds the configured number. */
export const REFUND_IMAGES_LIMIT = 10;
/** Most characters of a merchant's answer to a refund. */
export const REFUND_NOTE_MAX = 255;

/** A refund number (`RE…`). */
export const RefundOrderNo = Type.String({ pattern: '^RE[0-9]{10,30}$' });
export const RefundOrderNoParams = Type.Object({ refundOrderNo: RefundOrderNo });

/** Voucher images: URLs of the shopper's uploads, as a list or comma-joined as the provider's client sends them. */
export const RefundImages = Type.Union([
  Type.Array(UploadUrl, { maxItems: REFUND_IMAGES_LIMIT, uniqueItems: true }),
  Type.String({ maxLength: 3100, pattern: `^$|^${UPLOAD_URL}(,${UPLOAD_URL})*$` }),
]);

/** One line asked back: the order line (`orderInfoList[].id`) and how many of its units. */
export const RefundLineRequest = Type.Object({
  orderInfoId: Id,
  num: Type.Integer({ minimum: 1, maximum: 99_999 }),
});

/**
 * Body of `POST /api/front/order/refund` (crmeb-api §4.9, crmeb-wire §9).
 * The provider's client sends `text`, `refund_reason_wap_explain`,
 * `refund_reason_wap_img` and `orderNo`; its backend reads `explain` and
 * `reasonImage`. Both spellings are read. Without `items` every unit not yet
 * asked back is asked back (the provider's whole-order refund).
 */
export const RefundApplyBody = Type.Object({
  orderNo: MerchantOrderNo,
  text: Text(REFUND_REASON_MAX),
  explain: Type.Optional(PlainText(REFUND_EXPLAIN_MAX)),
  refund_reason_wap_explain: Type.Optional(PlainText(REFUND_EXPLAIN_MAX)),
  reasonImage: Type.Optional(RefundImages),
  refund_reason_wap_img: Type.Optional(RefundImages),
  items: Type.Optional(Type.Array(RefundLineRequest, { minItems: 1, maxItems: 100 })),
});

/** Body of `POST /api/front/order/refund/return`: the return parcel of an approved return. */
export const RefundReturnBody = Type.Object({
  refundOrderNo: RefundOrderNo,
  expressName: Text(50),
  trackingNo: Type.String({ minLength: 4, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' }),
});

/** Query of `GET /api/front/order/refund/list`. */
export const RefundListQuery = Type.Object({ ...PageQueryProps });

/** Refund statuses (crmeb-api §5): 0 under review, 1 refused, 2 refunding, 3 refunded. */
export const RefundStatusFilter = Type.Enum([0, 1, 2, 3]);

/** Query of `GET /api/admin/refunds`: paging, and optionally one status, one shop, one merchant order. */
export const AdminRefundsQuery = Type.Object({
  ...PageQueryProps,
  status: Type.Optional(RefundStatusFilter),
  merId: Type.Optional(Id),
  orderNo: Type.Optional(Type.String({ pattern: '^(RE|SH)[0-9]{0,30}$' })),
});

/** Body of `POST /api/admin/refunds/{RE…}/refuse`: the reason the shopper is shown. */
export const AdminRefundRefuseBody = Type.Object({ reason: Text(REFUND_NOTE_MAX) });
/** Body of `approve` and `confirm-return`: an optional note. */
export const AdminRefundNoteBody = Type.Object({ note: Type.Optional(PlainText(REFUND_NOTE_MAX)) });
/** Body of `POST /api/admin/orders/{SH…}/refund`: the merchant refunds on its own initiative (every unit not yet refunded when `items` is absent). */
export const AdminOrderRefundBody = Type.Object({
  reason: Text(REFUND_REASON_MAX),
  items: Type.Optional(Type.Array(RefundLineRequest, { minItems: 1, maxItems: 100 })),
});
