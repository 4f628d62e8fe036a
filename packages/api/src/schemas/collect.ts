import { Type } from 'typebox';
import { Id, PageQueryProps } from './common.ts';

/** Body of `POST /api/front/collect/add/product` (crmeb-api §4.12); `category` is always `store`. */
export const CollectProductBody = Type.Object({
  productId: Id,
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
