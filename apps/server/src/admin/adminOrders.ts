import { and, count, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrder, AdminOrdersInput, DeliveryTypeValue, OrderItem, OrderStatusValue, Page, PayTypeValue } from '@mall/api';
import { toPage } from '../catalog/productList.ts';
import type { Db } from '../db/client.ts';
import { masterOrder, merchant, merchantOrder } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { itemsOf } from '../order/orderQueries.ts';

/**
 * A merchant order may be shipped: awaiting shipment (status 0) with no
 * refund, and its master order not cancelled and either paid or confirmed
 * for cash on delivery (a cod order confirmed at `pay/payment` has no pay
 * deadline left; one still waiting for that step would be cancelled by the
 * job runner at its deadline). The one definition of "shippable", used by
 * the list and by the conditional update that ships.
 */
export const shippableSql: SQL = sql`(${merchantOrder.status} = 0 and ${merchantOrder.refundStatus} = 0 and not ${masterOrder.isCancel}
  and (${masterOrder.paid} or (${masterOrder.payType} = 'cod' and ${masterOrder.payDeadline} is null)))`;

const columns = {
  order: merchantOrder,
  merName: merchant.name,
  master: {
    paid: masterOrder.paid,
    payTime: masterOrder.payTime,
    payType: masterOrder.payType,
    isCancel: masterOrder.isCancel,
    realName: masterOrder.realName,
    userPhone: masterOrder.userPhone,
    userAddress: masterOrder.userAddress,
    email: masterOrder.email,
  },
  shippable: sql<boolean>`${shippableSql}`.mapWith(Boolean),
};

type Row = { order: typeof merchantOrder.$inferSelect; merName: string; master: { paid: boolean; payTime: Date | null; payType: string; isCancel: boolean; realName: string; userPhone: string; userAddress: string; email: string }; shippable: boolean };

function toAdminOrder({ order: o, merName, master: m, shippable }: Row, items: OrderItem[]): AdminOrder {
  return {
    id: o.id,
    orderNo: o.orderNo,
    masterOrderNo: o.masterOrderNo,
    merId: o.merId,
    merName,
    uid: o.userId,
    createTime: o.createdAt,
    status: o.status as OrderStatusValue,
    refundStatus: o.refundStatus,
    // A cash-on-delivery order is paid at the door: the master says when.
    paid: m.paid,
    payTime: m.payTime,
    payType: m.payType as PayTypeValue,
    isCancel: m.isCancel,
    shippable,
    totalNum: o.totalNum,
    proTotalPrice: o.proTotalPrice,
    totalPostage: o.totalPostage,
    couponPrice: o.couponPrice,
    integralPrice: o.integralPrice,
    payPrice: o.payPrice,
    realName: m.realName,
    userPhone: m.userPhone,
    userAddress: m.userAddress,
    email: m.email,
    userRemark: o.userRemark,
    deliveryType: o.deliveryType as DeliveryTypeValue | null,
    expressName: o.expressName,
    expressCode: o.expressCode,
    trackingNo: o.trackingNo,
    deliveryName: o.deliveryName,
    deliveryPhone: o.deliveryPhone,
    deliveryTime: o.deliveryTime,
    autoReceiptAt: o.autoReceiptAt,
    receivingTime: o.receivingTime,
    orderInfoList: items,
  };
}

/**
 * Merchant orders of every shop, newest first (`GET /api/admin/orders`):
 * of one shop (`merId`), one status, and whose number or master order's
 * number starts with `orderNo`, each as given.
 */
export async function listAdminOrders(db: Db, input: AdminOrdersInput = {}): Promise<Page<AdminOrder>> {
  const page = input.page ?? 1;
  const limit = input.limit ?? 10;
  const where = and(
    input.merId === undefined ? undefined : eq(merchantOrder.merId, input.merId),
    input.status === undefined ? undefined : eq(merchantOrder.status, input.status),
    // The pattern of the query allows letters and digits only: nothing in it means anything to LIKE.
    input.orderNo ? or(like(merchantOrder.orderNo, `${input.orderNo}%`), like(merchantOrder.masterOrderNo, `${input.orderNo}%`)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(merchantOrder)
      .innerJoin(masterOrder, eq(masterOrder.orderNo, merchantOrder.masterOrderNo))
      .innerJoin(merchant, eq(merchant.id, merchantOrder.merId))
      .where(where)
      .orderBy(desc(merchantOrder.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(merchantOrder).where(where),
  ]);
  const items = await itemsOf(db, rows.map((r) => r.order.orderNo));
  return toPage(
    rows.map((r) => toAdminOrder(r as Row, items.get(r.order.orderNo) ?? [])),
    total?.total ?? 0,
    page,
    limit,
  );
}

/**
 * One merchant order as the operator sees it.
 * @throws {HttpError} 404 `order.notFound`.
 */
export async function getAdminOrder(db: Db, orderNo: string): Promise<AdminOrder> {
  const [row] = await db
    .select(columns)
    .from(merchantOrder)
    .innerJoin(masterOrder, eq(masterOrder.orderNo, merchantOrder.masterOrderNo))
    .innerJoin(merchant, eq(merchant.id, merchantOrder.merId))
    .where(eq(merchantOrder.orderNo, orderNo))
    .limit(1);
  if (!row) throw notFound('order.notFound', { orderNo });
  const items = await itemsOf(db, [orderNo]);
  return toAdminOrder(row as Row, items.get(orderNo) ?? []);
}
