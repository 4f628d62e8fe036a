import { Type } from 'typebox';
import { Id, PageQueryProps } from './common.ts';

/**
 * Body of `POST /api/front/collect/add/product` (crmeb-api §4.12); `category`
 * is always `store`. The provider's backend names the goods `productId`, its
 * PC client sends `id` (crmeb-wire §17): either is taken, one is required.
 */
export const CollectProductBody = Type.Object({
  productId: Type.Optional(Id),
  id: Type.Optional(Id),
  category: Type.Optional(Type.Enum(['store'])),
});

/** Body of `POST /api/front/collect/delete/product`: the goods ids to drop from the favourites. */
export const CollectDeleteBody = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: 200, uniqueItems: true }),
});

/** Path parameter of `POST /api/front/collect/cancel/:proId`. */
export const CollectProductParams = Type.Object({ proId: Id });

/** Query of the favourites lists. */
export const CollectListQuery = Type.Object({ ...PageQueryProps });
