import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '@mall/ui';
import { useApiClient } from '../api/ApiContext.tsx';
import { useSignedInAction } from '../state/useSignedInAction.ts';
import { useApi, useRevalidate } from './useApi.ts';

/*
 * Favourite goods and followed shops (spec §2 /users/collection_list, §3
 * Merchant/shop follow status and follower count; crmeb-api §4.12).
 */

/** Every cached answer that shows whether a goods is a favourite. */
const FAVOURITE_KEYS = ['GET /api/front/product/detail/:id', 'GET /api/front/collect/product/list'] as const;
/** Every cached answer that shows whether a shop is followed, or how many follow it. */
const FOLLOW_KEYS = [
  'GET /api/front/product/detail/:id',
  'GET /api/front/merchant/index/info/:id',
  'GET /api/front/merchant/detail/:id',
  'GET /api/front/collect/merchant/list',
] as const;

/**
 * Keeps a goods among the favourites or lets it go (the detail page's
 * FavouriteButton). A guest signs in first; the change then goes through.
 * Afterwards the detail (`userCollect`) and the favourites list are read again.
 * Returns `setFavourite(productId, next)` and `busy` while a call runs; a
 * failed call shows the server's message and changes nothing.
 */
export function useToggleFavourite() {
  const intl = useIntl();
  const api = useApiClient();
  const revalidate = useRevalidate();
  const whenSignedIn = useSignedInAction();
  const [busy, setBusy] = useState(false);

  function setFavourite(productId: number, next: boolean) {
    whenSignedIn(async () => {
      setBusy(true);
      try {
        if (next) await api.request('POST /api/front/collect/add/product', { body: { productId, category: 'store' } });
        else await api.request('POST /api/front/collect/cancel/:proId', { params: { proId: productId } });
        // Read again before the spinner stops, so the button never shows the old state.
        await revalidate(...FAVOURITE_KEYS);
        toast.success(intl.formatMessage({ id: next ? 'toast.favouriteAdded' : 'toast.favouriteRemoved' }));
      } catch {
        // The API client has shown the server's message.
      } finally {
        setBusy(false);
      }
    });
  }

  return { setFavourite, busy };
}

/**
 * Follows a shop or stops following it (the goods detail's shop card, the
 * shop header). A guest signs in first; the change then goes through.
 * Afterwards every cached view of the shop's follow state and follower count
 * is read again (goods detail, shop header and qualification tab, followed
 * shops). Returns `setFollowed(merId, next)` and `busy` while a call runs.
 */
export function useFollowShop() {
  const intl = useIntl();
  const api = useApiClient();
  const revalidate = useRevalidate();
  const whenSignedIn = useSignedInAction();
  const [busy, setBusy] = useState(false);

  function setFollowed(merId: number, next: boolean) {
    whenSignedIn(async () => {
      setBusy(true);
      try {
        const key = next ? 'POST /api/front/collect/add/merchant/:id' : 'POST /api/front/collect/cancel/merchant/:id';
        await api.request(key, { params: { id: merId } });
        await revalidate(...FOLLOW_KEYS);
        toast.success(intl.formatMessage({ id: next ? 'toast.followed' : 'toast.unfollowed' }));
      } catch {
        // The API client has shown the server's message.
      } finally {
        setBusy(false);
      }
    });
  }

  return { setFollowed, busy };
}

/** One page of the shopper's favourite goods, newest first; `null` skips the call (a guest). */
export function useFavouriteGoods(query: { page: number; limit: number } | null) {
  return useApi('GET /api/front/collect/product/list', query && { query }, { keepPreviousData: true });
}

/** One page of the shops the shopper follows, newest first; `null` skips the call (a guest). */
export function useFollowedShops(query: { page: number; limit: number } | null) {
  return useApi('GET /api/front/collect/merchant/list', query && { query }, { keepPreviousData: true });
}

/** Ids with a call in flight, for per-row spinners; `track(ids, call)` marks them while `call` runs. */
function useBusyIds() {
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(() => new Set());
  async function track(ids: number[], call: () => Promise<void>) {
    setBusyIds((now) => new Set([...now, ...ids]));
    try {
      await call();
    } finally {
      setBusyIds((now) => new Set([...now].filter((id) => !ids.includes(id))));
    }
  }
  return { busyIds, track };
}

/**
 * Drops goods from the favourites list of "my favourites": one goods with
 * `cancel/{proId}`, several at once with `delete/product` (all or nothing).
 * Afterwards the favourites list and any cached detail (`userCollect`) are
 * read again. Returns `remove(productIds)` and the goods in flight as
 * `busyIds`; a failed call shows the server's message and changes nothing.
 */
export function useRemoveFavourites() {
  const intl = useIntl();
  const api = useApiClient();
  const revalidate = useRevalidate();
  const { busyIds, track } = useBusyIds();

  function remove(productIds: number[]) {
    const [first] = productIds;
    if (first === undefined) return;
    void track(productIds, async () => {
      try {
        if (productIds.length === 1) await api.request('POST /api/front/collect/cancel/:proId', { params: { proId: first } });
        else await api.request('POST /api/front/collect/delete/product', { body: { ids: productIds } });
        await revalidate(...FAVOURITE_KEYS);
        toast.success(intl.formatMessage({ id: 'toast.favouriteRemoved' }));
      } catch {
        // The API client has shown the server's message.
      }
    });
  }

  return { remove, busyIds };
}

/**
 * Stops following shops from the followed-shops list of "my favourites",
 * one call per shop pressed; afterwards every cached view of the shop's
 * follow state is read again. Returns `unfollow(merId)` and the shops in
 * flight as `busyIds`.
 */
export function useUnfollowShops() {
  const intl = useIntl();
  const api = useApiClient();
  const revalidate = useRevalidate();
  const { busyIds, track } = useBusyIds();

  function unfollow(merId: number) {
    void track([merId], async () => {
      try {
        await api.request('POST /api/front/collect/cancel/merchant/:id', { params: { id: merId } });
        await revalidate(...FOLLOW_KEYS);
        toast.success(intl.formatMessage({ id: 'toast.unfollowed' }));
      } catch {
        // The API client has shown the server's message.
      }
    });
  }

  return { unfollow, busyIds };
}
