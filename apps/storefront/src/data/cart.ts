import { useApi } from './useApi.ts';

/** Cart badge: number of valid cart lines (spec §3; crmeb-api header call `numType=true&type=total`). */
export function useCartCount(loggedIn: boolean) {
  return useApi('GET /api/front/cart/count', loggedIn ? { query: { numType: true, type: 'total' } } : null);
}

/** Valid or invalid cart lines grouped by shop. */
export function useCartList(loggedIn: boolean, isValid: boolean) {
  return useApi('GET /api/front/cart/list', loggedIn ? { query: { isValid } } : null);
}
