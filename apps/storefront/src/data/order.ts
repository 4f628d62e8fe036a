import type { OrderTabValue } from '@mall/api';
import { useApi } from './useApi.ts';

/** A pre-order for the confirm page; skipped without a number. */
export function usePreOrder(preOrderNo: string | undefined) {
  return useApi('GET /api/front/order/load/pre/:preOrderNo', preOrderNo ? { params: { preOrderNo } } : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/**
 * One tab of the shopper's merchant orders (awaiting shipment, awaiting
 * receipt, completed); `null` skips the call.
 */
export function useOrders(loggedIn: boolean, type: OrderTabValue | null, page: number, limit = 10) {
  return useApi('GET /api/front/order/list', loggedIn && type !== null ? { query: { type, page, limit } } : null, {
    keepPreviousData: true,
  });
}

/**
 * The "to pay" tab: unpaid master orders, each the unit that is paid, with
 * its shops (crmeb-wire §8 `order/await/pay/list`); `enabled` false skips the call.
 */
export function useAwaitPayOrders(enabled: boolean, page: number, limit = 10) {
  return useApi('GET /api/front/order/await/pay/list', enabled ? { query: { page, limit } } : null, { keepPreviousData: true });
}

/** The order reads to refresh after an order was paid or changed. */
export const ORDER_READS = ['GET /api/front/order/list', 'GET /api/front/order/await/pay/list', 'GET /api/front/order/data'] as const;

/** How many orders each tab holds. */
export function useOrderCounts(loggedIn: boolean) {
  return useApi('GET /api/front/order/data', loggedIn ? {} : null);
}

/** A master order (the unit of payment), e.g. on the payment result page. */
export function useMasterOrder(loggedIn: boolean, orderNo: string | undefined) {
  return useApi('GET /api/front/order/master/detail/:orderNo', loggedIn && orderNo ? { params: { orderNo } } : null);
}
