import { Type } from 'typebox';
import { CART_MAX_QUANTITY } from '../limits.ts';
import { Id } from './common.ts';

export { CART_MAX_QUANTITY };

const Quantity = Type.Integer({ minimum: 1, maximum: CART_MAX_QUANTITY });
const BooleanFlag = Type.Boolean();

/** Query of `GET /api/front/cart/count`: `numType` true counts valid lines; `type` total = lines, sum = units. */
export const CartCountQuery = Type.Object({
  numType: Type.Optional(BooleanFlag),
  type: Type.Optional(Type.Enum(['total', 'sum'])),
});

/** Query of `GET /api/front/cart/list`: `isValid` picks valid (default) or invalid lines. */
export const CartListQuery = Type.Object({
  isValid: Type.Optional(BooleanFlag),
});

/** One line to add; `productAttrUnique` is the SKU id. */
export const CartSaveItem = Type.Object({
  productId: Id,
  productAttrUnique: Id,
  cartNum: Quantity,
});

/** Body of `POST /api/front/cart/save`: 1–50 lines. */
export const CartSaveBody = Type.Array(CartSaveItem, { minItems: 1, maxItems: 50 });

/** Body of `POST /api/front/cart/num`. */
export const CartNumBody = Type.Object({ id: Id, number: Quantity });

/** Body of `POST /api/front/cart/delete`. */
export const CartDeleteBody = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: 200, uniqueItems: true }),
});
