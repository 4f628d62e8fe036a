import { Type } from 'typebox';
import { Id, IdParams, PageQueryProps } from './common.ts';

/** Query of `GET /api/front/merchant/street` (crmeb-api §4.11). */
export const MerchantStreetQuery = Type.Object({ ...PageQueryProps });

/**
 * Query of `GET /api/front/merchant/search/list` (crmeb-api §4.11):
 * `keywords` matches the shop's name or its keywords; the other filters are exact.
 */
export const MerchantSearchQuery = Type.Object({
  ...PageQueryProps,
  keywords: Type.Optional(Type.String({ maxLength: 64 })),
  categoryId: Type.Optional(Id),
  typeId: Type.Optional(Id),
  isSelf: Type.Optional(Type.Boolean()),
});

/** Path parameter `:id` of the shop pages. */
export const MerchantIdParams = IdParams;
