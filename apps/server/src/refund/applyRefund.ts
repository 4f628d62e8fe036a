import { and, eq, isNull, sql } from 'drizzle-orm';
import { orderNo } from '../order/orderNo.ts';
import type { RefundApplyInfo, RefundApplyInput, RefundTypeValue } from '@mall/api';
import type { Db, Tx } from '../db/client.ts';
import { masterOrder, merchant, merchantOrder, orderItem, refundEvent, refundItem, refundOrder } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { attachUploads } from '../upload/attach.ts';
import { quoteRefund } from './refundMath.ts';
import type { RefundSettings } from './refundSettings.ts';
import { orderLines, postageRefunded, syncOrderRefundStatus, type OrderLine } from './refundableLines.ts';

/**
 * Asking money back (crmeb-api §4.9 `apply/refund`, `refund`; §6 rule 14;
 * the issue "After-sale": partial refunds per line, one open refund per
 * line, "refund only" before shipment and "return and refund" after receipt,
 * never while awaiting receipt).
 */

/** The kind of refund a merchant order allows now: refund only before shipment, return and refund once received; null otherwise. */
export function refundTypeFor(order: { paid: boolean; status: number }): RefundTypeValue | null {
  if (!order.paid) return null;
  if (order.status === 0) return 1;
  if (order.status === 2 || order.status === 3) return 2;
  return null;
}

const HOUR_MS = 60 * 60 * 1000;

/** What the refund form needs for one of the shopper's merchant orders (`GET /api/front/order/apply/refund/{SH…}`). */
export async function refundApplyInfo(db: Db, userId: number, orderNo: string, settings: RefundSettings): Promise<RefundApplyInfo> {
  const [order] = await db
    .select({ order: merchantOrder, merName: merchant.name })
    .from(merchantOrder)
    .innerJoin(merchant, eq(merchant.id, merchantOrder.merId))
    .where(and(eq(merchantOrder.orderNo, orderNo), eq(merchantOrder.userId, userId), eq(merchantOrder.isUserDel, false)))
    .limit(1);
  if (!order) throw notFound('order.notFound', { orderNo });
  const lines = await orderLines(db, orderNo);
  const left = lines.reduce((n, l) => n + (l.openRefundNo ? 0 : l.quantity - l.refundNum), 0);
  const type = refundTypeFor(order.order);
  return {
    id: order.order.id,
    orderNo,
    merId: order.order.merId,
    merName: order.merName,
    paid: order.order.paid,
    status: order.order.status,
    payPrice: order.order.payPrice,
    refundPrice: order.order.refundPrice,
    totalNum: order.order.totalNum,
    refundType: left > 0 ? type : null,
    maxImages: settings.maxImages,
    orderInfoList: lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      productName: l.productName,
      image: l.image,
      sku: l.sku,
      price: l.price,
      payNum: l.quantity,
      refundableNum: l.openRefundNo ? 0 : l.quantity - l.refundNum,
      openRefundNo: l.openRefundNo ?? '',
    })),
  };
}

/** Voucher images as either spelling sends them: a list, or URLs joined by commas (the provider's client). */
export function imagesOf(input: RefundApplyInput): { urls: string[]; field: string } {
  const field = input.refund_reason_wap_img !== undefined ? 'refund_reason_wap_img' : 'reasonImage';
  const value = input.refund_reason_wap_img ?? input.reasonImage ?? [];
  const urls = (Array.isArray(value) ? value : value.split(',')).map((u) => u.trim()).filter((u) => u !== '');
  return { urls, field };
}

/** Who asks and why, for {@link openRefund}. */
export interface RefundRequest {
  userId: number;
  items?: { orderInfoId: number; num: number }[];
  reason: string;
  explain: string;
  /** Stored image paths (already attached). */
  images: string[];
  byMerchant: boolean;
  now: Date;
  autoApproveHours: number;
  /** Any paid status may be refunded by the merchant; a shopper follows {@link refundTypeFor}. */
  type: RefundTypeValue;
  refundNo: string;
}

/**
 * Locks the master order, then merchant order `orderNo` (ADR 0009 pattern 3:
 * master before its shops, as payment, cancel and receipt take them).
 * @returns the merchant order, or undefined when it is not there (or not the shopper's when `userId` is given).
 */
export async function lockMerchantOrder(tx: Tx, orderNo: string, userId?: number) {
  await tx
    .select({ orderNo: masterOrder.orderNo })
    .from(masterOrder)
    .where(eq(masterOrder.orderNo, sql`(select ${merchantOrder.masterOrderNo} from ${merchantOrder} where ${merchantOrder.orderNo} = ${orderNo})`))
    .for('update');
  const [order] = await tx
    .select()
    .from(merchantOrder)
    .where(and(eq(merchantOrder.orderNo, orderNo), userId === undefined ? undefined : eq(merchantOrder.userId, userId)))
    .for('update');
  return order;
}

/**
 * Writes a refund of merchant order `order` (locked by the caller) under
 * review: its lines and amounts ({@link quoteRefund}), the units held on each
 * line (`refund_num`, `open_refund_no`: one open refund per line), the first
 * step of its timeline, and the order's refund status.
 * @throws {HttpError} 400 on `items` for a line not of the order, one with an
 *   open refund, or more units than are left; 400 `refund.nothingLeft` when nothing is left to ask back.
 */
export async function openRefund(tx: Tx, order: typeof merchantOrder.$inferSelect, request: RefundRequest): Promise<string> {
  const lines = await orderLines(tx, order.orderNo, true);
  const byId = new Map(lines.map((l) => [l.id, l]));
  const asked = new Map<number, number>();
  if (request.items) {
    for (const item of request.items) {
      const line = byId.get(item.orderInfoId);
      if (!line) throw badRequest('refund.lineUnknown', { id: item.orderInfoId }, 'items');
      if (line.openRefundNo) throw badRequest('refund.lineOpen', { id: item.orderInfoId, refundOrderNo: line.openRefundNo }, 'items');
      const already = asked.get(line.id) ?? 0;
      if (already + item.num > line.quantity - line.refundNum) {
        throw badRequest('refund.tooManyUnits', { id: item.orderInfoId, left: line.quantity - line.refundNum }, 'items');
      }
      asked.set(line.id, already + item.num);
    }
  } else {
    for (const line of lines) if (!line.openRefundNo && line.quantity > line.refundNum) asked.set(line.id, line.quantity - line.refundNum);
  }
  if (asked.size === 0) throw badRequest('refund.nothingLeft', {}, 'orderNo');

  const quote = quoteRefund(lines as OrderLine[], asked, order.payPrice, order.totalPostage, await postageRefunded(tx, order.orderNo));
  const no = request.refundNo;
  const totalNum = quote.lines.reduce((n, l) => n + l.num, 0);
  await tx.insert(refundOrder).values({
    refundOrderNo: no,
    merOrderNo: order.orderNo,
    masterOrderNo: order.masterOrderNo,
    userId: order.userId,
    merId: order.merId,
    refundType: request.type,
    refundStatus: 0,
    totalNum,
    refundPrice: quote.total,
    goodsPrice: quote.goods,
    postagePrice: quote.postage,
    reason: request.reason,
    explain: request.explain,
    images: request.images,
    byMerchant: request.byMerchant,
    autoApproveAt: request.byMerchant ? null : new Date(request.now.getTime() + request.autoApproveHours * HOUR_MS),
    createdAt: request.now,
  });
  await tx.insert(refundItem).values(quote.lines.map((l) => ({ refundOrderNo: no, orderItemId: l.id, num: l.num, refundPrice: l.money })));
  for (const line of quote.lines) {
    // Pattern 4: the line is held by one conditional write; the check constraint keeps refund_num ≤ quantity whatever happens.
    const [held] = await tx
      .update(orderItem)
      .set({ refundNum: sql`${orderItem.refundNum} + ${line.num}`, openRefundNo: no })
      .where(and(eq(orderItem.id, line.id), isNull(orderItem.openRefundNo)))
      .returning({ id: orderItem.id });
    if (!held) throw badRequest('refund.lineOpen', { id: line.id, refundOrderNo: '' }, 'items');
  }
  await tx.insert(refundEvent).values({
    refundOrderNo: no,
    event: 'apply',
    status: 0,
    actor: request.byMerchant ? 'merchant' : 'shopper',
    note: '',
    createdAt: request.now,
  });
  await syncOrderRefundStatus(tx, order.orderNo);
  return no;
}

/**
 * The shopper asks money back on units of their merchant order
 * (`POST /api/front/order/refund`), in one transaction.
 * @returns the refund number (`RE…`).
 * @throws {HttpError} 404 for an order that is not the shopper's; 400 on
 *   `orderNo` when it cannot be refunded now (unpaid, awaiting receipt,
 *   cancelled: crmeb-api §6 rule 14), on `items` (see {@link openRefund}), on
 *   the images field for too many images or one that is not the shopper's upload.
 *   Nothing changes then.
 */
export async function applyRefund(db: Db, userId: number, input: RefundApplyInput, settings: RefundSettings, now = new Date()): Promise<{ refundOrderNo: string }> {
  const { urls, field } = imagesOf(input);
  if (urls.length > settings.maxImages) throw badRequest('refund.tooManyImages', { max: settings.maxImages }, field);
  const explain = input.refund_reason_wap_explain ?? input.explain ?? '';
  return db.transaction(async (tx) => {
    const order = await lockMerchantOrder(tx, input.orderNo, userId);
    if (!order || order.isUserDel) throw notFound('order.notFound', { orderNo: input.orderNo });
    if (order.paid && order.status === 1) throw badRequest('refund.awaitingReceipt', {}, 'orderNo');
    const type = refundTypeFor(order);
    if (type === null) throw badRequest('refund.notRefundable', {}, 'orderNo');
    const no = orderNo('RE', now);
    const images = await attachUploads(tx, userId, urls, `refund:${no}`, field);
    const refundOrderNo = await openRefund(tx, order, {
      userId,
      items: input.items,
      reason: input.text.trim(),
      explain: explain.trim(),
      images,
      byMerchant: false,
      now,
      autoApproveHours: settings.autoApproveHours,
      type,
      refundNo: no,
    });
    return { refundOrderNo };
  });
}
