import { Type } from 'typebox';
import { KEYWORD_MAX_LENGTH } from '../limits.ts';
import { Id, IdParams, PageQuery, PageQueryProps, PlainText, Yuan } from './common.ts';

/*
 * Paging of every goods list: `page` from 1, `limit` 1–100 (PageQueryProps).
 * Out-of-range values are refused with 400 naming the field, not clamped: a
 * client asking for 500 rows should learn it gets at most 100.
 */

export { KEYWORD_MAX_LENGTH };

/**
 * Keyword, sorts and price range shared by the goods lists (crmeb-api §4.4).
 * Prices are decimal yuan on the wire; the codec of the list's query turns
 * them into cents (catalog.ts `productListQueryCodec`).
 */
const GoodsFilterProps = {
  keyword: Type.Optional(PlainText(KEYWORD_MAX_LENGTH)),
  priceOrder: Type.Optional(Type.Enum(['asc', 'desc', ''])),
  salesOrder: Type.Optional(Type.Enum(['asc', 'desc', ''])),
  minPrice: Type.Optional(Yuan),
  maxPrice: Type.Optional(Yuan),
};

/** Query of `GET /api/front/product/list` (crmeb-api §4.4): `cid` is a platform category. */
export const ProductListQuery = Type.Object({
  ...PageQueryProps,
  ...GoodsFilterProps,
  cid: Type.Optional(Id),
  merId: Type.Optional(Id),
});

/** Query of `GET /api/front/product/merchant/pro/list` (crmeb-api §4.4): `merId` required, `cid` one of the shop's own categories. */
export const MerchantProductListQuery = Type.Object({
  ...PageQueryProps,
  ...GoodsFilterProps,
  merId: Id,
  cid: Type.Optional(Id),
});

/** Path of `GET /api/front/product/merchant/:merId/category/list`. */
export const MerchantCategoryParams = Type.Object({ merId: Id });

export const ProductDetailParams = IdParams;

/** Query of `GET /api/front/index/product`: paging only (the storefront asks 13 a page). */
export const IndexProductQuery = PageQuery;
