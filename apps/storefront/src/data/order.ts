import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  NotFoundError,
  ValidationError,
  type ApiClient,
  type ComputedPriceInput,
  type OrderCreateInput,
  type OrderTabValue,
  type PayTypeValue,
  type PreOrderInput,
} from '@mall/api';
import { toast } from '@mall/ui';
import { useApiClient } from '../api/ApiContext.tsx';
import { useSession } from '../state/SessionContext.tsx';
import { useApi, useRevalidate } from './useApi.ts';

/*
 * Checkout and orders (spec §2 /order/*, /users/order_list, §3 Order, §4
 * Order statuses; crmeb-wire §7, §8): the reads as SWR hooks, the changes as
 * functions that call the server, then read again what they changed.
 */

/** What is being bought: the selected cart lines, or one SKU of a goods at once ("buy now"). */
export type PurchaseLines =
  | { from: 'cart'; cartIds: number[] }
  | { from: 'goods'; productId: number; skuId: number; quantity: number };

/**
 * Starts a checkout (`POST /api/front/order/pre/order`, crmeb-wire §7): the server prices the lines and keeps them
 * as a pre-order for the confirm page. Resolves with its number; rejects with the server's `ApiError` (stock,
 * limits), shown by the client.
 */
export async function startPreOrder(api: ApiClient, lines: PurchaseLines): Promise<string> {
  const body: PreOrderInput =
    lines.from === 'cart'
      ? { preOrderType: 'shoppingCart', orderDetails: lines.cartIds.map((shoppingCartId) => ({ shoppingCartId })) }
      : { preOrderType: 'buyNow', orderDetails: [{ productId: lines.productId, attrValueId: lines.skuId, productNum: lines.quantity }] };
  const { preOrderNo } = await api.request('POST /api/front/order/pre/order', { body });
  return preOrderNo;
}

/** A pre-order for the confirm page; skipped without a number. */
export function usePreOrder(preOrderNo: string | undefined) {
  return useApi('GET /api/front/order/load/pre/:preOrderNo', preOrderNo ? { params: { preOrderNo } } : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/**
 * The shopper's coupons for a pre-order, usable and unusable (each with its
 * reason and, below a minimum, how much is short): `coupons/order/{preOrderNo}?all=true`
 * (crmeb-api §4.13, §6 rule 16). Skipped without a number.
 */
export function useCheckoutCoupons(preOrderNo: string | undefined) {
  return useApi(
    'GET /api/front/coupons/order/:preOrderNo',
    preOrderNo ? { params: { preOrderNo }, query: { all: true } } : null,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/**
 * The price of a pre-order with the shopper's choices, computed by the
 * server (`POST /api/front/order/computed/price`; the client never computes
 * a price). Read again whenever `choice` changes (address, coupons, points):
 * the previous figures stay while the new ones load (`isValidating`), so the
 * page can show them as being recomputed. `null` skips the call.
 */
export function useComputedPrice(choice: ComputedPriceInput | null) {
  return useApi('POST /api/front/order/computed/price', choice ? { body: choice } : null, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}

/** Why placing an order failed, for the confirm page to react to (the client has shown the server's message). */
export type CreateOrderFailure = 'priceChanged' | 'preOrderGone' | 'other';

/**
 * Places the order (`POST /api/front/order/create`): unpaid, stock taken,
 * coupons claimed, points spent; paying is the next step. Afterwards the
 * cart and the order reads are read again. Resolves the master order number
 * (`PT…`), or the reason it was refused: `priceChanged` (the server's price
 * differs from `priceKey`, the one the shopper saw), `preOrderGone` (the
 * pre-order expired, 5 minutes), `other`.
 */
export function useCreateOrder() {
  const api = useApiClient();
  const session = useSession();
  const revalidate = useRevalidate();
  return async (input: OrderCreateInput): Promise<{ orderNo: string } | { failure: CreateOrderFailure }> => {
    try {
      const { orderNo } = await api.request('POST /api/front/order/create', { body: input });
      session.refresh();
      void revalidate('GET /api/front/cart/count', 'GET /api/front/cart/list', ...ORDER_READS, ...POINTS_READS);
      return { orderNo };
    } catch (error) {
      if (error instanceof ValidationError && error.fieldErrors.some((f) => f.field === 'priceKey')) return { failure: 'priceChanged' };
      if (error instanceof NotFoundError) return { failure: 'preOrderGone' };
      return { failure: 'other' };
    }
  };
}

/**
 * One tab of the shopper's merchant orders (`GET /api/front/order/list`):
 * `type` 1 awaiting shipment, 2 awaiting receipt, 3 completed, 4 to review,
 * 0 unpaid; `'all'` every order (no `type`); `null` skips the call.
 */
export function useOrders(type: OrderTabValue | 'all' | null, page: number, limit = 10) {
  return useApi('GET /api/front/order/list', type === null ? null : { query: type === 'all' ? { page, limit } : { type, page, limit } }, {
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

/** The lists of orders and their counts. */
const ORDER_LIST_READS = ['GET /api/front/order/list', 'GET /api/front/order/await/pay/list', 'GET /api/front/order/data'] as const;

/** The order reads to refresh after an order was placed, paid or changed. */
export const ORDER_READS = [
  ...ORDER_LIST_READS,
  'GET /api/front/order/detail/:orderNo',
  'GET /api/front/order/master/detail/:orderNo',
  'GET /api/front/order/express/:orderNo',
] as const;

/** The points reads an order changes (spent at checkout, given back on cancel, earned on receipt). */
export const POINTS_READS = ['GET /api/front/user/center/my/integral', 'GET /api/front/user/center/integral/list'] as const;

/** How many orders each tab holds. */
export function useOrderCounts(loggedIn: boolean) {
  return useApi('GET /api/front/order/data', loggedIn ? {} : null);
}

/** A master order (`PT…`, the unit of payment), e.g. on the payment step; `undefined` skips the call. */
export function useMasterOrder(loggedIn: boolean, orderNo: string | undefined) {
  return useApi('GET /api/front/order/master/detail/:orderNo', loggedIn && orderNo ? { params: { orderNo } } : null);
}

/** A merchant order (`SH…`) with every field of spec §3 Order; `undefined` skips the call. */
export function useOrderDetail(orderNo: string | undefined) {
  return useApi('GET /api/front/order/detail/:orderNo', orderNo ? { params: { orderNo } } : null);
}

/**
 * How a shipped merchant order travels (`GET /api/front/order/express/{orderNo}`,
 * crmeb-api §4.16): null for an order not shipped by express. `undefined` skips the call.
 */
export function useOrderExpress(orderNo: string | undefined) {
  return useApi('GET /api/front/order/express/:orderNo', orderNo ? { params: { orderNo } } : null);
}

/** A line to put back into the cart (再次购买): the goods, its SKU and how many. */
export interface AgainLine {
  productId: number;
  attrValueId: number;
  payNum: number;
}

/** What an order action needs: which call it is, and the numbers it acts on. */
export type OrderChange =
  /** Cancels an unpaid master order (`PT…`) and every shop order in it. */
  | { kind: 'cancel'; masterOrderNo: string }
  /** Confirms receipt of a shipped merchant order (`SH…`). */
  | { kind: 'receive'; orderNo: string }
  /** Hides completed or cancelled merchant orders (`SH…`). */
  | { kind: 'delete'; orderNos: string[] }
  /** Puts the lines back into the cart. */
  | { kind: 'again'; lines: AgainLine[] };

/** The message of the success toast of each change. */
const DONE: Record<OrderChange['kind'], string> = {
  cancel: 'orderPage.cancelled',
  receive: 'orderPage.received',
  delete: 'toast.deleted',
  again: 'toast.addedToCart',
};

/**
 * The order actions of spec §4 (cancel, confirm receipt, delete, buy again):
 * `change(what)` calls the server, says so in a success toast (a refusal
 * shows the server's message, from the client), then reads the orders, their
 * counts and the points again; resolves whether it worked. `busy` is the
 * kind of change running. The card and detail ask for confirmation first
 * where spec §4 says (OrderActions).
 */
export function useOrderChanges() {
  const intl = useIntl();
  const api = useApiClient();
  const session = useSession();
  const revalidate = useRevalidate();
  const [busy, setBusy] = useState<OrderChange['kind'] | null>(null);

  async function call(what: OrderChange): Promise<void> {
    switch (what.kind) {
      case 'cancel':
        await api.request('POST /api/front/order/cancel/:orderNo', { params: { orderNo: what.masterOrderNo } });
        return;
      case 'receive':
        await api.request('POST /api/front/order/take/:orderNo', { params: { orderNo: what.orderNo } });
        return;
      case 'delete':
        for (const orderNo of what.orderNos) await api.request('POST /api/front/order/delete/:orderNo', { params: { orderNo } });
        return;
      case 'again':
        await api.request('POST /api/front/cart/save', {
          body: what.lines.map((line) => ({ productId: line.productId, productAttrUnique: line.attrValueId, cartNum: line.payNum })),
        });
        return;
    }
  }

  async function change(what: OrderChange): Promise<boolean> {
    setBusy(what.kind);
    try {
      await call(what);
      toast.success(intl.formatMessage({ id: DONE[what.kind] }));
      return true;
    } catch {
      // The API client has shown the server's message (e.g. the order changed meanwhile).
      return false;
    } finally {
      setBusy(null);
      session.refresh();
      // A deleted order is gone: its detail, on screen until the page moves on, is not read again.
      const reads = what.kind === 'delete' ? ORDER_LIST_READS : ORDER_READS;
      await revalidate(...reads, ...POINTS_READS, 'GET /api/front/cart/count', 'GET /api/front/cart/list');
    }
  }

  return { change, busy };
}

/** What became of a payment, for the payment step to go on with. */
export type PaymentOutcome = 'paid' | 'confirmed' | 'card' | 'failed';

/**
 * Pays master order `orderNo` with `payType` (`POST /api/front/pay/payment`):
 * `yue` (balance) pays now → `paid`; `cod` confirms it for shipping, paid at
 * the door → `confirmed`; `stripe` goes on on the card page, which asks for
 * the PaymentIntent itself → `card` without a call here. A refusal (paid,
 * cancelled, past its deadline, balance short) → `failed`, the client having
 * shown the server's message. Afterwards the shopper (balance) and the orders
 * are read again.
 */
export function usePayOrder() {
  const api = useApiClient();
  const session = useSession();
  const revalidate = useRevalidate();
  return async (orderNo: string, payType: PayTypeValue): Promise<PaymentOutcome> => {
    if (payType === 'stripe') return 'card';
    try {
      const result = await api.request('POST /api/front/pay/payment', { body: { orderNo, payType, payChannel: 'pc' } });
      return result.status ? 'paid' : 'confirmed';
    } catch {
      return 'failed';
    } finally {
      session.refresh();
      await revalidate(...ORDER_READS);
    }
  };
}
