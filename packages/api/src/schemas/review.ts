import { Type } from 'typebox';
import { IdParams, PageQueryProps } from './common.ts';

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
