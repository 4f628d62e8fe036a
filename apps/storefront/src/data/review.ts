import { useState } from 'react';
import type { OrderCommentInput } from '@mall/api';
import { useApiClient } from '../api/ApiContext.tsx';
import { ORDER_READS, POINTS_READS } from './order.ts';
import { useApi, useRevalidate } from './useApi.ts';

/*
 * The shopper's reviews (spec §2 /users/evaluation_list,
 * /users/evaluation_confirm; §3 Review; crmeb-api §4.7 `reply/list`,
 * `comment`, §6 rule 12): the lines to review and reviewed, and the review
 * itself, which shows on the goods page at once.
 */

/** Received lines not yet reviewed (`reviewed` false) or the shopper's reviews (`reviewed` true), one page. */
export function useReplyableItems(reviewed: boolean, page: number, limit = 10) {
  return useApi('GET /api/front/order/reply/list', { query: { page, limit, isReply: reviewed } });
}

/**
 * Writes a review (`POST /api/front/order/comment`), then reads again the
 * review lists, the goods' reviews, the orders and the points (a review may
 * earn points). Rejects with the client's error on refusal. `busy` while it runs.
 */
export function useReviewChanges() {
  const api = useApiClient();
  const revalidate = useRevalidate();
  const [busy, setBusy] = useState(false);
  return {
    busy,
    comment: async (input: OrderCommentInput) => {
      setBusy(true);
      try {
        const review = await api.request('POST /api/front/order/comment', { body: input });
        void revalidate(
          'GET /api/front/order/reply/list',
          'GET /api/front/product/reply/list/:id',
          'GET /api/front/product/reply/config/:id',
          ...ORDER_READS,
          ...POINTS_READS,
        );
        return review;
      } finally {
        setBusy(false);
      }
    },
  };
}
