import { describe, expect, it } from 'vitest';
import { NotFoundError, ServerError } from '@mall/api';
import { parsePageData, serializePageData, type PageDataEntry } from './pageData.ts';

describe('the page data a server-rendered page carries', () => {
  it('comes back with its Dates as Dates and its errors as the client’s typed errors', () => {
    const at = new Date('2026-11-02T03:20:18.000Z');
    const entries: PageDataEntry[] = [
      ['@"GET /api/front/product/reply/list/:id",#params:#id:1,,,"en",', { data: { list: [{ comment: 'ok', createTime: at }] } }],
      ['@"GET /api/front/product/detail/:id",#params:#id:9,,,"en",', { error: new NotFoundError({ code: 404, status: 200, message: 'No such goods' }) }],
      ['@"GET /api/front/coupons",#,"en",', { error: new ServerError({ code: 500 }) }],
    ];
    const back = parsePageData(serializePageData(entries));
    const reviews = back[0]![1].data as { list: Array<{ createTime: Date }> };
    expect(reviews.list[0]!.createTime).toBeInstanceOf(Date);
    expect(reviews.list[0]!.createTime.getTime()).toBe(at.getTime());
    const missing = back[1]![1].error!;
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing.message).toBe('No such goods');
    expect(missing.status).toBe(200);
    // A default text keeps its message id, so the page translates it as it would have.
    const failed = back[2]![1].error!;
    expect(failed).toBeInstanceOf(ServerError);
    expect(failed.messageKey).toBe(entries[2]![1].error!.messageKey);
    expect(failed.messageKey).toBeTruthy();
  });

  it('cannot close its script early, whatever the answers say', () => {
    const text = serializePageData([['k', { data: { comment: '</script><script>alert(1)</script><!-- \u2028' } }]]);
    expect(text).not.toMatch(/<|\u2028|\u2029/);
    expect(parsePageData(text)[0]![1].data).toEqual({ comment: '</script><script>alert(1)</script><!-- \u2028' });
  });
});
