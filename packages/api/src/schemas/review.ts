import { Type } from 'typebox';
import { Id, IdParams, PageQueryProps, PlainText, Text } from './common.ts';
import { MerchantOrderNo } from './order.ts';
import { UploadUrl } from './upload.ts';

/** Path of the review endpoints: `:id` is the goods id. */
export const ReplyParams = IdParams;

/**
 * Query of `GET /api/front/product/reply/list/:id` (crmeb-api §4.4, §5 review
 * type): `type` 0 all (default), 1 good (5 stars), 2 general (2–4), 3 bad (1 star).
 */
export const ReplyListQuery = Type.Object({
  ...PageQueryProps,
  type: Type.Optional(Type.Integer({ minimum: 0, maximum: 3, default: 0 })),
});

/** Most characters of a review (crmeb-api §4.7 comment ≤ 512). */
export const REVIEW_COMMENT_MAX = 512;
/** Most pictures on one review (spec §9: up to 5, JPG/PNG). */
export const REVIEW_PICS_MAX = 5;
/** Most characters of a merchant's reply to a review. */
export const REVIEW_REPLY_MAX = 512;

/** A score 1–5. */
export const Star = Type.Integer({ minimum: 1, maximum: 5 });

/**
 * Query of `GET /api/front/order/reply/list`: paging, and `isReply` — absent
 * or false for received lines not yet reviewed (the provider's list), true
 * for those already reviewed (the mall's addition).
 */
export const OrderReplyListQuery = Type.Object({
  ...PageQueryProps,
  isReply: Type.Optional(Type.Boolean()),
});

/**
 * Body of `POST /api/front/order/comment` (crmeb-api §4.7, §6 rule 12;
 * spec §3 Review). `pics` as the provider's client sends it (JSON text of a
 * list of URLs, or '') or as a list; each a URL of the shopper's own upload.
 * `productScore` and `serviceScore` default to `star`. `comment` is checked
 * by the server, not here, so that a blank or missing one gets the spec's
 * own message ("Please fill in your experience", spec §5).
 */
export const OrderCommentBody = Type.Object({
  orderNo: MerchantOrderNo,
  orderInfoId: Id,
  star: Star,
  productScore: Type.Optional(Star),
  serviceScore: Type.Optional(Star),
  comment: Type.Optional(PlainText(REVIEW_COMMENT_MAX)),
  pics: Type.Optional(
    Type.Union([
      Type.Array(UploadUrl, { maxItems: REVIEW_PICS_MAX, uniqueItems: true }),
      Type.String({ maxLength: 2000 }),
    ]),
  ),
  isAnonymous: Type.Optional(Type.Boolean()),
});

/** Query of `GET /api/admin/reviews`: paging, and optionally one goods, one shop, only those without a reply. */
export const AdminReviewsQuery = Type.Object({
  ...PageQueryProps,
  productId: Type.Optional(Id),
  merId: Type.Optional(Id),
  unanswered: Type.Optional(Type.Boolean()),
});

/** Body of `POST /api/admin/reviews/{id}/reply`. */
export const AdminReviewReplyBody = Type.Object({ content: Text(REVIEW_REPLY_MAX) });
