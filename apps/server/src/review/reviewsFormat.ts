import type { AdminReview, Page } from '@mall/api';
import { table, timeText } from '../admin/cliFormat.ts';

/*
 * What `admin reviews …` prints: one line per review, times in the mall's
 * zone as the API writes them. Shoppers' text is shown on one line with its
 * control characters blanked, so no review can move the cursor, recolour
 * or clear the operator's terminal.
 */

/** `text` on one line, control characters (escape sequences, line breaks) as spaces, cut to `max` characters with `…`. */
export function oneLine(text: string, max: number): string {
  const flat = text.replace(/\p{Cc}+/gu, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : flat;
}

/** A page of reviews: id, goods, shop, stars, who, when, the shop's reply (or `-`), the text; then the paging. */
export function formatReviews(page: Page<AdminReview>): string {
  if (page.list.length === 0) return 'No reviews match.';
  const rows = [
    ['ID', 'GOODS', 'SHOP', 'STARS', 'BY', 'WRITTEN', 'REPLY', 'REVIEW'],
    ...page.list.map((r) => [
      String(r.id),
      `${r.productId} ${oneLine(r.productName, 24)}`,
      String(r.merId),
      `${r.star}${r.pics.length > 0 ? ` +${r.pics.length} pic` : ''}`,
      oneLine(r.nickname, 12),
      timeText(r.createTime),
      r.merchantReplyContent ? oneLine(r.merchantReplyContent, 24) : '-',
      oneLine(r.comment, 60),
    ]),
  ];
  return `${table(rows)}\nPage ${page.page} of ${Math.max(1, page.totalPage)} (${page.total} reviews).`;
}

/** The review after the shop's reply. */
export function formatReviewReplied(review: AdminReview): string {
  return `Review ${review.id} of goods ${review.productId} (${oneLine(review.productName, 40)}) answered at ${timeText(review.merchantReplyTime)}: ${oneLine(review.merchantReplyContent, 200)}`;
}
