import { and, eq, gt, inArray } from 'drizzle-orm';
import {
  PRE_ORDER_TTL_SECONDS,
  type ComputedPrice,
  type ComputedPriceInput,
  type OrderCoupon,
  type PreOrder,
  type PreOrderInput,
} from '@mall/api';
import { defaultAddressId } from '../address/addressBook.ts';
import { onSale } from '../catalog/visibility.ts';
import type { Db } from '../db/client.ts';
import { cartItem, merchant, preOrder, product, productSku, type PreOrderLines } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { preOrderNo } from './orderNo.ts';

interface Wanted {
  skuId: number;
  productId: number;
  quantity: number;
  /** Where the line came from in the request, for error messages. */
  field: string;
}

/** Reads the requested lines: cart lines of the shopper, or the one buy-now line. */
async function wantedLines(db: Db, userId: number, input: PreOrderInput): Promise<{ lines: Wanted[]; cartIds: number[] }> {
  if (input.preOrderType === 'buyNow') {
    if (input.orderDetails.length !== 1) throw badRequest('order.buyNowOneLine', {}, 'orderDetails');
    const [d] = input.orderDetails;
    for (const key of ['productId', 'attrValueId', 'productNum'] as const) {
      if (d?.[key] === undefined) throw badRequest('order.requiredFor', { type: 'buyNow' }, `orderDetails.0.${key}`);
    }
    return { lines: [{ skuId: d!.attrValueId!, productId: d!.productId!, quantity: d!.productNum!, field: 'orderDetails.0' }], cartIds: [] };
  }
  const ids: number[] = [];
  for (const [i, d] of input.orderDetails.entries()) {
    if (d.shoppingCartId === undefined) {
      throw badRequest('order.requiredFor', { type: 'shoppingCart' }, `orderDetails.${i}.shoppingCartId`);
    }
    ids.push(d.shoppingCartId);
  }
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: cartItem.id, skuId: cartItem.skuId, productId: cartItem.productId, quantity: cartItem.quantity })
    .from(cartItem)
    .where(and(eq(cartItem.userId, userId), inArray(cartItem.id, unique)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lines = unique.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound('cart.itemNotFound', { id });
    if (row.skuId === null) throw badRequest('cart.lineUnavailable', { id }, 'orderDetails');
    return { skuId: row.skuId, productId: row.productId, quantity: row.quantity, field: `cart item ${id}` };
  });
  return { lines, cartIds: unique };
}

/**
 * Checks and prices a checkout (crmeb-api §6 rule 4): every SKU on sale in an
 * open shop with enough stock; lines grouped by shop; freight = Σ per-unit
 * postage × quantity. The result is kept for {@link PRE_ORDER_TTL_SECONDS}.
 * @throws {HttpError} 400 naming the line that cannot be bought; 404 for cart lines that are not the shopper's.
 */
export async function makePreOrder(db: Db, userId: number, input: PreOrderInput): Promise<{ preOrderNo: string }> {
  const { lines, cartIds } = await wantedLines(db, userId, input);
  const skus = await db
    .select({
      skuId: productSku.id,
      productId: productSku.productId,
      sku: productSku.sku,
      price: productSku.price,
      stock: productSku.stock,
      skuImage: productSku.image,
      productName: product.name,
      productImage: product.image,
      postage: product.postage,
      merId: merchant.id,
      merName: merchant.name,
    })
    .from(productSku)
    .innerJoin(product, eq(product.id, productSku.productId))
    .innerJoin(merchant, eq(merchant.id, product.merId))
    .where(and(inArray(productSku.id, lines.map((l) => l.skuId)), onSale));
  const bySku = new Map(skus.map((s) => [s.skuId, s]));

  const groups = new Map<number, PreOrderLines[number]>();
  for (const line of lines) {
    const sku = bySku.get(line.skuId);
    if (!sku || sku.productId !== line.productId) throw badRequest('goods.lineUnavailable', {}, line.field);
    if (sku.stock < line.quantity) {
      throw badRequest('stock.insufficient', { name: sku.productName, sku: sku.sku, left: sku.stock }, line.field);
    }
    const group = groups.get(sku.merId) ?? { merId: sku.merId, merName: sku.merName, items: [] };
    groups.set(sku.merId, group);
    group.items.push({
      productId: sku.productId,
      skuId: sku.skuId,
      productName: sku.productName,
      image: sku.skuImage || sku.productImage,
      sku: sku.sku,
      price: sku.price,
      quantity: line.quantity,
      postage: sku.postage,
    });
  }

  const no = preOrderNo();
  const now = new Date();
  await db.insert(preOrder).values({
    preOrderNo: no,
    userId,
    type: input.preOrderType,
    lines: [...groups.values()],
    cartIds,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PRE_ORDER_TTL_SECONDS * 1000),
  });
  return { preOrderNo: no };
}

/** Totals of priced lines, in cents. */
export function preOrderTotals(lines: PreOrderLines) {
  let goods = 0;
  let freight = 0;
  let units = 0;
  const perMerchant = lines.map((group) => {
    let g = 0;
    let f = 0;
    for (const item of group.items) {
      g += item.price * item.quantity;
      f += item.postage * item.quantity;
      units += item.quantity;
    }
    goods += g;
    freight += f;
    return { merId: group.merId, goods: g, freight: f, units: group.items.reduce((n, i) => n + i.quantity, 0) };
  });
  return { goods, freight, units, total: goods + freight, perMerchant };
}

/**
 * A live pre-order of the shopper priced with a coupon (crmeb-api §4.7
 * `computed/price`). Checkout takes no coupons yet, so a coupon is refused
 * as `order/create` refuses it; without one the pre-order's own totals come back.
 * @throws {HttpError} 404 when the pre-order does not exist, is not the shopper's or expired; 400 for a coupon.
 */
export async function computePrice(db: Db, userId: number, input: ComputedPriceInput): Promise<ComputedPrice> {
  if (input.couponId) throw badRequest('order.couponMissing', { id: input.couponId }, 'couponId');
  const row = await livePreOrder(db, userId, input.preOrderNo);
  const totals = preOrderTotals(row.lines);
  return { proTotalFee: totals.goods, freightFee: totals.freight, couponFee: 0, payFee: totals.total };
}

/**
 * The coupons of the shopper a live pre-order may use (crmeb-api §4.13
 * `coupons/order`): none, while checkout takes no coupons.
 * @throws {HttpError} 404 when the pre-order does not exist, is not the shopper's or expired.
 */
export async function couponsForPreOrder(db: Db, userId: number, no: string): Promise<OrderCoupon[]> {
  await livePreOrder(db, userId, no);
  return [];
}

/** A pre-order of the shopper that has not expired. @throws {HttpError} 404 otherwise. */
async function livePreOrder(db: Db, userId: number, no: string) {
  const [row] = await db
    .select()
    .from(preOrder)
    .where(and(eq(preOrder.preOrderNo, no), eq(preOrder.userId, userId), gt(preOrder.expiresAt, new Date())))
    .limit(1);
  if (!row) throw notFound('order.preOrderGone');
  return row;
}

/**
 * The confirm-page view of a live pre-order of the shopper (crmeb-api §4.7 PreOrderVo).
 * @throws {HttpError} 404 when it does not exist, is not the shopper's, or has expired.
 */
export async function loadPreOrder(db: Db, userId: number, no: string): Promise<PreOrder> {
  const row = await livePreOrder(db, userId, no);
  const totals = preOrderTotals(row.lines);
  return {
    preOrderNo: row.preOrderNo,
    proTotalFee: totals.goods,
    orderProNum: totals.units,
    freightFee: totals.freight,
    totalPrice: totals.total,
    couponFee: 0,
    payFee: totals.total,
    addressId: await defaultAddressId(db, userId),
    orderList: row.lines.map((group, i) => ({
      merId: group.merId,
      merName: group.merName,
      proTotalFee: totals.perMerchant[i]!.goods,
      freightFee: totals.perMerchant[i]!.freight,
      orderInfoList: group.items.map((item) => ({
        productId: item.productId,
        productName: item.productName,
        attrValueId: item.skuId,
        image: item.image,
        sku: item.sku,
        price: item.price,
        payNum: item.quantity,
        postage: item.postage,
      })),
    })),
    cartIdList: row.cartIds,
    expiresAt: row.expiresAt,
  };
}
