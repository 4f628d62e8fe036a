import type { Static } from 'typebox';
import type { WireMap } from './endpoints.ts';
import { pageOf, type Page } from './page.ts';
import { array, dateTime, object, url, type Codec } from './wire/codec.ts';
import type { ReplyListQuery, ReplyParams } from './schemas/review.ts';

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
}

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

export interface ReviewEndpoints {
  'GET /api/front/product/reply/list/:id': {
    input: { params: Static<typeof ReplyParams>; query?: ReplyListInput };
    data: Page<ProductReply>;
  };
  'GET /api/front/product/reply/config/:id': { input: { params: Static<typeof ReplyParams> }; data: ReplyConfig };
}

// ——— The wire (crmeb-wire §5) ———

/** A percentage in the model, the fraction as text with 4 decimals on the wire. */
const fractionText: Codec<string, number> = {
  encode: (percent) => (percent / 100).toFixed(4),
  decode: (text) => Math.round(Number(text) * 10_000) / 100,
};

export const productReplyCodec = object<ProductReply>()({ avatar: url, pics: array(url), createTime: dateTime });
export const replyConfigCodec = object<ReplyConfig>()({ replyChance: fractionText });

export const reviewWire = {
  'GET /api/front/product/reply/list/:id': pageOf(productReplyCodec),
  'GET /api/front/product/reply/config/:id': replyConfigCodec,
} satisfies WireMap<ReviewEndpoints>;
