import { useState } from 'react';
import type { RefundApplyInput, RefundReturnInput } from '@mall/api';
import { useApiClient } from '../api/ApiContext.tsx';
import { ORDER_READS, POINTS_READS } from './order.ts';
import { useApi, useRevalidate } from './useApi.ts';

/*
 * After-sale refunds (spec §2 /users/refund_confirm, /users/refund_list,
 * /order/refund_detail; §3 Refund; §4 refund statuses; crmeb-wire §9): the
 * reads as SWR hooks, the changes as functions that call the server, then
 * read again what they changed.
 */

/** The refund reads a change touches. */
const REFUND_READS = [
  'GET /api/front/order/refund/list',
  'GET /api/front/order/refund/detail/:refundOrderNo',
  'GET /api/front/order/apply/refund/:orderNo',
] as const;

/** What the refund form needs for merchant order `orderNo` (`SH…`); `undefined` skips the call. */
export function useRefundApplyInfo(orderNo: string | undefined) {
  return useApi('GET /api/front/order/apply/refund/:orderNo', orderNo ? { params: { orderNo } } : null, { revalidateOnFocus: false });
}

/** The reasons a refund may give (the mall's `REFUND_REASONS`). */
export function useRefundReasons() {
  return useApi('GET /api/front/order/refund/reason', {}, { revalidateOnFocus: false, revalidateIfStale: false });
}

/** The shopper's refunds, newest first, one page of `limit`. */
export function useRefunds(page: number, limit = 10) {
  return useApi('GET /api/front/order/refund/list', { query: { page, limit } });
}

/** One refund with its lines and timeline (`RE…`); `undefined` skips the call. */
export function useRefundDetail(refundOrderNo: string | undefined) {
  return useApi('GET /api/front/order/refund/detail/:refundOrderNo', refundOrderNo ? { params: { refundOrderNo } } : null);
}

/**
 * The refund changes of a shopper: `apply` asks money back (resolves the
 * refund number, `RE…`), `sendReturn` enters the return parcel of an approved
 * return. Each reads the refunds, the orders and the points again afterwards;
 * a refusal rejects with the client's error (its message names the field),
 * which the form shows. `busy` is true while one runs.
 */
export function useRefundChanges() {
  const api = useApiClient();
  const revalidate = useRevalidate();
  const [busy, setBusy] = useState(false);

  async function run<T>(call: () => Promise<T>): Promise<T> {
    setBusy(true);
    try {
      const result = await call();
      void revalidate(...REFUND_READS, ...ORDER_READS, ...POINTS_READS);
      return result;
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    apply: (input: RefundApplyInput) => run(() => api.request('POST /api/front/order/refund', { body: input })),
    sendReturn: (input: RefundReturnInput) => run(() => api.request('POST /api/front/order/refund/return', { body: input })),
  };
}
