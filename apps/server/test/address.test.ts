import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES } from '../src/address/addressBook.ts';
import { address } from '../src/db/schema.ts';
import { createShopper, startMall, stateOf, type TestMall } from './harness.ts';

let mall: TestMall;
let token: string;
let other: string;
beforeAll(async () => {
  mall = await startMall();
  token = await mall.login();
  await createShopper(mall.db, '13700000003');
  other = await mall.login('13700000003', 'Test@1234');
});
afterAll(() => mall.close());

const home = { realName: '张三', phone: '13800138000', country: '中国', detail: '上海市浦东新区世纪大道 100 号', postCode: '200120' };

describe('address book', () => {
  it('makes the first address the default, a later default replaces it, and lists the default first', async () => {
    await mall.db.delete(address);
    const first = await mall.http('POST', '/api/front/address/edit', { token, body: home });
    expect(first.body.code).toBe(200);
    expect(first.body.data).toMatchObject({ ...home, isDefault: true, countryCode: '86' });
    const second = await mall.http('POST', '/api/front/address/edit', { token, body: { ...home, realName: '李四', isDefault: true } });
    expect(second.body.data.isDefault).toBe(true);
    const list = (await mall.http('GET', '/api/front/address/list?page=1&limit=10', { token })).body.data;
    expect(list.total).toBe(2);
    expect(list.list.map((a: { realName: string; isDefault: boolean }) => [a.realName, a.isDefault])).toEqual([
      ['李四', true],
      ['张三', false],
    ]);
  });

  it('updates an address of the shopper, but not someone else\'s', async () => {
    const created = (await mall.http('POST', '/api/front/address/edit', { token, body: home })).body.data;
    const updated = await mall.http('POST', '/api/front/address/edit', { token, body: { ...home, id: created.id, detail: '北京市朝阳区建国路 1 号' } });
    expect(updated.body.data).toMatchObject({ id: created.id, detail: '北京市朝阳区建国路 1 号' });
    const before = await stateOf(mall.db);
    const theirs = await mall.http('POST', '/api/front/address/edit', { token: other, body: { ...home, id: created.id } });
    expect(theirs.body.code).toBe(404);
    expect(await stateOf(mall.db)).toEqual(before);
    expect((await mall.http('GET', '/api/front/address/list', { token: other })).body.data.total).toBe(0);
  });
});

describe('address book as the confirm page and the address dialog use it (crmeb-wire §7, §12)', () => {
  let mine: { first: number; second: number; third: number };
  let theirs: number;
  const add = async (t: string, fields: Partial<typeof home> & { isDefault?: boolean }) => {
    const res = await mall.http('POST', '/api/front/address/edit', { token: t, body: { ...home, ...fields } });
    expect(res.body.code).toBe(200);
    return res.body.data.id as number;
  };
  const all = async (t = token) => {
    const res = await mall.http('GET', '/api/pc/address/all/list', { token: t });
    expect(res.body.code).toBe(200);
    return res.data as { id: number; realName: string; isDefault: boolean; createTime: Date }[];
  };
  const defaults = async (t = token) => (await all(t)).filter((a) => a.isDefault).map((a) => a.id);

  beforeEach(async () => {
    await mall.db.delete(address);
    const first = await add(token, { realName: '甲' });
    const second = await add(token, { realName: '乙', isDefault: true });
    const third = await add(token, { realName: '丙' });
    mine = { first, second, third };
    theirs = await add(other, { realName: '丁' });
  });

  it('lists every address of the shopper as an array, the default first, then the newest, and no one else\'s', async () => {
    const res = await mall.http('GET', '/api/pc/address/all/list', { token });
    expect(Array.isArray(res.body.data)).toBe(true);
    expect(res.body.data[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const list = await all();
    expect(list.map((a) => [a.id, a.isDefault])).toEqual([
      [mine.second, true],
      [mine.third, false],
      [mine.first, false],
    ]);
    expect(list[0]!.createTime).toBeInstanceOf(Date);
    expect((await all(other)).map((a) => a.id)).toEqual([theirs]);
  });

  it('shows one address of the shopper, and 404 for someone else\'s', async () => {
    const res = await mall.http('GET', `/api/front/address/detail/${mine.third}`, { token });
    expect(res.body.code).toBe(200);
    expect(res.data).toMatchObject({ ...home, id: mine.third, realName: '丙', isDefault: false, countryCode: '86' });
    expect((await mall.http('GET', `/api/front/address/detail/${theirs}`, { token })).body.code).toBe(404);
    expect((await mall.http('GET', `/api/front/address/detail/${mine.third}`, { token: other })).body.code).toBe(404);
  });

  it('sets the default: exactly one default afterwards; someone else\'s address is 404 and changes nothing', async () => {
    const res = await mall.http('POST', '/api/front/address/default/set', { token, body: { id: mine.first } });
    expect(res.body.code).toBe(200);
    expect(await defaults()).toEqual([mine.first]);
    expect((await all())[0]!.id).toBe(mine.first);
    // The provider's client sends the id as the page holds it, a string from the route among them.
    expect((await mall.http('POST', '/api/front/address/default/set', { token, body: { id: String(mine.third) } })).body.code).toBe(200);
    expect(await defaults()).toEqual([mine.third]);

    const before = await stateOf(mall.db);
    const foreign = await mall.http('POST', '/api/front/address/default/set', { token: other, body: { id: mine.first } });
    expect(foreign.body.code).toBe(404);
    expect((await mall.http('POST', '/api/front/address/default/set', { token, body: { id: theirs } })).body.code).toBe(404);
    expect(await stateOf(mall.db)).toEqual(before);
    expect(await defaults()).toEqual([mine.third]);
    expect(await defaults(other)).toEqual([theirs]);
  });

  it('deletes an address: someone else\'s is 404 and changes nothing; deleting the default makes the newest remaining one the default', async () => {
    const before = await stateOf(mall.db);
    const foreign = await mall.http('POST', '/api/front/address/del', { token: other, body: { id: mine.second } });
    expect(foreign.body.code).toBe(404);
    expect(await stateOf(mall.db)).toEqual(before);

    const res = await mall.http('POST', '/api/front/address/del', { token, body: { id: mine.second } });
    expect(res.body.code).toBe(200);
    expect((await all()).map((a) => [a.id, a.isDefault])).toEqual([
      [mine.third, true],
      [mine.first, false],
    ]);
    const paged = (await mall.http('GET', '/api/front/address/list', { token })).data;
    expect(paged.total).toBe(2);
    expect(paged.list.map((a: { id: number }) => a.id)).not.toContain(mine.second);
    expect((await mall.http('GET', `/api/front/address/detail/${mine.second}`, { token })).body.code).toBe(404);
    expect((await mall.http('POST', '/api/front/address/del', { token, body: { id: mine.second } })).body.code).toBe(404);

    // Deleting an address that is not the default leaves the default where it is.
    expect((await mall.http('POST', '/api/front/address/del', { token, body: { id: mine.first } })).body.code).toBe(200);
    expect((await all()).map((a) => [a.id, a.isDefault])).toEqual([[mine.third, true]]);
    expect((await mall.http('POST', '/api/front/address/del', { token, body: { id: mine.third } })).body.code).toBe(200);
    expect(await all()).toEqual([]);
    expect(await defaults(other)).toEqual([theirs]);
  });

  it('pre-fills a new address with the mall\'s country, leaving region and city to the shopper', async () => {
    // The dialog posts no body (crmeb-wire §1); a guest gets the same answer as a shopper.
    for (const t of [undefined, token]) {
      const res = await mall.http('POST', '/api/front/address/ip/info', { token: t });
      expect(res.body.code).toBe(200);
      expect(res.body.data).toEqual({ country_name: 'China', country_code: 'CN', country_calling_code: '+86', region: '', city: '' });
    }
  });
});

describe('address book under parallel requests', () => {
  // PostgreSQL runs these requests side by side on a pool of connections, where a
  // count or a default checked and then written races with the same write of
  // another request. PGlite runs one transaction at a time, which hides those
  // races; the cases run on it all the same and must hold there too.
  let racer: string;
  let racerId: number;
  beforeAll(async () => {
    racerId = await createShopper(mall.db, '13700000013');
    racer = await mall.login('13700000013', 'Test@1234');
  });
  beforeEach(async () => {
    await mall.db.delete(address).where(eq(address.userId, racerId));
  });

  const edit = (body: Record<string, unknown>) => mall.http('POST', '/api/front/address/edit', { token: racer, body: { ...home, ...body } });
  const stored = () =>
    mall.db
      .select({ id: address.id, isDefault: address.isDefault })
      .from(address)
      .where(and(eq(address.userId, racerId), eq(address.isDel, false)));
  /** How many answers carried each envelope code. */
  const codes = (answers: { body: { code: number } }[]) =>
    answers.reduce<Record<number, number>>((tally, r) => ({ ...tally, [r.body.code]: (tally[r.body.code] ?? 0) + 1 }), {});

  it(`60 parallel creates from an empty book store exactly ${MAX_ADDRESSES}, refuse the rest naming the field, and make one default`, async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => edit({ realName: `收件人 ${i}` })));
    expect(codes(answers)).toEqual({ 200: MAX_ADDRESSES, 400: 60 - MAX_ADDRESSES });
    for (const r of answers.filter((x) => x.body.code === 400)) {
      expect(r.body.message).toBe(`id: at most ${MAX_ADDRESSES} addresses can be kept`);
      expect(r.body.data.errors).toEqual([{ field: 'id', message: expect.any(String) }]);
    }
    const rows = await stored();
    expect(rows).toHaveLength(MAX_ADDRESSES);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('20 parallel "set as default" calls all succeed and leave exactly one default, one of those asked for', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push((await edit({ realName: `收件人 ${i}` })).body.data.id);
    const answers = await Promise.all(ids.map((id) => mall.http('POST', '/api/front/address/default/set', { token: racer, body: { id } })));
    expect(codes(answers)).toEqual({ 200: 20 });
    const defaults = (await stored()).filter((r) => r.isDefault);
    expect(defaults).toHaveLength(1);
    expect(ids).toContain(defaults[0]!.id);
  });

  it('parallel creates marked default, edits to default, deletes and "set as default" calls leave exactly one default', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push((await edit({ realName: `收件人 ${i}` })).body.data.id);
    const answers = await Promise.all(
      ids.map((id, i) => {
        if (i % 4 === 0) return mall.http('POST', '/api/front/address/del', { token: racer, body: { id } });
        if (i % 4 === 1) return mall.http('POST', '/api/front/address/default/set', { token: racer, body: { id } });
        if (i % 4 === 2) return edit({ id, isDefault: true });
        return edit({ realName: `新 ${i}`, isDefault: true });
      }),
    );
    expect(codes(answers)).toEqual({ 200: 20 });
    const rows = await stored();
    expect(rows).toHaveLength(20 - 5 + 5);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('parallel deletes of every address but one, the default among them, leave the survivor the default', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await edit({ realName: `收件人 ${i}`, isDefault: i === 11 })).body.data.id);
    const survivor = ids[0]!;
    const answers = await Promise.all(
      ids.slice(1).map((id) => mall.http('POST', '/api/front/address/del', { token: racer, body: { id } })),
    );
    expect(codes(answers)).toEqual({ 200: 11 });
    expect(await stored()).toEqual([{ id: survivor, isDefault: true }]);
  });
});
