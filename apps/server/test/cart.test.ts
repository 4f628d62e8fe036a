import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItem, product, productSku } from '../src/db/schema.ts';
import { createShopper, startMall, stateOf, type TestMall } from './harness.ts';

let mall: TestMall;
let token: string;
let other: string;
/** Two in-stock SKUs of different shops. */
let a: { productId: number; skuId: number; stock: number; merId: number; price: number; sku: string };
let b: { productId: number; skuId: number; stock: number; merId: number; price: number; sku: string };

beforeAll(async () => {
  mall = await startMall();
  token = await mall.login();
  await createShopper(mall.db, '13700000002');
  other = await mall.login('13700000002', 'Test@1234');
  const skus = await mall.db
    .select({
      productId: productSku.productId,
      skuId: productSku.id,
      stock: productSku.stock,
      merId: product.merId,
      price: productSku.price,
      sku: productSku.sku,
    })
    .from(productSku)
    .innerJoin(product, eq(product.id, productSku.productId))
    .where(and(gt(productSku.stock, 20), eq(product.isShow, true)))
    .orderBy(productSku.id);
  a = skus[0]!;
  b = skus.find((s) => s.merId !== a.merId)!;
});
afterAll(() => mall.close());
beforeEach(async () => {
  await mall.db.delete(cartItem);
});

const save = (items: unknown, t = token) => mall.http('POST', '/api/front/cart/save', { token: t, body: items });
const count = (query = '', t = token) => mall.http('GET', `/api/front/cart/count${query}`, { token: t }).then((r) => r.body.data.count);

describe('cart', () => {
  it('adds lines, adds quantities of a SKU already in the cart, and counts lines and units', async () => {
    const first = await save([{ productId: a.productId, productAttrUnique: a.skuId, cartNum: 2 }]);
    expect(first.body.code).toBe(200);
    await save([
      { productId: a.productId, productAttrUnique: a.skuId, cartNum: 3 },
      { productId: b.productId, productAttrUnique: b.skuId, cartNum: 1 },
    ]);
    expect(await count('?numType=true&type=total')).toBe(2);
    expect(await count('?type=sum')).toBe(6);
    expect(await count('?numType=false')).toBe(0);
    const answer = await mall.http('GET', '/api/front/cart/list?isValid=true', { token });
    const list = answer.data;
    expect(list).toHaveLength(2);
    const lineA = list.flatMap((g: { cartInfoList: unknown[] }) => g.cartInfoList).find((l: { productAttrUnique: number }) => l.productAttrUnique === a.skuId);
    expect(lineA).toMatchObject({ cartNum: 5, attrStatus: true, stock: a.stock, merId: a.merId, price: a.price, sku: a.sku });
    // The provider's cart page names the SKU text `suk`, multiplies price (yuan) by cartNum, and compares cartNum with stock by ===.
    const wireA = answer.body.data
      .flatMap((g: { cartInfoList: unknown[] }) => g.cartInfoList)
      .find((l: { productAttrUnique: number }) => l.productAttrUnique === a.skuId);
    expect(wireA).toMatchObject({ suk: a.sku, price: a.price / 100, cartNum: 5, stock: a.stock });
    expect(wireA).not.toHaveProperty('sku');
    expect(wireA.image).toMatch(/^http:\/\//);
    for (const group of list) expect(group.cartInfoList.every((l: { merId: number }) => l.merId === group.merId)).toBe(true);
  });

  it('changes a quantity, but not above the stock nor on someone else\'s line', async () => {
    const { cartIds } = (await save([{ productId: a.productId, productAttrUnique: a.skuId, cartNum: 1 }])).body.data;
    expect((await mall.http('POST', '/api/front/cart/num', { token, body: { id: cartIds[0], number: 4 } })).body.code).toBe(200);
    expect(await count('?type=sum')).toBe(4);
    const before = await stateOf(mall.db);
    await mall.db.update(productSku).set({ stock: 3 }).where(eq(productSku.id, a.skuId));
    const over = await mall.http('POST', '/api/front/cart/num', { token, body: { id: cartIds[0], number: 5 } });
    expect(over.body.code).toBe(400);
    expect(over.body.message).toMatch(/^number: only 3 left/);
    await mall.db.update(productSku).set({ stock: a.stock }).where(eq(productSku.id, a.skuId));
    const theirs = await mall.http('POST', '/api/front/cart/num', { token: other, body: { id: cartIds[0], number: 2 } });
    expect(theirs.body.code).toBe(404);
    expect(await stateOf(mall.db)).toEqual(before);
  });

  it('refuses more than 99 of one SKU or more than the stock, all or nothing', async () => {
    await save([{ productId: a.productId, productAttrUnique: a.skuId, cartNum: 98 }].map((x) => ({ ...x, cartNum: Math.min(x.cartNum, a.stock) })));
    const before = await stateOf(mall.db);
    const res = await save([
      { productId: b.productId, productAttrUnique: b.skuId, cartNum: 1 },
      { productId: a.productId, productAttrUnique: a.skuId, cartNum: 99 },
    ]);
    expect(res.body.code).toBe(400);
    expect(res.body.message).toMatch(/^1\.cartNum: /);
    expect(await stateOf(mall.db)).toEqual(before);
  });

  it('refuses a new line over the stock, naming the line', async () => {
    await mall.db.update(productSku).set({ stock: 3 }).where(eq(productSku.id, a.skuId));
    try {
      const before = await stateOf(mall.db);
      const res = await save([{ productId: a.productId, productAttrUnique: a.skuId, cartNum: 4 }]);
      expect(res.body.code).toBe(400);
      expect(res.body.message).toMatch(/^0\.cartNum: only 3 left in stock/);
      expect(await stateOf(mall.db)).toEqual(before);
      expect((await save([{ productId: a.productId, productAttrUnique: a.skuId, cartNum: 3 }])).body.code).toBe(200);
    } finally {
      await mall.db.update(productSku).set({ stock: a.stock }).where(eq(productSku.id, a.skuId));
    }
  });

  it('refuses a SKU of another goods, and goods off the shelves', async () => {
    const before = await stateOf(mall.db);
    const mismatched = await save([{ productId: b.productId, productAttrUnique: a.skuId, cartNum: 1 }]);
    expect(mismatched.body.code).toBe(400);
    expect(mismatched.body.message).toMatch(/^0\.productAttrUnique: /);
    await mall.db.update(product).set({ isShow: false }).where(eq(product.id, a.productId));
    const hidden = await save([{ productId: a.productId, productAttrUnique: a.skuId, cartNum: 1 }]);
    expect(hidden.body.code).toBe(400);
    await mall.db.update(product).set({ isShow: true }).where(eq(product.id, a.productId));
    expect(await stateOf(mall.db)).toEqual(before);
  });

  it('lists lines whose goods went off sale as invalid', async () => {
    const { cartIds } = (await save([{ productId: a.productId, productAttrUnique: a.skuId, cartNum: 1 }])).body.data;
    await mall.db.update(product).set({ isShow: false }).where(eq(product.id, a.productId));
    expect(await count('?numType=true')).toBe(0);
    expect(await count('?numType=false')).toBe(1);
    const before = await stateOf(mall.db);
    const change = await mall.http('POST', '/api/front/cart/num', { token, body: { id: cartIds[0], number: 2 } });
    expect(change.body.code).toBe(400);
    expect(change.body.message).toMatch(/^id: this item is no longer available/);
    expect(await stateOf(mall.db)).toEqual(before);
    const invalid = (await mall.http('GET', '/api/front/cart/list?isValid=false', { token })).body.data;
    expect(invalid[0].cartInfoList[0]).toMatchObject({ attrStatus: false });
    await mall.db.update(product).set({ isShow: true }).where(eq(product.id, a.productId));
  });

  it('deletes the shopper\'s lines; an id that is not theirs deletes nothing', async () => {
    const { cartIds } = (
      await save([
        { productId: a.productId, productAttrUnique: a.skuId, cartNum: 1 },
        { productId: b.productId, productAttrUnique: b.skuId, cartNum: 1 },
      ])
    ).body.data;
    const before = await stateOf(mall.db);
    const theirs = await mall.http('POST', '/api/front/cart/delete', { token: other, body: { ids: [cartIds[0]] } });
    expect(theirs.body.code).toBe(404);
    const mixed = await mall.http('POST', '/api/front/cart/delete', { token, body: { ids: [cartIds[0], 999999] } });
    expect(mixed.body.code).toBe(404);
    expect(await stateOf(mall.db)).toEqual(before);
    expect((await mall.http('POST', '/api/front/cart/delete', { token, body: { ids: [cartIds[0]] } })).body.code).toBe(200);
    expect(await count()).toBe(1);
  });

  it('keeps carts apart: another shopper sees an empty cart', async () => {
    await save([{ productId: a.productId, productAttrUnique: a.skuId, cartNum: 1 }]);
    expect(await count('', other)).toBe(0);
    expect((await mall.http('GET', '/api/front/cart/list', { token: other })).body.data).toEqual([]);
  });
});

describe('cart under parallel requests', () => {
  // PostgreSQL runs these requests side by side on a pool of connections, where a
  // quantity read and then written back as an absolute value loses updates.
  // PGlite runs one transaction at a time, which hides that race; the cases run
  // on it all the same and must hold there too.
  const line = (n: number, sku = a) => ({ productId: sku.productId, productAttrUnique: sku.skuId, cartNum: n });
  const quantityOf = async (skuId: number) => {
    const [row] = await mall.db.select({ quantity: cartItem.quantity }).from(cartItem).where(eq(cartItem.skuId, skuId));
    return row?.quantity;
  };
  const burst = (n: number, body: (i: number) => unknown) => Promise.all(Array.from({ length: n }, (_, i) => save(body(i))));
  /** How many answers carried each envelope code. */
  const codes = (answers: { body: { code: number } }[]) =>
    answers.reduce<Record<number, number>>((tally, r) => ({ ...tally, [r.body.code]: (tally[r.body.code] ?? 0) + 1 }), {});
  const withStock = async (stock: number, run: () => Promise<void>) => {
    await mall.db.update(productSku).set({ stock }).where(eq(productSku.id, a.skuId));
    try {
      await run();
    } finally {
      await mall.db.update(productSku).set({ stock: a.stock }).where(eq(productSku.id, a.skuId));
    }
  };

  it('30 parallel "+1" saves of one line all count: the line ends 30 higher', async () => {
    await withStock(500, async () => {
      expect((await save([line(1)])).body.code).toBe(200);
      const answers = await burst(30, () => [line(1)]);
      expect(codes(answers)).toEqual({ 200: 30 });
      expect(await quantityOf(a.skuId)).toBe(31);
    });
  });

  it('parallel first saves of a SKU not yet in the cart make one line holding every unit', async () => {
    await withStock(500, async () => {
      const answers = await burst(30, () => [line(2)]);
      expect(codes(answers)).toEqual({ 200: 30 });
      expect(await mall.db.select().from(cartItem)).toHaveLength(1);
      expect(await quantityOf(a.skuId)).toBe(60);
      expect(new Set(answers.map((r) => r.body.data.cartIds[0])).size).toBe(1);
    });
  });

  it('parallel saves stop exactly at 99 a line: one 200 per unit added, a 400 naming the field for the rest', async () => {
    await withStock(500, async () => {
      await save([line(90)]);
      const answers = await burst(30, () => [line(1)]);
      expect(codes(answers)).toEqual({ 200: 9, 400: 21 });
      for (const r of answers.filter((x) => x.body.code === 400)) {
        expect(r.body.message).toMatch(/^0\.cartNum: at most 99 of one item fit in the cart \(already 99\)/);
        expect(r.body.data.errors).toEqual([{ field: '0.cartNum', message: expect.any(String) }]);
      }
      expect(await quantityOf(a.skuId)).toBe(99);
    });
  });

  it('parallel saves stop exactly at the stock: one 200 per unit added, a 400 naming the field for the rest', async () => {
    await withStock(20, async () => {
      await save([line(5)]);
      const answers = await burst(30, () => [line(1)]);
      expect(codes(answers)).toEqual({ 200: 15, 400: 15 });
      for (const r of answers.filter((x) => x.body.code === 400)) expect(r.body.message).toMatch(/^0\.cartNum: only 20 left in stock/);
      expect(await quantityOf(a.skuId)).toBe(20);
    });
  });

  it('parallel saves of the same two lines in opposite orders all succeed, and each line counts every unit', async () => {
    // Lines written in request order would lock A then B in one request and B then A in the other: a deadlock.
    await withStock(500, async () => {
      const answers = await burst(20, (i) => (i % 2 === 0 ? [line(1), line(1, b)] : [line(1, b), line(1)]));
      expect(codes(answers)).toEqual({ 200: 20 });
      expect(await quantityOf(a.skuId)).toBe(10 + 10);
      expect(await quantityOf(b.skuId)).toBe(20);
      // cartIds follow each request's order, whatever order the lines were written in.
      const [idA, idB] = answers[0]!.body.data.cartIds;
      expect(answers[1]!.body.data.cartIds).toEqual([idB, idA]);
    });
  });

  it('a request with a line over the bound adds none of its lines while other saves of the same lines go through', async () => {
    await withStock(500, async () => {
      await save([line(50)]);
      const answers = await burst(20, (i) => (i % 2 === 0 ? [line(1, b), line(1)] : [line(1, b), line(60)]));
      // 50 + 10 × 1 = 60, and any 60 on top passes 99: those requests must leave b untouched too.
      expect(codes(answers)).toEqual({ 200: 10, 400: 10 });
      for (const r of answers.filter((x) => x.body.code === 400)) expect(r.body.message).toMatch(/^1\.cartNum: at most 99/);
      expect(await quantityOf(a.skuId)).toBe(60);
      expect(await quantityOf(b.skuId)).toBe(10);
    });
  });

  it('parallel quantity changes are each checked against the stock: the line ends at an accepted number, never above the stock', async () => {
    await withStock(15, async () => {
      const { cartIds } = (await save([line(1)])).body.data;
      const wanted = Array.from({ length: 20 }, (_, i) => i + 1);
      const answers = await Promise.all(
        wanted.map((number) => mall.http('POST', '/api/front/cart/num', { token, body: { id: cartIds[0], number } })),
      );
      expect(answers.map((r) => r.body.code)).toEqual(wanted.map((n) => (n <= 15 ? 200 : 400)));
      for (const r of answers.filter((x) => x.body.code === 400)) expect(r.body.message).toMatch(/^number: only 15 left in stock/);
      const final = await quantityOf(a.skuId);
      expect(wanted.filter((n) => n <= 15)).toContain(final);
    });
  });
});
