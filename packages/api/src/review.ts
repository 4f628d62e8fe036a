import type { Static } from 'typebox';
import type { WireMap } from './endpoints.ts';
import { pageOf, type Page } from './page.ts';
import { array, dateTime, nullable, object, url, yuan, type Codec } from './wire/codec.ts';
import type { AdminReviewReplyBody, AdminReviewsQuery, OrderCommentBody, OrderReplyListQuery, ReplyListQuery, ReplyParams } from './schemas/review.ts';

/**
 * Reviews of goods as the detail page shows them.
 * @see spec §2 (goods review list: all, good, general, bad), §3 Review; crmeb-api §4.4, §5 review type, §6 rule 20
 */

/** Review filter of the list (crmeb-api §5): 0 all, 1 good (5 stars), 2 general (2–4 stars), 3 bad (1 star). */
export const REVIEW_TYPE = { all: 0, good: 1, general: 2, bad: 3 } as const;
export type ReviewType = (typeof REVIEW_TYPE)[keyof typeof REVIEW_TYPE];

/** One review of a goods. */
export interface ProductReply {
  id: number;
  /** The reviewer's account; null for reviews that came with the demo catalogue or whose account is gone. */
  uid: number | null;
  /** 1–5. */
  star: number;
  comment: string;
  /** Picture URLs, in the order the shopper gave them; empty for none. */
  pics: string[];
  /** The shop's answer; '' for none. */
  merchantReplyContent: string;
  /** As shown, often masked (`1**8`). */
  nickname: string;
  /** Avatar URL; '' for none. */
  avatar: string;
  /** When the review was written. */
  createTime: Date;
  /** The SKU bought, e.g. `Red,XL`; '' when unknown. */
  sku: string;
  /** Product-quality and service-attitude ratings 1–5; null for reviews that came with the demo catalogue. */
  productScore: number | null;
  serviceScore: number | null;
}

/**
 * A line the shopper received, as the review list shows it
 * (`GET /api/front/order/reply/list`, crmeb-api §4.7): `id` is the order
 * line (`orderInfoId` of `order/comment`). With `isReply` the shopper's
 * review of it is in `reply`.
 */
export interface ReplyableItem {
  id: number;
  merOrderNo: string;
  merId: number;
  merName: string;
  productId: number;
  productName: string;
  image: string;
  sku: string;
  /** Unit price paid, cents. */
  price: number;
  payNum: number;
  /** When the order was received. */
  receivingTime: Date | null;
  /** The shopper's review of this line; null while not reviewed. */
  reply: ProductReply | null;
}

/** A review as the operator lists it: the review plus its goods and shop. */
export interface AdminReview extends ProductReply {
  productId: number;
  productName: string;
  merId: number;
  orderItemId: number | null;
  merchantReplyTime: Date | null;
}

/** Points a review earns by default (`REVIEW_POINTS`, `REVIEW_POINTS_WITH_PICS`). */
export const REVIEW_POINTS_DEFAULT = 10;
export const REVIEW_POINTS_WITH_PICS_DEFAULT = 20;

/** `data` of `GET /api/front/product/reply/config/{id}`: the review summary of a goods. */
export interface ReplyConfig {
  /** All reviews. */
  sumCount: number;
  /** 5 stars. */
  goodCount: number;
  /** 2–4 stars. */
  inCount: number;
  /** 1 star. */
  poorCount: number;
  /**
   * Good rate in percent (0–100) with 2 decimals, e.g. 95.24; 0 without
   * reviews. On the wire it is the fraction as text, as the provider sends
   * it (`"0.9524"`; its clients multiply by 100).
   */
  replyChance: number;
  /** Average stars with 1 decimal, e.g. 4.6; 0 without reviews. */
  replyStar: number;
}

export type ReplyListInput = Static<typeof ReplyListQuery>;
export type OrderReplyListInput = Static<typeof OrderReplyListQuery>;
export type OrderCommentInput = Static<typeof OrderCommentBody>;
export type AdminReviewsInput = Static<typeof AdminReviewsQuery>;
export type AdminReviewReplyInput = Static<typeof AdminReviewReplyBody>;

export interface ReviewEndpoints {
  'GET /api/front/product/reply/list/:id': {
    input: { params: Static<typeof ReplyParams>; query?: ReplyListInput };
    data: Page<ProductReply>;
  };
  'GET /api/front/product/reply/config/:id': { input: { params: Static<typeof ReplyParams> }; data: ReplyConfig };
  /** The shopper's received lines not yet reviewed (or, with `isReply`, those reviewed), newest receipt first. */
  'GET /api/front/order/reply/list': { input: { query?: OrderReplyListInput }; data: Page<ReplyableItem> };
  /**
   * Reviews one received line of the shopper's own order (crmeb-api §6 rule
   * 12): it appears on the goods page at once; the order's lines are all
   * `isReply` once each is reviewed; points are granted if configured.
   * 400 naming the field for a line that is not received, already reviewed
   * or not of the order, or a picture that is not the shopper's upload.
   * Answers the review as shown.
   */
  'POST /api/front/order/comment': { input: { body: OrderCommentInput }; data: ProductReply };
  /** Reviews of every shop, newest first. */
  'GET /api/admin/reviews': { input: { query?: AdminReviewsInput }; data: Page<AdminReview> };
  /** The merchant's reply to a review (replaces an earlier one). 404 for an unknown review. */
  'POST /api/admin/reviews/:id/reply': {
    input: { params: Static<typeof ReplyParams>; body: AdminReviewReplyInput };
    data: AdminReview;
  };
}

// ——— The wire (crmeb-wire §5) ———

/** A percentage in the model, the fraction as text with 4 decimals on the wire. */
const fractionText: Codec<string, number> = {
  encode: (percent) => (percent / 100).toFixed(4),
  decode: (text) => Math.round(Number(text) * 10_000) / 100,
};

export const productReplyCodec = object<ProductReply>()({ avatar: url, pics: array(url), createTime: dateTime });
export const adminReviewCodec = object<AdminReview>()({
  avatar: url,
  pics: array(url),
  createTime: dateTime,
  merchantReplyTime: nullable(dateTime),
});
export const replyConfigCodec = object<ReplyConfig>()({ replyChance: fractionText });

export const reviewWire = {
  'GET /api/front/product/reply/list/:id': pageOf(productReplyCodec),
  'GET /api/front/product/reply/config/:id': replyConfigCodec,
  'GET /api/front/order/reply/list': pageOf(
    object<ReplyableItem>()({ image: url, price: yuan, receivingTime: nullable(dateTime), reply: nullable(productReplyCodec) }),
  ),
  'POST /api/front/order/comment': productReplyCodec,
  'GET /api/admin/reviews': pageOf(adminReviewCodec),
  'POST /api/admin/reviews/:id/reply': adminReviewCodec,
} satisfies WireMap<ReviewEndpoints>;
