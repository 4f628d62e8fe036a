import { asc, eq, sql } from 'drizzle-orm';
import { appUser, coupon, merchantOrder, orderLogistics, product, productSku, userCoupon } from '../src/db/schema.ts';
import { createShopper, type TestMall } from './harness.ts';
import { addAddress, orderFromCart, type BuyableSku, type CheckoutChoices } from './shopping.ts';

export type { CheckoutChoices };

/*
 * Helpers of the tests of an order's life after checkout (orderLife,
 * points, sweeper, visitor, concurrency): a shopper with money and points,
 * a checkout with coupons and points through the API, and shipping done as
 * the operator's code does it (the operator's area tests its own routes).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A signed-in shopper with an address, `balance` cents and `points` spendable points. */
export interface Shopper {
  id: number;
  token: string;
  addressId: number;
}

/** Adds a shopper (phone `phone`, password `Test@1234`) with a balance and points, signed in, with an address. */
export async function newShopper(mall: TestMall, phone: string, balance = 100_000_000, points = 0): Promise<Shopper> {
  const id = await createShopper(mall.db, phone, balance);
  if (points > 0) await mall.db.update(appUser).set({ integral: points }).where(eq(appUser.id, id));
  const token = await mall.login(phone, 'Test@1234');
  const addressId = await addAddress(mall, token);
  return { id, token, addressId };
}

/** Checks `lines` out of the cart as one order through the API; returns the master order number (`PT…`). */
export function checkout(mall: TestMall, who: Shopper, lines: [BuyableSku, number][], choices: CheckoutChoices = {}): Promise<string> {
  return orderFromCart(mall, who.token, who.addressId, lines, choices);
}

/** Pays a master order from the balance through the API. @throws when refused. */
export async function payWithBalance(mall: TestMall, who: Shopper, orderNo: string): Promise<void> {
  const res = await mall.http('POST', '/api/front/pay/payment', { token: who.token, body: { orderNo, payType: 'yue', payChannel: 'pc' } });
  if (res.body.code !== 200) throw new Error(`pay/payment: ${res.body.message}`);
}

/** The merchant orders (`SH…`) of a master order, by id. */
export async function shopOrdersOf(mall: TestMall, masterNo: string): Promise<(typeof merchantOrder.$inferSelect)[]> {
  return mall.db.select().from(merchantOrder).where(eq(merchantOrder.masterOrderNo, masterNo)).orderBy(asc(merchantOrder.id));
}

/** Gives shopper `userId` an unused coupon of shop `merId` (whole shop, no minimum) worth `money` cents; returns its `user_coupon` id. */
export async function giveShopCoupon(mall: TestMall, userId: number, merId: number, money: number): Promise<number> {
  const now = Date.now();
  const [offer] = await mall.db
    .insert(coupon)
    .values({ merId, name: `test coupon ${money}`, money, minPrice: 0, useType: 1, receiveStartTime: new Date(now - DAY_MS), isFixedTime: false, day: 30 })
    .returning({ id: coupon.id });
  const [mine] = await mall.db
    .insert(userCoupon)
    .values({
      couponId: offer!.id,
      userId,
      merId,
      name: `test coupon ${money}`,
      money,
      minPrice: 0,
      useType: 1,
      status: 0,
      startTime: new Date(now - DAY_MS),
      endTime: new Date(now + 30 * DAY_MS),
      type: 'send',
    })
    .returning({ id: userCoupon.id });
  return mine!.id;
}

/** Stock and sales of a SKU and of its goods. */
export async function stockOf(mall: TestMall, sku: BuyableSku): Promise<{ stock: number; sales: number; productStock: number; productSales: number }> {
  const [row] = await mall.db
    .select({ stock: productSku.stock, sales: productSku.sales, productStock: product.stock, productSales: product.sales })
    .from(productSku)
    .innerJoin(product, eq(product.id, productSku.productId))
    .where(eq(productSku.id, sku.skuId));
  return row!;
}

/** A shopper's spendable points. */
export async function pointsOf(mall: TestMall, userId: number): Promise<number> {
  const [row] = await mall.db.select({ integral: appUser.integral }).from(appUser).where(eq(appUser.id, userId));
  return row!.integral;
}

/** The default track of a test parcel, oldest first. */
export const TEST_TRACES = [
  { AcceptStation: '【杭州市】已揽收', AcceptTime: '2026-03-01T02:00:00.000Z' },
  { AcceptStation: '【杭州转运中心】运输中', AcceptTime: '2026-03-01T10:30:00.000Z' },
];

/**
 * Ships merchant order `orderNo` by express as the operator's code does
 * (status 0 → 1, company, code, tracking number, shipping time, auto-receipt
 * due `autoReceiptDays` later, the logistics row with its track).
 */
export async function shipByExpress(
  mall: TestMall,
  orderNo: string,
  { now = new Date(), autoReceiptDays = 10, traces = TEST_TRACES, state = 2 } = {},
): Promise<void> {
  const shipped = await mall.db
    .update(merchantOrder)
    .set({
      status: 1,
      deliveryType: 'express',
      expressName: '顺丰速运',
      expressCode: 'SF',
      trackingNo: `SF${orderNo.slice(-10)}`,
      deliveryTime: now,
      autoReceiptAt: new Date(now.getTime() + autoReceiptDays * DAY_MS),
    })
    .where(sql`${merchantOrder.orderNo} = ${orderNo} and ${merchantOrder.status} = 0`)
    .returning({ orderNo: merchantOrder.orderNo });
  if (shipped.length !== 1) throw new Error(`${orderNo} is not awaiting shipment`);
  await mall.db.insert(orderLogistics).values({ merOrderNo: orderNo, expName: '顺丰速运', expCode: 'SF', expNo: `SF${orderNo.slice(-10)}`, state, traces });
}

/** Ships merchant order `orderNo` by a courier (name and phone), as the operator's code does. */
export async function shipByCourier(mall: TestMall, orderNo: string, now = new Date(), autoReceiptDays = 10): Promise<void> {
  const shipped = await mall.db
    .update(merchantOrder)
    .set({
      status: 1,
      deliveryType: 'send',
      deliveryName: '张师傅',
      deliveryPhone: '13911112222',
      deliveryTime: now,
      autoReceiptAt: new Date(now.getTime() + autoReceiptDays * DAY_MS),
    })
    .where(sql`${merchantOrder.orderNo} = ${orderNo} and ${merchantOrder.status} = 0`)
    .returning({ orderNo: merchantOrder.orderNo });
  if (shipped.length !== 1) throw new Error(`${orderNo} is not awaiting shipment`);
}

export { DAY_MS };
