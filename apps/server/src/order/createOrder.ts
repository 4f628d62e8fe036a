import { and, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { OrderCreateInput, PayTypeValue } from '@mall/api';
import { onSale } from '../catalog/visibility.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  address,
  cartItem,
  masterOrder,
  merchant,
  merchantOrder,
  orderItem,
  preOrder,
  product,
  productSku,
  type PreOrderLines,
} from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { claimCoupons } from '../coupon/checkoutCoupons.ts';
import { spendPoints } from '../points/ledger.ts';
import { orderNo } from './orderNo.ts';
import { priceLines, type CheckoutSettings } from './preOrder.ts';

/**
 * Takes the stock of every line, or fails the whole order. Each SKU is
 * decremented with a conditional update (`stock >= quantity`), so two buyers
 * racing for the last unit cannot both get it; SKUs are locked in id order so
 * concurrent orders never deadlock.
 */
async function takeStock(tx: Tx, lines: PreOrderLines): Promise<void> {
  const items = lines.flatMap((g) => g.items).sort((a, b) => a.skuId - b.skuId);
  const sellable = await tx
    .select({ id: product.id })
    .from(product)
    .innerJoin(merchant, eq(merchant.id, product.merId))
    .where(and(inArray(product.id, [...new Set(items.map((i) => i.productId))]), onSale));
  const onSaleIds = new Set(sellable.map((p) => p.id));
  for (const item of items) {
    if (!onSaleIds.has(item.productId)) throw badRequest('goods.offSale', { name: item.productName }, 'preOrderNo');
    const taken = await tx
      .update(productSku)
      .set({ stock: sql`${productSku.stock} - ${item.quantity}`, sales: sql`${productSku.sales} + ${item.quantity}` })
      .where(and(eq(productSku.id, item.skuId), gte(productSku.stock, item.quantity)))
      .returning({ id: productSku.id });
    if (taken.length === 0) {
      const [left] = await tx.select({ stock: productSku.stock }).from(productSku).where(eq(productSku.id, item.skuId));
      throw badRequest('stock.insufficient', { name: item.productName, sku: item.sku, left: left?.stock ?? 0 }, 'preOrderNo');
    }
    await tx
      .update(product)
      .set({ stock: sql`${product.stock} - ${item.quantity}`, sales: sql`${product.sales} + ${item.quantity}` })
      .where(eq(product.id, item.productId));
  }
}

/**
 * The buyer's note of each shop: its own `orderMerchantRequestList` remark,
 * else the provider's single `mark`.
 * @throws {HttpError} 400 naming `orderMerchantRequestList.N.merId` for a shop not in the order.
 */
function notesOf(input: OrderCreateInput, lines: PreOrderLines): Map<number, string> {
  const mark = input.mark?.trim() ?? '';
  const inOrder = new Set(lines.map((g) => g.merId));
  const notes = new Map(lines.map((g) => [g.merId, mark]));
  for (const [i, request] of (input.orderMerchantRequestList ?? []).entries()) {
    if (!inOrder.has(request.merId)) throw badRequest('order.merchantNotInOrder', { merId: request.merId }, `orderMerchantRequestList.${i}.merId`);
    const remark = request.remark?.trim() ?? '';
    if (remark) notes.set(request.merId, remark);
  }
  return notes;
}

/**
 * Places an order from a live pre-order (crmeb-api §6 rules 5 and 6), unpaid:
 * paying is the next step (`pay/payment`, crmeb-wire §7). All in one
 * transaction, in this order, so that concurrent checkouts take their locks
 * alike (ADR 0009 pattern 3):
 * 1. the pre-order is claimed by deleting it (pattern 4: a double submit creates one order);
 * 2. the address is snapshotted;
 * 3. the price is recomputed with the same pricing as `computed/price`
 *    (order/pricing.ts); with `priceKey` given, a different result refuses
 *    the order;
 * 4. stock is taken, SKU by SKU in id order, each a conditional update (pattern 1);
 * 5. the coupons are claimed, each a conditional update 0 → 1 (pattern 4);
 * 6. the points are spent (points/ledger.ts, conditional on the balance);
 * 7. one master order and one merchant order per shop are written with every
 *    discount, and `pay_deadline` = now + `ORDER_UNPAID_TTL_S`, cash on
 *    delivery included: it is the payment step that confirms it for shipping
 *    (pay/payOrder.ts) and clears the deadline, so an order nobody confirms
 *    cannot keep its stock;
 * 8. the units bought leave the cart.
 * Any refusal rolls all of it back.
 * @returns the master order number (`PT…`), the unit of payment.
 * @throws {HttpError} 400 `payType` (none chosen: "select payment method",
 *   or not on offer), `addressId` (none chosen: "select shipping address",
 *   or not the shopper's), `couponId`/`couponIds` (a coupon that cannot be
 *   used, or was claimed by another order meanwhile), `useIntegral` (the
 *   points were spent meanwhile), `priceKey` (`order.priceChanged`),
 *   `orderMerchantRequestList.N.merId`, `preOrderNo` (stock, off sale);
 *   404 `order.preOrderGone` when the pre-order does not exist or expired.
 */
export async function createOrder(
  db: Db,
  userId: number,
  input: OrderCreateInput,
  payTypes: readonly PayTypeValue[],
  settings: CheckoutSettings,
  now = new Date(),
): Promise<{ orderNo: string }> {
  const payType = input.payType;
  if (!payType) throw badRequest('order.selectPayType', {}, 'payType');
  if (!payTypes.includes(payType)) throw badRequest('pay.unavailable', { payType }, 'payType');
  const addressId = input.addressId;
  if (!addressId) throw badRequest('order.selectAddress', {}, 'addressId');

  return db.transaction(async (tx) => {
    const [pre] = await tx
      .delete(preOrder)
      .where(and(eq(preOrder.preOrderNo, input.preOrderNo), eq(preOrder.userId, userId), gt(preOrder.expiresAt, now)))
      .returning();
    if (!pre) throw notFound('order.preOrderGone');

    const [addr] = await tx
      .select()
      .from(address)
      .where(and(eq(address.id, addressId), eq(address.userId, userId), eq(address.isDel, false)))
      .limit(1);
    if (!addr) throw badRequest('order.addressMissing', {}, 'addressId');
    const notes = notesOf(input, pre.lines);

    const { result, coupons, priceKey } = await priceLines(tx, userId, pre.preOrderNo, pre.lines, input, settings.points, now);
    if (input.priceKey !== undefined && input.priceKey !== priceKey) throw badRequest('order.priceChanged', {}, 'priceKey');

    await takeStock(tx, pre.lines);
    const masterNo = orderNo('PT');
    await claimCoupons(tx, userId, coupons, masterNo, now);
    await spendPoints(tx, userId, result.points, masterNo);

    await tx.insert(masterOrder).values({
      orderNo: masterNo,
      userId,
      totalNum: result.units,
      proTotalPrice: result.goods,
      totalPostage: result.freight,
      couponPrice: result.coupon,
      platCouponPrice: result.platCoupon,
      platCouponId: result.platCouponId,
      useIntegral: result.points,
      integralPrice: result.pointsMoney,
      payPrice: result.pay,
      payType,
      payChannel: input.payChannel ?? 'pc',
      payDeadline: new Date(now.getTime() + settings.orders.unpaidTtlS * 1000),
      mark: input.mark?.trim() ?? '',
      addressId: addr.id,
      realName: addr.realName,
      userPhone: addr.countryCode ? `+${addr.countryCode} ${addr.phone}` : addr.phone,
      userAddress: [addr.country, addr.detail, addr.postCode].filter(Boolean).join(' '),
      email: addr.email,
      createdAt: now,
    });

    for (const [i, group] of pre.lines.entries()) {
      const shop = result.shops[i]!;
      const merNo = orderNo('SH');
      await tx.insert(merchantOrder).values({
        orderNo: merNo,
        masterOrderNo: masterNo,
        userId,
        merId: group.merId,
        totalNum: shop.units,
        proTotalPrice: shop.goods,
        totalPostage: shop.freight,
        couponPrice: shop.coupon,
        merCouponId: shop.merCouponId,
        merCouponPrice: shop.merCoupon,
        platCouponPrice: shop.platCoupon,
        useIntegral: shop.points,
        integralPrice: shop.pointsMoney,
        payPrice: shop.pay,
        userRemark: notes.get(group.merId) ?? '',
        createdAt: now,
      });
      await tx.insert(orderItem).values(
        group.items.map((item) => ({
          merOrderNo: merNo,
          productId: item.productId,
          skuId: item.skuId,
          productName: item.productName,
          image: item.image,
          sku: item.sku,
          price: item.price,
          quantity: item.quantity,
        })),
      );
    }

    if (pre.cartIds.length > 0) {
      // The units bought leave the cart, not the whole line: units added to it since the pre-order stay.
      // A line with no more than were bought goes; another loses them by an atomic decrement (as
      // cart/cartChanges.ts adds), so a concurrent add is never lost and a quantity never drops below 1.
      for (const item of pre.lines.flatMap((g) => g.items)) {
        const line = and(eq(cartItem.userId, userId), inArray(cartItem.id, pre.cartIds), eq(cartItem.skuId, item.skuId));
        await tx.delete(cartItem).where(and(line, lte(cartItem.quantity, item.quantity)));
        await tx
          .update(cartItem)
          .set({ quantity: sql`${cartItem.quantity} - ${item.quantity}`, updatedAt: sql`now()` })
          .where(line);
      }
    }
    return { orderNo: masterNo };
  });
}
