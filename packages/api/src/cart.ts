import type { Static } from 'typebox';
import type { WireMap } from './endpoints.ts';
import { array, object, renamed, same, url, yuan } from './wire/codec.ts';
import type {
  CartCountQuery,
  CartDeleteBody,
  CartListQuery,
  CartNumBody,
  CartSaveBody,
} from './schemas/cart.ts';

export { CART_MAX_QUANTITY } from './schemas/cart.ts';

/**
 * The cart. Money is integer cents in the model, yuan on the wire.
 * @see spec §2 (cart route), §3 (Cart count), §4 Other; crmeb-api §4.6, §6 rules 1–3
 */

/** One cart line: a SKU and its quantity. */
export interface CartItem {
  id: number;
  productId: number;
  /** SKU id. */
  productAttrUnique: number;
  merId: number;
  cartNum: number;
  image: string;
  storeName: string;
  /** SKU values, e.g. `Red,XL`; `suk` on the wire, as the provider spells it. */
  sku: string;
  /** Current SKU price, cents. */
  price: number;
  otPrice: number;
  /** Units in stock; the quantity stepper stops there. */
  stock: number;
  /** True while the SKU exists and has stock; invalid lines may be reselected (spec §4). */
  attrStatus: boolean;
}

/** Cart lines of one merchant. */
export interface CartGroup {
  merId: number;
  merName: string;
  cartInfoList: CartItem[];
}

export interface CartCount {
  count: number;
}

export type CartCountInput = Static<typeof CartCountQuery>;
export type CartListInput = Static<typeof CartListQuery>;
export type CartSaveInput = Static<typeof CartSaveBody>;
export type CartNumInput = Static<typeof CartNumBody>;
export type CartDeleteInput = Static<typeof CartDeleteBody>;

export interface CartEndpoints {
  'GET /api/front/cart/count': { input: { query?: CartCountInput }; data: CartCount };
  'GET /api/front/cart/list': { input: { query?: CartListInput }; data: CartGroup[] };
  /** Adds lines; a SKU already in the cart gets the quantities added (capped request: 1–99 each). */
  'POST /api/front/cart/save': { input: { body: CartSaveInput }; data: { cartIds: number[] } };
  'POST /api/front/cart/num': { input: { body: CartNumInput }; data: null };
  'POST /api/front/cart/delete': { input: { body: CartDeleteInput }; data: null };
}

// ——— The wire (crmeb-wire §6) ———

export const cartItemCodec = object<CartItem>()({ image: url, price: yuan, otPrice: yuan, sku: renamed('suk', same<string>()) });
export const cartGroupCodec = object<CartGroup>()({ cartInfoList: array(cartItemCodec) });

export const cartWire = {
  'GET /api/front/cart/count': same<CartCount>(),
  'GET /api/front/cart/list': array(cartGroupCodec),
  'POST /api/front/cart/save': same<{ cartIds: number[] }>(),
  'POST /api/front/cart/num': same<null>(),
  'POST /api/front/cart/delete': same<null>(),
} satisfies WireMap<CartEndpoints>;
