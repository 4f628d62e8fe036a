import { describe, expect, it } from 'vitest';
import { pageOf } from '../page.ts';
import { absoluteUrl, array, commaList, commaText, dateTime, jsonText, lazy, nullable, object, optional, record, renamed, same, url, yuan, type Codec, type WireContext } from './codec.ts';

const ctx: WireContext = { origin: 'https://mall.example', timeZone: 'Asia/Shanghai' };

describe('money: cents in the model, decimal yuan on the wire (crmeb-wire "yuan")', () => {
  it('divides and multiplies by 100 without drifting', () => {
    expect(yuan.encode(129900, ctx)).toBe(1299);
    expect(yuan.encode(1999, ctx)).toBe(19.99);
    expect(yuan.encode(5, ctx)).toBe(0.05);
    expect(yuan.decode(19.99, ctx)).toBe(1999);
    // 0.07 * 100 is 7.000000000000001 in binary floating point: decoding rounds to the cent.
    expect(yuan.decode(0.07, ctx)).toBe(7);
    expect(yuan.decode(1299, ctx)).toBe(129900);
  });

  it('round-trips every amount up to a million yuan in steps that hit awkward fractions', () => {
    for (let cents = 0; cents < 100_000_000; cents += 9_973) expect(yuan.decode(yuan.encode(cents, ctx), ctx)).toBe(cents);
  });

  it('serializes to the JSON number the provider sends: at most two decimals', () => {
    expect(JSON.stringify({ price: yuan.encode(139900, ctx), fee: yuan.encode(1050, ctx) })).toBe('{"price":1399,"fee":10.5}');
  });
});

describe('times: Date in the model, yyyy-MM-dd HH:mm:ss in the mall zone on the wire', () => {
  it('writes the wall clock of Asia/Shanghai (UTC+8)', () => {
    expect(dateTime.encode(new Date('2025-03-14T06:32:08Z'), ctx)).toBe('2025-03-14 14:32:08');
    expect(dateTime.encode(new Date('2024-12-31T16:00:00Z'), ctx)).toBe('2025-01-01 00:00:00');
  });

  it('reads it back as the same instant', () => {
    expect(dateTime.decode('2025-03-14 14:32:08', ctx).toISOString()).toBe('2025-03-14T06:32:08.000Z');
    expect(dateTime.decode('2025-01-01 00:00:00', ctx).toISOString()).toBe('2024-12-31T16:00:00.000Z');
  });

  it('keeps the instant across a daylight-saving change in a zone that has one', () => {
    const paris: WireContext = { ...ctx, timeZone: 'Europe/Paris' };
    // Around the spring change (02:00–03:00 local does not exist) and outside the autumn's repeated hour.
    for (const iso of ['2025-03-30T00:30:00Z', '2025-03-30T01:30:00Z', '2025-10-25T23:30:00Z', '2025-10-26T02:30:00Z']) {
      const wire = dateTime.encode(new Date(iso), paris);
      expect(dateTime.decode(wire, paris).toISOString(), wire).toBe(new Date(iso).toISOString());
    }
    // In the repeated hour a wall time names two instants and the text cannot say which: it reads as one that writes the same text.
    const repeated = dateTime.encode(new Date('2025-10-26T00:30:00Z'), paris);
    expect(repeated).toBe('2025-10-26 02:30:00');
    expect(dateTime.encode(dateTime.decode(repeated, paris), paris)).toBe(repeated);
  });

  it('reads ISO 8601 with an offset as the instant it states', () => {
    expect(dateTime.decode('2025-03-14T06:32:08Z', ctx).toISOString()).toBe('2025-03-14T06:32:08.000Z');
  });
});

describe('URLs, lists in text, and JSON in text', () => {
  it('makes site-relative paths absolute with the origin and leaves other values alone', () => {
    expect(url.encode('/media/art/goods/a-1.svg', ctx)).toBe('https://mall.example/media/art/goods/a-1.svg');
    expect(url.encode('https://cdn.example/x.png', ctx)).toBe('https://cdn.example/x.png');
    expect(url.encode('', ctx)).toBe('');
    // Protocol-relative URLs name another host: not ours to prefix.
    expect(absoluteUrl('//cdn.example/x.png', ctx.origin)).toBe('//cdn.example/x.png');
  });

  it('joins with commas and splits back; empty is the empty string', () => {
    expect(commaText.encode(['Red', 'XL'], ctx)).toBe('Red,XL');
    expect(commaText.decode('Red,XL', ctx)).toEqual(['Red', 'XL']);
    expect(commaText.encode([], ctx)).toBe('');
    expect(commaText.decode('', ctx)).toEqual([]);
    const urls = commaList(url);
    expect(urls.encode(['/a.png', '/b.png'], ctx)).toBe('https://mall.example/a.png,https://mall.example/b.png');
  });

  it('writes JSON text the provider clients JSON.parse, and reads blank or broken text as empty', () => {
    const slider = jsonText(array(url), [] as string[]);
    const text = slider.encode(['/a.png'], ctx);
    expect(typeof text).toBe('string');
    expect(JSON.parse(text)).toEqual(['https://mall.example/a.png']);
    expect(slider.decode(text, ctx)).toEqual(['https://mall.example/a.png']);
    expect(slider.decode('' as never, ctx)).toEqual([]);
    expect(slider.decode('[not json' as never, ctx)).toEqual([]);
  });
});

describe('objects', () => {
  interface Card {
    id: number;
    price: number;
    image: string;
    sku: string;
  }
  const card = object<Card>()({ price: yuan, image: url, sku: renamed('suk', same<string>()) }, { ficti: () => 0 });

  it('converts the named fields, passes the others, renames and adds the wire-only ones', () => {
    const wire = card.encode({ id: 7, price: 1050, image: '/i.png', sku: 'Red' }, ctx);
    expect(wire).toEqual({ id: 7, price: 10.5, image: 'https://mall.example/i.png', suk: 'Red', ficti: 0 });
    expect(card.decode(wire, ctx)).toEqual({ id: 7, price: 1050, image: 'https://mall.example/i.png', sku: 'Red' });
  });

  it('never changes the value it is given', () => {
    const model = { id: 7, price: 1050, image: '/i.png', sku: 'Red' };
    card.encode(model, ctx);
    expect(model).toEqual({ id: 7, price: 1050, image: '/i.png', sku: 'Red' });
    const wire = { id: 7, price: 10.5, image: 'x', suk: 'Red', ficti: 0 };
    card.decode(wire, ctx);
    expect(wire).toEqual({ id: 7, price: 10.5, image: 'x', suk: 'Red', ficti: 0 });
  });

  it('handles nested, optional, nullable, recursive and keyed shapes', () => {
    interface Node {
      icon: string;
      childList?: Node[];
    }
    const node: Codec<unknown, Node> = object<Node>()({ icon: url, childList: optional(array(lazy(() => node))) });
    expect(node.encode({ icon: '/a', childList: [{ icon: '/b' }] }, ctx)).toEqual({
      icon: 'https://mall.example/a',
      childList: [{ icon: 'https://mall.example/b' }],
    });
    const paid = nullable(dateTime);
    expect(paid.encode(null, ctx)).toBeNull();
    expect(paid.decode(null, ctx)).toBeNull();
    const skus = record(object<{ price: number }>()({ price: yuan }));
    expect(skus.encode({ 'Red,XL': { price: 100 } }, ctx)).toEqual({ 'Red,XL': { price: 1 } });
  });
});

describe('pages: PageHelper PageInfo on the wire', () => {
  const page = pageOf(object<{ price: number }>()({ price: yuan }));

  it('writes the PageInfo fields the provider clients read, and CommonPage ones', () => {
    const wire = page.encode({ list: [{ price: 100 }, { price: 250 }], total: 25, page: 2, limit: 10, totalPage: 3 }, ctx);
    expect(wire).toMatchObject({
      list: [{ price: 1 }, { price: 2.5 }],
      total: 25,
      pageNum: 2,
      pageSize: 10,
      size: 2,
      startRow: 11,
      endRow: 12,
      pages: 3,
      prePage: 1,
      nextPage: 3,
      isFirstPage: false,
      isLastPage: false,
      hasPreviousPage: true,
      hasNextPage: true,
      navigatepageNums: [1, 2, 3],
      page: 2,
      limit: 10,
      totalPage: 3,
    });
    expect(page.decode(wire, ctx)).toEqual({ list: [{ price: 100 }, { price: 250 }], total: 25, page: 2, limit: 10, totalPage: 3 });
  });

  it('marks an empty last page as such and reads a bare PageInfo or CommonPage', () => {
    const empty = page.encode({ list: [], total: 0, page: 1, limit: 10, totalPage: 0 }, ctx);
    expect(empty).toMatchObject({ size: 0, startRow: 0, endRow: 0, isLastPage: true, hasNextPage: false, navigatepageNums: [] });
    expect(page.decode({ list: [], total: 30, pageNum: 3, pageSize: 10, pages: 3 } as never, ctx)).toEqual({
      list: [],
      total: 30,
      page: 3,
      limit: 10,
      totalPage: 3,
    });
    expect(page.decode({ list: [], total: 30, page: 2, limit: 15, totalPage: 2 } as never, ctx)).toMatchObject({ page: 2, limit: 15, totalPage: 2 });
  });

  it('lists at most eight page numbers around the current one', () => {
    expect(page.encode({ list: [], total: 500, page: 20, limit: 10, totalPage: 50 }, ctx).navigatepageNums).toEqual([16, 17, 18, 19, 20, 21, 22, 23]);
    expect(page.encode({ list: [], total: 500, page: 50, limit: 10, totalPage: 50 }, ctx).navigatepageNums).toEqual([43, 44, 45, 46, 47, 48, 49, 50]);
  });
});
