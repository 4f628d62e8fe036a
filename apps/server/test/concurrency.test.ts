import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterOrder, productSku } from '../src/db/schema.ts';
import { startMall, type TestMall } from './harness.ts';
import { addAddress, buyableSkus, buyNow } from './shopping.ts';

let mall: TestMall;
beforeAll(async () => {
  mall = await startMall();
});
afterAll(() => mall.close());

describe('no overselling', () => {
  it('50 parallel orders for a SKU with 10 in stock: exactly 10 succeed and the stock ends at 0', async () => {
    const token = await mall.login();
    const addressId = await addAddress(mall, token);
    const [sku] = await buyableSkus(mall, 10);
    await mall.db.update(productSku).set({ stock: 10 }).where(eq(productSku.id, sku!.skuId));
    // Each buyer holds a priced pre-order before the race starts, as at the end of a real checkout.
    const preOrders: string[] = [];
    for (let i = 0; i < 50; i++) preOrders.push(await buyNow(mall, token, sku!, 1));
    const ordersBefore = (await mall.db.select().from(masterOrder)).length;

    const answers = await Promise.all(
      preOrders.map((preOrderNo) =>
        mall.http('POST', '/api/front/order/create', { token, body: { preOrderNo, addressId, payType: 'yue' } }),
      ),
    );
    const won = answers.filter((a) => a.body.code === 200);
    const lost = answers.filter((a) => a.body.code !== 200);
    expect(won).toHaveLength(10);
    expect(lost).toHaveLength(40);
    for (const a of lost) {
      expect(a.body.code).toBe(400);
      expect(a.body.message).toMatch(/insufficient stock/);
    }
    const [after] = await mall.db.select({ stock: productSku.stock, sales: productSku.sales }).from(productSku).where(eq(productSku.id, sku!.skuId));
    expect(after!.stock).toBe(0);
    expect((await mall.db.select().from(masterOrder)).length).toBe(ordersBefore + 10);
  });
});
