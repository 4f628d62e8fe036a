import { Type } from 'typebox';
import { PAGE_MAX } from '../limits.ts';
import { Id, IdParams, PageQueryProps, PlainText } from './common.ts';

/** Query of `GET /api/front/merchant/street` (crmeb-api §4.11). */
export const MerchantStreetQuery = Type.Object({ ...PageQueryProps });

/**
 * Query of `GET /api/front/merchant/search/list` (crmeb-api §4.11):
 * `keywords` matches the shop's name or its keywords; the other filters are
 * exact. The provider's shop-search page also pages with `pages` and names
 * the text `keyword` (crmeb-wire §14): both are read when the usual ones are absent.
 */
const SearchPage = Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_MAX }));
export const MerchantSearchQuery = Type.Object({
  ...PageQueryProps,
  // No defaults here: the service takes `page`, else `pages`, else 1.
  page: SearchPage,
  pages: SearchPage,
  keywords: Type.Optional(PlainText(64)),
  keyword: Type.Optional(PlainText(64)),
  categoryId: Type.Optional(Id),
  typeId: Type.Optional(Id),
  isSelf: Type.Optional(Type.Boolean()),
});

/** Path parameter `:id` of the shop pages. */
export const MerchantIdParams = IdParams;
