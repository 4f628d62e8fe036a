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
import { orderNo } from './orderNo.ts';
import { preOrderTotals } from './preOrder.ts';

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
 * Places an order from a live pre-order (crmeb-api §6 rule 6), all in one
 * transaction: the pre-order is claimed (so a double submit creates one
 * order), the address is snapshotted, stock is taken, one master order and
 * one merchant order per shop are written with their lines, and the cart
 * lines it came from are removed. Any failure leaves everything as it was.
 * `payTypes` are the payment types switched on (see pay/payMethods.ts).
 * @returns the master order number (`PT…`), the unit of payment.
 * @throws {HttpError} 400 for an unavailable payment type, a missing address or
 * insufficient stock; 404 when the pre-order does not exist or expired.
 */
export async function createOrder(
  db: Db,
  userId: number,
  input: OrderCreateInput,
  payTypes: readonly PayTypeValue[],
): Promise<{ orderNo: string }> {
  if (!payTypes.includes(input.payType)) {
    throw badRequest('pay.unavailable', { payType: input.payType }, 'payType');
  }
  if (input.couponId) throw badRequest('order.couponMissing', { id: input.couponId }, 'couponId');

  return db.transaction(async (tx) => {
    const [pre] = await tx
      .delete(preOrder)
      .where(and(eq(preOrder.preOrderNo, input.preOrderNo), eq(preOrder.userId, userId), gt(preOrder.expiresAt, new Date())))
      .returning();
    if (!pre) throw notFound('order.preOrderGone');

    const [addr] = await tx
      .select()
      .from(address)
      .where(and(eq(address.id, input.addressId), eq(address.userId, userId), eq(address.isDel, false)))
      .limit(1);
    if (!addr) throw badRequest('order.addressMissing', {}, 'addressId');

    await takeStock(tx, pre.lines);

    const totals = preOrderTotals(pre.lines);
    const masterNo = orderNo('PT');
    const mark = input.mark?.trim() ?? '';
    await tx.insert(masterOrder).values({
      orderNo: masterNo,
      userId,
      totalNum: totals.units,
      proTotalPrice: totals.goods,
      totalPostage: totals.freight,
      payPrice: totals.total,
      payType: input.payType,
      payChannel: input.payChannel ?? 'pc',
      mark,
      addressId: addr.id,
      realName: addr.realName,
      userPhone: addr.countryCode ? `+${addr.countryCode} ${addr.phone}` : addr.phone,
      userAddress: [addr.country, addr.detail, addr.postCode].filter(Boolean).join(' '),
      email: addr.email,
    });

    for (const [i, group] of pre.lines.entries()) {
      const sums = totals.perMerchant[i]!;
      const merNo = orderNo('SH');
      await tx.insert(merchantOrder).values({
        orderNo: merNo,
        masterOrderNo: masterNo,
        userId,
        merId: group.merId,
        totalNum: sums.units,
        proTotalPrice: sums.goods,
        totalPostage: sums.freight,
        payPrice: sums.goods + sums.freight,
        userRemark: mark,
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
