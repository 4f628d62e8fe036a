import { PAGE_MAX, type ReviewType } from '@mall/api';
import { positiveInt } from '../app/queryState.ts';

/**
 * The review part of the goods detail URL (spec §2 goods review list):
 * `reply` is the score filter (0 all, left out; 1 good; 2 general; 3 bad,
 * crmeb-api §5 review type) and `replyPage` the page of reviews from 1 (left
 * out for 1). Missing or invalid values read as the defaults, so a
 * hand-edited link still opens the page.
 */
export interface ReviewQuery {
  type: ReviewType;
  page: number;
}

/** Reads the review filter and page from the detail page's query. */
export function readReviewQuery(params: URLSearchParams): ReviewQuery {
  const type = params.get('reply');
  return {
    type: type === '1' || type === '2' || type === '3' ? (Number(type) as ReviewType) : 0,
    page: positiveInt(params.get('replyPage'), PAGE_MAX) ?? 1,
  };
}

/**
 * The detail page's query with a new review filter or page; other
 * parameters are kept. A new filter starts again at page 1.
 */
export function withReviewQuery(params: URLSearchParams, next: Partial<ReviewQuery>): URLSearchParams {
  const result = new URLSearchParams(params);
  if (next.type !== undefined) {
    if (next.type === 0) result.delete('reply');
    else result.set('reply', String(next.type));
    result.delete('replyPage');
  }
  if (next.page !== undefined) {
    if (next.page <= 1) result.delete('replyPage');
    else result.set('replyPage', String(next.page));
  }
  return result;
}
