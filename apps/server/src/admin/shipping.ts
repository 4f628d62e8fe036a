import { and, eq } from 'drizzle-orm';
import type { AdminOrder, AdminShipInput, DeliveryTypeValue } from '@mall/api';
import type { Mailer } from '../auth/delivery/courier.ts';
import type { OrderSettings } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { masterOrder, merchantOrder, orderLogistics, type LogisticsTrace } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { notifyOrderShipped, type NotifyLog } from '../order/notify.ts';
import { getAdminOrder } from './adminOrders.ts';
import { writeAudit, type Actor } from './audit.ts';

/**
 * What shipping needs: the auto-receipt delay (`ORDER_AUTO_RECEIPT_DAYS`),
 * and where the shopper's "your order has shipped" email goes (the mall's
 * courier: SMTP or the outbox; order/notify.ts).
 */
export interface ShipSettings extends Pick<OrderSettings, 'autoReceiptDays'> {
  mailer: Mailer;
  /** Where a notice that could not be sent is reported (the server's logger; the console by default). */
  log?: NotifyLog;
}

/** The delivery columns of a merchant order, as a shipment sets them. */
interface Delivery {
  deliveryType: DeliveryTypeValue;
  expressName: string;
  expressCode: string;
  trackingNo: string;
  deliveryName: string;
  deliveryPhone: string;
}

type ShipField = Exclude<keyof AdminShipInput, 'deliveryType'>;
const FIELDS_OF: Record<DeliveryTypeValue, ShipField[]> = {
  express: ['expressName', 'expressCode', 'trackingNo'],
  send: ['deliveryName', 'deliveryPhone'],
  noNeed: [],
};

/**
 * The delivery columns a shipment sets, from the operator's input: the
 * fields its type needs must be there, and fields of another type must not
 * (a tracking number sent with a courier is a mistake to point out, not to drop).
 * @throws {HttpError} 400 `admin.requiredFor` or `admin.fieldNotFor`, naming the field.
 */
export function deliveryOf(input: AdminShipInput): Delivery {
  const type = input.deliveryType;
  for (const field of Object.keys(FIELDS_OF) as DeliveryTypeValue[]) {
    if (field === type) continue;
    for (const stray of FIELDS_OF[field]) if (input[stray] !== undefined) throw badRequest('admin.fieldNotFor', { type }, stray);
  }
  const need = (field: ShipField): string => {
    const value = input[field]?.trim();
    if (!value) throw badRequest('admin.requiredFor', { type }, field);
    return value;
  };
  const none = { expressName: '', expressCode: '', trackingNo: '', deliveryName: '', deliveryPhone: '' };
  switch (type) {
    case 'express':
      return { ...none, deliveryType: type, expressName: need('expressName'), expressCode: input.expressCode?.trim() ?? '', trackingNo: need('trackingNo') };
    case 'send':
      return { ...none, deliveryType: type, deliveryName: need('deliveryName'), deliveryPhone: need('deliveryPhone') };
    case 'noNeed':
      return { ...none, deliveryType: type };
  }
}

/** An instant to the whole second, as the wire writes times: track points compare as they are shown. */
export function toSecond(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

/** The first point of an express shipment's track. */
export function pickedUpBy(expressName: string): string {
  return `Picked up by ${expressName}`;
}

/** What the audit log keeps of a merchant order's shipping state. */
function shippingState(o: typeof merchantOrder.$inferSelect): Record<string, unknown> {
  return {
    status: o.status,
    deliveryType: o.deliveryType,
    expressName: o.expressName,
    expressCode: o.expressCode,
    trackingNo: o.trackingNo,
    deliveryName: o.deliveryName,
    deliveryPhone: o.deliveryPhone,
    deliveryTime: o.deliveryTime?.toISOString() ?? null,
    autoReceiptAt: o.autoReceiptAt?.toISOString() ?? null,
  };
}

/**
 * Why a merchant order cannot be shipped (it was read under its lock).
 * @throws {HttpError} 400 naming `orderNo`, always.
 */
function refuse(
  order: typeof merchantOrder.$inferSelect,
  master: { paid: boolean; isCancel: boolean; payType: string; payDeadline: Date | null },
): never {
  if (master.isCancel || order.status === 9) throw badRequest('admin.orderCancelled', {}, 'orderNo');
  if (order.status !== 0) throw badRequest('admin.alreadyShipped', {}, 'orderNo');
  if (order.refundStatus !== 0) throw badRequest('admin.orderRefunding', {}, 'orderNo');
  throw badRequest('admin.orderUnpaid', {}, 'orderNo');
}

/** The master order's part in "shippable" (adminOrders.ts `shippableSql`), read in code. */
function masterAllowsShipping(master: { paid: boolean; isCancel: boolean; payType: string; payDeadline: Date | null }): boolean {
  return !master.isCancel && (master.paid || (master.payType === 'cod' && master.payDeadline === null));
}

/**
 * Ships one merchant order (`POST /api/admin/orders/{SH…}/ship`, `admin
 * orders ship`): status 0 → 1, the delivery details, `delivery_time` now and
 * `auto_receipt_at` {@link ShipSettings.autoReceiptDays} later; for express,
 * the `order_logistics` row in state 1 (picked up) with its first point. The
 * audit entry (state before and after) is written in the same transaction.
 *
 * Concurrency (ADR 0009): the master order is share-locked first, so a
 * payment or a cancellation of it waits until this commits and the checks
 * made on it hold; then the merchant order is locked (`FOR UPDATE`, master
 * before merchant, the order payments take them in), so of two operators
 * shipping it at once the second finds it shipped; the shipment itself is a
 * conditional update on `status = 0` (pattern 4, a claim is one conditional write).
 * Once committed, the shopper is emailed (order/notify.ts `notifyOrderShipped`).
 *
 * @param now when it is shipped (tests move it).
 * @returns the order as it is after shipping.
 * @throws {HttpError} 404 `order.notFound`; 400 naming the field for bad
 * delivery details; 400 naming `orderNo` when the order is unpaid (and not
 * cash on delivery), cancelled, already shipped or being refunded. Nothing changes then.
 */
export async function shipOrder(db: Db, actor: Actor, orderNo: string, input: AdminShipInput, settings: ShipSettings, now = new Date()): Promise<AdminOrder> {
  const delivery = deliveryOf(input);
  const shippedAt = toSecond(now);
  const autoReceiptAt = new Date(shippedAt.getTime() + settings.autoReceiptDays * 86_400_000);
  await db.transaction(async (tx) => {
    const before = await lockForShipping(tx, orderNo);
    const [shipped] = await tx
      .update(merchantOrder)
      .set({ ...delivery, status: 1, deliveryTime: shippedAt, autoReceiptAt })
      .where(and(eq(merchantOrder.orderNo, orderNo), eq(merchantOrder.status, 0), eq(merchantOrder.refundStatus, 0)))
      .returning();
    // Under the lock the update cannot miss; should it ever, it is a refusal, not a half-shipped order.
    if (!shipped) throw badRequest('admin.alreadyShipped', {}, 'orderNo');
    if (delivery.deliveryType === 'express') {
      const first: LogisticsTrace = { AcceptStation: pickedUpBy(delivery.expressName), AcceptTime: shippedAt.toISOString() };
      await tx.insert(orderLogistics).values({
        merOrderNo: orderNo,
        expName: delivery.expressName,
        expCode: delivery.expressCode,
        expNo: delivery.trackingNo,
        state: 1,
        traces: [first],
        createdAt: shippedAt,
        updatedAt: shippedAt,
      });
    }
    await writeAudit(tx, actor, { action: 'order.ship', target: orderNo, before: shippingState(before), after: shippingState(shipped) }, now);
  });
  // After the commit: no mail about a shipment that was rolled back. A notice that fails is logged, the shipment stands.
  await notifyOrderShipped(settings.mailer, db, orderNo, { log: settings.log });
  return getAdminOrder(db, orderNo);
}

/**
 * Locks a merchant order for shipping, its master order first, and returns
 * it when it may be shipped.
 * @throws {HttpError} 404 for an unknown order; 400 naming `orderNo` when it may not be shipped.
 */
async function lockForShipping(tx: Tx, orderNo: string): Promise<typeof merchantOrder.$inferSelect> {
  const [ref] = await tx.select({ masterOrderNo: merchantOrder.masterOrderNo }).from(merchantOrder).where(eq(merchantOrder.orderNo, orderNo)).limit(1);
  if (!ref) throw notFound('order.notFound', { orderNo });
  const [master] = await tx
    .select({ paid: masterOrder.paid, isCancel: masterOrder.isCancel, payType: masterOrder.payType, payDeadline: masterOrder.payDeadline })
    .from(masterOrder)
    .where(eq(masterOrder.orderNo, ref.masterOrderNo))
    .for('share');
  const [order] = await tx.select().from(merchantOrder).where(eq(merchantOrder.orderNo, orderNo)).for('update');
  if (!master || !order) throw notFound('order.notFound', { orderNo });
  if (order.status !== 0 || order.refundStatus !== 0 || !masterAllowsShipping(master)) refuse(order, master);
  return order;
}
