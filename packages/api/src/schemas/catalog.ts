import { Type } from 'typebox';
import { Cents, Id, IdParams, PageQueryProps } from './common.ts';

/** Query of `GET /api/front/product/list` (crmeb-api §4.4). Prices are integer cents. */
export const ProductListQuery = Type.Object({
  ...PageQueryProps,
  keyword: Type.Optional(Type.String({ maxLength: 64 })),
  cid: Type.Optional(Id),
  merId: Type.Optional(Id),
  priceOrder: Type.Optional(Type.Enum(['asc', 'desc', ''])),
  salesOrder: Type.Optional(Type.Enum(['asc', 'desc', ''])),
  minPrice: Type.Optional(Cents),
  maxPrice: Type.Optional(Cents),
});

export const ProductDetailParams = IdParams;
