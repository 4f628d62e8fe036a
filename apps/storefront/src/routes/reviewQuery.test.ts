import { describe, expect, it } from 'vitest';
import { readReviewQuery, withReviewQuery } from './reviewQuery.ts';

const query = (text: string) => new URLSearchParams(text);

describe('review filter and page in the goods detail URL (spec §2)', () => {
  it('reads the filter and page, defaulting to all reviews on page 1', () => {
    expect(readReviewQuery(query(''))).toEqual({ type: 0, page: 1 });
    expect(readReviewQuery(query('reply=3&replyPage=2'))).toEqual({ type: 3, page: 2 });
    expect(readReviewQuery(query('reply=1'))).toEqual({ type: 1, page: 1 });
  });

  it('reads hand-edited values it cannot use as the defaults', () => {
    expect(readReviewQuery(query('reply=4&replyPage=0'))).toEqual({ type: 0, page: 1 });
    expect(readReviewQuery(query('reply=bad&replyPage=-2'))).toEqual({ type: 0, page: 1 });
    expect(readReviewQuery(query('reply=2.5&replyPage=1e3'))).toEqual({ type: 0, page: 1 });
    expect(readReviewQuery(query('replyPage=100001'))).toEqual({ type: 0, page: 1 });
  });

  it('starts a new filter on page 1 and keeps the rest of the query', () => {
    expect(withReviewQuery(query('x=1&reply=2&replyPage=4'), { type: 3 }).toString()).toBe('x=1&reply=3');
    expect(withReviewQuery(query('reply=3&replyPage=4'), { type: 0 }).toString()).toBe('');
  });

  it('writes page 1 as no page at all', () => {
    expect(withReviewQuery(query('reply=3'), { page: 2 }).toString()).toBe('reply=3&replyPage=2');
    expect(withReviewQuery(query('reply=3&replyPage=2'), { page: 1 }).toString()).toBe('reply=3');
  });
});
