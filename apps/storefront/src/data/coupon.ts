import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CouponsInput, UserCouponListInput } from '@mall/api';
import { toast } from '@mall/ui';
import { useApiClient } from '../api/ApiContext.tsx';
import { useSignedInAction } from '../state/useSignedInAction.ts';
import { useApi, useRevalidate } from './useApi.ts';

/*
 * Coupons on offer and receiving them (spec §3 Coupon; crmeb-api §3
 * /goods_detail and /merchant/merchant/coupon, §4.13).
 */

/**
 * Coupons on offer: `{ useType, merId?, productId?, page?, limit? }` (a
 * shop's: `merId`; those usable on one goods: `productId`). `null` skips the
 * call. For a signed-in shopper each row says `isUse` / `isReceived`.
 */
export function useCoupons(query: CouponsInput | null) {
  return useApi('GET /api/front/coupons', query ? { query } : null, { keepPreviousData: true });
}

/**
 * One page of the signed-in shopper's coupons (`GET /api/front/coupon/list`,
 * crmeb-wire §10): `type` `usable` (unused, not past their end, including
 * those not started) or `unusable` (used or expired), newest first; `null`
 * skips the call. The previous page stays shown while the next loads.
 */
export function useMyCoupons(query: UserCouponListInput | null) {
  return useApi('GET /api/front/coupon/list', query ? { query } : null, { keepPreviousData: true });
}

/**
 * Receives coupons for the shopper (CouponList's `onReceive`). A guest signs
 * in first; the coupon is then received. Afterwards the coupons on offer
 * (`isUse`, `lastTotal`) and the shopper's own coupons are read again.
 * Returns `receive(coupon)` and `receivingId`, the coupon whose call runs;
 * a refused receive (already held, all claimed, ended) shows the server's message.
 */
export function useReceiveCoupon() {
  const intl = useIntl();
  const api = useApiClient();
  const revalidate = useRevalidate();
  const whenSignedIn = useSignedInAction();
  const [receivingId, setReceivingId] = useState<number | null>(null);

  function receive(coupon: { id: number }) {
    whenSignedIn(async () => {
      setReceivingId(coupon.id);
      try {
        await api.request('POST /api/front/coupon/receive', { body: { couponId: coupon.id } });
        await revalidate('GET /api/front/coupons', 'GET /api/front/coupon/list');
        toast.success(intl.formatMessage({ id: 'toast.couponReceived' }));
      } catch {
        // The API client has shown the server's message; the list may have changed meanwhile.
        await revalidate('GET /api/front/coupons');
      } finally {
        setReceivingId(null);
      }
    });
  }

  return { receive, receivingId };
}
