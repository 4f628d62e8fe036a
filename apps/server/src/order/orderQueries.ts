import { and, count, desc, eq, exists, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type {
  AwaitPayOrder,
  DeliveryTypeValue,
  MasterOrderDetail,
  MerchantOrder,
  MerchantOrderDetail,
  OrderCounts,
  OrderExpress,
  OrderItem,
  OrderStatusValue,
  OrderTabValue,
  Page,
  PayChannelValue,
  PayTypeValue,
} from '@mall/api';
import { toPage } from '../catalog/productList.ts';
import type { Db } from '../db/client.ts';
import { masterOrder, merchant, merchantOrder, orderItem, orderLogistics } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';

/**
 * The shopper's orders as the order pages read them (crmeb-api §4.7 `list`,
 * `data`, `detail`, `master/detail`, `await/pay/list`, `express`; spec §3
 * Order). Reads only: the actions are in cancelOrder.ts, receiveOrder.ts and
 * deleteOrder.ts.
 */

/**
 * Cash-on-delivery orders the shopper confirmed at the payment step ship
 * unpaid: they wait for shipment, not for payment. Confirming clears the
 * payment deadline; an order created with `cod` but never confirmed still
 * has one, waits in "to pay" and is cancelled when it passes.
 */
const cashOnDelivery = and(eq(masterOrder.payType, 'cod'), isNull(masterOrder.payDeadline))!;

/** A completed merchant order with a line not reviewed yet (the "to review" tab). */
const unreviewedLine = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(orderItem)
      .where(and(eq(orderItem.merOrderNo, merchantOrder.orderNo), eq(orderItem.isReply, false))),
  );

/**
 * Which merchant orders each tab of the order list holds (crmeb-api §5
 * order-list type; the context of the issue "Orders in full"): 0 unpaid
 * (of unpaid, uncancelled masters that are not cash on delivery), 1 awaiting
 * shipment (paid or cash on delivery), 2 awaiting receipt, 3 completed, 4 to
 * review (completed with a line not reviewed); undefined: every order.
 */
export function tabCondition(db: Db, tab: OrderTabValue | undefined): SQL | undefined {
  switch (tab) {
    case undefined:
      return undefined;
    case 0:
      return and(eq(merchantOrder.paid, false), not(cashOnDelivery), eq(merchantOrder.status, 0), eq(masterOrder.isCancel, false))!;
    case 1:
      return and(
        or(eq(merchantOrder.paid, true), cashOnDelivery),
        eq(merchantOrder.status, 0),
        eq(merchantOrder.refundStatus, 0),
        eq(masterOrder.isCancel, false),
      )!;
    case 2:
      return and(eq(merchantOrder.status, 1), eq(merchantOrder.refundStatus, 0))!;
    case 3:
      return and(eq(merchantOrder.paid, true), eq(merchantOrder.status, 3), eq(merchantOrder.refundStatus, 0))!;
    case 4:
      return and(eq(merchantOrder.paid, true), eq(merchantOrder.status, 3), eq(merchantOrder.refundStatus, 0), unreviewedLine(db))!;
  }
}

const mine = (userId: number) => and(eq(merchantOrder.userId, userId), eq(merchantOrder.isUserDel, false));

const orderColumns = {
  order: merchantOrder,
  merName: merchant.name,
  master: masterOrder,
};

type OrderRow = { order: typeof merchantOrder.$inferSelect; merName: string; master: typeof masterOrder.$inferSelect };

/** Lines of the given merchant orders, by order number (the shopper's lists and the operator's). */
export async function itemsOf(db: Db, orderNos: string[]): Promise<Map<string, OrderItem[]>> {
  const byOrder = new Map<string, OrderItem[]>();
  if (orderNos.length === 0) return byOrder;
  const rows = await db.select().from(orderItem).where(inArray(orderItem.merOrderNo, orderNos)).orderBy(orderItem.id);
  for (const r of rows) {
    const list = byOrder.get(r.merOrderNo) ?? [];
    byOrder.set(r.merOrderNo, list);
    list.push({
      id: r.id,
      merOrderNo: r.merOrderNo,
      productId: r.productId,
      productName: r.productName,
      image: r.image,
      attrValueId: r.skuId,
      sku: r.sku,
      price: r.price,
      payNum: r.quantity,
      isReply: r.isReply,
    });
  }
  return byOrder;
}

/** A merchant order's status as shown: 9 once its master is cancelled, whatever the row says. */
function statusOf(row: OrderRow): OrderStatusValue {
  return (row.master.isCancel ? 9 : row.order.status) as OrderStatusValue;
}

function toMerchantOrder(row: OrderRow, items: OrderItem[]): MerchantOrder {
  const o = row.order;
  const status = statusOf(row);
  return {
    id: o.id,
    orderNo: o.orderNo,
    masterOrderNo: o.masterOrderNo,
    merId: o.merId,
    merName: row.merName,
    createTime: o.createdAt,
    paid: o.paid,
    payTime: o.payTime ?? null,
    payType: row.master.payType as PayTypeValue,
    status,
    refundStatus: o.refundStatus,
    totalNum: o.totalNum,
    proTotalPrice: o.proTotalPrice,
    payPostage: o.totalPostage,
    couponPrice: o.couponPrice,
    integralPrice: o.integralPrice,
    payPrice: o.payPrice,
    // The master's deadline holds for every shop of it, and only while it can still be paid.
    payDeadline: !row.master.paid && !row.master.isCancel && status === 0 ? (row.master.payDeadline ?? null) : null,
    deliveryType: (o.deliveryType ?? null) as DeliveryTypeValue | null,
    expressName: o.expressName,
    trackingNo: o.trackingNo,
    orderInfoList: items,
  };
}

function ordersQuery(db: Db) {
  return db
    .select(orderColumns)
    .from(merchantOrder)
    .innerJoin(masterOrder, eq(masterOrder.orderNo, merchantOrder.masterOrderNo))
    .innerJoin(merchant, eq(merchant.id, merchantOrder.merId));
}

/**
 * One tab of the shopper's merchant orders, newest first (crmeb-api §4.7
 * `/order/list`); `tab` undefined lists them all. Deleted orders are never listed.
 */
export async function listOrders(db: Db, userId: number, tab: OrderTabValue | undefined, page = 1, limit = 10): Promise<Page<MerchantOrder>> {
  const where = and(mine(userId), tabCondition(db, tab));
  const [rows, [counted]] = await Promise.all([
    ordersQuery(db).where(where).orderBy(desc(merchantOrder.createdAt), desc(merchantOrder.id)).limit(limit).offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(merchantOrder)
      .innerJoin(masterOrder, eq(masterOrder.orderNo, merchantOrder.masterOrderNo))
      .where(where),
  ]);
  const items = await itemsOf(
    db,
    rows.map((r) => r.order.orderNo),
  );
  return toPage(
    rows.map((r) => toMerchantOrder(r, items.get(r.order.orderNo) ?? [])),
    counted?.total ?? 0,
    page,
    limit,
  );
}

/** The logistics of a merchant order shipped by express, or null (crmeb-api §4.7 OrderLogistics, §4.16). */
async function expressOf(db: Db, order: typeof merchantOrder.$inferSelect): Promise<OrderExpress | null> {
  if (order.deliveryType !== 'express') return null;
  const [logistics] = await db.select().from(orderLogistics).where(eq(orderLogistics.merOrderNo, order.orderNo)).limit(1);
  const base = { orderNo: order.orderNo, courier: order.deliveryName, courierPhone: order.deliveryPhone };
  if (!logistics) {
    // Shipped, but no track recorded yet: the carrier and number, "no information yet" (state 0).
    return {
      ...base,
      expName: order.expressName,
      expNo: order.trackingNo,
      expCode: order.expressCode,
      logisticsInfo: [],
      state: 0,
      updateTime: order.deliveryTime ?? order.createdAt,
    };
  }
  return {
    ...base,
    expName: logistics.expName,
    expNo: logistics.expNo,
    expCode: logistics.expCode,
    logisticsInfo: logistics.traces.map((t) => ({ AcceptStation: t.AcceptStation, AcceptTime: new Date(t.AcceptTime) })),
    state: logistics.state,
    updateTime: logistics.updatedAt,
  };
}

async function toDetail(db: Db, row: OrderRow): Promise<MerchantOrderDetail> {
  const o = row.order;
  const [items, expressInfo] = await Promise.all([itemsOf(db, [o.orderNo]), expressOf(db, o)]);
  return {
    ...toMerchantOrder(row, items.get(o.orderNo) ?? []),
    realName: row.master.realName,
    userPhone: row.master.userPhone,
    userAddress: row.master.userAddress,
    email: row.master.email,
    userRemark: o.userRemark,
    totalPrice: o.proTotalPrice + o.totalPostage,
    totalPostage: o.totalPostage,
    couponId: o.merCouponId ?? 0,
    merCouponPrice: o.merCouponPrice,
    platCouponPrice: o.platCouponPrice,
    useIntegral: o.useIntegral,
    deliveryName: o.deliveryName,
    deliveryPhone: o.deliveryPhone,
    deliveryTime: o.deliveryTime ?? null,
    receivingTime: o.receivingTime ?? null,
    cancelTime: o.cancelTime ?? row.master.cancelTime ?? null,
    expressInfo,
  };
}

/**
 * One of the shopper's merchant orders with every field of spec §3 Order
 * (crmeb-api §4.7 `/order/detail`): prices, discounts, delivery, progress
 * times and the logistics (`expressInfo`).
 * @throws {HttpError} 404 for an order that does not exist, is deleted, or is someone else's.
 */
export async function getOrderDetail(db: Db, userId: number, orderNo: string): Promise<MerchantOrderDetail> {
  const [row] = await ordersQuery(db)
    .where(and(mine(userId), eq(merchantOrder.orderNo, orderNo)))
    .limit(1);
  if (!row) throw notFound('order.notFound', { orderNo });
  return toDetail(db, row);
}

/**
 * One of the shopper's master orders, the unit of payment, with its merchant orders.
 * @throws {HttpError} 404 for an order that does not exist or is someone else's.
 */
export async function getMasterOrderDetail(db: Db, userId: number, orderNo: string): Promise<MasterOrderDetail> {
  const [master] = await db
    .select()
    .from(masterOrder)
    .where(and(eq(masterOrder.orderNo, orderNo), eq(masterOrder.userId, userId)))
    .limit(1);
  if (!master) throw notFound('order.notFound', { orderNo });
  const rows = await ordersQuery(db).where(eq(merchantOrder.masterOrderNo, orderNo)).orderBy(merchantOrder.id);
  const items = await itemsOf(
    db,
    rows.map((r) => r.order.orderNo),
  );
  return {
    orderNo: master.orderNo,
    createTime: master.createdAt,
    paid: master.paid,
    payTime: master.payTime ?? null,
    payType: master.payType as PayTypeValue,
    isCancel: master.isCancel,
    totalNum: master.totalNum,
    proTotalPrice: master.proTotalPrice,
    totalPostage: master.totalPostage,
    payPostage: master.totalPostage,
    couponId: master.platCouponId ?? 0,
    couponPrice: master.couponPrice,
    merCouponPrice: master.couponPrice - master.platCouponPrice,
    platCouponPrice: master.platCouponPrice,
    useIntegral: master.useIntegral,
    integralPrice: master.integralPrice,
    totalPrice: master.proTotalPrice + master.totalPostage,
    payPrice: master.payPrice,
    payDeadline: master.paid || master.isCancel ? null : (master.payDeadline ?? null),
    cancelTime: master.cancelTime ?? null,
    realName: master.realName,
    userPhone: master.userPhone,
    userAddress: master.userAddress,
    email: master.email,
    mark: master.mark,
    userRemark: master.mark,
    orderList: rows.map((r) => toMerchantOrder(r, items.get(r.order.orderNo) ?? [])),
  };
}

/**
 * The shopper's master orders waiting for payment, newest first, each with
 * its shops and lines (crmeb-api §4.7 `/order/await/pay/list`): unpaid, not
 * cancelled, not cash on delivery (those wait for shipment instead).
 */
export async function listAwaitPayOrders(db: Db, userId: number, page = 1, limit = 10): Promise<Page<AwaitPayOrder>> {
  const where = and(eq(masterOrder.userId, userId), eq(masterOrder.paid, false), eq(masterOrder.isCancel, false), not(cashOnDelivery));
  const [masters, [counted]] = await Promise.all([
    db
      .select()
      .from(masterOrder)
      .where(where)
      .orderBy(desc(masterOrder.createdAt), desc(masterOrder.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(masterOrder).where(where),
  ]);
  const shops =
    masters.length === 0
      ? []
      : await ordersQuery(db)
          .where(
            inArray(
              merchantOrder.masterOrderNo,
              masters.map((m) => m.orderNo),
            ),
          )
          .orderBy(merchantOrder.id);
  const items = await itemsOf(
    db,
    shops.map((r) => r.order.orderNo),
  );
  return toPage(
    masters.map((m) => ({
      id: m.id,
      orderNo: m.orderNo,
      createTime: m.createdAt,
      totalNum: m.totalNum,
      payPrice: m.payPrice,
      totalPostage: m.totalPostage,
      paid: m.paid,
      payType: m.payType as PayTypeValue,
      payChannel: m.payChannel as PayChannelValue,
      redirect: '',
      orderList: shops
        .filter((r) => r.order.masterOrderNo === m.orderNo)
        .map((r) => ({ merId: r.order.merId, merName: r.merName, orderInfoList: items.get(r.order.orderNo) ?? [] })),
    })),
    counted?.total ?? 0,
    page,
    limit,
  );
}

/**
 * Tracking of one of the shopper's merchant orders (crmeb-api §4.7
 * `/order/express`, §4.16): the carrier, the number and the track points
 * from `order_logistics`; null while it is not shipped by express (not
 * shipped yet, a courier, or virtual goods).
 * @throws {HttpError} 404 for an order that does not exist or is someone else's.
 */
export async function getOrderExpress(db: Db, userId: number, orderNo: string): Promise<OrderExpress | null> {
  const [order] = await db
    .select()
    .from(merchantOrder)
    .where(and(mine(userId), eq(merchantOrder.orderNo, orderNo)))
    .limit(1);
  if (!order) throw notFound('order.notFound', { orderNo });
  return expressOf(db, order);
}

/**
 * How many merchant orders each tab holds (crmeb-api §4.7 `/order/data`),
 * plus the mall's "to review" (`awaitReplyCount`) and "all" (`allCount`), in one query.
 */
export async function countOrders(db: Db, userId: number): Promise<OrderCounts> {
  const filtered = (tab: OrderTabValue) => sql<number>`count(*) filter (where ${tabCondition(db, tab)})`.mapWith(Number);
  const [row] = await db
    .select({
      unPaidCount: filtered(0),
      unShippedCount: filtered(1),
      receivedCount: filtered(2),
      completeCount: filtered(3),
      awaitReplyCount: filtered(4),
      allCount: count(),
    })
    .from(merchantOrder)
    .innerJoin(masterOrder, eq(masterOrder.orderNo, merchantOrder.masterOrderNo))
    .where(mine(userId));
  return {
    unPaidCount: row?.unPaidCount ?? 0,
    unShippedCount: row?.unShippedCount ?? 0,
    receivedCount: row?.receivedCount ?? 0,
    completeCount: row?.completeCount ?? 0,
    awaitReplyCount: row?.awaitReplyCount ?? 0,
    allCount: row?.allCount ?? 0,
  };
}
