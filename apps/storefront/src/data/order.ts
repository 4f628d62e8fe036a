import type { OrderTabValue } from '@mall/api';
import { useApi } from './useApi.ts';

/** A pre-order for the confirm page; skipped without a number. */
export function usePreOrder(preOrderNo: string | undefined) {
  return useApi('GET /api/front/order/load/pre/:preOrderNo', preOrderNo ? { params: { preOrderNo } } : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** One tab of the shopper's orders. */
export function useOrders(loggedIn: boolean, type: OrderTabValue, page: number, limit = 10) {
  return useApi('GET /api/front/order/list', loggedIn ? { query: { type, page, limit } } : null, { keepPreviousData: true });
}

/** How many orders each tab holds. */
export function useOrderCounts(loggedIn: boolean) {
  return useApi('GET /api/front/order/data', loggedIn ? {} : null);
}

/** A master order (the unit of payment), e.g. on the payment result page. */
export function useMasterOrder(loggedIn: boolean, orderNo: string | undefined) {
  return useApi('GET /api/front/order/master/detail/:orderNo', loggedIn && orderNo ? { params: { orderNo } } : null);
}
