/**
 * The score filters of a goods' reviews, as the API numbers them.
 * @see spec §2 (goods review list: all, good, general, bad); crmeb-api §4.4 reply/list `type`, §5 Review type
 */

/** 0 all, 1 good (5 stars), 2 general (2–4 stars), 3 bad (1 star). */
export type ReviewType = 0 | 1 | 2 | 3;

/** The filters in display order. */
export const REVIEW_TYPES: readonly ReviewType[] = [0, 1, 2, 3];

/** The name of each filter's message (`reviewFilter.<key>`). */
export const REVIEW_TYPE_KEYS: Record<ReviewType, 'all' | 'good' | 'general' | 'bad'> = {
  0: 'all',
  1: 'good',
  2: 'general',
  3: 'bad',
};
