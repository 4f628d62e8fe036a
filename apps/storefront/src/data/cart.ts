import type { ApiClient } from '@mall/api';
import { useApi } from './useApi.ts';

/** Cart badge: number of valid cart lines (spec §3; crmeb-api header call `numType=true&type=total`). */
export function useCartCount(loggedIn: boolean) {
  return useApi('GET /api/front/cart/count', loggedIn ? { query: { numType: true, type: 'total' } } : null);
}

/** Valid or invalid cart lines grouped by shop. */
export function useCartList(loggedIn: boolean, isValid: boolean) {
  return useApi('GET /api/front/cart/list', loggedIn ? { query: { isValid } } : null);
}

/** A cart line's new quantity (`POST /api/front/cart/num`; spec §5, capped by the server at the SKU's stock and 99). Rejects with the server's `ApiError`, shown by the client. */
export function setCartQuantity(api: ApiClient, id: number, quantity: number): Promise<unknown> {
  return api.request('POST /api/front/cart/num', { body: { id, number: quantity } });
}

/** Removes cart lines by their ids (`POST /api/front/cart/delete`). Rejects like {@link setCartQuantity}. */
export function deleteCartLines(api: ApiClient, ids: number[]): Promise<unknown> {
  return api.request('POST /api/front/cart/delete', { body: { ids } });
}

/** One SKU of a goods put in the cart (`POST /api/front/cart/save`); `skuId` is the SKU's `productAttrUnique`. Rejects like {@link setCartQuantity}. */
export function addToCart(api: ApiClient, line: { productId: number; skuId: number; quantity: number }): Promise<unknown> {
  return api.request('POST /api/front/cart/save', { body: [{ productId: line.productId, productAttrUnique: line.skuId, cartNum: line.quantity }] });
}
