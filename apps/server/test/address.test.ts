import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
